/**
 * A bill's amounts are the sums of its lines: orders, refunds, net shares (shared less returned),
 * adjustments (manual lines, signed by type) and the bill amount (every line signed by type). They are
 * declared as the bill's `totals` (schemas/billing/month-bill.ts) and recomputed in SQL by the engine's one
 * rule (server/crud/integrity, docs/integrity.md) — after every generic change of a line, and here after
 * generation, which writes lines itself — so the bill equals its lines to the fen, whatever changed.
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { modelsOf, refreshTotals } from '../../../server/crud/integrity';
import { fen } from '../../../server/kernel/db/sums';
import { E, T } from './tables';

export interface BillSums {
  orderAmount: number;
  refundAmount: number;
  shareAmount: number;
  adjustAmount: number;
  billAmount: number;
}

/** Recompute a bill's totals from its lines (inside the caller's transaction), after writing `extra`; answer them. */
export async function resum(
  db: Db,
  registry: Registry,
  billId: number,
  extra: Record<string, unknown> = {},
): Promise<BillSums> {
  if (Object.keys(extra).length) await db.updateTable(T.bill).set(extra).where('id', '=', billId).execute();
  await refreshTotals(db, modelsOf(registry), E.bill, [billId]);
  const r = await db
    .selectFrom(T.bill)
    .select(['order_amount', 'refund_amount', 'share_amount', 'adjust_amount', 'bill_amount'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  return {
    orderAmount: fen(r.order_amount),
    refundAmount: fen(r.refund_amount),
    shareAmount: fen(r.share_amount),
    adjustAmount: fen(r.adjust_amount),
    billAmount: fen(r.bill_amount),
  };
}
