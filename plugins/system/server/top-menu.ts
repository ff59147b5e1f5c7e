/**
 * Top menus (BladeX blade_top_menu, schema system.topMenu): the shell's top-bar entries, per tenant.
 * - `GET /api/blade-system/menu/top-menu` → the caller's tenant's live top menus, sorted:
 *   `[{ id, code, name, source, path, sort, meta: { i18n } }]`; a caller without roles (a third-party
 *   guest) gets `[]`.
 * - `menu/routes?topMenuId=X` shows, of the sidebar's root folders, those the top menu X holds (through
 *   blade_top_menu_setting, or a menu row's own top_menu_id = X) plus the roots no top menu of the tenant
 *   holds (top_menu_id 0 and no setting row): those show under every top menu. An id that is not a live
 *   top menu of the caller's tenant gives an empty tree; no topMenuId (or 0) gives the whole tree.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';

import { TOP_MENU_SETTING, TOP_MENU_TABLE } from '../../../server/kernel/db/menu-tables';

export { TOP_MENU_SETTING, TOP_MENU_TABLE };

type Row = Record<string, unknown>;

async function liveTopMenus(ctx: ServerContext, tenantId: string): Promise<Row[]> {
  return ctx.database.db
    .selectFrom(TOP_MENU_TABLE)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

async function topMenuHandler(ctx: ServerContext, req: FastifyRequest) {
  const auth = req.auth!;
  if (!auth.roleIds.length) return ok(req, []);
  const rows = await liveTopMenus(ctx, auth.tenantId);
  return ok(
    req,
    rows.map((r) => ({
      id: String(r.id),
      code: String(r.code ?? ''),
      name: String(r.name ?? ''),
      source: String(r.source ?? ''),
      path: String(r.path ?? ''),
      sort: Number(r.sort ?? 0),
      meta: { i18n: String(r.name_en ?? '') },
    })),
  );
}

/** A root menu, as far as the top-menu filter is concerned. */
export interface RootMenu {
  id: string;
  topMenuId: string;
}

/**
 * Keep the roots that show under top menu `topMenuId` (see the header). `undefined` topMenuId (absent, 0
 * or malformed) keeps everything.
 */
export async function filterByTopMenu<T extends RootMenu>(
  ctx: ServerContext,
  req: FastifyRequest,
  roots: T[],
  topMenuId: string | undefined,
): Promise<T[]> {
  if (!topMenuId) return roots;
  const tops = (await liveTopMenus(ctx, req.auth!.tenantId)).map((r) => String(r.id));
  if (!tops.includes(topMenuId)) return [];
  const settings = await ctx.database.db
    .selectFrom(TOP_MENU_SETTING)
    .select(['top_menu_id', 'menu_id'])
    .where(
      'top_menu_id',
      'in',
      tops.map((id) => Number(id)),
    )
    .execute();
  const held = new Set(settings.filter((s) => String(s.top_menu_id) === topMenuId).map((s) => String(s.menu_id)));
  const heldByAny = new Set(settings.map((s) => String(s.menu_id)));
  return roots.filter(
    (r) => held.has(r.id) || r.topMenuId === topMenuId || (r.topMenuId === '0' && !heldByAny.has(r.id)),
  );
}

export function registerTopMenuRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: '/api/blade-system/menu/top-menu',
    access: 'signed-in',
    handler: (req) => topMenuHandler(ctx, req),
  });
}
