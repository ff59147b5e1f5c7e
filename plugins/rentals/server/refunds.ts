/**
 * Refunds of an order — normal (`refundOrder`), billing error (`billingErrorRefund`), constraint
 * (`constraintRefund`, an operator-forced refund with remarks, for the member the order belongs to) — and
 * the retry of a failed one. One transaction each, holding the order's row lock:
 *
 * 1. an earlier copy of the same request is answered with its result (changes.ts);
 * 2. the order must be paid or partly refunded (its state machine) and the amount at most what was paid
 *    less what was refunded or is being refunded — else a 400 saying both amounts;
 * 3. the amount is reserved on the order (`refunded_amount`), the order moves to partly refunded, or to
 *    refunded when nothing is left, the rental's copy of the figures follows;
 * 4. a refund order is written (`requested`) with the change record, and the refund job is enqueued in
 *    the same transaction (the outbox: it exists iff the refund does) to hand it to the payment channel.
 *
 * Because the reservation happens under the row lock, refunds fired at one order in parallel are applied
 * one after the other and their sum never passes the amount paid.
 */
import type { FastifyRequest } from 'fastify';
import { formatFen, type Fen } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { linesChanged } from '../../../server/crud/integrity';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import {
  CHANGE,
  findRepeat,
  identityOf,
  repeatedResult,
  writeChange,
  type ActionResult,
  type RequestIdentity,
} from './changes';
import { applyMove, requireMove, stateOf } from './state';
import { ENTITY, fen, insertRow, lockById, lockRow, modelOf, numberOf, operatorOf, ORDER, TABLE } from './store';

export type RefundKind = 'refundOrder' | 'billingErrorRefund' | 'constraintRefund';

/** The order transition, refund type (dict refund_type) and change type of each kind. */
export const REFUND_KINDS: Record<RefundKind, { transition: string; type: number; change: number }> = {
  refundOrder: { transition: 'refund', type: 1, change: CHANGE.refund },
  billingErrorRefund: { transition: 'billingErrorRefund', type: 2, change: CHANGE.billingErrorRefund },
  constraintRefund: { transition: 'constraintRefund', type: 3, change: CHANGE.constraintRefund },
};

export const REFUND_JOB = 'rentals.refund';

export interface RefundInputs {
  amount: Fen;
  remarks: string;
  /** Constraint refunds: the member the refund is for (must be the order's). */
  memberId?: number;
}

/** 400 unless `amount` fits what the order may still refund. */
function checkAmount(order: Row, amount: Fen): void {
  const paid = fen(order.paid_amount);
  const refunded = fen(order.refunded_amount);
  const left = paid - refunded;
  if (amount <= 0) throw badRequest({ zh: '退款金额须大于 0', en: 'The refund amount must be more than 0' });
  if (amount > left)
    throw badRequest({
      zh: `退款金额 ${formatFen(amount, 'zh')} 超过可退金额 ${formatFen(left, 'zh')}（实付 ${formatFen(paid, 'zh')}，已退或退款中 ${formatFen(refunded, 'zh')}）`,
      en: `The refund of ${formatFen(amount, 'en')} is more than the ${formatFen(left, 'en')} that may still be refunded (paid ${formatFen(paid, 'en')}, refunded or being refunded ${formatFen(refunded, 'en')})`,
    });
}

/**
 * Reserve `amount` on the locked order: the order's move (`transition`, to refunded when nothing is left),
 * the rental's copy of the figures. Answers the order's new state.
 */
async function reserve(
  ctx: ServerContext,
  req: FastifyRequest,
  order: Row,
  transition: string,
  amount: Fen,
  inputs: Record<string, unknown>,
) {
  checkAmount(order, amount);
  const refunded = fen(order.refunded_amount) + amount;
  const to = refunded === fen(order.paid_amount) ? ORDER.refunded : ORDER.partlyRefunded;
  await applyMove(ctx, req, {
    model: modelOf(ctx, ENTITY.order),
    row: order,
    key: transition,
    to,
    set: { refunded_amount: refunded },
    inputs,
  });
  await ctx.database.db
    .updateTable(TABLE.rent)
    .set({ refunded_amount: refunded, pay_status: to })
    .where('id', '=', Number(order.rent_record_id))
    .execute();
  return { to, refunded };
}

async function enqueueRefund(ctx: ServerContext, req: FastifyRequest, refundId: number, attempt: string) {
  await ctx.jobs.enqueue(
    REFUND_JOB,
    { refundOrderId: refundId },
    {
      key: `refund-${refundId}-${attempt}`,
      owner: { tenantId: req.auth!.tenantId, userId: req.auth!.userId, account: req.auth!.account, lang: req.lang },
    },
  );
}

/** A refund of an order (see the module comment). */
export async function requestRefund(
  ctx: ServerContext,
  req: FastifyRequest,
  kind: RefundKind,
  orderId: number,
  inputs: RefundInputs,
  wireInputs: Record<string, unknown>,
): Promise<ActionResult> {
  const spec = REFUND_KINDS[kind];
  return ctx.database.transaction(async () => {
    const order = await lockRow(ctx, req, ENTITY.order, orderId);
    const identity: RequestIdentity = identityOf(req, kind, orderId, wireInputs);
    const repeat = await findRepeat(ctx, String(order.tenant_id), identity);
    if (repeat) return repeatedResult(repeat);
    await requireMove(ctx, modelOf(ctx, ENTITY.order), order, spec.transition);
    // Named (the contract's callers do): it must be the order's member; unnamed, it is the order's.
    if (kind === 'constraintRefund' && inputs.memberId !== undefined && Number(order.member_id) !== inputs.memberId)
      throw badRequest({
        zh: `会员ID ${String(inputs.memberId)} 不是该订单的会员`,
        en: `Member ${String(inputs.memberId)} is not the member of this order`,
      });
    const before = stateOf(modelOf(ctx, ENTITY.order), order);
    const left = fen(order.paid_amount) - fen(order.refunded_amount);
    const now = nowText();
    const { to } = await reserve(ctx, req, order, spec.transition, inputs.amount, wireInputs);
    const refundId = await insertRow(ctx, TABLE.refund, {
      tenant_id: order.tenant_id,
      refund_no: null,
      order_number: order.order_number,
      order_id: order.id,
      member_id: order.member_id,
      member_phone: order.member_phone,
      merchant_id: order.merchant_id,
      merchant_name: order.merchant_name,
      store_id: order.store_id,
      store_name: order.store_name,
      refund_type: spec.type,
      amount: inputs.amount,
      refund_status: 0,
      remarks: inputs.remarks.slice(0, 255),
      operator_name: operatorOf(req),
      create_time: now,
    });
    await ctx.database.db
      .updateTable(TABLE.refund)
      .set({ refund_no: numberOf('RF', now, refundId) })
      .where('id', '=', refundId)
      .execute();
    // The order's refunded amount is its refunds' sum by the schema's one rule, and never more than paid.
    await linesChanged(
      ctx.database.db,
      ctx.models,
      modelOf(ctx, ENTITY.refund),
      [],
      [{ id: refundId, order_id: order.id }],
    );
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: spec.change,
      before: left,
      after: left - inputs.amount,
      moved: inputs.amount,
      beforeStatus: before,
      afterStatus: to,
      remarks: inputs.remarks,
      refundOrderId: refundId,
    });
    await enqueueRefund(ctx, req, refundId, 'first');
    return {
      changeId: String(changeId),
      orderId: String(order.id),
      rentRecordId: String(order.rent_record_id),
      orderStatus: to,
      refundOrderId: String(refundId),
      repeated: false,
    };
  });
}

/** A failed refund sent again: reserved again on its order (which must still allow it), then the job. */
export async function retryRefund(ctx: ServerContext, req: FastifyRequest, refundId: number): Promise<ActionResult> {
  return ctx.database.transaction(async () => {
    const refund = await lockRow(ctx, req, ENTITY.refund, refundId);
    const identity = identityOf(req, 'retryRefund', refundId, {});
    const repeat = await findRepeat(ctx, String(refund.tenant_id), identity);
    if (repeat) return repeatedResult(repeat);
    const refundModel = modelOf(ctx, ENTITY.refund);
    await requireMove(ctx, refundModel, refund, 'retry');
    const order = (await lockById(ctx, TABLE.order, Number(refund.order_id)))!;
    const type = Number(refund.refund_type);
    const kind =
      (Object.keys(REFUND_KINDS) as RefundKind[]).find((k) => REFUND_KINDS[k].type === type) ?? 'refundOrder';
    const amount = fen(refund.amount);
    const before = stateOf(modelOf(ctx, ENTITY.order), order);
    const left = fen(order.paid_amount) - fen(order.refunded_amount);
    const { to } = await reserve(ctx, req, order, REFUND_KINDS[kind].transition, amount, { retry: String(refundId) });
    await applyMove(ctx, req, { model: refundModel, row: refund, key: 'retry', set: { fail_reason: null } });
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: REFUND_KINDS[kind].change,
      before: left,
      after: left - amount,
      moved: amount,
      beforeStatus: before,
      afterStatus: to,
      remarks: `重新退款 ${String(refund.refund_no)}`,
      refundOrderId: refundId,
    });
    await enqueueRefund(ctx, req, refundId, `retry-${changeId}`);
    return {
      changeId: String(changeId),
      orderId: String(order.id),
      rentRecordId: String(order.rent_record_id),
      orderStatus: to,
      refundOrderId: String(refundId),
      repeated: false,
    };
  });
}
