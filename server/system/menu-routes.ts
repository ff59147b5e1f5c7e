/**
 * The caller's menus (CONTRACT §5): `menu/routes` is the sidebar tree (category 1 rows the caller's roles
 * were granted, plus the folders above them); `menu/buttons` is a tree of those menus whose leaves are the
 * caller's button rows (category 2): the client turns every leaf `code` into `permission[code] = true`.
 * Node names stay Chinese; the English name travels in `meta.i18n`.
 */
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import type { ServerContext } from '../http/context';
import type { RouteTable } from '../http/route-table';
import { grantsOf } from './permissions';
import { filterByTopMenu } from './top-menu';

export const MENU_TABLE = 'blade_menu';

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  topMenuId: string;
  /** `roles`: the role aliases the sidebar shows the node to (only when the menu row names some). */
  meta: { i18n: string; keepAlive: boolean; isTab: boolean; isAuth: boolean; roles?: string[] };
  hasChildren: boolean;
  children?: MenuNode[];
}

type MenuRow = Record<string, unknown>;

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const rolesOf = (r: MenuRow) =>
  s(r.roles)
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function nodeOf(r: MenuRow): MenuNode {
  return {
    id: s(r.id),
    parentId: s(r.parent_id ?? 0) || '0',
    code: s(r.code),
    name: s(r.name),
    alias: s(r.alias),
    path: s(r.path),
    source: s(r.source),
    sort: Number(r.sort ?? 0),
    category: Number(r.category ?? 1),
    action: Number(r.action ?? 0),
    isOpen: Number(r.is_open ?? 1),
    remark: s(r.remark),
    topMenuId: s(r.top_menu_id ?? 0) || '0',
    meta: {
      i18n: s(r.name_en),
      keepAlive: Number(r.keep_alive ?? 0) === 1,
      isTab: Number(r.is_tab ?? 1) !== 0,
      isAuth: Number(r.is_auth ?? 1) !== 0,
      ...(rolesOf(r).length && { roles: rolesOf(r) }),
    },
    hasChildren: false,
  };
}

/** Nest nodes (already sorted); children omitted when empty. */
function nestMenus(nodes: MenuNode[]): MenuNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: MenuNode[] = [];
  for (const n of nodes) {
    const parent = byId.get(n.parentId);
    if (!parent || parent === n) {
      roots.push(n);
      continue;
    }
    (parent.children ??= []).push(n);
    parent.hasChildren = true;
  }
  return roots;
}

async function liveMenus(ctx: ServerContext, category: 1 | 2): Promise<MenuRow[]> {
  return ctx.database.db
    .selectFrom(MENU_TABLE)
    .selectAll()
    .where('is_deleted', '=', 0)
    .where('category', '=', category)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Granted menu rows plus every folder above them (a granted page must be reachable in the sidebar). */
export async function visibleMenus(ctx: ServerContext, req: FastifyRequest): Promise<MenuRow[]> {
  const grants = await grantsOf(ctx, req);
  const rows = await liveMenus(ctx, 1);
  if (grants.all) return rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const keep = new Set<number>();
  for (const id of grants.menuIds) {
    for (let cur = byId.get(id); cur && !keep.has(Number(cur.id)); cur = byId.get(Number(cur.parent_id ?? 0)))
      keep.add(Number(cur.id));
  }
  return rows.filter((r) => keep.has(Number(r.id)));
}

async function routesHandler(ctx: ServerContext, req: FastifyRequest) {
  const tree = nestMenus((await visibleMenus(ctx, req)).map(nodeOf));
  const top = String((req.query as Record<string, unknown>)?.topMenuId ?? '');
  const topMenuId = /^\d{1,16}$/.test(top) && Number(top) !== 0 ? String(Number(top)) : undefined;
  return ok(req, await filterByTopMenu(ctx, req, tree, topMenuId));
}

async function buttonsHandler(ctx: ServerContext, req: FastifyRequest) {
  const grants = await grantsOf(ctx, req);
  const buttons = (await liveMenus(ctx, 2)).filter((b) => grants.all || grants.menuIds.has(Number(b.id)));
  const menus = (await liveMenus(ctx, 1)).map(nodeOf);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const result: MenuNode[] = [];
  for (const b of buttons.map(nodeOf)) {
    const menu = byId.get(b.parentId);
    if (!menu) continue;
    if (!menu.children) {
      menu.children = [];
      result.push(menu);
    }
    menu.children.push(b);
    menu.hasChildren = true;
  }
  return ok(req, result);
}

export function registerMenuRoutes(ctx: ServerContext, routes: RouteTable): void {
  routes.add({ method: 'GET', url: '/api/blade-system/menu/routes', handler: (req) => routesHandler(ctx, req) });
  routes.add({ method: 'GET', url: '/api/blade-system/menu/buttons', handler: (req) => buttonsHandler(ctx, req) });
}
