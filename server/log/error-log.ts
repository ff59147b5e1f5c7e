/**
 * The error-log table (system.errorLog, blade_log_error) from two sources:
 * - `POST /api/blade-log/error/save-client` `{ logs: [{ url, time, type, message, stack, info }] }`: the
 *   console's locally collected UI errors, uploaded on request (env `browser`; type → exceptionName,
 *   url → requestUri, stack → stackTrace, info → params, time → createTime when it is a valid
 *   `YYYY-MM-DD HH:mm:ss`, else the server's time). Any signed-in user may upload their own logs (no button
 *   code); rows get the caller's tenant and account. At most 200 entries; over-long fields are cut, not
 *   refused, so an upload never fails because one stack is long.
 * - `recordServerError`: every unexpected server error (the 500 path), with the query and body (secrets
 *   masked, ./mask.ts) as params; best effort — it never throws and never delays the answer.
 */
import { hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { nowText } from '../kernel/db/time';
import type { ServerContext } from '../kernel/http/context';
import { done } from '../kernel/http/envelope';
import { badRequest } from '../kernel/http/errors';
import { clip, requestParams } from './mask';

export const ERROR_LOG_TABLE = 'blade_log_error';
export const MAX_CLIENT_LOGS = 200;
const SERVICE_ID = 'toycar-console';
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const logText = {
  badBody: {
    zh: '请求体必须是 { logs: [...] }，最多 200 条',
    en: 'The body must be { logs: [...] } with at most 200 entries',
  },
  badEntry: (i: number) => ({
    zh: `第 ${i + 1} 条日志不是对象`,
    en: `Log entry ${i + 1} is not an object`,
  }),
};

const userAgentOf = (req: FastifyRequest) => clip(req.headers['user-agent'], 1000);

function clientRow(req: FastifyRequest, entry: Record<string, unknown>, now: string) {
  const time = typeof entry.time === 'string' && DATETIME.test(entry.time.trim()) ? entry.time.trim() : now;
  return {
    tenant_id: req.auth?.tenantId ?? '',
    service_id: 'saber-console',
    server_host: '',
    server_ip: '',
    env: 'browser',
    method: 'CLIENT',
    request_uri: clip(entry.url, 1000),
    user_agent: userAgentOf(req),
    stack_trace: clip(entry.stack, 20000),
    exception_name: clip(entry.type, 255),
    message: clip(entry.message, 4000),
    line_number: null,
    file_name: '',
    params: clip(entry.info, 8000),
    remote_ip: clip(req.ip, 255),
    create_by: clip(req.auth?.account, 64),
    create_time: time,
  };
}

export async function saveClientErrors(ctx: ServerContext, req: FastifyRequest) {
  const body = req.body as { logs?: unknown } | undefined;
  const logs = body && typeof body === 'object' && !Array.isArray(body) ? body.logs : undefined;
  if (!Array.isArray(logs) || logs.length > MAX_CLIENT_LOGS) throw badRequest(logText.badBody);
  const now = nowText();
  const rows = logs.map((entry, i) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw badRequest(logText.badEntry(i));
    return clientRow(req, entry as Record<string, unknown>, now);
  });
  if (rows.length) await ctx.database.db.insertInto(ERROR_LOG_TABLE).values(rows).execute();
  return done(req);
}

/** File and line of the first stack frame, e.g. `at fn (/srv/x.ts:12:5)`. */
function whereOf(stack: string): { file: string; line: number | null } {
  const m = /\(?([^\s()]+):(\d+):\d+\)?/.exec(stack.split('\n').slice(1).join('\n'));
  return m ? { file: m[1], line: Number(m[2]) } : { file: '', line: null };
}

/** Write an unexpected server error to the table. Fire and forget: failures are only logged. */
export function recordServerError(ctx: ServerContext, req: FastifyRequest, err: unknown): void {
  try {
    const e = err instanceof Error ? err : new Error(clip(err, 1000));
    const stack = clip(e.stack ?? '', 20000);
    const where = whereOf(stack);
    const row = {
      tenant_id: req.auth?.tenantId ?? '000000',
      service_id: SERVICE_ID,
      server_host: clip(hostname(), 255),
      server_ip: '',
      env: clip(ctx.config.env ?? process.env.NODE_ENV ?? 'development', 64),
      method: clip(req.method, 16),
      request_uri: clip(req.url.split('?')[0], 1000),
      user_agent: userAgentOf(req),
      stack_trace: stack,
      exception_name: clip(e.name || e.constructor?.name || 'Error', 255),
      message: clip(e.message, 4000),
      line_number: where.line,
      file_name: clip(where.file, 1000),
      params: requestParams(req, 8000),
      remote_ip: clip(req.ip, 255),
      create_by: clip(req.auth?.account, 64),
      create_time: nowText(),
      // The id in the answer's X-Request-Id and in the access and error log lines of this request.
      request_id: clip(req.id, 64),
    };
    ctx.database.db
      .insertInto(ERROR_LOG_TABLE)
      .values(row)
      .execute()
      .catch((writeErr: unknown) => req.log.warn({ err: writeErr }, 'could not write the error log'));
  } catch (buildErr) {
    req.log.warn({ err: buildErr }, 'could not build the error log row');
  }
}
