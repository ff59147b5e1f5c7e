/**
 * The gate every open-API call passes: `POST /api/share-open/gateway/invoke` with the app's key and secret
 * (headers `App-Key` / `App-Secret`), `apiCode` and, for an API granted per device, `deviceId`. It answers
 * 401 for a wrong key or secret, 403 when the app is disabled, lacks the grant of that API, or (per-device
 * APIs) that device is not among the grant's devices; otherwise 200 with what the API names — here the
 * device's state for `device.*` APIs, and the grant for the rest (the business behind each API is the
 * areas' own; this call is where the platform decides who may reach it). Public: the app's credentials are
 * its authentication; limited per IP.
 */
import { ApiError } from '../../../server/kernel/http/errors';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { T } from './auth-routes';
import { idParam } from './params';
import { secretMatches } from './secrets';
import { text } from './texts';

export const GATEWAY_PATH = '/api/share-open/gateway/invoke';

export function registerGateway(ctx: ServerContext, routes: RouteSink): void {
  const db = () => ctx.database.db;
  routes.add({
    method: 'POST',
    url: GATEWAY_PATH,
    access: 'public',
    rateLimit: { max: 600, windowMs: 60_000 },
    handler: async (req) => {
      const header = (n: string) => {
        const v = req.headers[n];
        return (Array.isArray(v) ? v[0] : v) ?? '';
      };
      const p = paramsOf(req);
      const appKey = header('app-key') || p.appKey || '';
      const secret = header('app-secret') || '';
      const app = appKey
        ? await db().selectFrom(T.app).select(['id', 'status', 'tenant_id']).where('app_key', '=', appKey).where('is_deleted', '=', 0).executeTakeFirst()
        : undefined;
      if (!app || !(await secretMatches(ctx, Number(app.id), secret))) throw new ApiError(401, text.badKey);
      if (Number(app.status) !== 1) throw new ApiError(403, text.disabled);
      const apiCode = (p.apiCode ?? '').trim();
      if (!apiCode) throw badRequest(text.noApiCode);
      const api = await db().selectFrom(T.api).select(['id', 'device_scoped']).where('api_code', '=', apiCode).where('is_deleted', '=', 0).where('status', '=', 1).executeTakeFirst();
      if (!api) throw badRequest(text.noSuchApi(apiCode));
      const grant = await db().selectFrom(T.auth).select('id').where('app_id', '=', Number(app.id)).where('api_id', '=', Number(api.id)).executeTakeFirst();
      if (!grant) throw new ApiError(403, text.notGranted(apiCode));
      let device: Record<string, unknown> | undefined;
      if (Number(api.device_scoped)) {
        const deviceId = idParam(req, 'deviceId')!;
        const bound = await db().selectFrom(T.device).select('id').where('auth_id', '=', Number(grant.id)).where('device_id', '=', deviceId).executeTakeFirst();
        if (!bound) throw new ApiError(403, text.deviceNotGranted(apiCode));
        const devices = ctx.models.get('device.device');
        device = devices && await db()
          .selectFrom(devices.table)
          .select(['id', 'device_code', 'online_status', 'device_status'])
          .where('id', '=', deviceId)
          .executeTakeFirst();
      }
      return ok(req, {
        apiCode,
        authId: String(grant.id),
        ...(device && {
          device: { deviceId: String(device.id), deviceCode: device.device_code, onlineStatus: Number(device.online_status), deviceStatus: Number(device.device_status) },
        }),
      });
    },
  });
}
