/**
 * The push outbox: what partners are told of our orders (table biz_push_log, schema rentals.pushLog).
 *
 * `enqueuePush` writes the push row and its delivery job inside the caller's transaction, so a push exists
 * iff the business change it reports committed (the toolkit's outbox). The job (`rentals.push`) hands the
 * row to the partner adapter (partner-push.ts) with the row id as the partner's idempotency key, and keeps
 * the row's state: delivered; retrying after a timeout or lost connection (the job's backoff: 5 attempts,
 * 2 s doubling); failed once a partner refuses or the attempts run out — each with the attempt count and
 * the last error. `resend` puts a failed row back (a new job). Every state change is logged (state.ts).
 */
import type { FastifyRequest } from 'fastify';
import { isRetryable, type JobKind, type JobRun } from '../../../server/kernel/jobs/types';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ApiError } from '../../../server/kernel/http/errors';
import { systemActor } from '../../../server/crud/moves';
import { partnerPush } from './partner-push';
import { applyMove } from './state';
import { ENTITY, insertRow, lockById, lockRow, modelOf, TABLE } from './store';

export const PUSH_JOB = 'rentals.push';
const MAX_ATTEMPTS = 5;

export type PushType =
  | 'payOrder'
  | 'refundOrder'
  | 'tcPayOrder'
  | 'tcRefundOrder'
  | 'payBookOrder'
  | 'refundBookOrder'
  | 'tcPayBookOrder'
  | 'tcRentRecordChange';

export interface PushInput {
  tenantId: string;
  type: PushType;
  bizId: number;
  bizNo: string;
  storeName: string;
  changeType?: number;
  payload: Record<string, unknown>;
  /** The batch this push belongs to, when one call queued several. */
  taskId?: string;
}

/** TC pushes go to the TC partner, the rest to the toycar portal. */
export const targetOf = (type: PushType) => (type.startsWith('tc') ? 'tc' : 'portal');

async function enqueueJob(ctx: ServerContext, tenantId: string, pushId: number, generation: string) {
  const job = await ctx.jobs.enqueue(
    PUSH_JOB,
    { pushId },
    {
      key: `push-${pushId}-${generation}`,
      maxAttempts: MAX_ATTEMPTS,
      owner: { tenantId, userId: '0', account: 'system', lang: 'zh' },
    },
  );
  await ctx.database.db.updateTable(TABLE.push).set({ job_id: job.id }).where('id', '=', pushId).execute();
}

/** Write a push and its delivery job in the open transaction. */
export async function enqueuePush(ctx: ServerContext, p: PushInput): Promise<number> {
  const id = await insertRow(ctx, TABLE.push, {
    tenant_id: p.tenantId,
    push_type: p.type,
    target: targetOf(p.type),
    biz_id: p.bizId,
    biz_no: p.bizNo,
    store_name: p.storeName,
    rent_record_change_type: p.changeType ?? null,
    push_status: 0,
    attempts: 0,
    last_error: null,
    payload: JSON.stringify(p.payload),
    task_id: p.taskId ?? null,
    create_time: nowText(),
  });
  await enqueueJob(ctx, p.tenantId, id, 'first');
  return id;
}

/** A failed push sent again (the row back to pending, a new delivery job). */
export async function resendPush(ctx: ServerContext, req: FastifyRequest, pushId: number): Promise<void> {
  const row = await lockRow(ctx, req, ENTITY.push, pushId);
  await applyMove(ctx, req, { model: modelOf(ctx, ENTITY.push), row, key: 'resend', set: { last_error: null } });
  await enqueueJob(ctx, String(row.tenant_id), pushId, `resend-${Date.now()}`);
}

const errorText = (err: unknown) =>
  (err instanceof ApiError && typeof err.text === 'object' ? err.text.zh : String((err as Error)?.message ?? err)).slice(0, 500);

/** Record the outcome of one attempt on the row (its own transaction, or the job's completion). */
async function record(ctx: ServerContext, pushId: number, key: 'deliver' | 'retrying' | 'fail', attempt: number, err?: unknown) {
  const row = await lockById(ctx, TABLE.push, pushId);
  if (!row || Number(row.push_status) === 2) return;
  await applyMove(ctx, systemActor(String(row.tenant_id)), {
    model: modelOf(ctx, ENTITY.push),
    row,
    key,
    set: {
      attempts: attempt,
      last_error: err === undefined ? null : errorText(err),
      ...(key === 'deliver' ? { push_time: nowText() } : {}),
    },
  });
}

export function pushJob(ctx: ServerContext): JobKind<{ pushId: number }, unknown> {
  return {
    kind: PUSH_JOB,
    maxAttempts: MAX_ATTEMPTS,
    backoffMs: 2000,
    async run(job: JobRun<{ pushId: number }>) {
      const { pushId } = job.payload;
      const row = await ctx.database.db.selectFrom(TABLE.push).selectAll().where('id', '=', pushId).executeTakeFirst();
      if (!row || Number(row.push_status) === 2) return { skipped: true };
      try {
        const { receipt } = await ctx.adapters.get(partnerPush).push({
          target: String(row.target),
          kind: String(row.push_type),
          pushId: String(pushId),
          payload: JSON.parse(String(row.payload ?? '{}')) as Record<string, unknown>,
        });
        return await job.complete(async () => {
          await record(ctx, pushId, 'deliver', job.attempt);
          return { receipt };
        });
      } catch (err) {
        const final = !isRetryable(err) || job.attempt >= job.maxAttempts;
        await ctx.database.transaction(() => record(ctx, pushId, final ? 'fail' : 'retrying', job.attempt, err));
        throw err;
      }
    },
  };
}
