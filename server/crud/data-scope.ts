/**
 * A caller's granted data scopes as row filters on any entity (the rules themselves are loaded by
 * server/access/data-scope-rules.ts). A scope applies to the entity named by its resource key — the
 * entity schema's `permission` or its `name`. Granted scopes of one entity combine with OR (a role set
 * sees the union); type 1 lifts the filter. Filters compare an entity prop (never client SQL) with bound
 * values; a rule that cannot be applied (unknown prop, empty custom list, unknown type) matches no row, so
 * a misconfiguration hides data rather than showing it.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AnyDB } from '../kernel/db/database';
import type { RowAccess, ScopeRule } from '../kernel/http/context';
import type { EntityModel } from '../kernel/model';

export const SCOPE_ALL = 1;
export const SCOPE_OWN = 2;
export const SCOPE_OWN_DEPT = 3;
export const SCOPE_DEPT_TREE = 4;
export const SCOPE_CUSTOM = 5;

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
  // A prop (`createDept`) or, as BladeX stores it, the column name (`create_dept`).
  const name = rule.column || (own ? 'createUser' : 'createDept');
  const field = model.field(name) ?? model.fields.find((f) => f.dbName === name);
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
