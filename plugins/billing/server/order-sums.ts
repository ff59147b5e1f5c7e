/**
 * Billing's reader of the rentals area's orders and refunds (issue 15, schemas/rentals `rentals.order`,
 * `rentals.refundOrder`): what a monthly bill sums. Sums are made in SQL over integer fen and read back as
 * text (exact on SQLite and PostgreSQL at any size).
 *
 * Profit sharing reads the same tables to split orders (plugins/profit-sharing/server/order-source.ts).
 * Business areas never import each other, and the two read different things, so each has its reader;
 * what both assume of the tables is written in both headers:
 * - `biz_order`: tenant_id, merchant_id / merchant_name, store_id / store_name, paid_amount (fen),
 *   order_status (2 paid, 3 partly refunded, 4 refunded: each was paid), pay_time (`YYYY-MM-DD HH:mm:ss`);
 * - `pay_refund_order`: tenant_id, merchant_id, store_id, amount (fen), refund_status (2 succeeded),
 *   success_time.
 * If those columns change, this file and profit sharing's order-source.ts are what change.
 */
import { sql } from 'kysely';
import type { Fen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import { tablesExist } from '../../../server/kernel/db/columns';
import { fen, sumText } from '../../../server/kernel/db/sums';
import type { Range } from '../../../server/kernel/db/time';

type Row = Record<string, unknown>;

/** The tables of schemas/rentals `rentals.order` and `rentals.refundOrder`. */
export const ORDER_TABLE = 'biz_order';
export const REFUND_TABLE = 'pay_refund_order';
/** Order states that mean the order was paid (dict order_status). */
const PAID_STATES = [2, 3, 4];
/** The refund state that means the money went back (dict refund_status). */
const REFUND_SUCCEEDED = 2;

/**
 * Whether the orders' tables exist (the rentals area installed): until then there is nothing to bill, and
 * the job, the seed and the calls here say so instead of failing on a missing table.
 */
export const ordersInstalled = (db: Db): Promise<boolean> => tablesExist(db, [ORDER_TABLE, REFUND_TABLE]);

export const noOrders = {
  zh: '订单模块尚未安装，没有可结算的订单',
  en: 'The orders area is not installed: there are no orders to settle',
};

export interface OrderSum {
  merchantId: number;
  merchantName: string;
  storeId: number;
  storeName: string;
  /** `YYYY-MM-DD` when grouped by day. */
  day?: string;
  count: number;
  amount: Fen;
}

type Group = 'store' | 'store-day';

/** Paid orders of a tenant with their pay time in the range, summed by merchant and store (and day). */
export async function paidOrderSums(db: Db, tenantId: string, range: Range, group: Group, merchantId?: number): Promise<OrderSum[]> {
  let q = db
    .selectFrom(ORDER_TABLE)
    .select([
      'merchant_id',
      'store_id',
      sql<string>`max(merchant_name)`.as('merchant_name'),
      sql<string>`max(store_name)`.as('store_name'),
      sql<number>`count(*)`.as('n'),
      sumText('paid_amount').as('amount'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('order_status', 'in', PAID_STATES)
    .where('pay_time', '>=', range.from)
    .where('pay_time', '<', range.to)
    .groupBy(['merchant_id', 'store_id']);
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  const rows: Row[] = await (group === 'store-day'
    ? q.select(sql<string>`substr(pay_time, 1, 10)`.as('day')).groupBy(sql`substr(pay_time, 1, 10)`)
    : q
  ).execute();
  return rows.map((r) => ({
    merchantId: Number(r.merchant_id),
    merchantName: String(r.merchant_name ?? ''),
    storeId: Number(r.store_id),
    storeName: String(r.store_name ?? ''),
    ...(r.day !== undefined && { day: String(r.day) }),
    count: Number(r.n),
    amount: fen(r.amount),
  }));
}

/** Succeeded refunds of a tenant with their success time in the range, summed by merchant and store (and day). */
export async function refundSums(db: Db, tenantId: string, range: Range, group: Group, merchantId?: number): Promise<OrderSum[]> {
  let q = db
    .selectFrom(REFUND_TABLE)
    .select(['merchant_id', 'store_id', sql<number>`count(*)`.as('n'), sumText('amount').as('amount')])
    .where('tenant_id', '=', tenantId)
    .where('refund_status', '=', REFUND_SUCCEEDED)
    .where('success_time', '>=', range.from)
    .where('success_time', '<', range.to)
    .groupBy(['merchant_id', 'store_id']);
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  const rows: Row[] = await (group === 'store-day'
    ? q.select(sql<string>`substr(success_time, 1, 10)`.as('day')).groupBy(sql`substr(success_time, 1, 10)`)
    : q
  ).execute();
  return rows.map((r) => ({
    merchantId: Number(r.merchant_id),
    merchantName: '',
    storeId: Number(r.store_id),
    storeName: '',
    ...(r.day !== undefined && { day: String(r.day) }),
    count: Number(r.n),
    amount: fen(r.amount),
  }));
}

/** Tenants and merchants with paid orders or succeeded refunds in the range (what has a bill to make). */
export async function activeMerchants(db: Db, range: Range, tenantId?: string): Promise<Array<{ tenantId: string; merchantId: number }>> {
  const orders = db
    .selectFrom(ORDER_TABLE)
    .select(['tenant_id', 'merchant_id'])
    .where('order_status', 'in', PAID_STATES)
    .where('pay_time', '>=', range.from)
    .where('pay_time', '<', range.to);
  const refunds = db
    .selectFrom(REFUND_TABLE)
    .select(['tenant_id', 'merchant_id'])
    .where('refund_status', '=', REFUND_SUCCEEDED)
    .where('success_time', '>=', range.from)
    .where('success_time', '<', range.to);
  const rows =
    tenantId === undefined
      ? await orders.union(refunds).execute()
      : await orders.where('tenant_id', '=', tenantId).union(refunds.where('tenant_id', '=', tenantId)).execute();
  return rows
    .filter((r) => r.merchant_id !== null && r.merchant_id !== undefined)
    .map((r) => ({ tenantId: String(r.tenant_id), merchantId: Number(r.merchant_id) }))
    .sort((a, b) => a.tenantId.localeCompare(b.tenantId) || a.merchantId - b.merchantId);
}

