/**
 * Splitting paid orders as a background job (`sharing.split`): the orders of a tenant paid at least the
 * product's delay ago (sharing.ratioConf), not split yet, oldest first, each in its own transaction with the
 * share job of its request queued inside it (the outbox) — so a crash leaves every order either split with
 * its request queued, or untouched, and a rerun picks up exactly the untouched ones. Queued by the admin's
 * `manualCreateFundsSplitDetails` and every hour by the module (start/stop).
 */
import type { JobKind, JobRun } from '../../../server/kernel/jobs/types';
import { formatDateTime, nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ordersInstalled } from './order-source';
import { enqueueShare } from './request-job';
import { nextOrders, RENTAL_PRODUCT, sharingTenants, splitOrder, splitSettings } from './split';

export const SPLIT_JOB = 'sharing.split';
const BATCH = 200;
const DAY = 86_400_000;

export interface SplitPayload {
  tenantId: string;
  /** Only orders paid in `[from, to)` (`YYYY-MM-DD HH:mm:ss`), within the delay. */
  from?: string;
  to?: string;
}

async function runSplit(ctx: ServerContext, job: JobRun<SplitPayload>) {
  const { tenantId, from, to } = job.payload;
  if (!(await ordersInstalled(ctx.database.db))) return { split: 0, requests: 0 };
  const settings = await splitSettings(ctx.database.db, tenantId, RENTAL_PRODUCT);
  if (!settings.enabled) return { split: 0, requests: 0, disabled: true };
  const latest = formatDateTime(new Date(Date.now() - settings.delayDays * DAY));
  const before = to && to < latest ? to : latest;
  let split = 0;
  let requests = 0;
  for (;;) {
    if (job.signal.aborted) break;
    const orders = await nextOrders(ctx.database.db, tenantId, before, BATCH, from);
    if (!orders.length) break;
    for (const o of orders) {
      const bizId = await ctx.database.transaction(async (trx) => {
        const id = await splitOrder(trx, o, nowText());
        if (id !== undefined) await enqueueShare(ctx, tenantId, id, '1');
        return id;
      });
      split += 1;
      if (bizId !== undefined) requests += 1;
    }
    await job.progress(split);
  }
  return { split, requests };
}

export function splitJob(ctx: ServerContext): JobKind<SplitPayload, unknown> {
  return { kind: SPLIT_JOB, maxAttempts: 3, backoffMs: 5000, run: (job) => runSplit(ctx, job) };
}

/** Queue a split of a tenant's orders; the key makes one job per tenant, range and `slot`. */
export function enqueueSplit(ctx: ServerContext, payload: SplitPayload, slot: string, owner?: { userId: string; account?: string }) {
  const key = `split-${payload.from ?? ''}-${payload.to ?? ''}-${slot}`;
  return ctx.jobs.enqueue(SPLIT_JOB, payload, {
    key,
    owner: { tenantId: payload.tenantId, userId: owner?.userId ?? '0', account: owner?.account ?? 'system' },
  });
}

/** Every hour: a split of each tenant that has share ratios (one job per tenant and hour). */
export function hourlySplits(ctx: ServerContext): () => void {
  const tick = async () => {
    const hour = nowText().slice(0, 13);
    for (const tenantId of await sharingTenants(ctx.database.db)) await enqueueSplit(ctx, { tenantId }, `auto-${hour}`);
  };
  const timer = setInterval(() => void tick().catch(() => undefined), 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
