/**
 * Pieces the grant endpoints share: id lists in a body or query (comma string or array → numbers, 400
 * naming the field otherwise), the tree node shape of the grant dialogs, the menus a caller may grant,
 * roles the caller may reach, and the permission of an options endpoint that feeds other screens' pickers.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { crudPermissions } from '../../../engine/schema/resolve';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import { grantsOf, type Grants } from '../../../server/access/permissions';

export const MAX_IDS = 5000;

/** The grant dialogs' node: ids as strings; `key` and `value` repeat the id (antd and Avue bind either). */
export interface GrantNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: GrantNode[];
}

export const node = (id: unknown, parentId: unknown, title: unknown): GrantNode => {
  const key = String(id);
  return { id: key, parentId: String(parentId ?? 0) || '0', title: String(title ?? ''), key, value: key };
};

/** Nest nodes in the given order; a node whose parent is not in the list becomes a root. */
export function nestNodes<T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = byId.get(n.parentId);
    if (parent && parent !== n) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

const badIds = (field: string): I18nText => ({
  zh: `${field} 必须是以逗号分隔的编号`,
  en: `${field}: expected ids separated by commas`,
});

/**
 * An id list from `value` (comma string, number, or array of them): undefined when absent. Entries with
 * one of the `ignore` prefixes (grouping nodes of a tree, e.g. `menu-12`) are dropped.
 */
export function idList(value: unknown, field: string, ignore: string[] = []): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const out = new Set<number>();
  for (const p of parts) {
    const s = typeof p === 'number' || typeof p === 'string' ? String(p).trim() : null;
    if (s === null) throw badRequest(badIds(field));
    if (s === '' || ignore.some((x) => s.startsWith(x))) continue;
    if (!/^\d{1,16}$/.test(s)) throw badRequest(badIds(field));
    out.add(Number(s));
  }
  if (out.size > MAX_IDS) throw badRequest({ zh: `${field} 过多`, en: `${field}: too many ids` });
  return [...out];
}

/** Like idList, but at least one id. */
export function requiredIds(value: unknown, field: string): number[] {
  const ids = idList(value, field);
  if (!ids?.length) throw badRequest({ zh: `请选择${field}`, en: `${field}: choose at least one` });
  return ids;
}

export const notGrantable = (field: string): I18nText => ({
  zh: `${field} 包含不存在或无权授予的项`,
  en: `${field}: contains ids that do not exist or that you may not grant`,
});

export type MenuRow = Record<string, unknown>;

/** Live menu rows (category 1 and 2, or one of them) the caller may grant: all for the administrator, else their own. */
export async function grantableMenus(ctx: ServerContext, grants: Grants, category?: 1 | 2): Promise<MenuRow[]> {
  let q = ctx.database.db
    .selectFrom('blade_menu')
    .select(['id', 'parent_id', 'name', 'name_en', 'code', 'category', 'sort'])
    .where('is_deleted', '=', 0);
  if (category) q = q.where('category', '=', category);
  const rows = await q.orderBy('sort', 'asc').orderBy('id', 'asc').execute();
  return grants.all ? rows : rows.filter((r) => grants.menuIds.has(Number(r.id)));
}

/** The menu's title in the caller's language (English falls back to the Chinese name). */
export const menuTitle = (req: FastifyRequest, r: MenuRow) => String((req.lang === 'en' && r.name_en) || r.name || '');

/** Live roles with these ids the caller may reach (own tenant; the administrator: any); 404 if one is missing. */
export async function reachableRoles(
  ctx: ServerContext,
  req: FastifyRequest,
  ids: number[],
): Promise<Array<{ id: number; tenantId: string }>> {
  const grants = await grantsOf(ctx, req);
  let q = ctx.database.db
    .selectFrom('blade_role')
    .select(['id', 'tenant_id'])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0);
  if (!grants.all) q = q.where('tenant_id', '=', req.auth!.tenantId);
  const rows = await q.execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows.map((r) => ({ id: Number(r.id), tenantId: String(r.tenant_id ?? '') }));
}

/**
 * An options endpoint (a tree-select's `dict.url`) serves its own screen (`own` code) and every screen
 * whose form picks from it: anyone who may view, add or edit such a screen may read it.
 */
export function pickerCodes(ctx: ServerContext, url: string, own: string): string[] {
  const codes = [own];
  for (const e of ctx.registry.entities) {
    if (!e.columns.some((c) => typeof c.dict === 'object' && c.dict.url === url)) continue;
    const p = crudPermissions(e);
    codes.push(p.view, p.add, p.edit);
  }
  return codes;
}
