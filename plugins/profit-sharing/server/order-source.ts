/**
 * The ONE place that reads the rentals area's orders and refunds (issue 15, plugins/rentals): bill
 * generation (plugins/billing) and order splitting read them only through these functions. Sums are made
 * in SQL over integer fen and read back as text (exact on SQLite and PostgreSQL at any size).
 *
 * What is assumed of those tables (schemas/rentals `rentals.order`, `rentals.refundOrder`):
 * - `biz_order`: tenant_id, order_number, merchant_id / merchant_name, store_id / store_name,
 *   paid_amount (fen), refunded_amount (fen, refunds succeeded or in flight), order_status (2 paid,
 *   3 partly refunded, 4 refunded: each was paid), pay_time (`YYYY-MM-DD HH:mm:ss`), transaction_id;
 * - `pay_refund_order`: tenant_id, order_id, merchant_id, store_id, amount (fen), refund_status
 *   (2 succeeded), success_time.
 * If those columns change, this file is what changes.
 */
import { sql, type RawBuilder } from 'kysely';
import { fenFromDb, type Fen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';

type Row = Record<string, unknown>;

export const ORDER_TABLE = 'biz_order';
export const REFUND_TABLE = 'pay_refund_order';
/** Order states that mean the order was paid (dict order_status). */
export const PAID_STATES = [2, 3, 4];
/** The refund state that means the money went back (dict refund_status). */
export const REFUND_SUCCEEDED = 2;

/**
 * Whether the orders' tables exist (the rentals area installed): until then there is nothing to bill or
 * split, and the jobs, seeds and calls here say so instead of failing on a missing table.
 */
export async function ordersInstalled(db: Db): Promise<boolean> {
  const tables = await db.introspection.getTables();
  const names = new Set(tables.map((t) => t.name));
  return names.has(ORDER_TABLE) && names.has(REFUND_TABLE);
}

export const noOrders = {
  zh: '订单模块尚未安装，没有可结算的订单',
  en: 'The orders area is not installed: there are no orders to settle',
};

/** `sum(col)` as exact text, '0' when no row. */
export const sumText = (col: string): RawBuilder<string> => sql<string>`cast(coalesce(sum(${sql.ref(col)}), 0) as text)`;

export const fen = (v: unknown): Fen => (v === null || v === undefined || v === '' ? 0 : fenFromDb(v));

/** A half-open time range `[from, to)` of `YYYY-MM-DD HH:mm:ss` texts. */
export interface Range {
  from: string;
  to: string;
}

/** The calendar month `YYYY-MM` as a range, and the month after it. */
export function monthRange(month: string): Range {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01 00:00:00`, to: `${next}-01 00:00:00` };
}

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
