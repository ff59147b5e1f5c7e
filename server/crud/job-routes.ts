/**
 * The routes of background jobs (server/kernel/jobs), beside the jobs screen's generic list (schema
 * `system.job`, read-only, per tenant):
 *
 * - `GET  /api/blade-job/job/progress?id=` — the caller's own job (signed-in; another user's is 404):
 *   status, progress, counts, result, error — what the browser polls while an export or import runs;
 * - `GET  /api/blade-job/job/download?id=` — the file a finished export (or an import's upload) left, to
 *   its owner only (same user, same tenant), while it is kept (server/crud/excel/files.ts); the token may
 *   come as the `blade-auth` query parameter (download links);
 * - `POST /api/blade-job/job/retry?id=` (code `job_retry`) — a failed or cancelled job of the caller's
 *   tenant back to the queue, attempts reset;
 * - `POST /api/blade-job/job/cancel?id=` — a queued or running job cancelled: by its owner, or by a holder
 *   of `job_cancel` in its tenant. The platform administrator reaches every tenant's jobs.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import type { ServerContext } from '../kernel/http/context';
import { done, ok } from '../kernel/http/envelope';
import { badRequest, forbidden, notFound } from '../kernel/http/errors';
import { paramsOf } from '../kernel/http/params';
import type { RouteSink } from '../kernel/http/route-table';
import type { JobRecord } from '../kernel/jobs/types';
import { disposition, fileDirOf, isStoredName, XLSX } from './excel/files';

export const JOB_BASE = '/api/blade-job/job';

export const jobText = {
  noJob: { zh: '任务不存在', en: 'No such job' },
  notFinished: { zh: '任务尚未完成，没有可下载的文件', en: 'The job has not finished: there is no file yet' },
  noFile: { zh: '该任务没有文件', en: 'This job left no file' },
  expired: { zh: '文件已过期，请重新导出', en: 'The file has expired: export again' },
  notRetryable: { zh: '只有失败或已取消的任务可以重试', en: 'Only failed or cancelled jobs can be retried' },
  notCancellable: { zh: '任务已结束，无法取消', en: 'The job has finished: it cannot be cancelled' },
} satisfies Record<string, I18nText>;

/** What a job looks like on the wire (no payload: it holds the caller's access snapshot). */
export function jobView(r: JobRecord) {
  const result = r.result && typeof r.result === 'object' ? { ...(r.result as Record<string, unknown>) } : r.result;
  if (result && typeof result === 'object') delete (result as Record<string, unknown>).file;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    progress: r.progress,
    doneCount: r.doneCount,
    totalCount: r.totalCount,
    attempts: r.attempts,
    maxAttempts: r.maxAttempts,
    result,
    error: r.error,
    createBy: r.createBy,
    createTime: r.createTime,
    startTime: r.startTime,
    finishTime: r.finishTime,
  };
}

const idOf = (req: FastifyRequest): string => {
  const id = paramsOf(req).id ?? '';
  if (!/^\d{1,18}$/.test(id)) throw notFound(jobText.noJob);
  return id;
};

const isOwner = (req: FastifyRequest, r: JobRecord) =>
  r.tenantId === (req.auth?.tenantId ?? '') && r.userId === (req.auth?.userId ?? '');

/** The caller's own job, else 404 (another user's job is not theirs to see). */
export async function ownJob(ctx: ServerContext, req: FastifyRequest, id: string): Promise<JobRecord> {
  const r = await ctx.jobs.get(id);
  if (!r || !isOwner(req, r)) throw notFound(jobText.noJob);
  return r;
}

/** A job of the caller's tenant (every tenant's for the platform administrator), else 404. */
async function tenantJob(ctx: ServerContext, req: FastifyRequest, id: string): Promise<JobRecord> {
  const r = await ctx.jobs.get(id);
  if (!r) throw notFound(jobText.noJob);
  if (r.tenantId !== req.auth?.tenantId && !(await ctx.access.isPlatformAdmin(req))) throw notFound(jobText.noJob);
  return r;
}

export function registerJobRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: `${JOB_BASE}/progress`,
    access: 'signed-in',
    quiet: true,
    handler: async (req) => ok(req, jobView(await ownJob(ctx, req, idOf(req)))),
  });
  routes.add({
    method: 'GET',
    url: `${JOB_BASE}/download`,
    access: 'signed-in',
    handler: async (req, reply) => {
      const r = await ownJob(ctx, req, idOf(req));
      if (r.status !== 'succeeded') throw badRequest(jobText.notFinished);
      const result = (r.result ?? {}) as { file?: unknown; fileName?: unknown; expiresAt?: unknown };
      if (!isStoredName(result.file)) throw badRequest(jobText.noFile);
      const path = join(fileDirOf(ctx.config), result.file);
      if (Number(result.expiresAt ?? 0) < Date.now() || !existsSync(path)) throw badRequest(jobText.expired);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', disposition(String(result.fileName ?? result.file)))
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  });
  routes.add({
    method: 'POST',
    url: `${JOB_BASE}/retry`,
    access: 'job_retry',
    handler: async (req) => {
      const r = await tenantJob(ctx, req, idOf(req));
      if (!(await ctx.jobs.retry(r.id))) throw badRequest(jobText.notRetryable);
      return done(req);
    },
  });
  routes.add({
    method: 'POST',
    url: `${JOB_BASE}/cancel`,
    access: 'signed-in',
    handler: async (req) => {
      const r = await tenantJob(ctx, req, idOf(req));
      if (!isOwner(req, r) && !(await ctx.access.has(req, 'job_cancel'))) throw forbidden();
      if (!(await ctx.jobs.cancel(r.id))) throw badRequest(jobText.notCancellable);
      return done(req);
    },
  });
}
