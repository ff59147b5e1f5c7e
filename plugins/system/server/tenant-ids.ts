/**
 * Server-made tenant ids, as BladeX makes them (TenantServiceImpl.saveTenant): a tenant added without a
 * `tenantId` gets six random digits that no tenant row — live or removed, since a removed tenant's rows
 * still carry its id — holds yet. Ids start at 100000, so none has a leading zero and none is the
 * platform's 000000. A typed id is kept (checked by the schema's pattern and uniqueness rule).
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../../server/kernel/db/database';
import { ApiError } from '../../../server/kernel/http/errors';
import type { HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';

const TENANTS = 'blade_tenant';
const TRIES = 50;

/** A six-digit tenant id no tenant row holds. */
export async function newTenantId(db: Db): Promise<string> {
  for (let i = 0; i < TRIES; i++) {
    const id = String(randomInt(100000, 1000000));
    const taken = await db.selectFrom(TENANTS).select('id').where('tenant_id', '=', id).executeTakeFirst();
    if (!taken) return id;
  }
  // 900,000 ids: only a nearly full id space gets here.
  throw new ApiError(500, { zh: '无法生成租户编号', en: 'No free tenant ID could be generated' });
}

/** Before a tenant row is inserted through the generic submit: fill a missing tenant id. */
export const tenantIdHooks = (ctx: ServerContext): HookMap => ({
  'system.tenant': {
    beforeInsert: async ({ values }) => {
      const given = values.tenant_id;
      // ctx.database.db is the insert's transaction while the hook runs.
      if (given === undefined || given === null || String(given).trim() === '')
        values.tenant_id = await newTenantId(ctx.database.db);
    },
  },
});
