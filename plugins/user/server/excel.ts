/**
 * Users to and from Excel (.xlsx, exceljs — server only, never in the console bundle):
 * - `GET export-user?<search>&deptId=`: every row the list would show for the same search (tenant, search
 *   conditions, dept and below), not just one page; written in batches straight into the response stream.
 *   The token may come as the query parameter `blade-auth=bearer …` (download links, CONTRACT §1).
 * - `GET export-template`: the header row the import reads, in the caller's language.
 * - `POST import-user?isCovered=0|1`, multipart `file`: each row is validated with the submit rules and
 *   added (password: the column, else the tenant's initial password), or — when the account exists and
 *   isCovered=1 — updated. Per row with a report: good rows are kept, bad rows are refused with their
 *   row number and reason (a failure in one row does not undo the others).
 * The workbook pieces are the generic exports' and imports' (server/crud/excel): the streamed sheet, the
 * upload, the sheet loader and the cell reader; what is the user list's own is its columns (names of
 * roles, depts and posts) and the account-keyed overwrite.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellString } from '../../../server/crud/excel/cells';
import { openSheet } from '../../../server/crud/excel/export';
import { XLSX } from '../../../server/crud/excel/files';
import { loadSheet, readUpload } from '../../../server/crud/excel/import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { basePath } from '../../../engine/schema/resolve';
import { allOf, baseFilters, eq } from '../../../server/crud/conditions';
import { selectColumns, toWire } from '../../../server/crud/convert';
import type { EntityModel } from '../../../server/kernel/model';
import { orderOf } from '../../../server/crud/read';
import { insertRow, updateRow } from '../../../server/crud/write';
import type { ServerContext } from '../../../server/kernel/http/context';
import { envelope, say } from '../../../server/kernel/http/envelope';
import { ApiError, badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import {
  cellText,
  cellValue,
  EXCEL_COLUMNS,
  headerKeys,
  headerOf,
  loadLookups,
  type ExcelColumn,
} from './excel-columns';
import { initialPassword } from '../../../server/auth/init-password';
import { listWhere } from './user-lists';

const BATCH = 500;
const MAX_IMPORT_ROWS = 5000;

export const excelText = {
  noFile: { zh: '请上传 .xlsx 文件（file）', en: 'Upload an .xlsx file as the field "file"' },
  notXlsx: { zh: '文件不是有效的 .xlsx 工作簿', en: 'The file is not a valid .xlsx workbook' },
  noAccount: { zh: '表头缺少「登录账号」列', en: 'The header row has no "Account" column' },
  tooMany: { zh: `一次最多导入 ${MAX_IMPORT_ROWS} 行`, en: `At most ${MAX_IMPORT_ROWS} rows per import` },
  badCovered: { zh: 'isCovered 只能是 0 或 1', en: 'isCovered must be 0 or 1' },
  exists: { zh: '账号已存在（未选择覆盖）', en: 'The account already exists (overwrite not chosen)' },
  unknown: (header: string, value: string): I18nText => ({
    zh: `${header}：无法识别「${value}」`,
    en: `${header}: "${value}" is not known`,
  }),
  summary: (added: number, updated: number, refused: number): I18nText => ({
    zh: `导入完成：新增 ${added} 条，更新 ${updated} 条，拒绝 ${refused} 条`,
    en: `Import done: ${added} added, ${updated} updated, ${refused} refused`,
  }),
};

const fileHeaders = (reply: FastifyReply, name: string) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`)
    .header('x-content-type-options', 'nosniff');

const exportColumns = EXCEL_COLUMNS.filter((c) => c.only !== 'import');

async function exportUsers(ctx: ServerContext, model: EntityModel, req: FastifyRequest, reply: FastifyReply) {
  // Everything that can refuse the request (search and sort validation) happens before the first byte is
  // sent: a refusal once the file is streaming could only cut the connection (the fuzz suite found one).
  const { where, query } = await listWhere(ctx, model, req);
  const order = orderOf(model, query);
  // The platform administrator may export several tenants' users: names of every tenant then.
  const lookups = await loadLookups(ctx, req.auth?.access?.platformAdmin ? null : (req.auth?.tenantId ?? ''), req.lang);
  const out = new PassThrough();
  const sheet = openSheet(
    out,
    'users',
    exportColumns.map((c) => ({ header: headerOf(model, c, req.lang), key: c.prop })),
  );
  const write = async () => {
    for (let offset = 0; ; offset += BATCH) {
      let q = ctx.database.db.selectFrom(model.table).select(selectColumns(model)).where(where);
      for (const [col, dir] of order) q = q.orderBy(col, dir);
      const rows = await q.limit(BATCH).offset(offset).execute();
      for (const row of rows) {
        const wire = toWire(model, row);
        sheet.add(exportColumns.map((c) => cellText(c, wire[c.prop], lookups)));
      }
      await sheet.drain();
      if (rows.length < BATCH) break;
    }
    await sheet.finish();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return fileHeaders(reply, 'users').send(out);
}

async function exportTemplate(model: EntityModel, req: FastifyRequest, reply: FastifyReply) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.columns = EXCEL_COLUMNS.filter((c) => c.only !== 'export').map((c) => ({
    header: headerOf(model, c, req.lang),
    key: c.prop,
    width: 18,
  }));
  return fileHeaders(reply, 'user-template').send(Buffer.from(await book.xlsx.writeBuffer()));
}

interface Refusal {
  row: number;
  reason: string;
}

async function importUsers(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const covered = String((req.query as Record<string, unknown>)?.isCovered ?? '0');
  if (covered !== '0' && covered !== '1') throw badRequest(excelText.badCovered);
  const sheet = await loadSheet(await readUpload(req));
  // Header cells → columns, by either language's label or the prop name.
  const byHeader = new Map<number, ExcelColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = cellString(cell.value).toLowerCase().replace(/\s+/g, ' ');
    const c = EXCEL_COLUMNS.find((x) => x.only !== 'export' && headerKeys(model, x).includes(key));
    if (c) byHeader.set(col, c);
  });
  if (![...byHeader.values()].some((c) => c.prop === 'account')) throw badRequest(excelText.noAccount);
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(excelText.tooMany);

  const tenantId = req.auth?.tenantId ?? '';
  const lookups = await loadLookups(ctx, tenantId, req.lang);
  const defaultPassword = await initialPassword(ctx, tenantId);
  const accountField = model.field('account')!;
  let added = 0;
  let updated = 0;
  const refused: Refusal[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const body: Record<string, unknown> = {};
    let problem: string | undefined;
    for (const [col, c] of byHeader) {
      const text = cellString(row.getCell(col).value);
      const { value, unknown } = cellValue(c, text, lookups);
      if (unknown !== undefined) {
        problem ??= say(req, excelText.unknown(headerOf(model, c, req.lang), unknown));
        continue;
      }
      if (value !== '') body[c.prop] = value;
    }
    if (!Object.keys(body).length) continue; // an empty row
    try {
      if (problem) throw badRequest(problem);
      const existing = body.account
        ? await ctx.database.db
            .selectFrom(model.table)
            .select('id')
            .where(allOf([...baseFilters(model, req.auth), eq(accountField, body.account)]))
            .executeTakeFirst()
        : undefined;
      if (existing && covered === '0') throw badRequest(excelText.exists);
      if (existing) {
        delete body.password;
        await updateRow(ctx, model, req, { ...body, id: String(existing.id) });
        updated++;
      } else {
        await insertRow(ctx, model, req, { password: defaultPassword, ...body });
        added++;
      }
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 400) throw err;
      refused.push({ row: n, reason: say(req, err.text) });
    }
  }
  return envelope(200, say(req, excelText.summary(added, updated, refused.length)), { added, updated, refused });
}

export function registerUserExcelRoutes(
  ctx: ServerContext,
  routes: RouteSink,
  model: EntityModel,
  codes: { export: string; import: string },
): void {
  const base = basePath(model.schema);
  routes.add({
    method: 'GET',
    url: `${base}/export-user`,
    access: codes.export,
    handler: async (req, reply) => {
      return exportUsers(ctx, model, req, reply);
    },
  });
  routes.add({
    method: 'GET',
    url: `${base}/export-template`,
    access: codes.import,
    handler: async (req, reply) => {
      return exportTemplate(model, req, reply);
    },
  });
  routes.add({
    method: 'POST',
    url: `${base}/import-user`,
    access: codes.import,
    handler: async (req) => {
      return importUsers(ctx, model, req);
    },
  });
}
