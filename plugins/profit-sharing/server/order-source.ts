/**
 * How profit sharing reads the rentals area's orders and refunds (issue 15, plugins/rentals): order
 * splitting reads them only through these functions. Billing reads the same tables for its monthly sums
 * through its own reader (plugins/billing/server/order-sums.ts): business areas never import each other.
 *
 * What is assumed of those tables (schemas/rentals `rentals.order`, `rentals.refundOrder`):
 * - `biz_order`: tenant_id, order_number, merchant_id / merchant_name, store_id / store_name,
 *   paid_amount (fen), refunded_amount (fen, refunds succeeded or in flight), order_status (2 paid,
 *   3 partly refunded, 4 refunded: each was paid), pay_time (`YYYY-MM-DD HH:mm:ss`), transaction_id;
 * - `pay_refund_order`: tenant_id, order_id, merchant_id, store_id, amount (fen), refund_status
 *   (2 succeeded), success_time.
 * If those columns change, this file and billing's order-sums.ts are what change.
 */
import type { Fen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import { tablesExist } from '../../../server/kernel/db/columns';
import { fen } from '../../../server/kernel/db/sums';

export const ORDER_TABLE = 'biz_order';
export const REFUND_TABLE = 'pay_refund_order';

/**
 * Whether the orders' tables exist (the rentals area installed): until then there is nothing to bill or
 * split, and the jobs, seeds and calls here say so instead of failing on a missing table.
 */
export const ordersInstalled = (db: Db): Promise<boolean> => tablesExist(db, [ORDER_TABLE, REFUND_TABLE]);

export const noOrders = {
  zh: '订单模块尚未安装，没有可结算的订单',
  en: 'The orders area is not installed: there are no orders to settle',
};

/** A paid order ready to split: what it was paid, less what was refunded or is being refunded. */
export interface SplittableOrder {
  id: number;
  tenantId: string;
  orderNumber: string;
  transactionId: string;
  merchantId: number;
  merchantName: string;
  storeId: number;
  storeName: string;
  paid: Fen;
  refunded: Fen;
  payTime: string;
}

/**
 * Paid orders of a tenant, paid before `paidBefore`, with something left after refunds and no row in
 * `splitTable` yet (a ratio order per order id): the next ones to split, oldest first, at most `limit`.
 */
export async function unsplitOrders(
  db: Db,
  tenantId: string,
  paidBefore: string,
  splitTable: string,
  limit: number,
  paidFrom?: string,
): Promise<SplittableOrder[]> {
  let q = db
    .selectFrom(`${ORDER_TABLE} as o`)
    .selectAll('o')
    .where('o.tenant_id', '=', tenantId)
    .where('o.order_status', 'in', [2, 3])
    .where('o.pay_time', '<', paidBefore)
    .where('o.paid_amount', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(`${splitTable} as s`).select('s.id').whereRef('s.order_id', '=', 'o.id'))),
    )
    .orderBy('o.pay_time')
    .orderBy('o.id')
    .limit(limit);
  if (paidFrom) q = q.where('o.pay_time', '>=', paidFrom);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    tenantId: String(r.tenant_id),
    orderNumber: String(r.order_number ?? ''),
    transactionId: String(r.transaction_id ?? ''),
    merchantId: Number(r.merchant_id),
    merchantName: String(r.merchant_name ?? ''),
    storeId: Number(r.store_id),
    storeName: String(r.store_name ?? ''),
    paid: fen(r.paid_amount),
    refunded: fen(r.refunded_amount),
    payTime: String(r.pay_time ?? ''),
  }));
}

/** An order's number and merchant by id (the detail of a split), undefined when there is none. */
export async function orderById(db: Db, id: number): Promise<{ orderNumber: string; tenantId: string } | undefined> {
  const r = await db.selectFrom(ORDER_TABLE).select(['order_number', 'tenant_id']).where('id', '=', id).executeTakeFirst();
  return r && { orderNumber: String(r.order_number ?? ''), tenantId: String(r.tenant_id) };
}
