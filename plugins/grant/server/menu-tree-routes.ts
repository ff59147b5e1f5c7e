/**
 * Menu reads beside the generic ones of system.menu (whose lazy tree is `menu/lazy-menu-list?parentId=`,
 * menus and buttons alike, as the menu screen shows buttons under their menu):
 * - `GET menu/tree`: the live menus (category 1) as a tree of wire rows plus `title` / `key` / `value`,
 *   for tree-selects (the menu's parent, a scope's menu). Menus are global: a `tenantId` is accepted and
 *   ignored. Permission: `menu_view` or any code of a screen that picks from it.
 * - `GET menu/lazy-list?parentId=`: one level (menus and buttons) with `hasChildren`, like BladeX's lazy-list.
 * - `GET menu/menu-list`: every live menu (category 1) as a tree of wire rows.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { selectColumns, toWire } from '../../../server/crud/convert';
import { lazyLevel, nest, type TreeNode } from '../../../server/crud/tree';
import { orderOf } from '../../../server/crud/read';
import { pickerCodes } from './grant-common';

const MENU_TREE = '/api/blade-system/menu/tree';

function menuModel(ctx: ServerContext) {
  const model = ctx.models.get('system.menu');
  if (!model) throw new Error('No stored schema system.menu');
  return model;
}

/** Live category-1 menus, nested, in the schema's order. */
async function menuRows(ctx: ServerContext, req: FastifyRequest): Promise<TreeNode[]> {
  const model = menuModel(ctx);
  let q = ctx.database.db
    .selectFrom(model.table)
    .select(selectColumns(model))
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('category', '=', 1)]));
  for (const [col, dir] of orderOf(model, {})) q = q.orderBy(col, dir);
  return nest(
    (await q.execute()).map((r) => toWire(model, r)),
    'id',
    'parentId',
  );
}

function withKeys(nodes: TreeNode[]): TreeNode[] {
  return nodes.map((n) => ({
    ...n,
    title: n.name,
    key: n.id,
    value: n.id,
    ...(n.children && { children: withKeys(n.children) }),
  }));
}

async function menuTree(ctx: ServerContext, req: FastifyRequest) {
  return ok(req, withKeys(await menuRows(ctx, req)));
}

async function lazyList(ctx: ServerContext, req: FastifyRequest) {
  return ok(req, await lazyLevel(ctx, menuModel(ctx), req));
}

async function menuList(ctx: ServerContext, req: FastifyRequest) {
  return ok(req, await menuRows(ctx, req));
}

export function registerMenuTreeRoutes(ctx: ServerContext, routes: RouteSink): void {
  // The menu tree feeds the menu screen and every screen that picks a menu.
  const access = pickerCodes(ctx, MENU_TREE, 'menu_view');
  routes.add({ method: 'GET', url: MENU_TREE, access, handler: (req) => menuTree(ctx, req) });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/lazy-list',
    access: 'menu_view',
    handler: (req) => lazyList(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/menu-list',
    access: 'menu_view',
    handler: (req) => menuList(ctx, req),
  });
}
