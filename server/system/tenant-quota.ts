/**
 * Tenant settings enforced where users are created: a tenant's `accountNumber` (set by `tenant/setting`)
 * caps its live users; -1 (or no value) means no limit. Called right before a row goes into blade_user by
 * the generic insert (server/crud/write.ts `insertRow`) and by self-registration
 * (server/user/register-guest.ts), so every way of adding a user counts.
 *
 * Log-in refusal of an expired or disabled tenant lives in server/auth/accounts.ts (`tenantIsOpen`).
 */
import type { Db } from '../db/database';
import { toCount } from '../db/database';
import { badRequest } from '../http/errors';

const USERS = 'blade_user';
const TENANTS = 'blade_tenant';

export const quotaText = (limit: number) => ({
  zh: `当前租户已到最大账号额度(${limit})，请联系平台管理员`,
  en: `This tenant has reached its account quota (${limit}): ask the platform administrator for more`,
});

/** 400 when adding one more user to the tenant would pass its account quota. */
export async function checkAccountQuota(db: Db, tenantId: string): Promise<void> {
  const tenant = await db
    .selectFrom(TENANTS)
    .select('account_number')
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  const limit =
    tenant?.account_number === null || tenant?.account_number === undefined ? -1 : Number(tenant.account_number);
  if (!Number.isFinite(limit) || limit < 0) return;
  const row = await db
    .selectFrom(USERS)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (toCount(row?.n) >= limit) throw badRequest(quotaText(limit));
}

/** The generic insert's hook: only rows going into blade_user count. */
export async function beforeInsert(db: Db, table: string, values: Record<string, unknown>): Promise<void> {
  if (table === USERS) await checkAccountQuota(db, String(values.tenant_id ?? ''));
}
