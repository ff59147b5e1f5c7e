/**
 * The props the server knows for an entity (stored columns plus the ones it manages itself: id, audit,
 * tenant, soft delete), how each is stored, which a client may write, and which are searchable. Pure: the
 * browser and the server share it (see validation.ts for the schemas built on top).
 */
import type { Column, EntitySchema, I18nText } from './model';
import { auditProps, columnType, editableIn, showsIn } from './resolve';
import { valueTypeFacts, type DbType } from './value-types';

export type JsonSchema = { [key: string]: unknown };

export const SEARCH_SUFFIXES = [
  '_equal',
  '_notequal',
  '_like',
  '_notlike',
  '_likeleft',
  '_likeright',
  '_gt',
  '_ge',
  '_lt',
  '_le',
  '_dategt',
  '_datege',
  '_datelt',
  '_datele',
  '_dateequal',
  '_null',
  '_notnull',
  '_ignore',
] as const;
export type SearchSuffix = (typeof SEARCH_SUFFIXES)[number] | '';

/** Largest page a client may ask for: a bigger `size` is a 400, not a table dump. */
export const MAX_PAGE_SIZE = 1000;
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
export const DATE_OR_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';
export const INT32 = 2147483647;
/** An id: a positive integer JavaScript and bigint columns both hold exactly. */
export const ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
/** numeric(20, 6) holds 14 integer digits. */
export const DECIMAL_LIMIT = 1e14;

/** A prop the server knows: a stored column, or one it manages itself (id, audit, tenant, soft delete). */
export interface FieldDef {
  prop: string;
  label: I18nText;
  storage: DbType;
  /** The column, when the schema lists it. */
  column?: Column;
  /** Managed by the server: never written by a client. */
  system?: boolean;
}

/** Storage type: the column's `db.type`, else money as bigint fen, number with decimals as decimal, else the value type's. */
export function storageType(c: Column): DbType {
  if (c.db?.type) return c.db.type as DbType;
  const t = columnType(c);
  if (t === 'number' && (c.precision ?? 0) > 0) return 'decimal';
  return valueTypeFacts(t)?.db ?? 'string';
}

/** Longest string a `string` column holds (varchar length); text columns are unlimited. */
export function stringLimit(c: Column): number | undefined {
  const st = storageType(c);
  if (st !== 'string') return c.maxLength;
  return Math.max(c.maxLength ?? 0, c.db?.length ?? 0) || 255;
}

export const isMoney = (c?: Column) => !!c && columnType(c) === 'money';
/** A log-in password column: stored as a one-way hash, never sent back (a `secret` column is not one). */
export const isPassword = (c?: Column) => !!c && columnType(c) === 'password' && !c.secret;
/** A kept credential (`secret`): masked on reads, unchanged by a masked or empty update. */
export const isSecret = (c?: Column) => !!c?.secret;
/** A kept credential stored encrypted at rest. */
export const isEncryptedSecret = (c?: Column) => c?.secret === 'encrypted';
export const isStored = (c: Column) => !c.db?.virtual;
export const numericStorage = (st: DbType) => st === 'int' || st === 'bigint' || st === 'boolean' || st === 'decimal';

export const systemLabels: Record<string, I18nText> = {
  id: { zh: '主键', en: 'ID' },
  createUser: { zh: '创建人', en: 'Created by' },
  createDept: { zh: '创建部门', en: 'Created in department' },
  createTime: { zh: '创建时间', en: 'Created' },
  updateUser: { zh: '修改人', en: 'Updated by' },
  updateTime: { zh: '修改时间', en: 'Updated' },
  status: { zh: '状态', en: 'Status' },
  tenantId: { zh: '租户编号', en: 'Tenant' },
  isDeleted: { zh: '删除标记', en: 'Deleted' },
};
const systemStorage: Record<string, DbType> = {
  id: 'bigint',
  createUser: 'bigint',
  createDept: 'bigint',
  createTime: 'datetime',
  updateUser: 'bigint',
  updateTime: 'datetime',
  status: 'int',
  tenantId: 'string',
  isDeleted: 'int',
};

/** Props the server manages for this entity, in wire names. A column of the same name shares its storage. */
export function systemPropNames(e: EntitySchema): string[] {
  const names = ['id'];
  if (e.storage?.audit) names.push(...auditProps);
  if (e.storage?.tenant) names.push('tenantId');
  if (e.storage?.softDelete) names.push('isDeleted');
  return names;
}

/** Every prop the server stores for the entity: id, the stored columns, then the managed props it lacks. */
export function entityFields(e: EntitySchema): FieldDef[] {
  const managed = new Set(systemPropNames(e));
  const fields: FieldDef[] = [];
  const seen = new Set<string>();
  const add = (f: FieldDef) => {
    if (seen.has(f.prop)) return;
    fields.push(f);
    seen.add(f.prop);
  };
  add({ prop: 'id', label: systemLabels.id, storage: 'bigint', system: true });
  for (const c of e.columns.filter(isStored)) {
    // An audit prop listed for display (e.g. createTime) is still written by the server only; `status` is the
    // exception a schema may expose in its form.
    const system = managed.has(c.prop) && c.prop !== 'status';
    add({
      prop: c.prop,
      label: c.label,
      storage: managed.has(c.prop) ? systemStorage[c.prop] : storageType(c),
      column: c,
      system,
    });
  }
  for (const p of managed) add({ prop: p, label: systemLabels[p], storage: systemStorage[p], system: true });
  return fields;
}

/** Whether a client may write the prop in this mode; other known props are accepted and ignored. */
export function isWritable(e: EntitySchema, f: FieldDef, mode: 'add' | 'edit'): boolean {
  if (f.system && f.prop !== 'status') return false;
  if (!f.column) return false;
  if (e.scope && Object.hasOwn(e.scope, f.prop)) return false;
  // A state machine's status changes through its transitions only; new rows start in the column's default.
  if (e.stateMachine?.field === f.prop) return false;
  // The end of a date range has no field of its own: the range's picker writes it (schema `rangeEnd`).
  const range = e.columns.find((c) => c.rangeEnd === f.prop && columnType(c) === 'date-range');
  const writer = range ?? f.column;
  return mode === 'add' ? showsIn(writer, 'add') : editableIn(writer, 'edit');
}

/**
 * Props searchable through list parameters: everything stored except passwords, kept credentials and
 * server-held scoping (the managed tenant column; a table that is not tenant-scoped may have an ordinary
 * `tenantId` column).
 */
export const searchableFields = (e: EntitySchema) =>
  entityFields(e).filter(
    (f) =>
      !isPassword(f.column) &&
      !isSecret(f.column) &&
      !(f.prop === 'tenantId' && e.storage?.tenant) &&
      f.prop !== 'isDeleted',
  );

/** `paramName_like` → the field and the suffix; undefined for anything that is not a search parameter. */
const searchableByEntity = new WeakMap<EntitySchema, Map<string, FieldDef>>();

export function parseSearchParam(e: EntitySchema, key: string): { field: FieldDef; suffix: SearchSuffix } | undefined {
  let fields = searchableByEntity.get(e);
  if (!fields) searchableByEntity.set(e, (fields = new Map(searchableFields(e).map((f) => [f.prop, f]))));
  const bare = fields.get(key);
  if (bare) return { field: bare, suffix: '' };
  const suffix = SEARCH_SUFFIXES.find((s) => key.endsWith(s));
  const field = suffix ? fields.get(key.slice(0, -suffix.length)) : undefined;
  return field && suffix ? { field, suffix } : undefined;
}
