/**
 * The caller's menus (CONTRACT §5): `menu/routes` is the sidebar tree (category 1 rows the caller's roles
 * were granted, plus the folders above them); `menu/buttons` is a tree of those menus whose leaves are the
 * caller's button rows (category 2): the client turns every leaf `code` into `permission[code] = true`.
 * Node names stay Chinese; the English name travels in `meta.i18n`.
 */
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { pluginPageCode } from '../../../engine/schema/screen-access';
import { grantsOf } from '../../../server/access/permissions';
import { filterByTopMenu } from './top-menu';
import { MENU_TABLE } from '../../../server/kernel/db/menu-tables';

export { MENU_TABLE };

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

/**
 * Granted menu rows plus every folder above them (a granted page must be reachable in the sidebar). The
 * entries of pages every signed-in user has (`access: 'signed-in'`: their tasks) count as granted to
 * every user with a role.
 */
export async function visibleMenus(ctx: ServerContext, req: FastifyRequest): Promise<MenuRow[]> {
  const grants = await grantsOf(ctx, req);
  const rows = await liveMenus(ctx, 1);
  if (grants.all) return rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  // A caller with no role at all (the social sign-in's guest, before registering) has no pages.
  const everyone = new Set(
    grants.roleIds.length
      ? ctx.registry.pluginPages.filter((p) => p.menu && p.access === 'signed-in').map(pluginPageCode)
      : [],
  );
  const keep = new Set<number>();
  for (const id of [...grants.menuIds, ...rows.filter((r) => everyone.has(String(r.code))).map((r) => Number(r.id))]) {
    for (let cur = byId.get(id); cur && !keep.has(Number(cur.id)); cur = byId.get(Number(cur.parent_id ?? 0)))
      keep.add(Number(cur.id));
  }
  return rows.filter((r) => keep.has(Number(r.id)));
}

/**
 * Drop menu groups (the catalogs' and plugins' folders) left without a visible child, deepest first: a
 * folder the caller may open but whose screens are all hidden from them (e.g. 研发工具 for a tenant
 * operator, whose only screen is the platform's) would otherwise show and open nothing.
 */
function pruneEmptyGroups(nodes: MenuNode[], groups: Set<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes) {
    const children = n.children ? pruneEmptyGroups(n.children, groups) : [];
    if (!children.length && groups.has(n.code)) continue;
    if (children.length) out.push({ ...n, children, hasChildren: true });
    else {
      const { children: _none, ...leaf } = n;
      out.push({ ...leaf, hasChildren: false });
    }
  }
  return out;
}

async function routesHandler(ctx: ServerContext, req: FastifyRequest) {
  const groups = new Set(ctx.registry.menus.map((g) => g.code));
  const tree = pruneEmptyGroups(nestMenus((await visibleMenus(ctx, req)).map(nodeOf)), groups);
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

export function registerMenuRoutes(ctx: ServerContext, routes: RouteSink): void {
  // The caller's own sidebar and buttons: every signed-in user.
  const access = 'signed-in';
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/routes',
    access,
    handler: (req) => routesHandler(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/buttons',
    access,
    handler: (req) => buttonsHandler(ctx, req),
  });
}
