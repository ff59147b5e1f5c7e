/**
 * Data scopes (schema system.dataScope, table blade_scope_data) turned into row filters.
 *
 * A scope applies to the entity named by its `resourceCode` — the entity schema's `permission` or its
 * `name` — or, when that is empty, to the entity whose menu row (blade_menu.code = schema name) is the
 * scope's `menuId`. Granted scopes of one entity combine with OR (a role set sees the union); type 1 lifts
 * the filter. Filters compare an entity prop (never client SQL) with bound values; a rule that cannot be
 * applied (unknown prop, empty custom list, unknown type) matches no row, so a misconfiguration hides data
 * rather than showing it.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyDB } from '../db/database';
import type { EntityModel } from '../crud/model';
import type { ServerContext } from '../http/context';

export const DATA_SCOPE_TABLE = 'blade_scope_data';

export const SCOPE_ALL = 1;
export const SCOPE_OWN = 2;
export const SCOPE_OWN_DEPT = 3;
export const SCOPE_DEPT_TREE = 4;
export const SCOPE_CUSTOM = 5;

export interface ScopeRule {
  id: number;
  type: number;
  /** Entity prop to compare; '' = the type's default. */
  column: string;
  /** Custom type: the listed ids. */
  values: number[];
}

/** What the row filters need to know about the caller, resolved once per request (server/auth/authenticate.ts). */
export interface RowAccess {
  /** The platform administrator: no tenant filter (unless `tenantView`), no data scope. */
  platformAdmin: boolean;
  /** The platform administrator's `tenantId` list parameter: show only that tenant. */
  tenantView?: string;
  userId: number | null;
  /** The caller's depts, and with `deptTree` every dept below them too. */
  deptIds: number[];
  deptTree: number[];
  dataRules: Map<string, ScopeRule[]>;
}

declare module '../http/context' {
  interface AuthUser {
    /** Set by the token check of an authenticated request. */
    access?: RowAccess;
  }
}

const idList = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,16}$/.test(s))
    .map(Number);

/** Live rules of the granted scope ids, by resource key. */
export async function loadScopeRules(ctx: ServerContext, ids: number[]): Promise<Map<string, ScopeRule[]>> {
  const out = new Map<string, ScopeRule[]>();
  if (!ids.length) return out;
  const { db } = ctx.database;
  const rows = await db
    .selectFrom(DATA_SCOPE_TABLE)
    .leftJoin('blade_menu', 'blade_menu.id', `${DATA_SCOPE_TABLE}.menu_id`)
    .select([
      `${DATA_SCOPE_TABLE}.id as id`,
      `${DATA_SCOPE_TABLE}.resource_code as resource_code`,
      `${DATA_SCOPE_TABLE}.scope_type as scope_type`,
      `${DATA_SCOPE_TABLE}.scope_column as scope_column`,
      `${DATA_SCOPE_TABLE}.scope_value as scope_value`,
      'blade_menu.code as menu_code',
    ])
    .where(`${DATA_SCOPE_TABLE}.id`, 'in', ids)
    .where(`${DATA_SCOPE_TABLE}.is_deleted`, '=', 0)
    .execute();
  for (const r of rows) {
    const key = String(r.resource_code ?? '').trim() || String(r.menu_code ?? '').trim();
    if (!key) continue;
    const rule: ScopeRule = {
      id: Number(r.id),
      type: Number(r.scope_type ?? 0),
      column: String(r.scope_column ?? '').trim(),
      values: idList(r.scope_value),
    };
    out.set(key, [...(out.get(key) ?? []), rule]);
  }
  return out;
}

/** Rules granted for this entity (by permission and by name). */
export function rulesFor(model: EntityModel, access: RowAccess): ScopeRule[] {
  const byPermission = access.dataRules.get(model.schema.permission) ?? [];
  const byName = model.schema.permission === model.name ? [] : (access.dataRules.get(model.name) ?? []);
  return [...byPermission, ...byName];
}

type Eb = ExpressionBuilder<AnyDB, string>;
const nothing = sql<SqlBool>`1 = 0`;

function ruleCondition(eb: Eb, model: EntityModel, rule: ScopeRule, access: RowAccess): Expression<SqlBool> {
  const own = rule.type === SCOPE_OWN;
  const field = model.field(rule.column || (own ? 'createUser' : 'createDept'));
  if (!field) return nothing;
  const textual = field.dbType === 'string' || field.dbType === 'text';
  const anyOf = (ids: number[]) => (ids.length ? eb(field.dbName, 'in', textual ? ids.map(String) : ids) : nothing);
  switch (rule.type) {
    case SCOPE_OWN:
      return access.userId === null ? nothing : anyOf([access.userId]);
    case SCOPE_OWN_DEPT:
      return anyOf(access.deptIds);
    case SCOPE_DEPT_TREE:
      return anyOf(access.deptTree);
    case SCOPE_CUSTOM:
      return anyOf(rule.values);
    default:
      return nothing;
  }
}

/** The data-scope condition of an entity for this caller, or undefined when no scope restricts it. */
export function dataScopeFilter(model: EntityModel, access: RowAccess): ((eb: Eb) => Expression<SqlBool>) | undefined {
  if (access.platformAdmin) return undefined;
  const rules = rulesFor(model, access);
  if (!rules.length || rules.some((r) => r.type === SCOPE_ALL)) return undefined;
  return (eb) => eb.or(rules.map((r) => ruleCondition(eb, model, r, access)));
}

/** Whether any granted rule needs the dept tree (type 4), so it is only read when needed. */
export const needsDeptTree = (rules: Map<string, ScopeRule[]>) =>
  [...rules.values()].some((list) => list.some((r) => r.type === SCOPE_DEPT_TREE));
