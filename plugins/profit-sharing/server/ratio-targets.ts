/**
 * What a merchant's share ratios apply to, for the staff who set or review them (spec §7 "Unified
 * merchant": `shareratio/getDeviceList`, `shareratio/carList`). The spec names the calls and no fields, so
 * the parameters and records are designed here (docs/areas/profit-sharing.md "What the ratios apply to"):
 *
 * - `getDeviceList?merchantId=&storeId=&productCode=&current=&size=`: the merchant's devices (at one store
 *   when `storeId` is given; of one product's kinds when `productCode` is), with site, type, enabled and
 *   online state, the product whose orders they earn, and which ratios would cut those orders
 *   (`ratioScope`: the store's own, else the merchant-wide ones, else none — the split's own rule);
 * - `carList?…` (same parameters): the cars at the merchant's cabinets — parked in a slot, or rented out
 *   from one — with cabinet, slot, state and battery. Cars are the toy-car product only: another
 *   `productCode` answers an empty page.
 *
 * Both answer the contract's page (`records, total, size, current, pages`) through the generic page reader,
 * so paging, sorting (`ascs` / `descs`), the listed schema's own search parameters, tenancy and data scope
 * are the device and car lists' own. The devices area's tables are read through their models (its server
 * half is not imported). A merchant outside the caller's tenant or data scope is "not found", as is a store
 * that is not the merchant's.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import type { Row } from '../../../server/crud/convert';
import { pageRows } from '../../../server/crud/read';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import type { EntityModel } from '../../../server/kernel/model';
import { codeParam, idParam, paramsOf } from '../../../server/kernel/http/checked-params';
import { PRODUCTS, RATIO } from './ratios';

const BASE = '/api/unified-merchant/shareratio';

/**
 * The kinds of device (dict device_type) whose orders each sharing product's ratios cut: cabinets rent the
 * toy cars and their beacons help find them, dispatch machines sell the vending goods, e-scooters ride.
 */
export const PRODUCT_DEVICE_TYPES: Record<(typeof PRODUCTS)[number], number[]> = { toycar: [1, 4], vending: [2], scooter: [3] };
const CABINET = 1;
const productOfType = (type: unknown) => PRODUCTS.find((p) => PRODUCT_DEVICE_TYPES[p].includes(Number(type))) ?? null;

/**
 * Cars are filtered by their cabinets' ids, read first, rather than by a sub-select on the device table:
 * the page reader remembers a count per table until that table is written, and a cabinet moving to another
 * store writes only the device table. The cap keeps the id list within every database's bound-value limit.
 */
const MAX_CABINETS = 10_000;

const DEVICE_PROPS = [
  'id', 'deviceCode', 'deviceName', 'deviceType', 'parentId', 'merchantId', 'merchantName', 'storeId', 'storeName',
  'siteId', 'siteName', 'deviceStatus', 'onlineStatus', 'lastOnlineTime',
] as const;
const CAR_PROPS = ['id', 'carCode', 'carModelId', 'carStatus', 'deviceId', 'deviceCode', 'slotNum', 'siteId', 'siteName', 'battery'] as const;

/** Only the fields the ratio screen needs: a share-ratio reviewer is not shown SIM numbers or addresses. */
const pick = (r: Row, props: readonly string[]): Row => Object.fromEntries(props.map((p) => [p, r[p] ?? null]));

interface Models {
  merchant: EntityModel;
  store: EntityModel;
  device: EntityModel;
  car: EntityModel;
  ratio: EntityModel;
}

interface Target {
  tenantId: string;
  merchantId: number;
  storeId?: number;
  productCode?: string;
  /** The other parameters: paging, sorting, the listed schema's search. */
  rest: Record<string, unknown>;
}

type RatioScope = 'store' | 'merchant' | 'none';

async function targetOf(ctx: ServerContext, req: FastifyRequest, m: Models): Promise<Target> {
  const p = paramsOf(req);
  const rest = { ...p };
  for (const own of ['merchantId', 'storeId', 'productCode']) delete rest[own];
  const merchantId = idParam(p, 'merchantId');
  const storeId = idParam(p, 'storeId', true);
  const productCode = codeParam(p, 'productCode', PRODUCTS);
  const db = ctx.database.db;
  const merchant = await db
    .selectFrom(m.merchant.table)
    .select(['id', 'tenant_id'])
    .where(allOf([...baseFilters(m.merchant, req.auth), (eb) => eb('id', '=', merchantId)]))
    .executeTakeFirst();
  if (!merchant) throw notFound({ zh: `参数 merchantId：商户 ${merchantId} 不存在`, en: `merchantId: there is no merchant ${merchantId}` });
  if (storeId !== undefined) {
    const store = await db
      .selectFrom(m.store.table)
      .select('id')
      .where(allOf([...baseFilters(m.store, req.auth), (eb) => eb('id', '=', storeId), (eb) => eb('merchant_id', '=', merchantId)]))
      .executeTakeFirst();
    if (!store)
      throw notFound({ zh: `参数 storeId：商户 ${merchantId} 没有门店 ${storeId}`, en: `storeId: merchant ${merchantId} has no store ${storeId}` });
  }
  return { tenantId: String(merchant.tenant_id), merchantId, storeId, productCode, rest };
}

/** Which ratios would cut an order of a product at a store: the split's rule (split.ts), from the enabled ratios. */
async function coverageOf(ctx: ServerContext, req: FastifyRequest, m: Models, t: Target) {
  const rows = await ctx.database.db
    .selectFrom(m.ratio.table)
    .select(['store_id', 'product_code'])
    .distinct()
    .where(
      allOf([
        ...baseFilters(m.ratio, req.auth),
        (eb) => eb('tenant_id', '=', t.tenantId),
        (eb) => eb('merchant_id', '=', t.merchantId),
        (eb) => eb('is_able', '=', 1),
      ]),
    )
    .execute();
  const own = new Set(rows.filter((r) => r.store_id !== null).map((r) => `${String(r.product_code)}/${Number(r.store_id)}`));
  const wide = new Set(rows.filter((r) => r.store_id === null).map((r) => String(r.product_code)));
  return (product: string | null, storeId: unknown): RatioScope => {
    if (product === null) return 'none';
    if (storeId !== null && storeId !== undefined && own.has(`${product}/${Number(storeId)}`)) return 'store';
    return wide.has(product) ? 'merchant' : 'none';
  };
}

/** A page of `model` for these parameters and conditions, sorted by `ascs` unless the caller sorts. */
function page(ctx: ServerContext, req: FastifyRequest, model: EntityModel, t: Target, ascs: string, extra: Filter[]) {
  const query = t.rest.ascs === undefined && t.rest.descs === undefined ? { ...t.rest, ascs } : t.rest;
  // A request whose query is the merged parameters: the page reader reads the query only (a POST sends a form).
  const plain = Object.assign(Object.create(req) as FastifyRequest, { query });
  return pageRows(ctx, model, plain, 'page', extra);
}

async function deviceList(ctx: ServerContext, req: FastifyRequest, m: Models) {
  const t = await targetOf(ctx, req, m);
  const extra: Filter[] = [(eb) => eb('tenant_id', '=', t.tenantId), (eb) => eb('merchant_id', '=', t.merchantId)];
  if (t.storeId !== undefined) extra.push((eb) => eb('store_id', '=', t.storeId!));
  if (t.productCode) extra.push((eb) => eb('device_type', 'in', PRODUCT_DEVICE_TYPES[t.productCode as keyof typeof PRODUCT_DEVICE_TYPES]));
  const found = await page(ctx, req, m.device, t, 'deviceCode', extra);
  const cover = await coverageOf(ctx, req, m, t);
  const records = found.records.map((r) => {
    const productCode = productOfType(r.deviceType);
    const ratioScope = cover(productCode, r.storeId);
    return { ...pick(r, DEVICE_PROPS), productCode, ratioScope, covered: ratioScope !== 'none' };
  });
  return ok(req, { ...found, records });
}

async function carList(ctx: ServerContext, req: FastifyRequest, m: Models) {
  const t = await targetOf(ctx, req, m);
  const none: Filter = () => sql<SqlBool>`1 = 0`;
  const cabinets =
    t.productCode && t.productCode !== 'toycar'
      ? []
      : await ctx.database.db
          .selectFrom(m.device.table)
          .select(['id', 'store_id', 'store_name'])
          .where(
            allOf([
              ...baseFilters(m.device, req.auth),
              (eb) => eb('tenant_id', '=', t.tenantId),
              (eb) => eb('merchant_id', '=', t.merchantId),
              (eb) => eb('device_type', '=', CABINET),
              ...(t.storeId !== undefined ? [(eb: Parameters<Filter>[0]) => eb('store_id', '=', t.storeId!)] : []),
            ]),
          )
          .limit(MAX_CABINETS + 1)
          .execute();
  if (cabinets.length > MAX_CABINETS)
    throw badRequest({
      zh: `参数 storeId：该商户的柜机超过 ${MAX_CABINETS} 台，请选择门店`,
      en: `storeId: the merchant has more than ${MAX_CABINETS} cabinets: choose a store`,
    });
  const ids = cabinets.map((c) => Number(c.id));
  const extra: Filter[] = [(eb) => eb('tenant_id', '=', t.tenantId), ids.length ? (eb) => eb('device_id', 'in', ids) : none];
  const found = await page(ctx, req, m.car, t, 'deviceCode,slotNum', extra);
  const byId = new Map(cabinets.map((c) => [Number(c.id), c]));
  const cover = await coverageOf(ctx, req, m, t);
  const records = found.records.map((r) => {
    const cabinet = byId.get(Number(r.deviceId));
    const storeId = cabinet?.store_id === null || cabinet?.store_id === undefined ? null : String(cabinet.store_id);
    const ratioScope = cover('toycar', storeId);
    return {
      ...pick(r, CAR_PROPS),
      storeId,
      storeName: cabinet?.store_name ?? null,
      productCode: 'toycar',
      ratioScope,
      covered: ratioScope !== 'none',
    };
  });
  return ok(req, { ...found, records });
}

export function ratioTargetRoutes(ctx: ServerContext, routes: RouteSink): void {
  const get = (name: string) => ctx.models.get(name);
  const [merchant, store, device, car, ratio] = ['merchant.merchant', 'merchant.store', 'device.device', 'device.car', RATIO].map(get);
  // A registry without the merchants' or devices' schemas has nothing these calls could list.
  if (!merchant || !store || !device || !car || !ratio) return;
  const m: Models = { merchant, store, device, car, ratio };
  // Staff who review the ratios read these as well as those who set them (submittotal's codes).
  const access = ['shareratio_view', 'shareratio_add', 'shareratio_edit'];
  // BladeX binds a query or a form alike: both methods, the same parameters.
  routes.add({ method: ['GET', 'POST'], url: `${BASE}/getDeviceList`, access, handler: (req) => deviceList(ctx, req, m) });
  routes.add({ method: ['GET', 'POST'], url: `${BASE}/carList`, access, handler: (req) => carList(ctx, req, m) });
}
