/**
 * Splitting a paid order (DOMAIN.md "Profit sharing"): the enabled ratios of its merchant and product — the
 * store's own when it has any, else the merchant-wide ones — cut what was paid less what was refunded
 * into the receivers' shares and what stays with the merchant, with `splitFen` (largest remainder: the
 * parts add up to the base exactly). One transaction writes, for the order: its ratio order, a funds-split
 * detail per receiver, and — when something is shared — the sharing request (pending) with its details,
 * detail items and product line. Works on a plain database handle, so the demo seed splits the same way.
 */
import { sql } from 'kysely';
import { splitFen, subFen, sumFen, type Fen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import type { Row } from '../../../server/crud/convert';
import { unsplitOrders, type SplittableOrder } from './order-source';
import { percentText, ratioPoints } from './ratios';
import { S, T } from './tables';

/** The product rentals orders are split as (dict sharing_product). */
export const RENTAL_PRODUCT = 'toycar';

export interface SplitSettings {
  enabled: boolean;
  delayDays: number;
}

/** A product's settings (sharing.ratioConf), by default: split, one day after payment. */
export async function splitSettings(db: Db, tenantId: string, productCode: string): Promise<SplitSettings> {
  const r = await db
    .selectFrom(T.conf)
    .select(['sharing_enabled', 'delay_days'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('product_code', '=', productCode)
    .executeTakeFirst();
  return r ? { enabled: Number(r.sharing_enabled) === 1, delayDays: Number(r.delay_days ?? 1) } : { enabled: true, delayDays: 1 };
}

/** The enabled ratios that apply to an order of this store: its own if any, else the merchant-wide ones. */
export async function applicableRatios(db: Db, tenantId: string, merchantId: number, storeId: number, productCode: string): Promise<Row[]> {
  const rows = await db
    .selectFrom(T.ratio)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('is_able', '=', 1)
    .where('merchant_id', '=', merchantId)
    .where('product_code', '=', productCode)
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]))
    .orderBy('id')
    .execute();
  const own = rows.filter((r) => r.store_id !== null && Number(r.store_id) === storeId);
  return own.length ? own : rows.filter((r) => r.store_id === null);
}

export interface Share {
  ratio: Row;
  points: number;
  amount: Fen;
}

/** The receivers' parts of `base` and what the merchant keeps; they add up to `base`. */
export function cut(base: Fen, ratios: Row[]): { shares: Share[]; kept: Fen } {
  const points = ratios.map((r) => ratioPoints(r.ratio) ?? 0);
  const taken = points.reduce((a, b) => a + b, 0);
  const weights = [...points, Math.max(0, 10000 - taken)].map((p) => [p, 10000] as const);
  const parts = base > 0 && taken > 0 ? splitFen(base, weights) : [...points.map(() => 0), base];
  const shares = ratios.map((ratio, i) => ({ ratio, points: points[i], amount: parts[i] }));
  return { shares, kept: parts[parts.length - 1] };
}

export const bizNoOf = (orderId: number) => `PS${String(orderId).padStart(12, '0')}`;

/**
 * Split one order inside the caller's transaction. Answers the sharing request's id when something is
 * shared. A second split of the same order violates the unique ratio order per order and rolls back.
 */
export async function splitOrder(db: Db, o: SplittableOrder, now: string, productCode = RENTAL_PRODUCT): Promise<number | undefined> {
  const base = subFen(o.paid, o.refunded);
  const ratios = base > 0 ? await applicableRatios(db, o.tenantId, o.merchantId, o.storeId, productCode) : [];
  const { shares, kept } = cut(Math.max(0, base), ratios);
  const paying = shares.filter((s) => s.amount > 0);
  const shared = sumFen(paying.map((s) => s.amount));
  const common = { tenant_id: o.tenantId, create_time: now };
  await db
    .insertInto(T.ratioOrder)
    .values({
      ...common,
      order_id: o.id,
      order_number: o.orderNumber,
      merchant_id: o.merchantId,
      merchant_name: o.merchantName,
      store_id: o.storeId,
      store_name: o.storeName,
      product_code: productCode,
      paid_amount: base,
      share_amount: shared,
      merchant_amount: kept,
      ratio_text: shares.map((s) => `${String(s.ratio.receiver_name)} ${percentText(s.points)}%`).join(' · ').slice(0, 500),
      pay_time: o.payTime,
    })
    .execute();
  if (!paying.length) return undefined;
  const bizNo = bizNoOf(o.id);
  const biz = await db
    .insertInto(T.biz)
    .values({
      ...common,
      biz_no: bizNo,
      order_id: o.id,
      order_number: o.orderNumber,
      transaction_id: o.transactionId,
      merchant_id: o.merchantId,
      merchant_name: o.merchantName,
      store_id: o.storeId,
      store_name: o.storeName,
      profitsharing_type: 1,
      funding_type: 1,
      amount: shared,
      sharing_status: S.pending,
      attempts: 0,
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bizId = Number(biz.id);
  for (const s of paying) {
    const receiver = {
      receiver_type: s.ratio.receiver_type,
      receiver_name: s.ratio.receiver_name,
      receiver_account: s.ratio.receiver_account,
    };
    await db
      .insertInto(T.split)
      .values({
        ...common,
        ...receiver,
        po_id: o.id,
        order_number: o.orderNumber,
        merchant_id: o.merchantId,
        merchant_name: o.merchantName,
        ratio: percentText(s.points),
        amount: s.amount,
        biz_id: bizId,
      })
      .execute();
    const detail = await db
      .insertInto(T.detail)
      .values({
        ...common,
        ...receiver,
        biz_id: bizId,
        biz_no: bizNo,
        merchant_id: o.merchantId,
        sub_merchant_id: s.ratio.sub_merchant_id ?? null,
        amount: s.amount,
        detail_status: S.pending,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto(T.item)
      .values({
        ...common,
        detail_id: Number(detail.id),
        biz_id: bizId,
        share_ratio_id: Number(s.ratio.id),
        ratio: percentText(s.points),
        base_amount: base,
        amount: s.amount,
      })
      .execute();
  }
  await db
    .insertInto(T.product)
    .values({ ...common, biz_id: bizId, biz_no: bizNo, order_number: o.orderNumber, product_code: productCode, order_amount: o.paid, share_amount: shared })
    .execute();
  return bizId;
}

/** The next orders of a tenant to split: paid at least `delayDays` before `now`. */
export async function nextOrders(db: Db, tenantId: string, paidBefore: string, limit: number, paidFrom?: string) {
  return unsplitOrders(db, tenantId, paidBefore, T.ratioOrder, limit, paidFrom);
}

/** Tenants that have share ratios (only they have anything to split). */
export async function sharingTenants(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom(T.ratio)
    .select(sql<string>`distinct tenant_id`.as('tenant_id'))
    .where('is_deleted', '=', 0)
    .execute();
  return rows.map((r) => String(r.tenant_id)).sort();
}
