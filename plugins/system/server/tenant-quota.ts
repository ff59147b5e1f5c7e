/**
 * Tenant settings enforced where users are created: a tenant's `accountNumber` (set by `tenant/setting`)
 * caps its live users; -1 (or no value) means no limit. Checked right before a row goes into blade_user by
 * the generic insert of any schema on that table (an entity hook) and by self-registration
 * (plugins/user/server/register-guest.ts), so every way of adding a user counts.
 *
 * The check itself is server/auth/account-quota.ts (the user module calls it too); this is its hook.
 *
 * Log-in refusal of an expired or disabled tenant lives in server/auth/accounts.ts (`tenantIsOpen`).
 */
import { checkAccountQuota } from '../../../server/auth/account-quota';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { HookMap } from '../../../server/kernel/hooks';

const USERS = 'blade_user';

/** The generic insert's hook, for every entity: only rows going into blade_user count. */
export const quotaHooks = (ctx: ServerContext): HookMap => ({
  '*': {
    beforeInsert: async ({ model, values }) => {
      // ctx.database.db is the insert's transaction while the hook runs.
      if (model.table === USERS) await checkAccountQuota(ctx.database.db, String(values.tenant_id ?? ''));
    },
  },
});
