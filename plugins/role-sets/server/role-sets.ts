/**
 * Role sets apart from the platform's (the factory's and the merchants'): a role schema (per tenant), a
 * global menu tree schema and an association schema (role → menu, per tenant), described by schema names
 * so the paths and button codes come from the schemas. Routes, all behind the role schema's `grant`
 * button code (the same people who grant need the tree and the current grants):
 * - `POST <role>/grant {roleIds, menuIds}` — ids as comma strings or arrays; REPLACES the grants of every
 *   listed role with exactly menuIds (empty menuIds revokes everything). Every role must be a live role the
 *   caller reaches (their tenant; any for the platform administrator) and every menu a live menu, else 400
 *   naming the field. A grant row carries its role's tenant. One transaction.
 * - `GET <menu>/grant-tree` → `{ menu: [{ id, parentId, key, value, title, nameEn, code, category,
 *   hasChildren, children? }] }` (live menus and buttons, by sort).
 * - `GET <menu>/checkTree?roleIds=` → `{ menu: ['id', ...] }`: the live menus granted to any of the roles
 *   (exactly what the last grant stored: the dialog sends checked keys only, parents are derived).
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { actionPermission, basePath } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { EntityModel } from '../../../server/kernel/model';
import { nest } from '../../../server/crud/tree';
import { ok, done } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';

export interface RoleSetSpec {
  role: string;
  menu: string;
  grant: string;
}

type Params = Record<string, unknown>;

const ID = /^\d{1,16}$/;
const MAX_IDS = 5000;
/** Rows per INSERT: 3 bound values each stays far below PostgreSQL's 65535-parameter limit. */
const CHUNK = 500;

const invalidIds = (field: string): I18nText => ({
  zh: `${field} 必须是以英文逗号分隔的编号`,
  en: `${field} must be ids separated by commas`,
});

/**
 * Ids from a comma string, a number or an array of either; 400 naming the field when malformed.
 * `required` refuses an empty list.
 */
export function parseIds(value: unknown, field: string, required: boolean): number[] {
  const parts =
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.map((v) => String(v).trim())
        : typeof value === 'string' || typeof value === 'number'
          ? String(value)
              .split(',')
              .map((v) => v.trim())
          : null;
  if (!parts) throw badRequest(invalidIds(field));
  const ids = parts.filter((p) => p !== '');
  if (ids.some((p) => !ID.test(p))) throw badRequest(invalidIds(field));
  if (required && !ids.length) throw badRequest({ zh: `请选择${field}`, en: `${field} is required` });
  if (ids.length > MAX_IDS) throw badRequest({ zh: `${field} 最多 ${MAX_IDS} 个`, en: `${field}: at most ${MAX_IDS}` });
  return [...new Set(ids.map(Number))];
}

/** Body fields, or the query's when the body is empty (some clients post grant as a form or a query). */
function paramsOf(req: FastifyRequest): Params {
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length) return body as Params;
  return (req.query ?? {}) as Params;
}

/** Live rows among `ids` the caller may reach (tenant, soft delete), as id → tenant id ('' for global tables). */
async function liveRows(ctx: ServerContext, model: EntityModel, req: FastifyRequest, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .select(model.tenant ? ['id', 'tenant_id'] : ['id'])
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]))
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.tenant_id ?? '')]));
}

/**
 * 400 naming the field unless every id is a live row the caller may reach (their tenant; any tenant for
 * the platform administrator). Answers id → the row's tenant.
 */
export async function requireLive(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  ids: number[],
  field: string,
): Promise<Map<number, string>> {
  const found = await liveRows(ctx, model, req, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw badRequest({
      zh: `${field} 中的 ${missing.slice(0, 5).join(',')} 不存在或不属于当前租户`,
      en: `${field}: ${missing.slice(0, 5).join(',')} does not exist or belongs to another tenant`,
    });
  return found;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

async function grantTree(ctx: ServerContext, menu: EntityModel, req: FastifyRequest) {
  const rows = await ctx.database.db
    .selectFrom(menu.table)
    .select(['id', 'parent_id', 'name', 'name_en', 'code', 'category', 'sort'])
    .where(allOf(baseFilters(menu, req.auth)))
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const nodes = rows.map((r) => ({
    id: str(r.id),
    parentId: str(r.parent_id ?? 0) || '0',
    key: str(r.id),
    value: str(r.id),
    title: str(r.name),
    nameEn: str(r.name_en),
    code: str(r.code),
    category: Number(r.category ?? 1),
  }));
  return { menu: nest(nodes, 'id', 'parentId') };
}

async function checkedMenus(ctx: ServerContext, set: Models, req: FastifyRequest, roleIds: number[]) {
  const { db } = ctx.database;
  const rows = await db
    .selectFrom(set.grant.table)
    .select('menu_id')
    .distinct()
    .where('role_id', 'in', roleIds)
    .where(
      'menu_id',
      'in',
      db
        .selectFrom(set.menu.table)
        .select('id')
        .where(allOf(baseFilters(set.menu, req.auth))),
    )
    .execute();
  return { menu: rows.map((r) => str(r.menu_id)).sort((a, b) => Number(a) - Number(b)) };
}

async function grant(ctx: ServerContext, set: Models, req: FastifyRequest): Promise<void> {
  const params = paramsOf(req);
  const roleIds = parseIds(params.roleIds, 'roleIds', true);
  const menuIds = parseIds(params.menuIds, 'menuIds', false);
  const roleTenants = await requireLive(ctx, set.role, req, roleIds, 'roleIds');
  await requireLive(ctx, set.menu, req, menuIds, 'menuIds');
  // A grant row belongs to its role's tenant (the platform administrator may grant any tenant's roles).
  const rows = roleIds.flatMap((roleId) =>
    menuIds.map((menuId) => ({ tenant_id: roleTenants.get(roleId)!, role_id: roleId, menu_id: menuId })),
  );
  await ctx.database.transaction(async (trx) => {
    // Role ids are unique across tenants, and every one was checked above.
    await trx.deleteFrom(set.grant.table).where('role_id', 'in', roleIds).execute();
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto(set.grant.table)
        .values(rows.slice(i, i + CHUNK))
        .execute();
  });
}

interface Models {
  role: EntityModel;
  menu: EntityModel;
  grant: EntityModel;
}

/** Register the three routes of a role set; nothing when one of its schemas is not in the registry. */
export function registerRoleSet(ctx: ServerContext, routes: RouteSink, spec: RoleSetSpec): void {
  const role = ctx.models.get(spec.role);
  const menu = ctx.models.get(spec.menu);
  const grantModel = ctx.models.get(spec.grant);
  if (!role || !menu || !grantModel) return;
  const set: Models = { role, menu, grant: grantModel };
  const grantAction = role.schema.actions?.find((a) => a.key === 'grant');
  const code = grantAction ? actionPermission(role.schema, grantAction) : `${role.schema.permission}_grant`;
  const menuBase = basePath(menu.schema);
  routes.add({
    method: 'POST',
    url: `${basePath(role.schema)}/grant`,
    access: code,
    handler: async (req) => {
      await grant(ctx, set, req);
      return done(req);
    },
  });
  routes.add({
    method: 'GET',
    url: `${menuBase}/grant-tree`,
    access: code,
    handler: async (req) => {
      return ok(req, await grantTree(ctx, menu, req));
    },
  });
  routes.add({
    method: 'GET',
    url: `${menuBase}/checkTree`,
    access: code,
    handler: async (req) => {
      const roleIds = parseIds((req.query as Params)?.roleIds, 'roleIds', true);
      await requireLive(ctx, role, req, roleIds, 'roleIds');
      return ok(req, await checkedMenus(ctx, set, req, roleIds));
    },
  });
}
