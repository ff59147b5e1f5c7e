/**
 * The refund job (`rentals.refund`): hands a requested refund to the payment channel and settles it.
 *
 * An attempt marks the refund `processing`, asks the channel (the refund number is the channel's
 * idempotency key, so an attempt repeated after a lost answer refunds once), and then, in the job's own
 * completing transaction: `succeeded` with the channel's refund number and the partners' pushes; or,
 * when the channel refuses or the attempts run out, `failed` with the reason — and the amount reserved on
 * the order is given back (the order returns to paid or partly refunded, a change record says so).
 * Timeouts and lost connections are retried with backoff (5 attempts, 2 s doubling).
 */
import { isRetryable, type JobKind, type JobRun } from '../../../server/kernel/jobs/types';
import { linesChanged } from '../../../server/crud/integrity';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ApiError } from '../../../server/kernel/http/errors';
import { systemActor } from '../../../server/crud/moves';
import { CHANGE, writeChange } from './changes';
import { paymentChannel } from './payment-channel';
import { pushRefunded } from './payments';
import { REFUND_JOB } from './refunds';
import { applyMove, stateOf } from './state';
import { ENTITY, fen, lockById, modelOf, ORDER, TABLE } from './store';

const reasonOf = (err: unknown) =>
  (err instanceof ApiError && typeof err.text === 'object' ? err.text.zh : String((err as Error)?.message ?? err)).slice(0, 255);

async function succeed(ctx: ServerContext, refundId: number, channelRefundId: string) {
  const refund = await lockById(ctx, TABLE.refund, refundId);
  if (!refund || Number(refund.refund_status) !== 1) return;
  const actor = systemActor(String(refund.tenant_id));
  await applyMove(ctx, actor, {
    model: modelOf(ctx, ENTITY.refund),
    row: refund,
    key: 'succeed',
    set: { channel_refund_id: channelRefundId, success_time: nowText() },
  });
  const order = await lockById(ctx, TABLE.order, Number(refund.order_id));
  if (order) await pushRefunded(ctx, order, refund);
}

/** The refund failed for good: its amount goes back to what the order may refund. */
async function fail(ctx: ServerContext, refundId: number, reason: string) {
  const refund = await lockById(ctx, TABLE.refund, refundId);
  if (!refund || Number(refund.refund_status) !== 1) return;
  const actor = systemActor(String(refund.tenant_id));
  await applyMove(ctx, actor, { model: modelOf(ctx, ENTITY.refund), row: refund, key: 'fail', set: { fail_reason: reason } });
  const order = (await lockById(ctx, TABLE.order, Number(refund.order_id)))!;
  const orderModel = modelOf(ctx, ENTITY.order);
  const amount = fen(refund.amount);
  const refunded = fen(order.refunded_amount) - amount;
  const to = refunded === 0 ? ORDER.paid : ORDER.partlyRefunded;
  const before = stateOf(orderModel, order);
  const left = fen(order.paid_amount) - fen(order.refunded_amount);
  await applyMove(ctx, actor, {
    model: orderModel,
    row: order,
    key: 'refundReturned',
    to,
    set: { refunded_amount: refunded },
    inputs: { refundOrderId: String(refundId) },
  });
  await ctx.database.db
    .updateTable(TABLE.rent)
    .set({ refunded_amount: refunded, pay_status: to })
    .where('id', '=', Number(order.rent_record_id))
    .execute();
  // A failed refund no longer counts in the order's refunded amount (the schema's totals, one rule).
  await linesChanged(ctx.database.db, ctx.models, modelOf(ctx, ENTITY.refund), [refund], []);
  await writeChange(ctx, actor, null, {
    order,
    changeType: CHANGE.refundReturned,
    before: left,
    after: left + amount,
    moved: amount,
    beforeStatus: before,
    afterStatus: to,
    remarks: `${String(refund.refund_no)}: ${reason}`,
    refundOrderId: refundId,
  });
}

export function refundJob(ctx: ServerContext): JobKind<{ refundOrderId: number }, unknown> {
  return {
    kind: REFUND_JOB,
    maxAttempts: 5,
    backoffMs: 2000,
    async run(job: JobRun<{ refundOrderId: number }>) {
      const id = job.payload.refundOrderId;
      const refund = await ctx.database.transaction(async () => {
        const row = await lockById(ctx, TABLE.refund, id);
        if (row && Number(row.refund_status) === 0)
          await applyMove(ctx, systemActor(String(row.tenant_id)), { model: modelOf(ctx, ENTITY.refund), row, key: 'process' });
        return row;
      });
      if (!refund || ![0, 1].includes(Number(refund.refund_status))) return { skipped: true };
      const order = await ctx.database.db.selectFrom(TABLE.order).selectAll().where('id', '=', Number(refund.order_id)).executeTakeFirst();
      try {
        const { channelRefundId } = await ctx.adapters.get(paymentChannel).refund({
          refundNo: String(refund.refund_no),
          orderNumber: String(order?.order_number ?? ''),
          transactionId: String(order?.transaction_id ?? ''),
          amount: fen(refund.amount),
          paid: fen(order?.paid_amount),
        });
        return await job.complete(async () => {
          await succeed(ctx, id, channelRefundId);
          return { channelRefundId };
        });
      } catch (err) {
        if (isRetryable(err) && job.attempt < job.maxAttempts) throw err;
        return job.complete(async () => {
          await fail(ctx, id, reasonOf(err));
          return { failed: reasonOf(err) };
        });
      }
    },
  };
}
