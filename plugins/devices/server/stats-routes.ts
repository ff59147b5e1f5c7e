/**
 * Device statistics and the map of sites (spec §7 "Devices and sites"), every figure counted in SQL over
 * the caller's devices (tenant, or the platform administrator's tenant view):
 *
 * - `GET share-iot/device/deviceStatistical` — totals (devices, online, offline, enabled, disabled, bound
 *   to a merchant, on a site), per type, slots (empty, with a car, out of service) and cars per state;
 * - `POST toycar-merchant/merchantstore/getDeviceMarkers` — one marker per site that has devices: its
 *   coordinates, names and online / offline / disabled counts (body filters: merchantId, storeId,
 *   deviceType, onlineStatus);
 *
 * The merchants area serves `merchant/getStatistical` (merchants, stores, sites); where a site is and how
 * its devices stand is `merchantstoresite/getLocationBySiteId` (site-location-route.ts); a site's devices
 * are the device list's `?siteId=`, its device figures `deviceStatistical?siteId=`.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import type { EntityModel } from '../../../server/kernel/model';
import { DEVICE_TABLE } from './binding';
import { CAR_TABLE, SLOT_TABLE } from './car-routes';
import { loadPlaces } from './merchant-refs';
import { has, intParam, maybeId, paramsOf, type Params } from './params';

const n = (v: unknown) => Number(v ?? 0);
const count = (cond: string) => sql<number>`sum(case when ${sql.raw(cond)} then 1 else 0 end)`;

/** The device filter of a statistics call: the caller's reach plus the optional narrowing parameters. */
function deviceFilter(model: EntityModel, req: FastifyRequest, p: Params): Filter {
  const extra: Filter[] = [];
  const merchantId = maybeId(p, ['merchantId']);
  const storeId = maybeId(p, ['storeId', 'merchantStoreId']);
  const siteId = maybeId(p, ['siteId']);
  if (merchantId !== undefined) extra.push((eb) => eb('merchant_id', '=', merchantId));
  if (storeId !== undefined) extra.push((eb) => eb('store_id', '=', storeId));
  if (siteId !== undefined) extra.push((eb) => eb('site_id', '=', siteId));
  if (has(p, 'deviceType')) {
    const t = intParam(p, 'deviceType', 1, 4);
    extra.push((eb) => eb('device_type', '=', t));
  }
  if (has(p, 'onlineStatus')) {
    const o = intParam(p, 'onlineStatus', 0, 1);
    extra.push((eb) => eb('online_status', '=', o));
  }
  return allOf([...baseFilters(model, req.auth), ...extra]);
}

export function registerStatsRoutes(ctx: ServerContext, routes: RouteSink): void {
  const device = ctx.models.get('device.device')!;
  // The device list's view code, or the dashboard page's (plugins/devices/plugin.ts).
  const view = [crudPermissions(device.schema).view, 'devices.dashboard'];
  const db = () => ctx.database.db;

  routes.add({
    method: 'GET',
    url: '/api/share-iot/device/deviceStatistical',
    access: view,
    handler: async (req) => {
      const where = deviceFilter(device, req, paramsOf(req));
      const totals = await db()
        .selectFrom(DEVICE_TABLE)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          count('online_status = 1').as('online'),
          count('device_status = 1').as('enabled'),
          count('merchant_id is not null').as('bound'),
          count('site_id is not null').as('placed'),
        ])
        .where(where)
        .executeTakeFirst();
      const byType = await db()
        .selectFrom(DEVICE_TABLE)
        .select((eb) => ['device_type', eb.fn.countAll<number>().as('total'), count('online_status = 1').as('online')])
        .where(where)
        .groupBy('device_type')
        .orderBy('device_type')
        .execute();
      const ids = db().selectFrom(DEVICE_TABLE).select('id').where(where);
      const slots = await db()
        .selectFrom(SLOT_TABLE)
        .select((eb) => ['slot_status', eb.fn.countAll<number>().as('n')])
        .where('is_deleted', '=', 0)
        .where('device_id', 'in', ids)
        .groupBy('slot_status')
        .execute();
      const cars = await db()
        .selectFrom(CAR_TABLE)
        .select((eb) => ['car_status', eb.fn.countAll<number>().as('n')])
        .where(allOf(baseFilters(ctx.models.get('device.car')!, req.auth)))
        .groupBy('car_status')
        .execute();
      const total = n(totals?.total);
      return ok(req, {
        total,
        online: n(totals?.online),
        offline: total - n(totals?.online),
        enabled: n(totals?.enabled),
        disabled: total - n(totals?.enabled),
        bound: n(totals?.bound),
        placed: n(totals?.placed),
        byType: byType.map((r) => ({ deviceType: n(r.device_type), total: n(r.total), online: n(r.online) })),
        slots: Object.fromEntries(slots.map((r) => [String(r.slot_status), n(r.n)])),
        cars: Object.fromEntries(cars.map((r) => [String(r.car_status), n(r.n)])),
      });
    },
  });

  routes.add({
    method: ['POST', 'GET'],
    url: '/api/toycar-merchant/merchantstore/getDeviceMarkers',
    access: view,
    handler: async (req) => {
      const where = deviceFilter(device, req, paramsOf(req));
      const rows = await db()
        .selectFrom(DEVICE_TABLE)
        .select((eb) => [
          'site_id',
          eb.fn.max('site_name').as('site_name'),
          eb.fn.max('store_name').as('store_name'),
          eb.fn.max('merchant_name').as('merchant_name'),
          eb.fn.avg<number>('lng').as('lng'),
          eb.fn.avg<number>('lat').as('lat'),
          eb.fn.countAll<number>().as('total'),
          count('online_status = 1').as('online'),
          count('device_status = 0').as('disabled'),
        ])
        .where(where)
        .where('site_id', 'is not', null)
        .groupBy('site_id')
        .orderBy('site_id')
        .execute();
      const sites = await loadPlaces(
        ctx,
        'site',
        rows.map((r) => n(r.site_id)),
      );
      return ok(
        req,
        rows
          .map((r) => {
            const site = sites.get(n(r.site_id));
            return {
              siteId: String(r.site_id),
              siteName: r.site_name,
              storeName: r.store_name,
              merchantName: r.merchant_name,
              lng: site?.lng ?? (r.lng === null ? null : Number(r.lng)),
              lat: site?.lat ?? (r.lat === null ? null : Number(r.lat)),
              total: n(r.total),
              online: n(r.online),
              offline: n(r.total) - n(r.online),
              disabled: n(r.disabled),
            };
          })
          .filter((m) => m.lng !== null && m.lat !== null),
      );
    },
  });
}
