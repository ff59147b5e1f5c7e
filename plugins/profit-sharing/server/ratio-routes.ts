/**
 * The share ratios' special calls: `shareratio/submittotal` (the whole set of one merchant, store and
 * product at once: the ratios listed replace the enabled ones, checked against 100 % together, each
 * change recorded) and `ratioconf/getMerchantStoreByMerchantId` (a merchant's stores with the ratios that
 * apply to each for a product).
 */
import type { FastifyRequest } from 'fastify';
import { ok, done } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { auditValues } from '../../../server/crud/rows';
import { insertTenantOf } from '../../../server/crud/tenant-target';
import { codeParam, idParam, paramsOf, type Params } from '../../../server/kernel/http/checked-params';
import { CHANGE, percentText, PRODUCTS, ratioPoints, scopeRatios, writeChanges, type ChangeEntry, type Scope } from './ratios';
import { modelOf } from '../../../server/crud/moves';
import { E, T } from './tables';

const BASE = '/api/unified-merchant';

interface Wanted {
  receiverType: number;
  receiverName: string;
  receiverAccount: string;
  subMerchantId: number | null;
  points: number;
}

function wantedOf(p: Params): Wanted[] {
  const list = p.ratios;
  if (!Array.isArray(list) || list.length < 1 || list.length > 20)
    throw badRequest({ zh: 'ratios：须为 1 到 20 个接收方比例', en: 'ratios: must list 1 to 20 receivers' });
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const at = `ratios[${i}]`;
    const r = (raw && typeof raw === 'object' ? raw : {}) as Params;
    const type = Number(r.receiverType);
    if (![1, 2, 3, 4].includes(type))
      throw badRequest({ zh: `${at}.receiverType：接收方类型须为 1-4`, en: `${at}.receiverType: the receiver type must be 1-4` });
    const name = typeof r.receiverName === 'string' ? r.receiverName.trim() : '';
    const account = typeof r.receiverAccount === 'string' ? r.receiverAccount.trim() : '';
    if (!name || name.length > 64)
      throw badRequest({ zh: `${at}.receiverName：请输入接收方（最多64字）`, en: `${at}.receiverName: enter the receiver (at most 64 characters)` });
    if (!account || account.length > 64)
      throw badRequest({ zh: `${at}.receiverAccount：请输入接收方账号`, en: `${at}.receiverAccount: enter the receiver's account` });
    if (seen.has(account))
      throw badRequest({ zh: `${at}.receiverAccount：账号 ${account} 重复`, en: `${at}.receiverAccount: ${account} is listed twice` });
    seen.add(account);
    const points = ratioPoints(r.ratio);
    if (points === null || points < 1 || points > 10000)
      throw badRequest({
        zh: `${at}.ratio：分账比例须为 0.01 到 100、最多两位小数`,
        en: `${at}.ratio: the ratio must be 0.01 to 100 with at most 2 decimals`,
      });
    const sub = idParam(r, 'subMerchantId', true) ?? null;
    return { receiverType: type, receiverName: name, receiverAccount: account, subMerchantId: sub, points };
  });
}

async function submitTotal(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const merchantId = idParam(p, 'merchantId');
  const storeId = idParam(p, 'storeId', true) ?? null;
  const productCode = codeParam(p, 'productCode', PRODUCTS) ?? 'toycar';
  const wanted = wantedOf(p);
  const total = wanted.reduce((s, w) => s + w.points, 0);
  if (total > 10000)
    throw badRequest({
      zh: `ratios：比例合计为 ${percentText(total)}%，不能超过 100%`,
      en: `ratios: the ratios add up to ${percentText(total)}%, above 100%`,
    });
  const tenantId = await insertTenantOf(ctx, req, p);
  const scope: Scope = { tenantId, merchantId, storeId, productCode };
  const model = modelOf(ctx, E.ratio);
  const db = ctx.database.db;
  const current = await scopeRatios(ctx, scope);
  const byAccount = new Map(current.map((r) => [String(r.receiver_account), r]));
  const changes: ChangeEntry[] = [];
  const template = current[0];
  for (const row of current)
    if (!wanted.some((w) => w.receiverAccount === String(row.receiver_account))) {
      await db.updateTable(T.ratio).set({ is_deleted: 1, ...auditValues(model, req, 'update') }).where('id', '=', Number(row.id)).execute();
      changes.push({ ratio: row, changeType: CHANGE.remove, before: ratioPoints(row.ratio), after: null });
    }
  for (const w of wanted) {
    const values = {
      receiver_type: w.receiverType,
      receiver_name: w.receiverName,
      sub_merchant_id: w.subMerchantId,
      ratio: percentText(w.points),
    };
    const had = byAccount.get(w.receiverAccount);
    if (had) {
      await db.updateTable(T.ratio).set({ ...values, ...auditValues(model, req, 'update') }).where('id', '=', Number(had.id)).execute();
      const was = ratioPoints(had.ratio);
      if (was !== w.points) changes.push({ ratio: { ...had, ...values }, changeType: CHANGE.edit, before: was, after: w.points });
      continue;
    }
    const row = {
      ...values,
      tenant_id: tenantId,
      merchant_id: merchantId,
      merchant_name: template?.merchant_name ?? null,
      store_id: storeId,
      store_name: template?.store_name ?? null,
      product_code: productCode,
      receiver_account: w.receiverAccount,
      is_able: 1,
      is_deleted: 0,
      status: 1,
      ...auditValues(model, req, 'insert'),
    };
    const inserted = await db.insertInto(T.ratio).values(row).returning('id').executeTakeFirstOrThrow();
    changes.push({ ratio: { ...row, id: inserted.id }, changeType: CHANGE.add, before: null, after: w.points });
  }
  await writeChanges(ctx, req, changes);
  return done(req);
}

/** A merchant's stores (from its orders' stores and its ratios) with the ratios that apply to each. */
async function merchantStores(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const merchantId = idParam(p, 'merchantId');
  const productCode = codeParam(p, 'productCode', PRODUCTS) ?? 'toycar';
  const tenantId = req.auth!.access?.platformAdmin ? (req.auth!.access.tenantView ?? req.auth!.tenantId) : req.auth!.tenantId;
  const rows = await ctx.database.db
    .selectFrom(T.ratio)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('is_able', '=', 1)
    .where('merchant_id', '=', merchantId)
    .where('product_code', '=', productCode)
    .orderBy('id')
    .execute();
  const stores = ctx.models.get('merchant.store');
  const known = stores
    ? await ctx.database.db.selectFrom(stores.table).select(['id', 'store_name']).where('merchant_id', '=', merchantId).where('is_deleted', '=', 0).execute()
    : [];
  const names = new Map<number, string>(known.map((s) => [Number(s.id), String(s.store_name)]));
  for (const r of rows) if (r.store_id !== null) names.set(Number(r.store_id), String(r.store_name ?? names.get(Number(r.store_id)) ?? ''));
  const ratioOf = (r: (typeof rows)[number]) => ({
    id: String(r.id),
    receiverType: Number(r.receiver_type),
    receiverName: String(r.receiver_name),
    receiverAccount: String(r.receiver_account),
    ratio: percentText(ratioPoints(r.ratio) ?? 0),
  });
  const wide = rows.filter((r) => r.store_id === null).map(ratioOf);
  const data = [...names.entries()].map(([storeId, storeName]) => {
    const own = rows.filter((r) => Number(r.store_id) === storeId).map(ratioOf);
    return { storeId: String(storeId), storeName, own: own.length > 0, ratios: own.length ? own : wide };
  });
  return ok(req, { merchantId: String(merchantId), productCode, merchantRatios: wide, stores: data });
}

export function ratioRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: `${BASE}/shareratio/submittotal`,
    access: ['shareratio_add', 'shareratio_edit'],
    transaction: true,
    handler: (req) => submitTotal(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: `${BASE}/ratioconf/getMerchantStoreByMerchantId`,
    access: ['ratioconf_view', 'shareratio_view'],
    handler: (req) => merchantStores(ctx, req),
  });
}
