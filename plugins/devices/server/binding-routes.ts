/**
 * The binding calls of spec §7 "Merchant device" (`toycar-merchant/merchantdevice`) and the cabinet
 * business (`toycar-device/devicebusiness`), over binding.ts. Writes run in one transaction and leave a
 * usual-log event; each refuses a client's mistake with a 400 naming the device and the reason.
 */
import type { FastifyRequest } from 'fastify';
import { actionPath, actionPermission, crudPermissions } from '../../../engine/schema/resolve';
import { pageRows } from '../../../server/crud/read';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import type { EntityModel } from '../../../server/kernel/model';
import { onSuccess } from '../../../server/log/usual-log';
import {
  bindToMerchant,
  devicesByCode,
  devicesById,
  devicesOfBindings,
  moveToMerchant,
  placeOnSite,
  priceWithRule,
  takeOffSite,
  unbind,
} from './binding';
import { placeModel, type PlaceKind } from './merchant-refs';
import { codeList, has, idList, oneId, paramsOf } from './params';

type Handler = (req: FastifyRequest) => Promise<unknown>;

/** The ids of merchant-device rows (`merchantDeviceIds`, or the console's `ids` / `id`). */
const bindingIds = (req: FastifyRequest) => idList(paramsOf(req), ['merchantDeviceIds', 'ids', 'id']);

export function registerBindingRoutes(ctx: ServerContext, routes: RouteSink): void {
  const md = ctx.models.get('device.merchantDevice')!;
  const biz = ctx.models.get('device.business')!;
  const device = ctx.models.get('device.device')!;
  const action = (model: EntityModel, key: string) => {
    const a = model.schema.actions!.find((x) => x.key === key)!;
    return { url: actionPath(model.schema, a), code: actionPermission(model.schema, a) };
  };
  const write = (model: EntityModel, key: string, event: string, handler: Handler) => {
    const { url, code } = action(model, key);
    routes.add({
      method: 'POST',
      url,
      access: code,
      transaction: true,
      usualEvent: onSuccess(`device-${event}`, 'info', (p) => ({
        zh: `设备绑定变更（${key}）：${p('merchantDeviceIds') || p('deviceIds') || p('deviceCodes') || p('ids') || p('deviceId') || p('id')}`,
        en: `Device binding changed (${key}): ${p('merchantDeviceIds') || p('deviceIds') || p('deviceCodes') || p('ids') || p('deviceId') || p('id')}`,
      })),
      handler: async (req) => {
        await handler(req);
        return done(req);
      },
    });
  };

  write(md, 'bindDeviceList', 'bind', async (req) => {
    const p = paramsOf(req);
    const merchantId = oneId(p, ['merchantId']);
    const devices =
      has(p, 'deviceIds')
        ? await devicesById(ctx, req, idList(p, ['deviceIds']))
        : await devicesByCode(ctx, req, codeList(p, 'deviceCodes'));
    await bindToMerchant(ctx, req, devices, merchantId);
  });
  write(md, 'refBindMerchant', 'move', async (req) => {
    const merchantId = oneId(paramsOf(req), ['merchantId', 'newMerchantId']);
    await moveToMerchant(ctx, req, await devicesOfBindings(ctx, req, bindingIds(req)), merchantId);
  });
  write(md, 'updateDeviceSite', 'site', async (req) => {
    const siteId = oneId(paramsOf(req), ['merchantSiteId', 'siteId']);
    await placeOnSite(ctx, req, await devicesOfBindings(ctx, req, bindingIds(req)), siteId);
  });
  write(md, 'updateDeviceRule', 'rule', async (req) => {
    const ruleId = oneId(paramsOf(req), ['rechargeRuleId', 'chargeRuleId']);
    await priceWithRule(ctx, req, await devicesOfBindings(ctx, req, bindingIds(req)), ruleId);
  });
  write(md, 'unbind', 'unbind', async (req) => unbind(ctx, req, await devicesOfBindings(ctx, req, bindingIds(req))));
  write(biz, 'saveSiteId', 'place', async (req) => {
    const p = paramsOf(req);
    await placeOnSite(ctx, req, await devicesById(ctx, req, idList(p, ['deviceIds', 'ids'])), oneId(p, ['siteId']));
  });
  write(biz, 'removeDevice', 'take-off', async (req) => {
    const [d] = await devicesById(ctx, req, [oneId(paramsOf(req), ['deviceId', 'id'])]);
    await takeOffSite(ctx, req, d);
  });

  // The devices each binding call may take: paged and searchable like the device list.
  const mdBase = `/api/${md.schema.api.service}/${md.schema.api.entity}`;
  const deviceList = (url: string, code: string | string[], extra: Parameters<typeof pageRows>[4]) =>
    routes.add({
      method: ['GET', 'POST'],
      url,
      access: code,
      handler: async (req) => ok(req, await pageRows(ctx, device, withoutParams(req, ['merchantId']), 'page', extra)),
    });
  deviceList(`${mdBase}/bindDeviceListAble`, action(md, 'bindDeviceList').code, [
    (eb) => eb('merchant_id', 'is', null),
    (eb) => eb('device_status', '=', 1),
  ]);
  deviceList(`${mdBase}/refBindMerchantAble`, action(md, 'refBindMerchant').code, [
    (eb) => eb('merchant_id', 'is not', null),
    (eb) => eb('device_status', '=', 1),
  ]);
  const bizBase = `/api/${biz.schema.api.service}/${biz.schema.api.entity}`;
  routes.add({
    method: 'GET',
    url: `${bizBase}/nullSite`,
    access: crudPermissions(biz.schema).view,
    handler: async (req) => ok(req, await pageRows(ctx, biz, req, 'page', [(eb) => eb('site_id', 'is', null)])),
  });
  routes.add({
    method: ['GET', 'POST'],
    url: `${bizBase}/getSiteWithoutError`,
    access: crudPermissions(biz.schema).view,
    handler: async (req) => {
      const siteId = oneId(paramsOf(req), ['siteId']);
      const open = ctx.database.db
        .selectFrom('tc_fault_report')
        .select('device_code')
        .where('is_deleted', '=', 0)
        .where('report_status', 'in', [0, 1]);
      const rows = await ctx.database.db
        .selectFrom(biz.table)
        .select(['id', 'device_code', 'device_name', 'slot_count', 'online_status', 'device_status'])
        .where(allOf(baseFilters(biz, req.auth)))
        .where('site_id', '=', siteId)
        .where('device_code', 'not in', open)
        .orderBy('device_code')
        .limit(1000)
        .execute();
      return ok(
        req,
        rows.map((r) => ({
          id: String(r.id),
          deviceCode: r.device_code,
          deviceName: r.device_name,
          slotCount: Number(r.slot_count ?? 0),
          onlineStatus: Number(r.online_status ?? 0),
          deviceStatus: Number(r.device_status ?? 0),
        })),
      );
    },
  });

  // Choices of the binding forms: the caller's enabled (and approved) merchants, sites and rules. The two
  // screens also show their rows' merchant, site and rule names with them, so viewing either screen
  // (its view grant: `device.merchantDevice`, `device.business`) is enough to read them.
  const choiceCodes = ['bindDeviceList', 'refBindMerchant', 'updateDeviceSite', 'updateDeviceRule']
    .map((k) => action(md, k).code)
    .concat(action(biz, 'saveSiteId').code, md.name, biz.name);
  const choices = (path: string, kind: PlaceKind, label: string, extraLabel?: string) =>
    routes.add({
      method: 'GET',
      url: `${mdBase}/${path}`,
      access: choiceCodes,
      handler: async (req) => ok(req, await placeChoices(ctx, req, kind, label, extraLabel)),
    });
  choices('merchant-options', 'merchant', 'merchantName');
  choices('site-options', 'site', 'siteName', 'storeName');
  choices('rule-options', 'rule', 'ruleName');
}

/** The request without some query parameters (a list call's own filter the generic search does not know). */
function withoutParams(req: FastifyRequest, names: string[]): FastifyRequest {
  const query = { ...((req.query ?? {}) as Record<string, unknown>) };
  for (const n of names) delete query[n];
  return Object.assign(Object.create(req) as FastifyRequest, { query });
}

async function placeChoices(ctx: ServerContext, req: FastifyRequest, kind: PlaceKind, label: string, storeLabel?: string) {
  const model = placeModel(ctx, kind);
  const name = model.field(label)?.dbName ?? 'id';
  const enable = (model.field('isAble') ?? model.field('enableStatus'))?.dbName;
  const audit = model.field('auditStatus')?.dbName;
  let q = ctx.database.db.selectFrom(model.table).selectAll().where(allOf(baseFilters(model, req.auth)));
  if (enable) q = q.where(enable, '=', 1);
  if (audit) q = q.where(audit, '=', 1);
  const rows = await q.orderBy('id').limit(2000).execute();
  let stores = new Map<number, string>();
  const storeCol = model.field('merchantStoreId')?.dbName;
  if (storeLabel && storeCol) {
    const sm = placeModel(ctx, 'store');
    const ids = [...new Set(rows.map((r) => Number(r[storeCol])))];
    const srows = ids.length ? await ctx.database.db.selectFrom(sm.table).selectAll().where('id', 'in', ids).execute() : [];
    stores = new Map(srows.map((s) => [Number(s.id), String(s[sm.field('storeName')?.dbName ?? 'id'] ?? '')]));
  }
  return rows.map((r) => {
    const store = storeCol ? stores.get(Number(r[storeCol])) : undefined;
    return { id: String(r.id), [label]: store ? `${store} / ${String(r[name])}` : String(r[name]) };
  });
}
