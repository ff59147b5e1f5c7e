/**
 * Imports: an .xlsx whose header row names the list's add-form columns (either language's label or the
 * prop) is checked row by row — labels of dictionaries and references turned into keys, the add form's
 * rules through the schema's own validator (the same ajv schema as `submit`), unique columns against the
 * file and the stored rows — and every problem is reported with its row number, field and message in the
 * caller's language (the dry run). Storing is a second step: `all` stores every row only when none has
 * a problem, `valid` stores the rows without one; either way in ONE transaction through the generic
 * insert (tenant, audit values, hooks), so a row refused at that point (a hook) stores nothing at all.
 *
 * `readUpload` and `loadSheet` are the shared pieces for any uploaded workbook (the user plugin's
 * import-user uses them too).
 */
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import type { Lang } from '../../../engine/schema/resolve';
import { coerceBody, submitSchema } from '../../../engine/schema/validation';
import type { AuthUser, ServerContext } from '../../kernel/http/context';
import { ApiError, badRequest } from '../../kernel/http/errors';
import { uploadFailure } from '../../kernel/http/multipart';
import type { EntityModel } from '../../kernel/model';
import { allOf, eq, tenantFilters } from '../conditions';
import { problemsOf } from '../validate';
import { insertRow } from '../write';
import { cellString, columnSets, Lookups, normalHeader, type SheetColumn } from './cells';

export const MAX_IMPORT_ROWS = 20_000;
/** Problems kept in a report (the counts stay exact). */
export const MAX_PROBLEMS = 1000;

export type ImportMode = 'check' | 'all' | 'valid';

export const importText = {
  noFile: { zh: '请上传 .xlsx 文件（file）', en: 'Upload an .xlsx file as the field "file"' },
  notXlsx: { zh: '文件不是有效的 .xlsx 工作簿', en: 'The file is not a valid .xlsx workbook' },
  noColumns: {
    zh: '表头中没有可导入的列，请使用导入模板',
    en: 'The header row names no column that can be imported: use the import template',
  },
  tooMany: { zh: `一次最多导入 ${MAX_IMPORT_ROWS} 行`, en: `At most ${MAX_IMPORT_ROWS} rows per import` },
  unknown: (label: string, value: string): I18nText => ({
    zh: `${label}：无法识别「${value}」`,
    en: `${label}: "${value}" is not known`,
  }),
  duplicate: (label: string, row: number): I18nText => ({
    zh: `${label}：与第 ${row} 行重复`,
    en: `${label}: the same as row ${row}`,
  }),
  exists: (label: string): I18nText => ({ zh: `${label}已存在`, en: `${label} already exists` }),
  notAll: (n: number): I18nText => ({
    zh: `有 ${n} 行未通过校验，未导入任何数据`,
    en: `${n} rows did not pass the checks: nothing was stored`,
  }),
  refused: { zh: '保存时被拒绝，未导入任何数据', en: 'Refused while storing: nothing was stored' },
};

/** One problem of one row. */
export interface RowProblem {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  /** The prop ('' for the whole row). */
  field: string;
  /** The field's label in the caller's language. */
  label: string;
  message: string;
}

export interface ImportReport {
  mode: ImportMode;
  /** Data rows read (empty rows skipped). */
  rows: number;
  valid: number;
  invalid: number;
  /** Rows stored (0 for a dry run, or when storing was refused). */
  stored: number;
  /** The file's columns the import read, by header. */
  columns: Array<{ prop: string; label: string }>;
  problems: RowProblem[];
  /** More problems than the report lists. */
  truncated: boolean;
  /** Why nothing was stored (mode `all` with problems, or a refusal while storing). */
  refusal?: string;
}

/** The uploaded file of a multipart request (field `file`), or 400. */
export async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(importText.noFile);
  let buffer: Buffer;
  try {
    const part = await req.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(importText.noFile);
    }
    buffer = await part.toBuffer();
  } catch (err) {
    throw uploadFailure(err, importText.noFile);
  }
  if (!buffer.length) throw badRequest(importText.noFile);
  return buffer;
}

/** The first sheet of a workbook (a buffer or a file), or 400 when it is not a workbook. */
export async function loadSheet(source: Buffer | string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  try {
    if (typeof source === 'string') await book.xlsx.readFile(source);
    else await book.xlsx.load(source as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw Object.assign(badRequest(importText.notXlsx), { cause: err });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(importText.notXlsx);
  return sheet;
}

interface CheckedRow {
  row: number;
  body: Record<string, unknown>;
  ok: boolean;
}

const say = (t: I18nText, lang: Lang) => t[lang];

export interface ImportOptions {
  ctx: ServerContext;
  model: EntityModel;
  auth: AuthUser;
  lang: Lang;
  file: string;
  mode: ImportMode;
  /** The request-like caller for the generic insert (a job's revived caller). */
  req: FastifyRequest;
  progress?(done: number, total: number): Promise<void>;
  signal?: AbortSignal;
  /**
   * Runs the storing transaction (a job's `complete`, so the rows commit with the job's success and the
   * report as its result); default: a plain transaction.
   */
  store?(fn: () => Promise<ImportReport>): Promise<ImportReport>;
}

export async function runImport(o: ImportOptions): Promise<ImportReport> {
  const { ctx, model, lang } = o;
  const sheet = await loadSheet(o.file);
  const { imported } = columnSets(model, lang);
  const byCol = new Map<number, SheetColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = normalHeader(cellString(cell.value));
    const c = imported.find((x) => x.headerKeys.includes(key));
    if (c && ![...byCol.values()].includes(c)) byCol.set(col, c);
  });
  if (!byCol.size) throw badRequest(importText.noColumns);
  const last = sheet.actualRowCount > 0 ? sheet.rowCount : 1;
  if (last - 1 > MAX_IMPORT_ROWS) throw badRequest(importText.tooMany);

  const lookups = await Lookups.load(ctx, o.auth, lang, imported);
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const note = (p: RowProblem) => {
    problemCount++;
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  const checked: CheckedRow[] = [];
  const uniqueCols = imported.filter((c) => c.column.unique);
  const seen = new Map<string, Map<string, number>>(uniqueCols.map((c) => [c.prop, new Map()]));
  const total = last - 1;
  await o.progress?.(0, total);
  for (let n = 2; n <= last; n++) {
    if (o.signal?.aborted) throw o.signal.reason ?? new Error('aborted');
    const row = sheet.getRow(n);
    const raw: Record<string, unknown> = {};
    const before = problemCount;
    let any = false;
    for (const [col, c] of byCol) {
      const text = cellString(row.getCell(col).value);
      if (text === '') continue;
      any = true;
      const { value, unknown } = await lookups.value(c, text);
      if (unknown !== undefined)
        note({ row: n, field: c.prop, label: c.header, message: say(importText.unknown(c.header, unknown), lang) });
      else raw[c.prop] = value;
    }
    if (!any) continue; // an empty row
    const body = coerceBody(model.schema, raw, 'add');
    const known = new Set(problems.filter((p) => p.row === n).map((p) => p.field));
    for (const e of problemsOf(model.schema, 'submit:add', () => submitSchema(model.schema, 'add'), body, lang))
      if (!known.has(e.prop)) note({ row: n, field: e.prop === '*' ? '' : e.prop, label: e.label, message: e.message });
    for (const c of uniqueCols) {
      const v = body[c.prop];
      if (v === undefined || v === null || v === '') continue;
      const key = String(v);
      const first = seen.get(c.prop)!.get(key);
      if (first !== undefined)
        note({ row: n, field: c.prop, label: c.header, message: say(importText.duplicate(c.header, first), lang) });
      else {
        seen.get(c.prop)!.set(key, n);
        if (await existsInTenant(ctx, model, c, v, o.auth.tenantId))
          note({ row: n, field: c.prop, label: c.header, message: say(importText.exists(c.header), lang) });
      }
    }
    checked.push({ row: n, body: raw, ok: problemCount === before });
    if (n % 100 === 0) await o.progress?.(n - 1, total);
  }
  const valid = checked.filter((r) => r.ok).length;
  const report: ImportReport = {
    mode: o.mode,
    rows: checked.length,
    valid,
    invalid: checked.length - valid,
    stored: 0,
    columns: [...byCol.values()].map((c) => ({ prop: c.prop, label: c.header })),
    problems,
    truncated: problemCount > problems.length,
  };
  await o.progress?.(total, total);
  if (o.mode === 'check') return report;
  if (o.mode === 'all' && report.invalid > 0)
    return { ...report, refusal: say(importText.notAll(report.invalid), lang) };
  const toStore = checked.filter((r) => r.ok);
  const store = o.store ?? ((fn) => ctx.database.transaction(fn));
  let current = 0;
  try {
    // The final report is built inside the transaction: a job records it as its result in that transaction.
    return await store(async () => {
      for (const r of toStore) {
        current = r.row;
        await insertRow(ctx, model, o.req, r.body);
      }
      return { ...report, stored: toStore.length };
    });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 400) throw err;
    const message = typeof err.text === 'string' ? err.text : err.text[lang];
    return {
      ...report,
      stored: 0,
      refusal: say(importText.refused, lang),
      problems: [{ row: current, field: '', label: '', message }, ...report.problems].slice(0, MAX_PROBLEMS),
    };
  }
}

/** Whether a live row of the tenant holds this value of a unique column. */
async function existsInTenant(
  ctx: ServerContext,
  model: EntityModel,
  c: SheetColumn,
  value: unknown,
  tenantId: string,
): Promise<boolean> {
  const hit = await ctx.database.db
    .selectFrom(model.table)
    .select('id')
    .where(allOf([...tenantFilters(model, tenantId), eq(c.field, value)]))
    .limit(1)
    .executeTakeFirst();
  return !!hit;
}
