/**
 * Columns of a list's workbook and how a value becomes a cell and back, as the screen shows it:
 * dictionary columns hold their labels (in the caller's language; an import accepts either language's
 * label or the key), reference columns the referenced row's label, money yuan with two decimals
 * (`¥#,##0.00`, a number Excel can sum), switches 是/否 (or their dictionary's labels), JSON as text.
 * Headers are the columns' labels; an import recognises either language's label or the prop name.
 */
import type ExcelJS from 'exceljs';
import type { Column, EntitySchema } from '../../../engine/schema';
import { columnType, editableIn, showsIn, text, type Lang } from '../../../engine/schema/resolve';
import { isMoney, isPassword } from '../../../engine/schema/validation';
import type { Db } from '../../kernel/db/database';
import type { AuthUser, ServerContext } from '../../kernel/http/context';
import type { EntityModel, FieldModel } from '../../kernel/model';
import { allOf, baseFilters } from '../conditions';
import type { Row } from '../convert';
import { dictItems } from '../dict-store';

export const normalHeader = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A cell as text: dates as YYYY-MM-DD (HH:mm:ss when not midnight), rich text and formulas by their shown value. */
export function cellString(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    const time = iso.slice(11, 19);
    return time === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellString(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/** Integer fen → the yuan as a number, through its decimal text (no floating-point arithmetic on money). */
export function fenToYuan(fen: unknown): number | null {
  if (fen === null || fen === undefined || fen === '') return null;
  const n = BigInt(String(fen).split('.')[0]);
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const whole = abs / 100n;
  const cents = String(abs % 100n).padStart(2, '0');
  return Number(`${neg ? '-' : ''}${whole}.${cents}`);
}

const YES_NO: Record<Lang, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'] };

/** How one column reads and writes cells. */
export interface SheetColumn {
  prop: string;
  column: Column;
  field: FieldModel;
  header: string;
  /** Every header spelling an import accepts, normalised. */
  headerKeys: string[];
  width: number;
  numFmt?: string;
}

export interface ColumnSets {
  /** What an export writes: the table's columns (hidden ones too), never a password. */
  exported: SheetColumn[];
  /** What an import reads: the add form's editable columns. */
  imported: SheetColumn[];
}

function sheetColumn(model: EntityModel, c: Column, lang: Lang): SheetColumn | undefined {
  const field = model.field(c.prop);
  if (!field) return undefined;
  const type = columnType(c);
  const width = Math.min(60, Math.max(10, typeof c.table === 'object' && c.table.width ? c.table.width / 8 : 18));
  return {
    prop: c.prop,
    column: c,
    field,
    header: text(c.label, lang),
    headerKeys: [...new Set([text(c.label, 'zh'), text(c.label, 'en'), c.prop].map(normalHeader))],
    width,
    numFmt: isMoney(c) ? '"¥"#,##0.00' : type === 'decimal' ? `#,##0.${'0'.repeat(c.precision ?? 2)}` : undefined,
  };
}

export function columnSets(model: EntityModel, lang: Lang): ColumnSets {
  const e: EntitySchema = model.schema;
  const of = (cols: Column[]) =>
    cols.flatMap((c) => {
      const s = !isPassword(c) && c.db?.virtual !== true ? sheetColumn(model, c, lang) : undefined;
      return s ? [s] : [];
    });
  return {
    exported: of(e.columns.filter((c) => showsIn(c, 'table'))),
    imported: of(e.columns.filter((c) => editableIn(c, 'add'))),
  };
}

/** Labels of dictionaries and references, both ways, for one workbook. */
export class Lookups {
  /** prop → key → label (the workbook's language). */
  private readonly labels = new Map<string, Map<string, string>>();
  /** prop → normalised label (either language) or key → key. */
  private readonly keys = new Map<string, Map<string, string>>();
  /** Reference columns: prop → the referenced model and its label / value fields. */
  private readonly refs = new Map<string, { model: EntityModel; label: FieldModel; value: FieldModel }>();
  /** Reference labels read so far: prop → value → label. */
  private readonly refLabels = new Map<string, Map<string, string>>();

  private constructor(
    private readonly ctx: ServerContext,
    private readonly auth: AuthUser,
    readonly lang: Lang,
  ) {}

  static async load(ctx: ServerContext, auth: AuthUser, lang: Lang, columns: SheetColumn[]): Promise<Lookups> {
    const l = new Lookups(ctx, auth, lang);
    const codes = [...new Set(columns.flatMap((c) => (typeof c.column.dict === 'string' ? [c.column.dict] : [])))];
    const db: Db = ctx.database.db;
    const [zh, en] = await Promise.all([dictItems(db, codes, 'zh'), dictItems(db, codes, 'en')]);
    for (const c of columns) {
      if (typeof c.column.dict === 'string') {
        const mine = (lang === 'en' ? en : zh).get(c.column.dict) ?? [];
        const other = (lang === 'en' ? zh : en).get(c.column.dict) ?? [];
        l.labels.set(c.prop, new Map(mine.map((i) => [i.dictKey, i.dictValue])));
        const back = new Map<string, string>();
        for (const i of [...mine, ...other]) back.set(normalHeader(i.dictValue), i.dictKey);
        for (const i of mine) back.set(normalHeader(i.dictKey), i.dictKey);
        l.keys.set(c.prop, back);
      } else if (c.column.ref) {
        const model = ctx.models.get(c.column.ref.schema);
        const label = model?.field(c.column.ref.label);
        const value = model?.field(c.column.ref.value ?? 'id');
        if (model && label && value) {
          l.refs.set(c.prop, { model, label, value });
          l.refLabels.set(c.prop, new Map());
        }
      }
    }
    return l;
  }

  /** Read the labels of the references a batch of rows holds (one query per reference column). */
  async prepare(columns: SheetColumn[], rows: Row[]): Promise<void> {
    for (const c of columns) {
      const ref = this.refs.get(c.prop);
      if (!ref) continue;
      const known = this.refLabels.get(c.prop)!;
      const wanted = new Set<string>();
      for (const r of rows) for (const k of splitKeys(r[c.prop])) if (!known.has(k)) wanted.add(k);
      if (!wanted.size) continue;
      // Bounded: the cache of one workbook keeps at most 50,000 labels per column.
      if (known.size > 50_000) known.clear();
      const found = await this.ctx.database.db
        .selectFrom(ref.model.table)
        .select([ref.value.dbName, ref.label.dbName])
        .where(allOf([...baseFilters(ref.model, this.auth)]))
        .where(ref.value.dbName, 'in', [...wanted])
        .execute();
      for (const f of found) known.set(String(f[ref.value.dbName]), String(f[ref.label.dbName] ?? ''));
    }
  }

  /** A wire value → what the cell holds. */
  cell(c: SheetColumn, value: unknown, raw?: unknown): ExcelJS.CellValue {
    if (value === null || value === undefined || value === '') return null;
    if (isMoney(c.column)) return fenToYuan(raw ?? value);
    const labels = this.labels.get(c.prop) ?? this.refLabels.get(c.prop);
    if (labels)
      return splitKeys(value)
        .map((k) => labels.get(k) ?? k)
        .join(',');
    if (columnType(c.column) === 'switch') {
      const on = value === true || value === 1 || value === '1';
      return YES_NO[this.lang][on ? 0 : 1];
    }
    if (typeof value === 'object') return JSON.stringify(value);
    if (typeof value === 'number' || typeof value === 'boolean') return value;
    return String(value);
  }

  /**
   * Cell text → the wire value for the column; `{ unknown }` names a label no dictionary or referenced
   * row knows.
   */
  async value(c: SheetColumn, cellText: string): Promise<{ value?: unknown; unknown?: string }> {
    if (cellText === '') return {};
    const type = columnType(c.column);
    const keys = this.keys.get(c.prop);
    if (keys) {
      const out: string[] = [];
      for (const part of splitText(cellText)) {
        const key = keys.get(normalHeader(part));
        if (key === undefined) return { unknown: part };
        out.push(key);
      }
      return { value: out.join(',') };
    }
    const ref = this.refs.get(c.prop);
    if (ref) {
      const out: string[] = [];
      for (const part of splitText(cellText)) {
        const key = await this.refKey(c.prop, part);
        if (key === undefined) return { unknown: part };
        out.push(key);
      }
      return { value: out.join(',') };
    }
    if (type === 'switch') {
      const t = normalHeader(cellText);
      if (['是', 'yes', 'true', '1', 'y'].includes(t)) return { value: 1 };
      if (['否', 'no', 'false', '0', 'n'].includes(t)) return { value: 0 };
      return { unknown: cellText };
    }
    if (isMoney(c.column)) return { value: cellText.replace(/[¥￥,\s]/g, '') };
    return { value: cellText };
  }

  private async refKey(prop: string, label: string): Promise<string | undefined> {
    const ref = this.refs.get(prop)!;
    const hit = await this.ctx.database.db
      .selectFrom(ref.model.table)
      .select(ref.value.dbName)
      .where(allOf(baseFilters(ref.model, this.auth)))
      // The label, or the key itself (a number compared only as a number: PostgreSQL refuses text = bigint).
      .where((eb) =>
        /^\d{1,15}$/.test(label) || !['int', 'bigint', 'decimal'].includes(ref.value.dbType)
          ? eb.or([eb(ref.label.dbName, '=', label), eb(ref.value.dbName, '=', label)])
          : eb(ref.label.dbName, '=', label),
      )
      .limit(1)
      .executeTakeFirst();
    return hit ? String(hit[ref.value.dbName]) : undefined;
  }
}

const splitKeys = (v: unknown): string[] =>
  v === null || v === undefined || v === ''
    ? []
    : (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter((s) => s !== '');

const splitText = (t: string): string[] =>
  t
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
