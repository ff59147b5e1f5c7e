/**
 * Administration of user accounts (spec §7 "Users"), at the root of each user service: blade-user
 * (system.user, codes `user_*`) and user-shanghu (merchant.user, codes `user_shanghu_*`). Both lists share
 * the blade_user table, so one set of handlers serves both, each behind its own schema's codes.
 * - `GET page` / `list`: the generic list plus `deptId` = that dept and every dept below it (user-lists.ts);
 * - `POST grant` (userIds, roleIds): the users' roles become exactly these live roles of the tenant;
 * - `POST reset-password` (userIds): password = the tenant's parameter `account.initPassword`, else 123456;
 * - `GET platform-detail?id=`, `POST update-platform` (userId, userType, userExt JSON text);
 * - `POST update`: an administrator's update of a user (the edit form's fields, like submit with an id).
 * Parameters bind from the query, a form or a JSON body alike (BladeX's @RequestParam).
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import { actionPermission, basePath, crudPermissions, opPath } from '../../engine/schema/resolve';
import { hashTypedPassword } from '../auth/password';
import { allOf, baseFilters } from '../crud/conditions';
import { toWire } from '../crud/convert';
import type { EntityModel } from '../crud/model';
import { pageRows } from '../crud/read';
import { auditValues, loadRows } from '../crud/rows';
import { objectBody } from '../crud/validate';
import { hasId, updateRow } from '../crud/write';
import { dictItems } from '../system/dict-store';
import { requirePermission } from '../system/permissions';
import type { ServerContext } from '../http/context';
import { done, envelope, ok, say } from '../http/envelope';
import { badRequest } from '../http/errors';
import { paramsOf } from '../http/params';
import type { RouteTable } from '../http/route-table';
import { registerUserExcelRoutes } from './excel';
import { initialPassword } from './init-password';
import { takeDeptFilter } from './user-lists';

/** The schemas whose lists are user accounts (blade_user). */
export const USER_SCHEMAS = ['system.user', 'merchant.user'];
const MAX_IDS = 1000;

export const adminText = {
  missing: (field: string): I18nText => ({ zh: `请选择数据（${field}）`, en: `${field}: choose at least one` }),
  badIds: (field: string): I18nText => ({
    zh: `${field} 应为逗号分隔的编号（最多 ${MAX_IDS} 个）`,
    en: `${field} must be a comma list of ids (at most ${MAX_IDS})`,
  }),
  unknownRoles: { zh: '角色不存在或不属于本租户（roleIds）', en: 'roleIds: a role does not exist in this tenant' },
  badUserType: { zh: '用户平台无效（userType）', en: 'userType is not a known platform' },
  badUserExt: {
    zh: '平台扩展信息必须是 JSON 对象文本（userExt）',
    en: 'userExt must be the text of a JSON object',
  },
  longUserExt: { zh: '平台扩展信息过长（userExt）', en: 'userExt is too long' },
  needId: { zh: '修改时必须指定主键（id）', en: 'An update needs the id of the user' },
  reset: (password: string): I18nText => ({
    zh: `密码已重置为初始密码：${password}`,
    en: `The passwords were reset to the initial password: ${password}`,
  }),
};

/** A comma list of ids from a parameter; 400 naming the parameter when absent or malformed. */
export function idListParam(value: string | undefined, field: string): number[] {
  if (value === undefined || value.trim() === '') throw badRequest(adminText.missing(field));
  const parts = value.split(',').map((s) => s.trim());
  if (parts.length > MAX_IDS || !parts.every((s) => /^\d{1,16}$/.test(s))) throw badRequest(adminText.badIds(field));
  return [...new Set(parts.map(Number))];
}

/** These users (live and reachable by the caller; 404 if any is not). */
const usersOf = (ctx: ServerContext, model: EntityModel, req: FastifyRequest, ids: number[]) =>
  loadRows(ctx, model, req.auth, ids);

/** Set columns on these users (already loaded through usersOf). */
async function updateUsers(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  ids: number[],
  values: Record<string, unknown>,
) {
  await ctx.database.db
    .updateTable(model.table)
    .set({ ...values, ...auditValues(model, req, 'update') })
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]))
    .execute();
}

/** Tenants of the loaded users (several only for the platform administrator, who reaches every tenant). */
const tenantsOf = (rows: Array<Record<string, unknown>>) => [...new Set(rows.map((r) => String(r.tenant_id ?? '')))];

async function grant(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const p = paramsOf(req);
  const userIds = idListParam(p.userIds, 'userIds');
  const roleIds = idListParam(p.roleIds, 'roleIds');
  const users = await usersOf(ctx, model, req, userIds);
  // A role must be a live role of the user's own tenant.
  for (const tenantId of tenantsOf(users)) {
    const roles = await ctx.database.db
      .selectFrom('blade_role')
      .select('id')
      .where('id', 'in', roleIds)
      .where('tenant_id', '=', tenantId)
      .where('is_deleted', '=', 0)
      .execute();
    if (roles.length !== roleIds.length) throw badRequest(adminText.unknownRoles);
  }
  await updateUsers(ctx, model, req, userIds, { role_id: roleIds.join(',') });
  return done(req);
}

async function resetPassword(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const userIds = idListParam(paramsOf(req).userIds, 'userIds');
  const users = await usersOf(ctx, model, req, userIds);
  // Each tenant's own initial password (the platform administrator may reset users of several tenants).
  const passwords = new Set<string>();
  for (const tenantId of tenantsOf(users)) {
    const password = await initialPassword(ctx, tenantId);
    passwords.add(password);
    const ids = users.filter((u) => String(u.tenant_id ?? '') === tenantId).map((u) => Number(u.id));
    await updateUsers(ctx, model, req, ids, { password: await hashTypedPassword(password) });
  }
  // The console shows it to copy (as the factory account reset does): only the server knows the parameter.
  const password = [...passwords].join(', ');
  return envelope(200, say(req, adminText.reset(password)), { password });
}

async function platformDetail(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const [id] = idListParam(paramsOf(req).id, 'id');
  const [row] = await usersOf(ctx, model, req, [id]);
  const wire = toWire(model, row);
  const pick = ['id', 'account', 'name', 'realName', 'userType', 'userExt', 'tenantId'];
  return ok(req, Object.fromEntries(pick.map((k) => [k, wire[k] ?? null])));
}

/** userExt: empty, or the text of a JSON object (an object in a JSON body is taken as is). */
function userExtText(req: FastifyRequest): string | undefined {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const raw = Object.hasOwn(body, 'userExt') ? body.userExt : (req.query as Record<string, unknown>)?.userExt;
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return '';
  const value = typeof raw === 'string' ? raw.trim() : JSON.stringify(raw);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(adminText.badUserExt);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(adminText.badUserExt);
  if (value.length > 2000) throw badRequest(adminText.longUserExt);
  return value;
}

async function updatePlatform(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const p = paramsOf(req);
  const [userId] = idListParam(p.userId, 'userId');
  const values: Record<string, unknown> = {};
  if (p.userType !== undefined && p.userType !== '') {
    const keys = (await dictItems(ctx.database.db, ['user_type'], req.lang)).get('user_type') ?? [];
    if (!keys.some((k) => String(k.dictKey) === p.userType.trim())) throw badRequest(adminText.badUserType);
    values.user_type = Number(p.userType);
  }
  const ext = userExtText(req);
  if (ext !== undefined) values.user_ext = ext;
  await usersOf(ctx, model, req, [userId]);
  await updateUsers(ctx, model, req, [userId], values);
  return done(req);
}

async function adminUpdate(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const body = objectBody(req.body);
  if (!hasId(body)) throw badRequest(adminText.needId);
  await updateRow(ctx, model, req, body);
  return done(req);
}

export function registerUserAdminRoutes(ctx: ServerContext, routes: RouteTable): void {
  for (const name of USER_SCHEMAS) {
    const model = ctx.models.get(name);
    if (!model) continue;
    const e = model.schema;
    const base = basePath(e);
    const perms = crudPermissions(e);
    const code = (key: string) => {
      const action = e.actions?.find((a) => a.key === key);
      return action ? actionPermission(e, action) : `${e.permission}_${key}`;
    };
    const guarded =
      (permission: string, run: (ctx: ServerContext, m: EntityModel, req: FastifyRequest) => Promise<unknown>) =>
      async (req: FastifyRequest) => {
        await requirePermission(ctx, req, permission);
        return run(ctx, model, req);
      };
    for (const op of ['page', 'list'] as const)
      routes.add({
        method: 'GET',
        url: opPath(e, op),
        handler: guarded(perms.view, async (c, m, req) =>
          ok(req, await pageRows(c, m, req, op, await takeDeptFilter(c, m, req))),
        ),
      });
    routes.add({ method: 'POST', url: `${base}/grant`, handler: guarded(code('grant'), grant) });
    routes.add({ method: 'POST', url: `${base}/reset-password`, handler: guarded(code('reset'), resetPassword) });
    routes.add({ method: 'GET', url: `${base}/platform-detail`, handler: guarded(code('platform'), platformDetail) });
    routes.add({ method: 'POST', url: `${base}/update-platform`, handler: guarded(code('platform'), updatePlatform) });
    routes.add({ method: 'POST', url: `${base}/update`, handler: guarded(perms.edit, adminUpdate) });
    registerUserExcelRoutes(ctx, routes, model, { export: code('export'), import: code('import') });
  }
}
