/**
 * WHERE conditions as small functions over Kysely's expression builder, usable by select, update and
 * delete alike. Column names come from the entity model only; values are always bound.
 *
 * Search semantics (CONTRACT §3): a bare name follows the column's search mode (LIKE %v% for text, =
 * otherwise); suffixes give the other operators. LIKE patterns escape % and _ in the value; PostgreSQL
 * uses ILIKE on the text form so a LIKE on a number column is not an error and matching is
 * case-insensitive as in SQLite.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyDB, DialectName } from '../kernel/db/database';
import { searchMode } from '../../engine/schema/resolve';
import { parseSearchParam, type SearchSuffix } from '../../engine/schema/validation';
import type { AuthUser } from '../kernel/http/context';
import { toDb } from './convert';
import type { EntityModel, FieldModel } from '../kernel/model';
import { dataScopeFilter } from './data-scope';

export type Filter = (eb: ExpressionBuilder<AnyDB, string>) => Expression<SqlBool>;

/** AND of the filters (TRUE when empty). */
export const allOf =
  (filters: Filter[]): Filter =>
  (eb) =>
    filters.length ? eb.and(filters.map((f) => f(eb))) : sql<SqlBool>`1 = 1`;

export const eq =
  (f: FieldModel, value: unknown): Filter =>
  (eb) =>
    value === null ? eb(f.dbName, 'is', null) : eb(f.dbName, '=', toDb(f, value));

export const idIn =
  (ids: number[]): Filter =>
  (eb) =>
    eb('id', 'in', ids);

/**
 * Live rows the caller may reach within the entity's scope: the base of every read and write.
 * Tenancy: the caller's tenant; the platform administrator reaches every tenant, or the one named by their
 * `tenantId` list parameter (server/access/resolve-access.ts). Then the caller's granted data scopes
 * (server/crud/data-scope.ts), so a row outside them is not found for reads and writes alike.
 */
export function baseFilters(model: EntityModel, auth: AuthUser | null): Filter[] {
  const out: Filter[] = [];
  if (model.softDelete) out.push((eb) => eb('is_deleted', '=', 0));
  const access = auth?.access;
  if (model.tenant) {
    const tenantId = access?.platformAdmin ? access.tenantView : (auth?.tenantId ?? '');
    if (tenantId !== undefined) out.push((eb) => eb('tenant_id', '=', tenantId));
  }
  for (const { field, value } of model.scope) out.push(eq(field, value));
  const scoped = access && dataScopeFilter(model, access);
  if (scoped) out.push(scoped);
  return out;
}

/** Live rows of one tenant (no data scope, no entity scope): what uniqueness is judged against. */
export function tenantFilters(model: EntityModel, tenantId: string): Filter[] {
  const out: Filter[] = [];
  if (model.softDelete) out.push((eb) => eb('is_deleted', '=', 0));
  if (model.tenant) out.push((eb) => eb('tenant_id', '=', tenantId));
  return out;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function like(f: FieldModel, pattern: string, dialect: DialectName, negate: boolean): Filter {
  const ref = sql.ref(f.dbName);
  const expr =
    dialect === 'postgres'
      ? sql<SqlBool>`cast(${ref} as text) ilike ${pattern} escape '\\'`
      : sql<SqlBool>`${ref} like ${pattern} escape '\\'`;
  return negate ? (eb) => eb.or([eb.not(expr), eb(f.dbName, 'is', null)]) : () => expr;
}

const isDateOnly = (v: unknown) => typeof v === 'string' && v.length === 10;
const endOfDay = (v: string) => `${v} 23:59:59`;

/** One search parameter → a condition (undefined for `_ignore`). Value already validated and coerced. */
export function searchFilter(
  f: FieldModel,
  suffix: SearchSuffix,
  value: unknown,
  dialect: DialectName,
): Filter | undefined {
  const v = (x: unknown) => toDb(f, x);
  const text = String(value);
  const datetime = f.storage === 'datetime';
  switch (suffix) {
    case '':
      if (f.column && searchMode(f.column) === 'like') return like(f, `%${escapeLike(text)}%`, dialect, false);
      return searchFilter(f, datetime && isDateOnly(value) ? '_dateequal' : '_equal', value, dialect);
    case '_equal':
      return (eb) => eb(f.dbName, '=', v(value));
    case '_notequal':
      return (eb) => eb.or([eb(f.dbName, '<>', v(value)), eb(f.dbName, 'is', null)]);
    case '_like':
      return like(f, `%${escapeLike(text)}%`, dialect, false);
    case '_notlike':
      return like(f, `%${escapeLike(text)}%`, dialect, true);
    case '_likeleft':
      // BladeX: likeLeft = '%v' (the wildcard on the left), likeRight = 'v%'.
      return like(f, `%${escapeLike(text)}`, dialect, false);
    case '_likeright':
      return like(f, `${escapeLike(text)}%`, dialect, false);
    case '_gt':
    case '_dategt':
      return (eb) =>
        eb(f.dbName, '>', datetime && suffix === '_dategt' && isDateOnly(value) ? endOfDay(text) : v(value));
    case '_ge':
    case '_datege':
      return (eb) => eb(f.dbName, '>=', v(value));
    case '_lt':
    case '_datelt':
      return (eb) => eb(f.dbName, '<', v(value));
    case '_le':
    case '_datele':
      return (eb) =>
        eb(f.dbName, '<=', datetime && suffix === '_datele' && isDateOnly(value) ? endOfDay(text) : v(value));
    case '_dateequal':
      if (datetime && isDateOnly(value))
        return (eb) => eb.and([eb(f.dbName, '>=', `${text} 00:00:00`), eb(f.dbName, '<=', endOfDay(text))]);
      return (eb) => eb(f.dbName, '=', v(value));
    case '_null':
      return (eb) => eb(f.dbName, 'is', null);
    case '_notnull':
      return (eb) => eb(f.dbName, 'is not', null);
    case '_ignore':
      return undefined;
  }
}

/** Search conditions of a validated query; `skip` names params the op handles itself (paging, tree). */
export function searchFilters(
  model: EntityModel,
  query: Record<string, unknown>,
  dialect: DialectName,
  skip: Set<string>,
): Filter[] {
  const out: Filter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (skip.has(key) || value === undefined) continue;
    const p = parseSearchParam(model.schema, key);
    const f = p && model.field(p.field.prop);
    if (!p || !f) continue;
    const filter = searchFilter(f, p.suffix, value, dialect);
    if (filter) out.push(filter);
  }
  return out;
}
