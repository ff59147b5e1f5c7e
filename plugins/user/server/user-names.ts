/**
 * The names SpringBlade's UserWrapper adds to user rows: `roleName`, `deptName`, `postName`, each the
 * comma-joined names of the row's comma-joined ids (roleId, deptId, postId), in the ids' order. Saber's
 * user table shows them. Computed on every read, never stored (a submit carrying them ignores them like
 * any unknown field); one query per table for the whole page, never one per row.
 */
import type { Db } from '../../../server/kernel/db/database';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { EntityHooks, HookMap } from '../../../server/kernel/hooks';
import { USER_SCHEMAS } from './admin-routes';

type Rows = Array<Record<string, unknown>>;

/** The name of each id column's referenced table. */
const NAMED = [
  { prop: 'roleId', table: 'blade_role', column: 'role_name', name: 'roleName' },
  { prop: 'deptId', table: 'blade_dept', column: 'dept_name', name: 'deptName' },
  { prop: 'postId', table: 'blade_post', column: 'post_name', name: 'postName' },
] as const;

/** Ids of a comma-joined id value; anything that is not an id is left out (it names nothing). */
const idsOf = (v: unknown): string[] =>
  v === undefined || v === null
    ? []
    : String(v)
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,19}$/.test(s));

async function namesById(db: Db, table: string, column: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', column])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .execute();
  return new Map(rows.map((r) => [String(r.id), String(r[column] ?? '')]));
}

export function userNameHook(db: Db): EntityHooks {
  return {
    async afterRead({ rows }) {
      if (!rows.length) return rows;
      const names = await Promise.all(
        NAMED.map((n) => namesById(db, n.table, n.column, [...new Set(rows.flatMap((r) => idsOf(r[n.prop])))])),
      );
      return rows.map((r) => {
        const named: Rows[number] = { ...r };
        NAMED.forEach((n, i) => {
          const found = idsOf(r[n.prop]).map((id) => names[i].get(id));
          named[n.name] = found.filter((s) => s !== undefined).join(',');
        });
        return named;
      });
    },
  };
}

/** Both user lists (system users and merchant users share blade_user). */
export const userNameHooks = (ctx: ServerContext): HookMap =>
  Object.fromEntries(USER_SCHEMAS.map((name) => [name, userNameHook(ctx.database.db)]));
