/**
 * The platform cannot lock itself out (issue 13). Refused, with a message that says why, whichever way
 * the write comes (generic remove / submit, a schema action, the user grant, the Excel import — entity
 * hooks run inside the write's transaction, and the user grant calls `checkAccountChanges` itself):
 *
 * - removing or disabling one's own account, or taking one's own administrator role away;
 * - removing a role one holds;
 * - removing, disabling or demoting the last administrator account of a tenant (the platform's too);
 * - removing a tenant's administrator role (alias `administrator` or `admin`), or renaming its alias;
 * - removing, disabling, renumbering or expiring the platform tenant (000000).
 *
 * An administrator account: a live, enabled account of the tenant holding a live administrator role of
 * that tenant. Rows are checked by table, so every schema over blade_user (system.user, merchant.user)
 * is covered.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { HookMap, StoredRow } from '../../../server/kernel/hooks';
import type { EntityModel } from '../../../server/kernel/model';

export const PLATFORM_TENANT = '000000';
export const ADMIN_ALIASES = ['administrator', 'admin'];
const USERS = 'blade_user';
const ROLES = 'blade_role';
const TENANTS = 'blade_tenant';

export const protectionText = {
  ownAccountRemove: { zh: '不能删除自己的账号', en: 'You cannot remove your own account' },
  ownAccountDisable: { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  ownAdminRole: {
    zh: '不能取消自己账号的管理员角色',
    en: 'You cannot take the administrator role away from your own account',
  },
  ownRole: { zh: '不能删除自己所属的角色', en: 'You cannot remove a role you hold' },
  adminRole: {
    zh: '租户的管理员角色不能删除，也不能修改其角色别名',
    en: 'The administrator role of a tenant cannot be removed, nor its alias changed',
  },
  lastAdmin: (tenantId: string): I18nText => ({
    zh: `这是租户 ${tenantId} 的最后一个管理员账号，不能删除、停用或取消其管理员角色`,
    en: `This is the last administrator account of tenant ${tenantId}: it cannot be removed, disabled or lose its administrator role`,
  }),
  platformTenant: {
    zh: '平台租户(000000)不能删除、停用、修改编号或设置过期时间',
    en: 'The platform tenant (000000) cannot be removed, disabled, renumbered or given an expiry time',
  },
};

const idList = (v: unknown): string[] =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const has = (values: StoredRow, column: string) => Object.hasOwn(values, column);
const enabled = (row: StoredRow) => Number(row.status ?? 1) === 1;

/** Live administrator role ids of a tenant. */
async function adminRoleIds(db: Db, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom(ROLES)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('role_alias', 'in', ADMIN_ALIASES)
    .execute();
  return new Set(rows.map((r) => String(r.id)));
}

const isAdminAccount = (row: StoredRow, adminRoles: Set<string>) =>
  Number(row.is_deleted ?? 0) === 0 && enabled(row) && idList(row.role_id).some((id) => adminRoles.has(id));

/** Administrator accounts of the tenant other than `except`. */
async function otherAdmins(db: Db, tenantId: string, except: Set<string>, adminRoles: Set<string>): Promise<number> {
  const users = await db
    .selectFrom(USERS)
    .select(['id', 'role_id', 'status', 'is_deleted'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .execute();
  return users.filter((u) => !except.has(String(u.id)) && isAdminAccount(u, adminRoles)).length;
}

const isOwnAccount = (req: FastifyRequest, row: StoredRow) =>
  !!req.auth && String(row.id) === req.auth.userId && String(row.tenant_id ?? '') === req.auth.tenantId;

/**
 * Accounts about to change: each `before` row with the columns it will have (`after`; undefined when it is
 * being removed). 400 when the caller would remove, disable or demote itself, or a tenant would be left
 * without an administrator account.
 */
export async function checkAccountChanges(
  db: Db,
  req: FastifyRequest,
  changes: Array<{ before: StoredRow; after?: StoredRow }>,
): Promise<void> {
  const roleCache = new Map<string, Set<string>>();
  const rolesOf = async (tenantId: string) => {
    let roles = roleCache.get(tenantId);
    if (!roles) roleCache.set(tenantId, (roles = await adminRoleIds(db, tenantId)));
    return roles;
  };
  const losing = new Map<string, Set<string>>();
  for (const { before, after } of changes) {
    const tenantId = String(before.tenant_id ?? '');
    const adminRoles = await rolesOf(tenantId);
    if (isOwnAccount(req, before)) {
      if (!after) throw badRequest(protectionText.ownAccountRemove);
      if (enabled(before) && !enabled(after)) throw badRequest(protectionText.ownAccountDisable);
      if (isAdminAccount(before, adminRoles) && !isAdminAccount(after, adminRoles))
        throw badRequest(protectionText.ownAdminRole);
    }
    if (isAdminAccount(before, adminRoles) && !(after && isAdminAccount(after, adminRoles))) {
      let set = losing.get(tenantId);
      if (!set) losing.set(tenantId, (set = new Set()));
      set.add(String(before.id));
    }
  }
  for (const [tenantId, ids] of losing)
    if (!(await otherAdmins(db, tenantId, ids, await rolesOf(tenantId))))
      throw badRequest(protectionText.lastAdmin(tenantId));
}

/** The roles the caller's account holds now (its token may be older than a grant). */
async function heldRoles(db: Db, req: FastifyRequest): Promise<Set<string>> {
  const auth = req.auth;
  if (!auth || !/^\d{1,16}$/.test(auth.userId)) return new Set();
  const me = await db
    .selectFrom(USERS)
    .select('role_id')
    .where('id', '=', Number(auth.userId))
    .where('tenant_id', '=', auth.tenantId)
    .executeTakeFirst();
  return new Set([...auth.roleIds, ...idList(me?.role_id)]);
}

async function checkRoleRemoval(db: Db, req: FastifyRequest, rows: StoredRow[]): Promise<void> {
  const held = await heldRoles(db, req);
  for (const row of rows)
    if (held.has(String(row.id)) && String(row.tenant_id ?? '') === req.auth?.tenantId)
      throw badRequest(protectionText.ownRole);
  if (rows.some((r) => ADMIN_ALIASES.includes(String(r.role_alias ?? '')))) throw badRequest(protectionText.adminRole);
}

async function checkRoleUpdate(db: Db, req: FastifyRequest, before: StoredRow, values: StoredRow): Promise<void> {
  const admin = ADMIN_ALIASES.includes(String(before.role_alias ?? ''));
  if (admin && has(values, 'role_alias') && String(values.role_alias ?? '') !== String(before.role_alias))
    throw badRequest(protectionText.adminRole);
  if (has(values, 'status') && !enabled(values) && enabled(before)) {
    if (admin) throw badRequest(protectionText.adminRole);
    if ((await heldRoles(db, req)).has(String(before.id))) throw badRequest(protectionText.ownRole);
  }
}

function checkTenantUpdate(before: StoredRow, values: StoredRow): void {
  if (String(before.tenant_id ?? '') !== PLATFORM_TENANT) return;
  const renumbered = has(values, 'tenant_id') && String(values.tenant_id ?? '') !== PLATFORM_TENANT;
  const disabled = has(values, 'status') && !enabled(values);
  const expiring = has(values, 'expire_time') && values.expire_time !== null && values.expire_time !== '';
  const removed = has(values, 'is_deleted') && Number(values.is_deleted) !== 0;
  if (renumbered || disabled || expiring || removed) throw badRequest(protectionText.platformTenant);
}

/** The row an action leaves: its `values` on every row, a toggled column flipped. */
function afterAction(model: EntityModel, row: StoredRow, values: StoredRow, toggle?: string): StoredRow {
  const after = { ...row, ...values };
  const f = toggle ? model.field(toggle) : undefined;
  if (f) after[f.dbName] = String(row[f.dbName] ?? '0') === '1' ? 0 : 1;
  return after;
}

/** Only the columns an action changes on this row (for the update checks). */
const changedBy = (row: StoredRow, after: StoredRow): StoredRow =>
  Object.fromEntries(Object.entries(after).filter(([k, v]) => row[k] !== v));

export const selfProtectionHooks = (ctx: ServerContext): HookMap => ({
  '*': {
    beforeRemove: async ({ req, model, rows }) => {
      if (model.table === USERS)
        await checkAccountChanges(
          ctx.database.db,
          req,
          rows.map((before) => ({ before })),
        );
      else if (model.table === ROLES) await checkRoleRemoval(ctx.database.db, req, rows);
      else if (model.table === TENANTS && rows.some((r) => String(r.tenant_id ?? '') === PLATFORM_TENANT))
        throw badRequest(protectionText.platformTenant);
    },
    beforeUpdate: async ({ req, model, before, values }) => {
      if (model.table === USERS)
        await checkAccountChanges(ctx.database.db, req, [{ before, after: { ...before, ...values } }]);
      else if (model.table === ROLES) await checkRoleUpdate(ctx.database.db, req, before, values);
      else if (model.table === TENANTS) checkTenantUpdate(before, values);
    },
    beforeAction: async ({ req, model, action, rows, values }) => {
      if (![USERS, ROLES, TENANTS].includes(model.table)) return;
      const afters = rows.map((row) => ({ row, after: afterAction(model, row, values, action.effect?.toggle) }));
      if (model.table === USERS)
        await checkAccountChanges(
          ctx.database.db,
          req,
          afters.map(({ row, after }) => ({ before: row, after })),
        );
      else if (model.table === ROLES)
        for (const a of afters) await checkRoleUpdate(ctx.database.db, req, a.row, changedBy(a.row, a.after));
      else for (const a of afters) checkTenantUpdate(a.row, changedBy(a.row, a.after));
    },
  },
});
