/**
 * Values between the wire and the database. Ids and other bigint keys travel as strings; money travels as
 * yuan (≤ 2 decimals) and is stored as integer fen; JSON is stored as text; pg's string results for
 * bigint/numeric/count become numbers again. Password columns are never sent back; kept credentials
 * (`secret` columns) are sent masked (server/crud/secrets.ts).
 */
import { tryParseYuan, yuanNumber } from '../../engine/schema/money';
import { valueTypeInfo } from '../../engine/schema/resolve';
import { isEncryptedSecret, isMoney, isPassword, isSecret } from '../../engine/schema/validation';
import { maskSecret, SECRET_MASK } from './secrets';
import type { EntityModel, FieldModel } from '../kernel/model';

export type Row = Record<string, unknown>;

/** A validated wire value → the value bound in SQL for this column. */
export function toDb(f: FieldModel, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  // Read as the decimal it is (engine/schema/money.ts), never multiplied as a double: 1.15 is 115 fen.
  if (isMoney(f.column)) return tryParseYuan(v, 'half-up');
  switch (f.dbType) {
    case 'int':
    case 'bigint':
    case 'boolean':
    case 'decimal': {
      if (v === '') return null;
      const n = typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
      return Number.isFinite(n) ? n : null;
    }
    case 'json':
      return JSON.stringify(v);
    default:
      return Array.isArray(v) ? v.join(',') : String(v);
  }
}

/** Whether the wire form of a bigint field is a string (ids, keys) rather than a number. */
function bigintAsString(f: FieldModel): boolean {
  if (f.system) return f.prop !== 'status' && f.prop !== 'isDeleted';
  return !f.column || valueTypeInfo(f.column).wire !== 'number';
}

/** A stored value → its wire form. */
export const fromDb = (f: FieldModel, v: unknown): unknown => readerOf(f)(v);

type Reader = (v: unknown) => unknown;

const parseJson: Reader = (v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * A native date or timestamp column of a table the schemas did not create (a table the code generator
 * read) comes back from pg as a Date in local time: sent as the console's `YYYY-MM-DD HH:mm:ss`.
 */
const dateTimeText = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const asText: Reader = (v) => (typeof v === 'string' ? v : v instanceof Date ? dateTimeText(v) : String(v));
const asDateText: Reader = (v) => (v instanceof Date ? dateTimeText(v).slice(0, 10) : asText(v));

/**
 * The conversion of one field, decided once from the field's model: a list page converts every cell of
 * every row, and deciding per cell (value-type lookups for money, password, wire form) cost more than
 * reading the row.
 */
function converterOf(f: FieldModel): Reader {
  let convert: Reader = f.storage === 'date' ? asDateText : asText;
  if (isMoney(f.column)) convert = (v) => yuanNumber(v as number | string | bigint);
  else if (f.storage === 'json' || f.dbType === 'json') convert = parseJson;
  else {
    // The schema's own view decides (dict.parentId is a number, dictChild.parentId an id) — the shared
    // table column may be wider.
    const st = f.storage;
    if (st === 'bigint' || (f.dbType === 'bigint' && st !== 'int')) convert = bigintAsString(f) ? String : Number;
    else if (st === 'int' || st === 'boolean' || st === 'decimal') convert = Number;
  }
  return (v) => (v === undefined || v === null ? null : convert(v));
}

const readers = new WeakMap<FieldModel, Reader>();
function readerOf(f: FieldModel): Reader {
  let r = readers.get(f);
  if (!r) readers.set(f, (r = converterOf(f)));
  return r;
}

/** How a field is sent: as read, or masked when it is a kept credential (an encrypted one shows no character). */
function wireReaderOf(f: FieldModel): Reader {
  if (isEncryptedSecret(f.column))
    return (v) => (v === undefined || v === null || v === '' ? (v ?? null) : SECRET_MASK);
  if (isSecret(f.column)) return (v) => maskSecret(readerOf(f)(v));
  return readerOf(f);
}

/** Per model: [db column, wire prop, reader] of every field sent back (password columns left out). */
const wireFields = new WeakMap<EntityModel, Array<[string, string, Reader]>>();
function wireFieldsOf(model: EntityModel): Array<[string, string, Reader]> {
  let list = wireFields.get(model);
  if (!list)
    wireFields.set(
      model,
      (list = model.fields.filter((f) => !isPassword(f.column)).map((f) => [f.dbName, f.prop, wireReaderOf(f)])),
    );
  return list;
}

/** A DB row → the wire row, with every known prop (password columns left out, secrets masked). */
export function toWire(model: EntityModel, row: Row): Row {
  const out: Row = {};
  for (const [dbName, prop, read] of wireFieldsOf(model)) if (Object.hasOwn(row, dbName)) out[prop] = read(row[dbName]);
  return out;
}

/** Columns to select: everything known except password hashes. */
export const selectColumns = (model: EntityModel): string[] =>
  model.fields.filter((f) => !isPassword(f.column)).map((f) => f.dbName);

/**
 * Columns selected under their wire names (`device_code as deviceCode`), when no wire name is another
 * field's column name (SQLite resolves a name in WHERE and ORDER BY to an alias first): undefined
 * otherwise. Rows read with them are made wire rows in place (`wireInPlace`), one object per row instead of
 * the row and its copy — the list page's path (server/crud/read.ts).
 */
const aliased = new WeakMap<EntityModel, string[] | null>();
export function wireSelection(model: EntityModel): string[] | undefined {
  let list = aliased.get(model);
  if (list === undefined) {
    const fields = wireFieldsOf(model);
    const columns = new Set(model.fields.map((f) => f.dbName));
    const clash = fields.some(([dbName, prop]) => prop !== dbName && columns.has(prop));
    list = clash ? null : fields.map(([dbName, prop]) => (prop === dbName ? dbName : `${dbName} as ${prop}`));
    aliased.set(model, list);
  }
  return list ?? undefined;
}

/** A row read with `wireSelection(model)` → the wire row (the same object): as `toWire` makes it. */
export function wireInPlace(model: EntityModel, row: Row): Row {
  for (const [, prop, read] of wireFieldsOf(model)) if (Object.hasOwn(row, prop)) row[prop] = read(row[prop]);
  return row;
}
