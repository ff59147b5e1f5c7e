/**
 * Where devices stand: bound to a merchant, placed on a site (and so a store), priced by a charge rule.
 * The device row (tc_device) and its merchant-device row (tc_merchant_device, one live row per bound
 * device) carry the same ids and names; every change here writes both, inside the caller's transaction
 * (the routes are `transaction: true`), so a refusal halfway leaves nothing changed.
 *
 * The rules, checked per device before anything is written:
 * - a disabled device (deviceStatus 0) is not bound, moved, placed or priced (unbinding is always allowed);
 * - the merchant, store, site and rule must be live rows of the device's own tenant, enabled, and (stores,
 *   sites) approved; the site must be the device's merchant's; the rule the merchant's (or anyone's) and
 *   the site's (or any site's);
 * - moving to another merchant releases the store, site and rule (they were the old merchant's).
 */
import type { FastifyRequest } from 'fastify';
import { auditValues } from '../../../server/crud/rows';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { loadPlace, requireUsable, type Place, type PlaceKind } from './merchant-refs';
import { text } from './texts';

export const DEVICE_TABLE = 'tc_device';
export const MERCHANT_DEVICE_TABLE = 'tc_merchant_device';

export interface DeviceRow {
  id: number;
  tenantId: string;
  code: string;
  type: number;
  enabled: boolean;
  merchantId?: number;
  merchantName: string;
  siteId?: number;
  chargeRuleId?: number;
  lng?: number;
}

type Binding = Partial<{
  merchant_id: number | null;
  merchant_name: string | null;
  store_id: number | null;
  store_name: string | null;
  site_id: number | null;
  site_name: string | null;
  charge_rule_id: number | null;
  charge_rule_name: string | null;
}>;

const opt = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));

function toDevice(r: Record<string, unknown>): DeviceRow {
  return {
    id: Number(r.id),
    tenantId: String(r.tenant_id),
    code: String(r.device_code),
    type: Number(r.device_type),
    enabled: Number(r.device_status) === 1,
    merchantId: opt(r.merchant_id),
    merchantName: String(r.merchant_name ?? ''),
    siteId: opt(r.site_id),
    chargeRuleId: opt(r.charge_rule_id),
    lng: opt(r.lng),
  };
}

/** Live devices of the caller's reach (tenant, or every tenant for the platform administrator) by id. */
export async function devicesById(ctx: ServerContext, req: FastifyRequest, ids: number[]): Promise<DeviceRow[]> {
  let q = ctx.database.db.selectFrom(DEVICE_TABLE).selectAll().where('id', 'in', ids).where('is_deleted', '=', 0);
  q = tenantOf(req, q);
  const rows = (await q.execute()).map(toDevice);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((d) => d.id));
    throw badRequest(text.deviceUnknown(ids.filter((i) => !found.has(i)).join(', ')));
  }
  return rows;
}

/** Live devices by device number; every number must exist. */
export async function devicesByCode(ctx: ServerContext, req: FastifyRequest, codes: string[]): Promise<DeviceRow[]> {
  let q = ctx.database.db.selectFrom(DEVICE_TABLE).selectAll().where('device_code', 'in', codes).where('is_deleted', '=', 0);
  q = tenantOf(req, q);
  const rows = (await q.execute()).map(toDevice);
  const found = new Set(rows.map((d) => d.code));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) throw badRequest(text.deviceCodesUnknown(missing));
  return rows;
}

/** The devices of merchant-device rows (the binding list's ids). */
export async function devicesOfBindings(ctx: ServerContext, req: FastifyRequest, ids: number[]): Promise<DeviceRow[]> {
  let q = ctx.database.db
    .selectFrom(MERCHANT_DEVICE_TABLE)
    .select('device_id')
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0);
  q = tenantOf(req, q);
  const rows = await q.execute();
  if (rows.length !== ids.length) throw badRequest(text.deviceUnknown(ids.join(', ')));
  return devicesById(
    ctx,
    req,
    rows.map((r) => Number(r.device_id)),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Kysely builder of any table with tenant_id
function tenantOf<Q extends { where: (...a: any[]) => Q }>(req: FastifyRequest, q: Q): Q {
  const access = req.auth?.access;
  if (access?.platformAdmin) return access.tenantView ? q.where('tenant_id', '=', access.tenantView) : q;
  return q.where('tenant_id', '=', req.auth?.tenantId ?? '');
}

/** Places per tenant, loaded once each: a batch may span tenants (the platform administrator's). */
class PlaceCache {
  private readonly seen = new Map<string, Promise<Place>>();
  constructor(private readonly ctx: ServerContext) {}
  usable(kind: PlaceKind, id: number, tenantId: string): Promise<Place> {
    const key = `${kind}:${id}:${tenantId}`;
    let p = this.seen.get(key);
    if (!p) {
      p = loadPlace(this.ctx, kind, id, tenantId).then(requireUsable);
      this.seen.set(key, p);
    }
    return p;
  }
}

const requireEnabled = (d: DeviceRow) => {
  if (!d.enabled) throw badRequest(text.deviceDisabled(d.code));
};

/** Write the binding columns on the devices and on their live merchant-device rows. */
async function writeBinding(ctx: ServerContext, req: FastifyRequest, deviceIds: number[], values: Binding): Promise<void> {
  if (!deviceIds.length) return;
  const db = ctx.database.db;
  const audit = { update_time: nowText(), update_user: auditValues(ctx.models.get('device.device')!, req, 'update').update_user };
  await db.updateTable(DEVICE_TABLE).set({ ...values, ...audit }).where('id', 'in', deviceIds).execute();
  await db
    .updateTable(MERCHANT_DEVICE_TABLE)
    .set({ ...values, ...audit })
    .where('device_id', 'in', deviceIds)
    .where('is_deleted', '=', 0)
    .execute();
}

const released: Binding = { store_id: null, store_name: null, site_id: null, site_name: null, charge_rule_id: null, charge_rule_name: null };

/** bindDeviceList: unbound, enabled devices join the merchant (a merchant-device row each). */
export async function bindToMerchant(ctx: ServerContext, req: FastifyRequest, devices: DeviceRow[], merchantId: number) {
  const places = new PlaceCache(ctx);
  const merchants = new Map<number, Place>();
  for (const d of devices) {
    requireEnabled(d);
    if (d.merchantId) throw badRequest(text.deviceBound(d.code, d.merchantName));
    merchants.set(d.id, await places.usable('merchant', merchantId, d.tenantId));
  }
  const now = nowText();
  const audit = auditValues(ctx.models.get('device.merchantDevice')!, req, 'insert');
  for (const d of devices) {
    const m = merchants.get(d.id)!;
    await ctx.database.db
      .insertInto(MERCHANT_DEVICE_TABLE)
      .values({
        ...audit,
        tenant_id: d.tenantId,
        device_id: d.id,
        device_code: d.code,
        device_type: d.type,
        merchant_id: m.id,
        merchant_name: m.name,
        bind_time: now,
        status: 1,
        is_deleted: 0,
      })
      .execute();
    await writeBinding(ctx, req, [d.id], { merchant_id: m.id, merchant_name: m.name, ...released });
  }
}

/** refBindMerchant: bound, enabled devices move to another merchant; store, site and rule are released. */
export async function moveToMerchant(ctx: ServerContext, req: FastifyRequest, devices: DeviceRow[], merchantId: number) {
  const places = new PlaceCache(ctx);
  const targets = new Map<number, Place>();
  for (const d of devices) {
    requireEnabled(d);
    if (!d.merchantId) throw badRequest(text.deviceUnbound(d.code));
    if (d.merchantId === merchantId) throw badRequest(text.sameMerchant(d.code));
    targets.set(d.id, await places.usable('merchant', merchantId, d.tenantId));
  }
  for (const d of devices) {
    const m = targets.get(d.id)!;
    await writeBinding(ctx, req, [d.id], { merchant_id: m.id, merchant_name: m.name, ...released });
  }
  await ctx.database.db
    .updateTable(MERCHANT_DEVICE_TABLE)
    .set({ bind_time: nowText() })
    .where(
      'device_id',
      'in',
      devices.map((d) => d.id),
    )
    .where('is_deleted', '=', 0)
    .execute();
}

/**
 * updateDeviceSite / saveSiteId: enabled devices onto an approved, enabled site of an approved, enabled
 * store. A device without a merchant joins the site's merchant (saveSiteId places new cabinets); one of
 * another merchant is refused. A rule of another site is released; coordinates default to the site's.
 */
export async function placeOnSite(ctx: ServerContext, req: FastifyRequest, devices: DeviceRow[], siteId: number) {
  const places = new PlaceCache(ctx);
  for (const d of devices) {
    requireEnabled(d);
    const site = await places.usable('site', siteId, d.tenantId);
    const store = await places.usable('store', site.storeId ?? 0, d.tenantId);
    const merchant = await places.usable('merchant', site.merchantId ?? store.merchantId ?? 0, d.tenantId);
    if (d.merchantId && d.merchantId !== merchant.id) throw badRequest(text.otherMerchant(d.code, site.name));
    if (!d.merchantId) await bindToMerchant(ctx, req, [d], merchant.id);
    const keepRule = d.chargeRuleId && (await ruleFitsSite(ctx, d.chargeRuleId, d.tenantId, site.id));
    await writeBinding(ctx, req, [d.id], {
      merchant_id: merchant.id,
      merchant_name: merchant.name,
      store_id: store.id,
      store_name: store.name,
      site_id: site.id,
      site_name: site.name,
      ...(!keepRule && { charge_rule_id: null, charge_rule_name: null }),
    });
    if (d.lng === undefined && site.lng !== undefined && site.lat !== undefined)
      await ctx.database.db.updateTable(DEVICE_TABLE).set({ lng: site.lng, lat: site.lat }).where('id', '=', d.id).execute();
  }
}

async function ruleFitsSite(ctx: ServerContext, ruleId: number, tenantId: string, siteId: number): Promise<boolean> {
  try {
    const rule = await loadPlace(ctx, 'rule', ruleId, tenantId);
    return rule.siteId === undefined || rule.siteId === siteId;
  } catch {
    return false;
  }
}

/** removeDevice: off its site (and store); a rule of that site goes with it. */
export async function takeOffSite(ctx: ServerContext, req: FastifyRequest, d: DeviceRow) {
  if (!d.siteId) throw badRequest(text.noSite(d.code));
  const keepRule = d.chargeRuleId && (await ruleFitsSite(ctx, d.chargeRuleId, d.tenantId, -1));
  await writeBinding(ctx, req, [d.id], {
    store_id: null,
    store_name: null,
    site_id: null,
    site_name: null,
    ...(!keepRule && { charge_rule_id: null, charge_rule_name: null }),
  });
}

/** updateDeviceRule: an enabled rule of the device's merchant (or anyone's) and its site (or any site's). */
export async function priceWithRule(ctx: ServerContext, req: FastifyRequest, devices: DeviceRow[], ruleId: number) {
  const places = new PlaceCache(ctx);
  for (const d of devices) {
    requireEnabled(d);
    if (!d.merchantId) throw badRequest(text.deviceUnbound(d.code));
    const rule = await places.usable('rule', ruleId, d.tenantId);
    if (rule.merchantId && rule.merchantId !== d.merchantId) throw badRequest(text.otherMerchant(d.code, rule.name));
    if (rule.siteId && rule.siteId !== d.siteId) throw badRequest(text.ruleOfOtherSite(rule.name));
    await writeBinding(ctx, req, [d.id], { charge_rule_id: rule.id, charge_rule_name: rule.name });
  }
}

/** unbind: the devices leave their merchant (with store, site and rule); their binding rows are removed. */
export async function unbind(ctx: ServerContext, req: FastifyRequest, devices: DeviceRow[]) {
  const ids = devices.map((d) => d.id);
  await writeBinding(ctx, req, ids, { merchant_id: null, merchant_name: null, ...released });
  await ctx.database.db
    .updateTable(MERCHANT_DEVICE_TABLE)
    .set({ is_deleted: 1, update_time: nowText() })
    .where('device_id', 'in', ids)
    .where('is_deleted', '=', 0)
    .execute();
}
