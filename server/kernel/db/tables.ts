/**
 * Table definitions derived from schema `storage` + `columns`, plus tables without a schema that their
 * owners declare (see `tablesFromRegistry`).
 * Several schemas may share a table (system.dict and system.dictChild both use blade_dict): their columns
 * are merged, the wider type winning. Every table has `id` (integer autoincrement); it is not listed here.
 */
import type { EntitySchema, Registry } from '../../../engine/schema';
import { entityFields, stringLimit, type FieldDef } from '../../../engine/schema/validation';
import type { DbType } from '../../../engine/schema/value-types';

export interface ColumnSpec {
  name: string;
  type: DbType;
  /** varchar length for `string`. */
  length?: number;
  /** A constant default (audit status 1, is_deleted 0). */
  default?: number;
}

export interface IndexSpec {
  columns: string[];
  unique?: boolean;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  indexes: IndexSpec[];
}

/** paramName → param_name. Props match ^[a-zA-Z][a-zA-Z0-9]*$, so the result is a safe identifier. */
export const snake = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const widthRank: Partial<Record<DbType, number>> = { int: 1, bigint: 2, decimal: 3 };

/** The wider of two storage types for one column (int < bigint < decimal; string < text). */
function widen(a: ColumnSpec, b: ColumnSpec): ColumnSpec {
  if (a.type === b.type) return a.type === 'string' ? { ...a, length: Math.max(a.length ?? 255, b.length ?? 255) } : a;
  if (widthRank[a.type] && widthRank[b.type]) return widthRank[a.type]! >= widthRank[b.type]! ? a : b;
  if ((a.type === 'string' && b.type === 'text') || (a.type === 'text' && b.type === 'string'))
    return { ...a, type: 'text', length: undefined };
  return a;
}

function columnOf(f: FieldDef, audit: boolean): ColumnSpec {
  const col: ColumnSpec = { name: snake(f.prop), type: f.storage };
  if (f.storage === 'string')
    col.length = f.prop === 'tenantId' && f.system ? 12 : f.column ? stringLimit(f.column) : 255;
  if (f.prop === 'status' && audit) col.default = 1;
  if (f.prop === 'isDeleted') col.default = 0;
  return col;
}

function entityTable(e: EntitySchema): TableSpec {
  const fields = entityFields(e).filter((f) => f.prop !== 'id');
  const columns = fields.map((f) => columnOf(f, !!e.storage?.audit));
  const names = new Set(columns.map((c) => c.name));
  const indexes: IndexSpec[] = [];
  // Indexes that keep the default list query and its count on indexed predicates.
  if (e.storage?.tenant) indexes.push({ columns: e.storage.softDelete ? ['tenant_id', 'is_deleted'] : ['tenant_id'] });
  else if (e.storage?.softDelete) indexes.push({ columns: ['is_deleted'] });
  if (names.has('create_time')) indexes.push({ columns: ['create_time'] });
  for (const c of e.columns) if (c.db?.index && !c.db.virtual) indexes.push({ columns: [snake(c.prop)] });
  // Every add and edit looks a unique value up (server/crud/write.ts checkUnique); so do joins by code.
  // Not a unique index: uniqueness is per tenant among live rows, which the server judges.
  for (const c of e.columns) if (c.unique && !c.db?.index && !c.db?.virtual) indexes.push({ columns: [snake(c.prop)] });
  if (e.tree) indexes.push({ columns: [snake(e.tree.parentProp ?? 'parentId')] });
  for (const props of e.storage?.indexes ?? []) indexes.push({ columns: props.map(snake) });
  return { name: e.storage!.table, columns, indexes: indexes.filter((i) => i.columns.every((c) => names.has(c))) };
}

function merge(into: TableSpec, more: TableSpec): void {
  for (const c of more.columns) {
    const i = into.columns.findIndex((x) => x.name === c.name);
    if (i < 0) into.columns.push(c);
    else into.columns[i] = widen(into.columns[i], c);
  }
  for (const idx of more.indexes) {
    const key = idx.columns.join(',');
    if (!into.indexes.some((x) => x.columns.join(',') === key)) into.indexes.push(idx);
  }
}

/**
 * Tables of the stored schemas, plus `extra` tables that have no schema (declared by their owners: auth's
 * captcha and log-in failures, access's role grants, a module's `tables`). A name both declare keeps the
 * schema's columns and gains the extra's.
 */
export function tablesFromRegistry(registry: Registry, extra: TableSpec[] = []): TableSpec[] {
  const byName = new Map<string, TableSpec>();
  for (const e of registry.entities) {
    if (!e.storage) continue;
    const t = entityTable(e);
    const existing = byName.get(t.name);
    if (existing) merge(existing, t);
    else byName.set(t.name, t);
  }
  for (const t of extra) {
    const existing = byName.get(t.name);
    if (existing) merge(existing, t);
    else byName.set(t.name, structuredClone(t));
  }
  return [...byName.values()];
}
