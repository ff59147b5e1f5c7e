/**
 * The password an account gets when it is reset or imported without one: the tenant's parameter
 * `account.initPassword` (system parameters screen), else 123456 as in BladeX. Every area that makes or
 * resets accounts (users, merchants, role sets) needs it, so it sits with the other password rules.
 */
import type { ServerContext } from '../kernel/http/context';

export const DEFAULT_INIT_PASSWORD = '123456';
const INIT_PASSWORD_KEY = 'account.initPassword';

/** The caller's tenant's initial password (parameter account.initPassword), else 123456. */
export async function initialPassword(ctx: ServerContext, tenantId: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('blade_param')
    .select('param_value')
    .where('param_key', '=', INIT_PASSWORD_KEY)
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  const value = String(row?.param_value ?? '').trim();
  return value || DEFAULT_INIT_PASSWORD;
}
