/**
 * Bill generation as a background job (`billing.generate`): every merchant with paid orders or refunds in
 * the month (of one tenant, or of all), one merchant per transaction — so a crash leaves each bill either
 * whole or not begun, and a rerun makes nothing twice (generate.ts). Queued by
 * `manualCreateMonthlyBill` (a month that has ended; one merchant or all) and automatically once a day for
 * the month just closed (one job per month: its idempotency key).
 */
import type { FastifyRequest } from 'fastify';
import type { JobKind, JobRun } from '../../../server/kernel/jobs/types';
import { nowText } from '../../../server/kernel/db/time';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { insertTenantOf } from '../../../server/crud/tenant-target';
import { monthRange } from '../../../server/kernel/db/time';
import { activeMerchants, noOrders, ordersInstalled } from './order-sums';
import { idParam, monthParam, paramsOf } from '../../../server/kernel/http/checked-params';
import { generateBill } from './generate';
import { SYSTEM_ACTOR } from '../../../engine/schema/actor';

export const GENERATE_JOB = 'billing.generate';

export interface GeneratePayload {
  month: string;
  /** One tenant (a manual run) or every tenant (the automatic run). */
  tenantId?: string;
  merchantId?: number;
  operatorName?: string;
}

/** `YYYY-MM` of a date. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The month before the current one: the latest closed month. */
export function lastClosedMonth(now = new Date()): string {
  return monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 1));
}

async function run(ctx: ServerContext, job: JobRun<GeneratePayload>) {
  const { month, tenantId, merchantId } = job.payload;
  // The server's own name is stored in one form; every read shows it in the reader's language (schema `actor`).
  const operatorName = job.payload.operatorName || SYSTEM_ACTOR.zh;
  if (!(await ordersInstalled(ctx.database.db))) return { month, merchants: 0, created: 0, regenerated: 0, kept: 0 };
  const targets =
    merchantId !== undefined && tenantId !== undefined
      ? [{ tenantId, merchantId }]
      : await activeMerchants(ctx.database.db, monthRange(month), tenantId);
  const counts = { created: 0, regenerated: 0, kept: 0 };
  for (const [n, t] of targets.entries()) {
    if (job.signal.aborted) break;
    const r = await ctx.database.transaction((trx) =>
      generateBill(trx, { ...t, month, now: nowText(), operatorName, dialect: ctx.database.dialect, registry: ctx.registry }),
    );
    counts[r.outcome] += 1;
    await job.progress(n + 1, targets.length);
  }
  return { month, merchants: targets.length, ...counts };
}

export function generateJob(ctx: ServerContext): JobKind<GeneratePayload, unknown> {
  return { kind: GENERATE_JOB, maxAttempts: 3, backoffMs: 5000, run: (job) => run(ctx, job) };
}

/** `POST monthbill/manualCreateMonthlyBill` { billMonth, merchantId? }: queue the generation, answer the job. */
export async function manualCreate(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const month = monthParam(p, 'billMonth');
  const merchantId = idParam(p, 'merchantId', true);
  if (month >= monthOf(new Date()))
    throw badRequest({
      zh: `billMonth：${month} 尚未结束，只能生成已结束月份的账单`,
      en: `billMonth: ${month} has not ended yet; bills are made for months that have ended`,
    });
  if (!(await ordersInstalled(ctx.database.db))) throw badRequest(noOrders);
  const tenantId = await insertTenantOf(ctx, req, p);
  const operatorName = req.auth?.realName || req.auth?.account || '';
  // A double click within the minute queues one job.
  const key = `manual-${month}-${merchantId ?? 'all'}-${nowText().slice(0, 16)}`;
  const job = await ctx.jobs.enqueue(
    GENERATE_JOB,
    { month, tenantId, ...(merchantId !== undefined && { merchantId }), operatorName },
    { key, owner: { tenantId, userId: req.auth!.userId, account: req.auth!.account, lang: req.lang } },
  );
  return ok(req, { jobId: job.id, created: job.created });
}

/** Once a day (and at start): the job of the month just closed, for every tenant. */
export function dailyGeneration(ctx: ServerContext): () => void {
  const tick = async () => {
    const month = lastClosedMonth();
    await ctx.jobs.enqueue(GENERATE_JOB, { month }, { key: `auto-${month}`, owner: { tenantId: '000000', userId: '0', account: 'system' } });
  };
  const first = setTimeout(() => void tick().catch(() => undefined), 5_000);
  const timer = setInterval(() => void tick().catch(() => undefined), 86_400_000);
  first.unref();
  timer.unref();
  return () => (clearTimeout(first), clearInterval(timer));
}
