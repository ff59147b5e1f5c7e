/**
 * `POST|GET toycar-merchant/merchantstoresite/getLocationBySiteId?siteId=` (spec §7 "Devices and sites"):
 * where one site is — its names, place and coordinates, its store and merchant — and how its devices
 * stand (total, online, offline, disabled), for the map of sites on the device overview. The site is
 * looked up within the caller's reach like any read (another tenant's is "not found"); its device counts
 * are summed in SQL over the device rows the caller may see. Served here, beside the map's other calls:
 * the merchants area keeps the site rows (docs/areas/merchants.md), the devices area the map.
 */
import { sql } from 'kysely';
import { crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters, eq } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { DEVICE_TABLE } from './binding';
import { loadPlaces, PLACE_SCHEMAS } from './merchant-refs';
import { has, oneId, paramsOf } from './params';

const text = {
  required: { zh: 'siteId（场地）不能为空', en: 'siteId (site) is required' },
  notFound: { zh: '场地不存在或已被删除', en: 'The site does not exist or has been removed' },
};

const n = (v: unknown) => Number(v ?? 0);
const coordinate = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export function registerSiteLocationRoute(ctx: ServerContext, routes: RouteSink): void {
  const site = ctx.models.get(PLACE_SCHEMAS.site);
  const device = ctx.models.get('device.device');
  if (!site || !device) return; // a build without the merchants' sites has no such call
  const col = (prop: string) => site.field(prop)?.dbName;
  routes.add({
    method: ['POST', 'GET'],
    url: `/api/${site.schema.api.service}/${site.schema.api.entity}/getLocationBySiteId`,
    access: [crudPermissions(site.schema).view, 'devices.dashboard'],
    handler: async (req) => {
      const p = paramsOf(req);
      if (!has(p, 'siteId')) throw badRequest(text.required);
      const siteId = oneId(p, ['siteId']);
      const row = await ctx.database.db
        .selectFrom(site.table)
        .selectAll()
        .where(allOf([...baseFilters(site, req.auth), eq(site.field('id')!, siteId)]))
        .executeTakeFirst();
      if (!row) throw notFound(text.notFound);
      const value = (prop: string) => {
        const c = col(prop);
        return c ? (row[c] ?? null) : null;
      };
      const storeId = n(value('merchantStoreId'));
      const merchantId = n(value('merchantId'));
      const [stores, merchants] = await Promise.all([
        loadPlaces(ctx, 'store', storeId ? [storeId] : []),
        loadPlaces(ctx, 'merchant', merchantId ? [merchantId] : []),
      ]);
      const figures = await ctx.database.db
        .selectFrom(DEVICE_TABLE)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          sql<number>`sum(case when online_status = 1 then 1 else 0 end)`.as('online'),
          sql<number>`sum(case when device_status = 0 then 1 else 0 end)`.as('disabled'),
        ])
        .where(allOf([...baseFilters(device, req.auth), (eb) => eb('site_id', '=', siteId)]))
        .executeTakeFirst();
      const total = n(figures?.total);
      return ok(req, {
        siteId: String(row.id),
        siteName: value('siteName'),
        siteCode: value('siteCode'),
        merchantStoreId: storeId ? String(storeId) : null,
        storeName: stores.get(storeId)?.name ?? null,
        merchantId: merchantId ? String(merchantId) : null,
        merchantName: merchants.get(merchantId)?.name ?? null,
        province: value('province'),
        city: value('city'),
        district: value('district'),
        address: value('address'),
        lng: coordinate(value('lng')),
        lat: coordinate(value('lat')),
        devices: { total, online: n(figures?.online), offline: total - n(figures?.online), disabled: n(figures?.disabled) },
      });
    },
  });
}
