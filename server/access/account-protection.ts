/**
 * The accounts' part of "the platform cannot lock itself out" (issue 13): removing, disabling or demoting
 * one's own account, or the last administrator account of a tenant, is refused with a message that says
 * why. The system module's entity hooks call it on every write to blade_user
 * (plugins/system/server/self-protection.ts, which also guards roles and the platform tenant), and the user
 * module's grant calls it itself: so it lives here, below both.
 *
 * An administrator account: a live, enabled account of the tenant holding a live administrator role of
 * that tenant.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import type { Db } from '../kernel/db/database';
import { badRequest } from '../kernel/http/errors';
import type { StoredRow } from '../kernel/hooks';

/** Role aliases of a tenant's administrators. */
export const ADMIN_ALIASES = ['administrator', 'admin'];
const USERS = 'blade_user';
const ROLES = 'blade_role';

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

export const idList = (v: unknown): string[] =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const enabled = (row: StoredRow) => Number(row.status ?? 1) === 1;

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
