/**
 * Cancelling a booking (schema rentals.bookOrder, transition `cancel`): the effect `bookCancelled` queues,
 * in the cancellation's own transaction, the job that returns the booking fee through the payment channel
 * and then tells the partner (`refundBookOrder`) — both once, and only if the cancellation commits. The
 * fee's refund number is derived from the booking, so a retried job refunds once at the channel too.
 */
import { yuanNumber } from '../../../engine/schema/money';
import type { JobKind, JobRun } from '../../../server/kernel/jobs/types';
import type { TransitionEffect } from '../../../server/kernel/transitions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { paymentChannel } from './payment-channel';
import { enqueuePush } from './push';
import { fen, lockById, TABLE } from './store';

export const BOOK_REFUND_JOB = 'rentals.book-refund';

export const bookCancelled =
  (ctx: ServerContext): TransitionEffect =>
  async ({ req, row }) => {
    if (fen(row.book_amount) === 0) return;
    await ctx.jobs.enqueue(
      BOOK_REFUND_JOB,
      { bookId: Number(row.id) },
      { key: `book-refund-${String(row.id)}`, owner: { tenantId: String(row.tenant_id), userId: req.auth?.userId ?? '0', lang: req.lang } },
    );
  };

export function bookRefundJob(ctx: ServerContext): JobKind<{ bookId: number }, unknown> {
  return {
    kind: BOOK_REFUND_JOB,
    maxAttempts: 5,
    backoffMs: 2000,
    async run(job: JobRun<{ bookId: number }>) {
      const book = await ctx.database.db.selectFrom(TABLE.book).selectAll().where('id', '=', job.payload.bookId).executeTakeFirst();
      if (!book || fen(book.refunded_amount) > 0) return { skipped: true };
      const amount = fen(book.book_amount);
      const { channelRefundId } = await ctx.adapters.get(paymentChannel).refund({
        refundNo: `BKR${String(book.book_no)}`,
        orderNumber: String(book.book_no),
        transactionId: '',
        amount,
        paid: amount,
      });
      return job.complete(async () => {
        const row = await lockById(ctx, TABLE.book, job.payload.bookId);
        if (!row || fen(row.refunded_amount) > 0) return { skipped: true };
        await ctx.database.db.updateTable(TABLE.book).set({ refunded_amount: amount }).where('id', '=', Number(row.id)).execute();
        await enqueuePush(ctx, {
          tenantId: String(row.tenant_id),
          type: 'refundBookOrder',
          bizId: Number(row.id),
          bizNo: String(row.book_no),
          storeName: String(row.store_name ?? ''),
          payload: { bookNo: row.book_no, amount: yuanNumber(amount), channelRefundId },
        });
        return { channelRefundId };
      });
    },
  };
}
