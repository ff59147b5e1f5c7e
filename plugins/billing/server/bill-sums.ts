/**
 * A bill's amounts are the sums of its lines, made in SQL over integer fen (read back as exact text):
 * orders, refunds, net shares (shared less returned), adjustments (manual lines, signed by type) and the
 * bill amount (every line signed by type) — so the bill equals its lines to the fen, whatever changed.
 */
import { sql } from 'kysely';
import { subFen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import { fen } from '../../profit-sharing/server/order-source';
import { DEDUCTION, INCOME, KIND, T } from './tables';

const sumWhere = (cond: ReturnType<typeof sql>, signed = false) =>
  signed
    ? sql<string>`cast(coalesce(sum(case when ${cond} then (case when category_type = ${INCOME} then amount else -amount end) else 0 end), 0) as text)`
    : sql<string>`cast(coalesce(sum(case when ${cond} then amount else 0 end), 0) as text)`;

export interface BillSums {
  orderAmount: number;
  refundAmount: number;
  shareAmount: number;
  adjustAmount: number;
  billAmount: number;
}

export async function billSums(db: Db, billId: number): Promise<BillSums> {
  const r = await db
    .selectFrom(T.line)
    .select([
      sumWhere(sql`line_kind = ${KIND.order}`).as('orders'),
      sumWhere(sql`line_kind = ${KIND.refund}`).as('refunds'),
      sumWhere(sql`line_kind = ${KIND.share}`).as('shares'),
      sumWhere(sql`line_kind = ${KIND.shareBack}`).as('backs'),
      sumWhere(sql`line_kind = ${KIND.adjust}`, true).as('adjust'),
      sumWhere(sql`category_type in (${INCOME}, ${DEDUCTION})`, true).as('total'),
    ])
    .where('monthly_bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return {
    orderAmount: fen(r.orders),
    refundAmount: fen(r.refunds),
    shareAmount: subFen(fen(r.shares), fen(r.backs)),
    adjustAmount: fen(r.adjust),
    billAmount: fen(r.total),
  };
}

/** Write the sums of a bill's lines onto the bill (inside the caller's transaction). */
export async function resum(db: Db, billId: number, extra: Record<string, unknown> = {}): Promise<BillSums> {
  const s = await billSums(db, billId);
  await db
    .updateTable(T.bill)
    .set({
      order_amount: s.orderAmount,
      refund_amount: s.refundAmount,
      share_amount: s.shareAmount,
      adjust_amount: s.adjustAmount,
      bill_amount: s.billAmount,
      ...extra,
    })
    .where('id', '=', billId)
    .execute();
  return s;
}
