/**
 * The sharing jobs: `sharing.share` sends one sharing request to the payment channel, `sharing.return`
 * asks the channel to take its shares back. Each attempt is a row of sharing.send (the call and its
 * outcome); the request's states move by the server's own moves (moves.ts, logged).
 *
 * Why no retry pays twice: the request number is the channel's idempotency key, and an attempt that
 * follows a call whose answer was lost (a timeout) first asks the channel how that call ended (`query`)
 * and only sends again when the channel has nothing. The outcome is recorded in the job's completing
 * transaction (`job.complete`), so it is written once even if a stale worker finishes late. Timeouts and
 * lost connections are retried with backoff; when the attempts run out, or the channel refuses, the
 * request fails with the reason — and an operator may send it again (`exceptionRequestSharing`), which
 * goes through the same query first.
 */
import { isRetryable, type JobKind, type JobRun } from '../../../server/kernel/jobs/types';
import { AdapterError } from '../../../server/kernel/adapters';
import type { Row } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ApiError } from '../../../server/kernel/http/errors';
import { sharingChannel, type ShareReceiver } from './channel';
import { applyMove, lockById, modelOf, move, systemActor } from '../../../server/crud/moves';
import { fen } from '../../../server/kernel/db/sums';
import { E, RESULT, S, SEND, T } from './tables';

export const SHARE_JOB = 'sharing.share';
export const RETURN_JOB = 'sharing.return';

export const MOVES = {
  send: move('send', [S.pending, S.sent], S.sent, '发送分账', 'Send'),
  succeed: move('succeed', [S.sent], S.succeeded, '分账成功', 'Succeed'),
  fail: move('fail', [S.sent], S.failed, '分账失败', 'Fail'),
  returned: move('returned', [S.returning], S.returned, '回退成功', 'Returned'),
  returnFailed: move('returnFailed', [S.returning], S.succeeded, '回退失败', 'Return failed'),
};

const reasonOf = (err: unknown, lang: 'zh' | 'en' = 'zh') =>
  (err instanceof ApiError ? (typeof err.text === 'string' ? err.text : err.text[lang]) : String((err as Error)?.message ?? err)).slice(0, 255);

async function receiversOf(ctx: ServerContext, bizId: number): Promise<ShareReceiver[]> {
  const rows = await ctx.database.db
    .selectFrom(T.detail)
    .select(['receiver_account', 'receiver_type', 'amount'])
    .where('biz_id', '=', bizId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ account: String(r.receiver_account), type: Number(r.receiver_type), amount: fen(r.amount) }));
}

/** One call, written before it is made (outcome "calling") and settled after: the trace of every attempt. */
async function openCall(ctx: ServerContext, biz: Row, sendType: number, attempt: number): Promise<number> {
  const r = await ctx.database.db
    .insertInto(T.send)
    .values({
      tenant_id: biz.tenant_id,
      biz_id: Number(biz.id),
      biz_no: biz.biz_no,
      send_type: sendType,
      attempt,
      funding_type: biz.funding_type,
      amount: fen(biz.amount),
      send_result: RESULT.calling,
      create_time: nowText(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

async function closeCall(ctx: ServerContext, sendId: number, result: number, message = '', channelOrderId?: string) {
  await ctx.database.db
    .updateTable(T.send)
    .set({ send_result: result, message: message.slice(0, 255), channel_order_id: channelOrderId ?? null, finish_time: nowText() })
    .where('id', '=', sendId)
    .execute();
}

const resultOf = (err: unknown) => (err instanceof AdapterError && err.failure === 'refused' ? RESULT.refused : RESULT.timeout);

/** Whether an earlier share call of this request may have reached the channel without us hearing the answer. */
async function answerLost(ctx: ServerContext, bizId: number): Promise<boolean> {
  const r = await ctx.database.db
    .selectFrom(T.send)
    .select('id')
    .where('biz_id', '=', bizId)
    .where('send_type', '=', SEND.share)
    .where('send_result', 'in', [RESULT.timeout, RESULT.calling])
    .executeTakeFirst();
  return !!r;
}

async function settle(ctx: ServerContext, bizId: number, ok: boolean, reason: string, channelOrderId?: string) {
  const biz = await lockById(ctx, T.biz, bizId);
  if (!biz || Number(biz.sharing_status) !== S.sent) return;
  const now = nowText();
  const actor = systemActor(String(biz.tenant_id));
  await applyMove(
    ctx,
    actor,
    modelOf(ctx, E.biz),
    biz,
    ok ? MOVES.succeed : MOVES.fail,
    ok ? { finish_time: now, fail_reason: null } : { fail_reason: reason },
    ok ? { channelOrderId } : { reason },
  );
  await ctx.database.db
    .updateTable(T.detail)
    .set(ok ? { detail_status: S.succeeded, finish_time: now } : { detail_status: S.failed })
    .where('biz_id', '=', bizId)
    .execute();
}

async function shareOnce(ctx: ServerContext, job: JobRun<{ bizId: number }>) {
  const { bizId } = job.payload;
  const channel = ctx.adapters.get(sharingChannel);
  const begun = await ctx.database.transaction(async () => {
    const biz = await lockById(ctx, T.biz, bizId);
    if (!biz || ![S.pending, S.sent].includes(Number(biz.sharing_status) as 0 | 1)) return undefined;
    const attempts = Number(biz.attempts ?? 0) + 1;
    const set = { attempts };
    if (Number(biz.sharing_status) === S.pending)
      await applyMove(ctx, systemActor(String(biz.tenant_id)), modelOf(ctx, E.biz), biz, MOVES.send, set, { attempt: attempts });
    else await ctx.database.db.updateTable(T.biz).set(set).where('id', '=', bizId).execute();
    return { biz, attempts };
  });
  if (!begun) return { skipped: true };
  const { biz, attempts } = begun;
  const bizNo = String(biz.biz_no);

  if (await answerLost(ctx, bizId)) {
    const queryId = await openCall(ctx, biz, SEND.query, attempts);
    try {
      const found = await channel.query({ outOrderNo: bizNo });
      await closeCall(ctx, queryId, RESULT.ok, found.found ? 'found' : 'not found', found.channelOrderId);
      if (found.found)
        return job.complete(async () => {
          await settle(ctx, bizId, true, '', found.channelOrderId);
          return { channelOrderId: found.channelOrderId, reconciled: true };
        });
    } catch (err) {
      await closeCall(ctx, queryId, resultOf(err), reasonOf(err));
      return failOrRetry(ctx, job, bizId, err);
    }
  }

  const callId = await openCall(ctx, biz, SEND.share, attempts);
  try {
    const { channelOrderId } = await channel.share({
      outOrderNo: bizNo,
      transactionId: String(biz.transaction_id ?? ''),
      fundingType: Number(biz.funding_type ?? 1),
      receivers: await receiversOf(ctx, bizId),
    });
    return job.complete(async () => {
      await closeCall(ctx, callId, RESULT.ok, '', channelOrderId);
      await settle(ctx, bizId, true, '', channelOrderId);
      return { channelOrderId };
    });
  } catch (err) {
    await closeCall(ctx, callId, resultOf(err), reasonOf(err));
    return failOrRetry(ctx, job, bizId, err);
  }
}

/** Retry a retryable failure while attempts remain; else the request fails with the reason. */
async function failOrRetry(ctx: ServerContext, job: JobRun<{ bizId: number }>, bizId: number, err: unknown) {
  if (isRetryable(err) && job.attempt < job.maxAttempts) throw err;
  return job.complete(async () => {
    await settle(ctx, bizId, false, reasonOf(err));
    return { failed: reasonOf(err, job.owner.lang) };
  });
}

async function returnOnce(ctx: ServerContext, job: JobRun<{ bizId: number }>) {
  const { bizId } = job.payload;
  const biz = await ctx.database.db.selectFrom(T.biz).selectAll().where('id', '=', bizId).executeTakeFirst();
  if (!biz || Number(biz.sharing_status) !== S.returning) return { skipped: true };
  const callId = await openCall(ctx, biz, SEND.giveBack, job.attempt);
  const finish = (ok: boolean, reason: string) =>
    job.complete(async () => {
      const row = await lockById(ctx, T.biz, bizId);
      if (!row || Number(row.sharing_status) !== S.returning) return { skipped: true };
      const now = nowText();
      if (ok) await closeCall(ctx, callId, RESULT.ok);
      await applyMove(ctx, systemActor(String(row.tenant_id)), modelOf(ctx, E.biz), row, ok ? MOVES.returned : MOVES.returnFailed, ok ? { return_time: now } : { fail_reason: reason });
      if (ok) await ctx.database.db.updateTable(T.detail).set({ detail_status: S.returned, return_time: now }).where('biz_id', '=', bizId).execute();
      return ok ? { returned: true } : { failed: reason };
    });
  try {
    await ctx.adapters.get(sharingChannel).giveBack({
      outOrderNo: String(biz.biz_no),
      // One return per request: the same number however often it is sent.
      outReturnNo: `${String(biz.biz_no)}R`,
      fundingType: Number(biz.funding_type ?? 1),
      receivers: await receiversOf(ctx, bizId),
    });
    return finish(true, '');
  } catch (err) {
    await closeCall(ctx, callId, resultOf(err), reasonOf(err));
    if (isRetryable(err) && job.attempt < job.maxAttempts) throw err;
    return finish(false, reasonOf(err));
  }
}

/**
 * First retry after 2 s, doubling (`SHARING_RETRY_MS` sets the first delay: tests use a few ms); 4
 * attempts, so a channel down for about 15 s fails the request for an operator to send again.
 */
export function sharingJobs(ctx: ServerContext): JobKind<{ bizId: number }, unknown>[] {
  const backoffMs = Number(process.env.SHARING_RETRY_MS) > 0 ? Number(process.env.SHARING_RETRY_MS) : 2000;
  return [
    { kind: SHARE_JOB, maxAttempts: 4, backoffMs, run: (job) => shareOnce(ctx, job) },
    { kind: RETURN_JOB, maxAttempts: 4, backoffMs, run: (job) => returnOnce(ctx, job) },
  ];
}

/** Queue the share job of a request (inside the caller's transaction: the outbox), once per round. */
export async function enqueueShare(ctx: ServerContext, tenantId: string, bizId: number, round: string): Promise<void> {
  await ctx.jobs.enqueue(SHARE_JOB, { bizId }, { key: `share-${bizId}-${round}`, owner: { tenantId, userId: '0', account: 'system' } });
}
