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
 * that tenant. Rows are checked by table, so every schema over blade_user (system.user, merchant.user) is
 * covered. The accounts' checks are server/access/account-protection.ts (the user grant calls them too).
 */
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_ALIASES,
  checkAccountChanges,
  enabled,
  idList,
  protectionText,
} from '../../../server/access/account-protection';
import type { Db } from '../../../server/kernel/db/database';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { HookMap, StoredRow } from '../../../server/kernel/hooks';
import type { EntityModel } from '../../../server/kernel/model';

export const PLATFORM_TENANT = '000000';
const USERS = 'blade_user';
const ROLES = 'blade_role';
const TENANTS = 'blade_tenant';

const has = (values: StoredRow, column: string) => Object.hasOwn(values, column);

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
