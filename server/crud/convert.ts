/**
 * Values between the wire and the database. Ids and other bigint keys travel as strings; money travels as
 * yuan (≤ 2 decimals) and is stored as integer fen; JSON is stored as text; pg's string results for
 * bigint/numeric/count become numbers again. Password columns are never sent back.
 */
import { valueTypeInfo } from '../../engine/schema/resolve';
import { isMoney, isPassword } from '../../engine/schema/validation';
import type { EntityModel, FieldModel } from './model';

export type Row = Record<string, unknown>;

/** A validated wire value → the value bound in SQL for this column. */
export function toDb(f: FieldModel, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (isMoney(f.column)) {
    const fen = Math.round(Number(v) * 100);
    return Number.isFinite(fen) ? fen : null;
  }
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
export function fromDb(f: FieldModel, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (isMoney(f.column)) return Number(v) / 100;
  if (f.storage === 'json' || f.dbType === 'json') {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }
  // The schema's own view decides (dict.parentId is a number, dictChild.parentId an id) — the shared
  // table column may be wider.
  const st = f.storage;
  if (st === 'bigint' || (f.dbType === 'bigint' && st !== 'int')) return bigintAsString(f) ? String(v) : Number(v);
  if (st === 'int' || st === 'boolean' || st === 'decimal') return Number(v);
  return typeof v === 'string' ? v : String(v);
}

/** A DB row → the wire row, with every known prop (password columns left out). */
export function toWire(model: EntityModel, row: Row): Row {
  const out: Row = {};
  for (const f of model.fields) {
    if (isPassword(f.column)) continue;
    if (Object.hasOwn(row, f.dbName)) out[f.prop] = fromDb(f, row[f.dbName]);
  }
  return out;
}

/** Columns to select: everything known except password hashes. */
export const selectColumns = (model: EntityModel): string[] =>
  model.fields.filter((f) => !isPassword(f.column)).map((f) => f.dbName);
