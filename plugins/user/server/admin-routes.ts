/**
 * Administration of user accounts (spec §7 "Users"), at the root of each user service: blade-user
 * (system.user, codes `user_*`) and user-shanghu (merchant.user, codes `user_shanghu_*`). Both lists share
 * the blade_user table, so one set of handlers serves both, each behind its own schema's codes.
 * - `GET page` / `list`: the generic list plus `deptId` = that dept and every dept below it (user-lists.ts);
 * - `POST grant` (userIds, roleIds): the users' roles become exactly these live roles of the tenant;
 * - `POST reset-password` (userIds): password = the tenant's parameter `account.initPassword`, else 123456;
 *   their sessions end (server/auth/sessions.ts `closeUserSessions`);
 * - `GET platform-detail?id=`, `POST update-platform` (userId, userType, userExt JSON text);
 * - `POST update`: an administrator's update of a user (the edit form's fields, like submit with an id).
 * Parameters bind from the query, a form or a JSON body alike (BladeX's @RequestParam).
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { actionPermission, basePath, crudPermissions, opPath } from '../../../engine/schema/resolve';
import { hashTypedPassword } from '../../../server/auth/password';
import { closeUserSessions } from '../../../server/auth/sessions';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { toWire } from '../../../server/crud/convert';
import type { EntityModel } from '../../../server/kernel/model';
import { pageRows } from '../../../server/crud/read';
import { shown } from '../../../server/crud/shown';
import { auditValues, loadRows } from '../../../server/crud/rows';
import { objectBody } from '../../../server/crud/validate';
import { hasId, updateRow } from '../../../server/crud/write';
import { dictItems } from '../../../server/crud/dict-store';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, envelope, ok, say } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink, UsualEventOf } from '../../../server/kernel/http/route-table';
import { onSuccess } from '../../../server/log/usual-log';
import { checkAccountChanges } from '../../../server/access/account-protection';
import { registerUserExcelRoutes } from './excel';
import { initialPassword } from '../../../server/auth/init-password';
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
  const changed = await ctx.database.db
    .updateTable(model.table)
    .set({ ...values, ...auditValues(model, req, 'update') })
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]))
    .returning(['id', 'tenant_id'])
    .execute();
  // A new password signs out whoever signed in with the old one: their tokens stop working at once.
  if (values.password !== undefined)
    for (const tenantId of tenantsOf(changed))
      await closeUserSessions(
        ctx,
        tenantId,
        changed.filter((u) => String(u.tenant_id) === tenantId).map((u) => String(u.id)),
      );
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
  const role_id = roleIds.join(',');
  // Nobody takes their own administrator role away, nor a tenant's last administrator's.
  await checkAccountChanges(
    ctx.database.db,
    req,
    users.map((before) => ({ before, after: { ...before, role_id } })),
  );
  await updateUsers(ctx, model, req, userIds, { role_id });
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
    // One hash, with its own salt, per account.
    for (const id of ids) await updateUsers(ctx, model, req, [id], { password: await hashTypedPassword(password) });
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

const userGrantEvent = onSuccess('user-grant', 'info', (p) => ({
  zh: `用户 ${p('userIds')} 的角色改为 ${p('roleIds')}`,
  en: `Roles of users ${p('userIds')} set to ${p('roleIds')}`,
}));
const passwordResetEvent = onSuccess('password-reset', 'warn', (p) => ({
  zh: `用户 ${p('userIds')} 的密码已重置`,
  en: `Passwords of users ${p('userIds')} reset`,
}));

export function registerUserAdminRoutes(ctx: ServerContext, routes: RouteSink): void {
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
    /** A route behind one button code, running `run` on this user schema. */
    const add = (
      method: 'GET' | 'POST',
      url: string,
      access: string,
      run: (ctx: ServerContext, m: EntityModel, req: FastifyRequest) => Promise<unknown>,
      usualEvent?: UsualEventOf,
      transaction?: boolean,
    ) => routes.add({ method, url, access, usualEvent, transaction, handler: (req) => run(ctx, model, req) });
    for (const op of ['page', 'list'] as const)
      add('GET', opPath(e, op), perms.view, async (c, m, req) => {
        const page = await pageRows(c, m, req, op, await takeDeptFilter(c, m, req));
        // Through the read hooks as a generic list is: the role / dept / post names of the page.
        return ok(req, { ...page, records: await shown(c, m, req, 'list', page.records) });
      });
    // One transaction: the administrators counted are the ones left when the roles change.
    add('POST', `${base}/grant`, code('grant'), grant, userGrantEvent, true);
    add('POST', `${base}/reset-password`, code('reset'), resetPassword, passwordResetEvent);
    add('GET', `${base}/platform-detail`, code('platform'), platformDetail);
    add('POST', `${base}/update-platform`, code('platform'), updatePlatform);
    add('POST', `${base}/update`, perms.edit, adminUpdate);
    registerUserExcelRoutes(ctx, routes, model, { export: code('export'), import: code('import') });
  }
}
