/**
 * A tenant's account quota: its `accountNumber` (set by `tenant/setting`) caps its live users; -1 (or no
 * value) means no limit. Checked right before a row goes into blade_user — by the system module's entity
 * hook on every generic insert (plugins/system/server/tenant-quota.ts) and by self-registration
 * (plugins/user/server/register-guest.ts) — so it lives with the accounts, below both.
 */
import type { Db } from '../kernel/db/database';
import { toCount } from '../kernel/db/database';
import { badRequest } from '../kernel/http/errors';

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
