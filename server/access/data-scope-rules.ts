/**
 * Data scopes (schema system.dataScope, table blade_scope_data): the granted rules of a caller, by the
 * resource key they apply to (server/crud/data-scope.ts turns them into row filters).
 *
 * A scope applies to the entity named by its `resourceCode` — the entity schema's `permission` or its
 * `name` — or, when that is empty, to the entity whose menu row (blade_menu.code = schema name) is the
 * scope's `menuId`. Granted scopes of one entity combine with OR (a role set sees the union); type 1 lifts
 * the filter. Filters compare an entity prop (never client SQL) with bound values; a rule that cannot be
 * applied (unknown prop, empty custom list, unknown type) matches no row, so a misconfiguration hides data
 * rather than showing it.
 */
import type { ScopeRule, ServerContext } from '../kernel/http/context';

export const DATA_SCOPE_TABLE = 'blade_scope_data';

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
      // `-` is SpringBlade's "no column" (Saber's default for 全部可见): the type's default, like empty.
      column: String(r.scope_column ?? '').trim().replace(/^-$/, ''),
      values: idList(r.scope_value),
    };
    out.set(key, [...(out.get(key) ?? []), rule]);
  }
  return out;
}
