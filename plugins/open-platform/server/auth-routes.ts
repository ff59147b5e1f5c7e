/**
 * The authorisation calls of spec §7 "Operations" (share-open):
 * - `POST apiappauth/bindAppAndApi` (appId, apiIds, developerId): the app may call these APIs from now on
 *   (one grant row each; those it had stay);
 * - `POST apiappauth/removeAppAndApi` (same): it may no longer; their devices go with the grants;
 * - `GET apiappauth/selectApiOpenPlatformPageByAppId` (appId, current, size, apiName?): every enabled API
 *   of the catalogue, a page, each with `isBind` and its `authId` when granted — what the access screen's
 *   transfer shows; `GET apiappauth/selectApiOpenPlatformByAppId` (appId): the variant, only the granted
 *   ones, unpaged, each with its `deviceIds`;
 * - `GET apibinddevice/updateApiBindDevices` (authId, deviceIds): the devices the grant covers, replaced
 *   as a whole (devices of the app's tenant only; an empty list clears it).
 * The app is read through the caller's tenant and data scope (another tenant's app is "no such app"); a
 * change needs the app's edit grant, a read its view grant; every change is one transaction.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { idParam, idsParam } from './params';
import { text } from './texts';

export const T = {
  app: 'op_app',
  api: 'op_api',
  auth: 'op_api_app_auth',
  device: 'op_api_bind_device',
  push: 'op_app_push_url',
} as const;

export function registerAuthRoutes(ctx: ServerContext, routes: RouteSink): void {
  const app = ctx.models.get('open.app');
  const auth = ctx.models.get('open.apiAppAuth');
  const devices = ctx.models.get('device.device');
  if (!app || !auth) return;
  const db = () => ctx.database.db;
  const perm = crudPermissions(app.schema);

  /** The app the call names, as the caller may see it; the developer checked when given. */
  async function appOf(req: FastifyRequest) {
    const appId = idParam(req, 'appId')!;
    const row = await db().selectFrom(T.app).selectAll().where(allOf(baseFilters(app!, req.auth))).where('id', '=', appId).executeTakeFirst();
    if (!row) throw badRequest(text.noApp(appId));
    const developerId = idParam(req, 'developerId', true);
    if (developerId !== undefined && developerId !== Number(row.developer_id)) throw badRequest(text.wrongDeveloper);
    return row;
  }

  async function enabledApis(ids: number[]) {
    const rows = await db().selectFrom(T.api).select(['id']).where('id', 'in', ids).where('is_deleted', '=', 0).where('status', '=', 1).execute();
    const found = new Set(rows.map((r) => Number(r.id)));
    const missingIds = ids.filter((id) => !found.has(id));
    if (missingIds.length) throw badRequest(text.noApis(missingIds));
  }

  const grantsOf = (appId: number) => db().selectFrom(T.auth).select(['id', 'api_id']).where('app_id', '=', appId).execute();

  routes.add({
    method: 'POST',
    url: '/api/share-open/apiappauth/bindAppAndApi',
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const row = await appOf(req);
      const apiIds = idsParam(req, 'apiIds');
      await enabledApis(apiIds);
      const had = new Set((await grantsOf(Number(row.id))).map((g) => Number(g.api_id)));
      const now = nowText();
      const fresh = apiIds.filter((id) => !had.has(id));
      if (fresh.length)
        await db()
          .insertInto(T.auth)
          .values(fresh.map((apiId) => ({ tenant_id: row.tenant_id, app_id: Number(row.id), api_id: apiId, developer_id: Number(row.developer_id), device_count: 0, create_time: now })))
          .execute();
      return done(req);
    },
  });

  routes.add({
    method: 'POST',
    url: '/api/share-open/apiappauth/removeAppAndApi',
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const row = await appOf(req);
      const apiIds = idsParam(req, 'apiIds');
      const gone = (await grantsOf(Number(row.id))).filter((g) => apiIds.includes(Number(g.api_id))).map((g) => Number(g.id));
      if (gone.length) {
        await db().deleteFrom(T.device).where('auth_id', 'in', gone).execute();
        await db().deleteFrom(T.auth).where('id', 'in', gone).execute();
      }
      return done(req);
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/share-open/apiappauth/selectApiOpenPlatformPageByAppId',
    access: [perm.view],
    handler: async (req) => {
      const row = await appOf(req);
      const p = paramsOf(req);
      const current = Math.max(1, Number(p.current) || 1);
      const size = Math.min(1000, Math.max(1, Number(p.size) || 10));
      const name = (p.apiName ?? '').trim();
      let q = db().selectFrom(T.api).where('is_deleted', '=', 0).where('status', '=', 1);
      if (name) q = q.where('api_name', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const apis = await q.selectAll().orderBy('api_group').orderBy('id').limit(size).offset((current - 1) * size).execute();
      const grants = new Map((await grantsOf(Number(row.id))).map((g) => [Number(g.api_id), String(g.id)]));
      const records = apis.map((a) => ({
        id: String(a.id),
        apiName: a.api_name,
        apiCode: a.api_code,
        apiGroup: a.api_group,
        method: a.method,
        deviceScoped: Number(a.device_scoped ?? 0),
        description: a.description,
        isBind: grants.has(Number(a.id)) ? 1 : 0,
        authId: grants.get(Number(a.id)) ?? null,
      }));
      return ok(req, { records, total, size, current, pages: Math.ceil(total / size) });
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/share-open/apiappauth/selectApiOpenPlatformByAppId',
    access: [perm.view],
    handler: async (req) => {
      const row = await appOf(req);
      const grants = await db()
        .selectFrom(`${T.auth} as g`)
        .innerJoin(`${T.api} as a`, 'a.id', 'g.api_id')
        .select(['g.id as authId', 'a.id as apiId', 'a.api_name', 'a.api_code', 'a.device_scoped'])
        .where('g.app_id', '=', Number(row.id))
        .orderBy('a.id')
        .execute();
      const ids = grants.map((g) => Number(g.authId));
      const bound = ids.length ? await db().selectFrom(T.device).select(['auth_id', 'device_id']).where('auth_id', 'in', ids).execute() : [];
      return ok(
        req,
        grants.map((g) => ({
          authId: String(g.authId),
          apiId: String(g.apiId),
          apiName: g.api_name,
          apiCode: g.api_code,
          deviceScoped: Number(g.device_scoped ?? 0),
          deviceIds: bound.filter((b) => Number(b.auth_id) === Number(g.authId)).map((b) => String(b.device_id)),
        })),
      );
    },
  });

  routes.add({
    method: ['GET', 'POST'],
    url: '/api/share-open/apibinddevice/updateApiBindDevices',
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const authId = idParam(req, 'authId')!;
      const grant = await db()
        .selectFrom(`${T.auth} as g`)
        .innerJoin(`${T.api} as a`, 'a.id', 'g.api_id')
        .select(['g.id', 'g.app_id', 'g.api_id', 'g.tenant_id', 'a.device_scoped'])
        .where('g.id', '=', authId)
        .executeTakeFirst();
      // The grant's app must be one the caller may see (its tenant, its data scope).
      const visible =
        grant && (await db().selectFrom(T.app).select('id').where(allOf(baseFilters(app, req.auth))).where('id', '=', Number(grant.app_id)).executeTakeFirst());
      if (!grant || !visible) throw badRequest(text.noAuth(authId));
      const deviceIds = idsParam(req, 'deviceIds', true);
      if (deviceIds.length && !Number(grant.device_scoped)) throw badRequest(text.notDeviceScoped);
      if (deviceIds.length && devices) {
        const found = await db()
          .selectFrom(devices.table)
          .select('id')
          .where('id', 'in', deviceIds)
          .where('tenant_id', '=', String(grant.tenant_id))
          .where('is_deleted', '=', 0)
          .execute();
        const ok = new Set(found.map((d) => Number(d.id)));
        const wrong = deviceIds.filter((id) => !ok.has(id));
        if (wrong.length) throw badRequest(text.noDevices(wrong.slice(0, 10)));
      }
      await db().deleteFrom(T.device).where('auth_id', '=', authId).execute();
      const now = nowText();
      for (let i = 0; i < deviceIds.length; i += 500)
        await db()
          .insertInto(T.device)
          .values(deviceIds.slice(i, i + 500).map((d) => ({ tenant_id: grant.tenant_id, auth_id: authId, app_id: grant.app_id, api_id: grant.api_id, device_id: d, create_time: now })))
          .execute();
      await db().updateTable(T.auth).set({ device_count: deviceIds.length }).where('id', '=', authId).execute();
      return done(req);
    },
  });
}
