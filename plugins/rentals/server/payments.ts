/**
 * What follows a collection or a refund: the payment order that records a collection, and the pushes that
 * tell the partners (the toycar portal always; the TC partner too for orders that came from it).
 */
import { yuanNumber, type Fen } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { enqueuePush, type PushType } from './push';
import { insertRow, numberOf, TABLE } from './store';

/** Order source (dict order_source): 2 = placed through the TC partner. */
const FROM_TC = 2;

/** Record a collection of `amount` on the order as a payment order (succeeded). */
export async function recordPayment(ctx: ServerContext, order: Row, amount: Fen, transactionId: string): Promise<number> {
  const now = nowText();
  const id = await insertRow(ctx, TABLE.payment, {
    tenant_id: order.tenant_id,
    payment_no: null,
    order_number: order.order_number,
    order_id: order.id,
    member_id: order.member_id,
    member_phone: order.member_phone,
    merchant_id: order.merchant_id,
    merchant_name: order.merchant_name,
    store_id: order.store_id,
    store_name: order.store_name,
    pay_type: order.pay_type,
    amount,
    pay_status: 1,
    transaction_id: transactionId,
    pay_time: now,
    create_time: now,
  });
  await ctx.database.db
    .updateTable(TABLE.payment)
    .set({ payment_no: numberOf('PAY', now, id) })
    .where('id', '=', id)
    .execute();
  // The member's running total of what was collected from them (schema rentals.member).
  await ctx.database.db
    .updateTable(TABLE.member)
    .set((eb) => ({ total_paid: eb('total_paid', '+', amount) }))
    .where('id', '=', Number(order.member_id))
    .execute();
  return id;
}

async function pushBoth(ctx: ServerContext, order: Row, types: [PushType, PushType], bizId: number, bizNo: string, payload: Record<string, unknown>) {
  const base = { tenantId: String(order.tenant_id), bizId, bizNo, storeName: String(order.store_name ?? ''), payload };
  await enqueuePush(ctx, { ...base, type: types[0] });
  if (Number(order.source) === FROM_TC) await enqueuePush(ctx, { ...base, type: types[1] });
}

/** Tell the partners an order was paid. */
export async function pushPaid(ctx: ServerContext, order: Row, amount: Fen, transactionId: string) {
  await pushBoth(ctx, order, ['payOrder', 'tcPayOrder'], Number(order.id), String(order.order_number), {
    orderNumber: order.order_number,
    amount: yuanNumber(amount),
    transactionId,
    storeName: order.store_name,
  });
}

/** Tell the partners a refund succeeded. */
export async function pushRefunded(ctx: ServerContext, order: Row, refund: Row) {
  await pushBoth(ctx, order, ['refundOrder', 'tcRefundOrder'], Number(refund.id), String(refund.refund_no), {
    orderNumber: order.order_number,
    refundNo: refund.refund_no,
    amount: yuanNumber(Number(refund.amount)),
    storeName: order.store_name,
  });
}

/** Tell the TC partner a rental of one of its orders changed (the other partner learns from the order). */
export async function pushRentChange(ctx: ServerContext, order: Row, changeId: number, changeType: number, payload: Record<string, unknown>) {
  if (Number(order.source) !== FROM_TC) return;
  await enqueuePush(ctx, {
    tenantId: String(order.tenant_id),
    type: 'tcRentRecordChange',
    bizId: changeId,
    bizNo: String(order.order_number),
    storeName: String(order.store_name ?? ''),
    changeType,
    payload: { orderNumber: order.order_number, changeType, ...payload },
  });
}
