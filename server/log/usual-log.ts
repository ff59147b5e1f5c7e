/**
 * The usual log (system.usualLog, blade_log_usual): business events, one row each.
 *
 * - `writeUsualLog(ctx, req, { logId, logData, logLevel?, tenantId?, account? })` is the helper any route
 *   may call: it records the event with the caller's tenant and account (else the given ones, else 000000),
 *   the request's method, URI, client and parameters (secrets masked). Its promise never rejects, so a
 *   handler need not await it (call it after the work succeeded, or from an onResponse hook).
 * - A route may instead declare its event (`usualEvent` in server/kernel/http/route-table.ts, e.g. with
 *   `onSuccess` below): `installUsualEvents` records it after the answer, so the handler needs no code and
 *   each module keeps its own events beside its own routes.
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import { nowText } from '../kernel/db/time';
import type { ServerContext } from '../kernel/http/context';
import { paramsOf } from '../kernel/http/params';
import type { UsualEvent, UsualEventOf } from '../kernel/http/route-table';
import { clip, requestParams } from './mask';

export type { UsualEvent, UsualEventOf };

export const USUAL_LOG_TABLE = 'blade_log_usual';
const PLATFORM_TENANT = '000000';
const TENANT_ID = /^[0-9A-Za-z_-]{1,12}$/;

const dataText = (d: string | I18nText) => (typeof d === 'string' ? d : `${d.zh} / ${d.en}`);

/** Record one business event. Fire and forget: failures are only logged. */
export function writeUsualLog(ctx: ServerContext, req: FastifyRequest, event: UsualEvent): Promise<void> {
  try {
    const tenant = req.auth?.tenantId ?? event.tenantId;
    const row = {
      tenant_id: tenant && TENANT_ID.test(tenant) ? tenant : PLATFORM_TENANT,
      service_id: clip(req.url.split('/')[2] ?? '', 64),
      server_host: clip(hostname(), 255),
      env: clip(ctx.config.env ?? process.env.NODE_ENV ?? 'development', 64),
      log_level: event.logLevel ?? 'info',
      log_id: clip(event.logId, 64),
      log_data: clip(dataText(event.logData), 4000),
      method: clip(req.method, 16),
      request_uri: clip(req.url.split('?')[0], 1000),
      remote_ip: clip(req.ip, 255),
      user_agent: clip(req.headers['user-agent'], 1000),
      params: requestParams(req, 4000),
      create_by: clip(req.auth?.account ?? event.account, 64),
      create_time: nowText(),
    };
    return ctx.database.db
      .insertInto(USUAL_LOG_TABLE)
      .values(row)
      .execute()
      .then(
        () => undefined,
        (err: unknown) => req.log.warn({ err }, 'could not write the usual log'),
      );
  } catch (err) {
    req.log.warn({ err }, 'could not build the usual log row');
    return Promise.resolve();
  }
}

/** A request parameter from the query or a form / JSON body as text (a JSON list joined by commas; '' when absent). */
export function usualParam(req: FastifyRequest, key: string): string {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const listed = Object.hasOwn(body, key) ? body[key] : undefined;
  if (Array.isArray(listed)) return clip(listed.join(','), 500);
  const p = paramsOf(req);
  return Object.hasOwn(p, key) ? clip(p[key], 500) : '';
}

/** An event recorded only when the call succeeded; `text` reads the call's parameters. */
export const onSuccess =
  (logId: string, logLevel: UsualEvent['logLevel'], text: (p: (key: string) => string) => I18nText): UsualEventOf =>
  async (req, ok) =>
    ok ? { logId, logLevel, logData: text((key) => usualParam(req, key)) } : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's usual-log event (server/kernel/http/route-table.ts). */
    usualEvent?: UsualEventOf;
  }
}

/** Record the declared events of finished calls (routes without one cost nothing). */
export function installUsualEvents(app: FastifyInstance, ctx: ServerContext): void {
  const record = async (req: FastifyRequest, reply: FastifyReply, describe: UsualEventOf) => {
    try {
      const event = await describe(req, reply.statusCode === 200);
      if (event) await writeUsualLog(ctx, req, event);
    } catch (err) {
      req.log.warn({ err }, 'could not record the usual log event');
    }
  };
  // Callback style: the calls that are no event (nearly all) cost no promise.
  app.addHook('onResponse', (req, reply, done) => {
    const describe = req.routeOptions?.config?.usualEvent;
    if (!describe) return done();
    void record(req, reply, describe).then(() => done());
  });
}
