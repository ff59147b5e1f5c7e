/**
 * Top-menu grants (spec §7 System "Top menu"), under the button code `topmenu_grant`:
 * - `GET topmenu/grant-top-tree` → the menus (category 1) the caller may grant, as a tree of
 *   `{ id, parentId, title, key, value, children }` (`GET menu/grant-top-tree`: `{ menu: tree }`);
 * - `GET topmenu/top-tree-keys?topMenuIds=` → `{ menu: [ids] }` held by those top menus;
 * - `POST topmenu/grant { topMenuIds, menuIds }` → replaces what those top menus hold
 *   (blade_top_menu_setting), which `menu/routes?topMenuId=` then filters by (plugins/system/server/top-menu.ts).
 * Top menus: live ones of the caller's tenant (the platform administrator: any tenant's), else 404.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest, msg, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { grantableMenus, idList, menuTitle, nestNodes, node, notGrantable, requiredIds } from './grant-common';
import { insertChunked } from './grant-routes';
import { grantsOf } from '../../../server/access/permissions';
import { onSuccess } from '../../../server/log/usual-log';
import { TOP_MENU_SETTING, TOP_MENU_TABLE } from '../../../server/kernel/db/menu-tables';

export const TOP_MENU_GRANT = 'topmenu_grant';

/** 404 unless every id is a live top menu the caller reaches. */
async function checkTopMenus(ctx: ServerContext, req: FastifyRequest, ids: number[]): Promise<void> {
  const grants = await grantsOf(ctx, req);
  let q = ctx.database.db.selectFrom(TOP_MENU_TABLE).select('id').where('id', 'in', ids).where('is_deleted', '=', 0);
  if (!grants.all) q = q.where('tenant_id', '=', req.auth!.tenantId);
  if ((await q.execute()).length !== ids.length) throw notFound();
}

/** `wrapped`: SpringBlade's shape (a GrantTreeVO, `{ menu: [...] }`) that Saber's top-menu grant dialog reads. */
async function grantTopTree(ctx: ServerContext, req: FastifyRequest, wrapped: boolean) {
  const menus = await grantableMenus(ctx, await grantsOf(ctx, req), 1);
  const tree = nestNodes(menus.map((m) => node(m.id, m.parent_id, menuTitle(req, m))));
  return ok(req, wrapped ? { menu: tree } : tree);
}

async function topTreeKeys(ctx: ServerContext, req: FastifyRequest) {
  const ids = requiredIds((req.query as Record<string, unknown>)?.topMenuIds, 'topMenuIds');
  await checkTopMenus(ctx, req, ids);
  const rows = await ctx.database.db
    .selectFrom(TOP_MENU_SETTING)
    .select('menu_id')
    .distinct()
    .where('top_menu_id', 'in', ids)
    .execute();
  return ok(req, { menu: rows.map((r) => String(r.menu_id)) });
}

async function grantHandler(ctx: ServerContext, req: FastifyRequest) {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.bodyNotObject);
  const b = body as Record<string, unknown>;
  const topMenuIds = requiredIds(b.topMenuIds, 'topMenuIds');
  const menuIds = idList(b.menuIds, 'menuIds') ?? [];
  await checkTopMenus(ctx, req, topMenuIds);
  const grantable = new Set((await grantableMenus(ctx, await grantsOf(ctx, req), 1)).map((m) => Number(m.id)));
  if (menuIds.some((id) => !grantable.has(id))) throw badRequest(notGrantable('menuIds'));
  await ctx.database.transaction(async (trx) => {
    await trx.deleteFrom(TOP_MENU_SETTING).where('top_menu_id', 'in', topMenuIds).execute();
    const rows = topMenuIds.flatMap((top_menu_id) => menuIds.map((menu_id) => ({ top_menu_id, menu_id })));
    await insertChunked(trx, TOP_MENU_SETTING, rows);
  });
  return done(req);
}

export function registerTopMenuGrantRoutes(ctx: ServerContext, routes: RouteSink): void {
  const base = '/api/blade-system/topmenu';
  const access = TOP_MENU_GRANT;
  // BladeX serves the two reads under blade-system/menu (MenuController), where Saber's top-menu screen
  // calls them; the console's own calls use blade-system/topmenu. Both answer the same tree, under
  // blade-system/menu wrapped as SpringBlade's grant tree `{ menu: [...] }`.
  for (const at of [base, '/api/blade-system/menu']) {
    const wrapped = at !== base;
    routes.add({
      method: 'GET',
      url: `${at}/grant-top-tree`,
      access,
      handler: (req) => grantTopTree(ctx, req, wrapped),
    });
    routes.add({ method: 'GET', url: `${at}/top-tree-keys`, access, handler: (req) => topTreeKeys(ctx, req) });
  }
  routes.add({
    method: 'POST',
    url: `${base}/grant`,
    access,
    usualEvent: onSuccess('topmenu-grant', 'info', (p) => ({
      zh: `顶部菜单 ${p('topMenuIds')} 授权已更新`,
      en: `Menus of top menus ${p('topMenuIds')} changed`,
    })),
    handler: (req) => grantHandler(ctx, req),
  });
}
