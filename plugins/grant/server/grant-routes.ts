/**
 * The role grant dialog (CONTRACT §5, spec §7 System), all under the button code `role_grant`:
 * - `GET menu/grant-tree` → `{ menu, dataScope, apiScope }`: trees of `{ id, parentId, title, key, value,
 *   children }`. `menu`: the menus and buttons the caller may grant (every live one for the platform
 *   administrator, else those their roles hold). `dataScope` / `apiScope`: one node per menu of that set
 *   holding scopes — id `menu-<menuId>`, a grouping node never stored — with the scopes as children.
 * - `GET menu/role-tree-keys?roleIds=` → `{ menu, dataScope, apiScope }`: the ids granted to those roles.
 * - `POST role/grant { roleIds, menuIds, dataScopeIds, apiScopeIds }` (comma strings or arrays): replaces
 *   each listed category of those roles' grants (an absent category is left as it is). Roles: the caller's
 *   tenant (the administrator: any). Every id must be grantable by the caller, else 400 naming the field.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/kernel/db/database';
import { done, ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, msg } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { API_SCOPE_TABLE } from '../../../server/access/api-scope-check';
import { DATA_SCOPE_TABLE } from '../../../server/access/data-scope-rules';
import {
  grantableMenus,
  idList,
  menuTitle,
  nestNodes,
  node,
  notGrantable,
  reachableRoles,
  requiredIds,
  type GrantNode,
} from './grant-common';
import { API_SCOPE, DATA_SCOPE, ROLE_SCOPE_TABLE, grantsOf } from '../../../server/access/permissions';
import { onSuccess } from '../../../server/log/usual-log';

export const ROLE_GRANT = 'role_grant';
const GROUP_PREFIX = 'menu-';

const scopeTables = { [DATA_SCOPE]: DATA_SCOPE_TABLE, [API_SCOPE]: API_SCOPE_TABLE } as const;
type Category = typeof DATA_SCOPE | typeof API_SCOPE;

/** Live scopes hanging under menus the caller may grant. */
async function grantableScopes(ctx: ServerContext, category: Category, menuIds: Set<number>) {
  const rows = await ctx.database.db
    .selectFrom(scopeTables[category])
    .select(['id', 'menu_id', 'scope_name'])
    .where('is_deleted', '=', 0)
    .orderBy('id', 'asc')
    .execute();
  return rows.filter((r) => menuIds.has(Number(r.menu_id)));
}

async function grantTree(ctx: ServerContext, req: FastifyRequest) {
  const grants = await grantsOf(ctx, req);
  const menus = await grantableMenus(ctx, grants);
  const menuIds = new Set(menus.map((m) => Number(m.id)));
  const byId = new Map(menus.map((m) => [Number(m.id), m]));
  const scopeTree = async (category: Category): Promise<GrantNode[]> => {
    const groups = new Map<number, GrantNode>();
    for (const s of await grantableScopes(ctx, category, menuIds)) {
      const menuId = Number(s.menu_id);
      let group = groups.get(menuId);
      if (!group) {
        group = { ...node(`${GROUP_PREFIX}${menuId}`, 0, menuTitle(req, byId.get(menuId)!)), children: [] };
        groups.set(menuId, group);
      }
      group.children!.push(node(s.id, group.id, s.scope_name));
    }
    return [...groups.values()];
  };
  return ok(req, {
    menu: nestNodes(menus.map((m) => node(m.id, m.parent_id, menuTitle(req, m)))),
    dataScope: await scopeTree(DATA_SCOPE),
    apiScope: await scopeTree(API_SCOPE),
  });
}

async function roleTreeKeys(ctx: ServerContext, req: FastifyRequest) {
  const roleIds = requiredIds((req.query as Record<string, unknown>)?.roleIds, 'roleIds');
  await reachableRoles(ctx, req, roleIds);
  const { db } = ctx.database;
  const menus = await db
    .selectFrom('blade_role_menu')
    .innerJoin('blade_menu', 'blade_menu.id', 'blade_role_menu.menu_id')
    .select('blade_role_menu.menu_id as id')
    .distinct()
    .where('blade_role_menu.role_id', 'in', roleIds)
    .where('blade_menu.is_deleted', '=', 0)
    .execute();
  const scopes = await db
    .selectFrom(ROLE_SCOPE_TABLE)
    .select(['scope_id', 'scope_category'])
    .where('role_id', 'in', roleIds)
    .execute();
  const ofCategory = (c: Category) => [
    ...new Set(scopes.filter((s) => Number(s.scope_category) === c).map((s) => String(s.scope_id))),
  ];
  return ok(req, {
    menu: menus.map((m) => String(m.id)),
    dataScope: ofCategory(DATA_SCOPE),
    apiScope: ofCategory(API_SCOPE),
  });
}

const bodyOf = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (b === undefined || b === null || b === '') return { ...((req.query ?? {}) as Record<string, unknown>) };
  if (typeof b !== 'object' || Array.isArray(b)) throw badRequest(msg.bodyNotObject);
  return b as Record<string, unknown>;
};

/** 400 naming `field` unless every id is in `allowed`. */
function checkSubset(ids: number[] | undefined, allowed: Set<number>, field: string): void {
  if (ids?.some((id) => !allowed.has(id))) throw badRequest(notGrantable(field));
}

/** Insert in slices, well under the bound-parameter limits of SQLite and PostgreSQL. */
export async function insertChunked(trx: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

async function replaceScopes(trx: Db, roleIds: number[], category: Category, ids: number[]) {
  await trx
    .deleteFrom(ROLE_SCOPE_TABLE)
    .where('role_id', 'in', roleIds)
    .where('scope_category', '=', category)
    .execute();
  const rows = roleIds.flatMap((role_id) => ids.map((scope_id) => ({ role_id, scope_id, scope_category: category })));
  await insertChunked(trx, ROLE_SCOPE_TABLE, rows);
}

async function grantHandler(ctx: ServerContext, req: FastifyRequest) {
  const body = bodyOf(req);
  const roleIds = requiredIds(body.roleIds, 'roleIds');
  const menuIds = idList(body.menuIds, 'menuIds');
  const dataScopeIds = idList(body.dataScopeIds, 'dataScopeIds', [GROUP_PREFIX]);
  const apiScopeIds = idList(body.apiScopeIds, 'apiScopeIds', [GROUP_PREFIX]);
  await reachableRoles(ctx, req, roleIds);
  const grants = await grantsOf(ctx, req);
  const menus = new Set((await grantableMenus(ctx, grants)).map((m) => Number(m.id)));
  checkSubset(menuIds, menus, 'menuIds');
  const scopeIds = async (c: Category) => new Set((await grantableScopes(ctx, c, menus)).map((s) => Number(s.id)));
  if (dataScopeIds) checkSubset(dataScopeIds, await scopeIds(DATA_SCOPE), 'dataScopeIds');
  if (apiScopeIds) checkSubset(apiScopeIds, await scopeIds(API_SCOPE), 'apiScopeIds');
  await ctx.database.transaction(async (trx) => {
    if (menuIds) {
      await trx.deleteFrom('blade_role_menu').where('role_id', 'in', roleIds).execute();
      const rows = roleIds.flatMap((role_id) => menuIds.map((menu_id) => ({ role_id, menu_id })));
      await insertChunked(trx, 'blade_role_menu', rows);
    }
    if (dataScopeIds) await replaceScopes(trx, roleIds, DATA_SCOPE, dataScopeIds);
    if (apiScopeIds) await replaceScopes(trx, roleIds, API_SCOPE, apiScopeIds);
  });
  return done(req);
}

export function registerGrantRoutes(ctx: ServerContext, routes: RouteSink): void {
  const access = ROLE_GRANT;
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/grant-tree',
    access,
    handler: (req) => grantTree(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/role-tree-keys',
    access,
    handler: (req) => roleTreeKeys(ctx, req),
  });
  routes.add({
    method: 'POST',
    url: '/api/blade-system/role/grant',
    access,
    usualEvent: onSuccess('role-grant', 'info', (p) => ({
      zh: `角色 ${p('roleIds')} 授权已更新`,
      en: `Grants of roles ${p('roleIds')} changed`,
    })),
    handler: (req) => grantHandler(ctx, req),
  });
}
