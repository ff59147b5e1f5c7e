/**
 * `POST /api/share-iot/device/queryView {keyword}` (whoever may open the page 第三方设备, `devices.platform`): the
 * third-party platform's devices whose number or merchant name holds the keyword — the adapter call of
 * device-platform.ts with rowNum 1000 from 0, ordered by deviceId descending, and the configured token.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { conditionOf, devicePlatform } from './device-platform';
import { paramsOf } from './params';
import { text } from './texts';

export const PLATFORM_CODE = 'devices.platform';
export const TOKEN_PARAM = 'device.platform.token';
const KEYWORD = /^[\p{L}\p{N} _-]{1,50}$/u;

/** The token from configuration: the tenant's parameter, else the environment. Never in code. */
async function tokenOf(ctx: ServerContext, req: FastifyRequest): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('blade_param')
    .select('param_value')
    .where('param_key', '=', TOKEN_PARAM)
    .where('tenant_id', '=', req.auth?.tenantId ?? '')
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return String(row?.param_value ?? process.env.DEVICE_PLATFORM_TOKEN ?? '').trim();
}

export function registerQueryViewRoute(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: '/api/share-iot/device/queryView',
    access: PLATFORM_CODE,
    handler: async (req) => {
      const keyword = String(paramsOf(req).keyword ?? '').trim();
      if (!KEYWORD.test(keyword)) throw badRequest(text.queryViewCondition);
      const answer = await ctx.adapters.get(devicePlatform).queryView({
        condition: conditionOf(keyword),
        rowNum: 1000,
        startIndex: 0,
        orderBy: 'deviceId desc',
        token: await tokenOf(ctx, req),
        keyword,
      });
      if (!answer || !Array.isArray(answer.rows)) throw badRequest(text.queryViewFailed);
      return ok(req, { total: answer.total, records: answer.rows });
    },
  });
}
