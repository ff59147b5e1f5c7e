/**
 * Every request gets an id — the proxy's `X-Request-Id` when the proxy is trusted (TRUST_PROXY) and the
 * value is sane, else one made here, unique across processes (a random prefix per process and a
 * counter) — answered in the `X-Request-Id` header, bound to the request's logger (so every log line of
 * the request, errors included, carries `reqId`) and written into the error-log row of a failure
 * (server/log/error-log.ts).
 *
 * After the answer: the request's latency into the metrics (./metrics.ts) and, when the `info` level is
 * on, one access-log line: `{"msg":"access","reqId","method","path","route","status","ms","ip",
 * "tenantId","account"}` — the path without its query string, which may carry a token.
 *
 * Cheap on purpose (the per-request budget, docs/performance.md): callback hooks, no allocation but the
 * access record when it is written.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Metrics } from './metrics';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  return (req) => {
    const given = trustProxy ? req.headers['x-request-id'] : undefined;
    if (typeof given === 'string' && SANE_ID.test(given)) return given;
    n = n >= Number.MAX_SAFE_INTEGER ? 1 : n + 1;
    return `${prefix}-${n.toString(36)}`;
  };
}

const pathOf = (req: FastifyRequest) => {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
};

export interface RequestObservation {
  /** For the not-found handler: observe an answer no route matched (labelled `unmatched`). */
  unmatched(req: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Observe every route's answers. Each route gets its own `onResponse` hook with its pattern in a
 * closure (Fastify's `req.routeOptions` builds an object per read: too dear per request); the answer's
 * `X-Request-Id` header is set by the app's first `onRequest` hook (server/compose/app.ts).
 */
export function installRequestObservation(app: FastifyInstance, metrics: Metrics): RequestObservation {
  // pino's check (Fastify's stand-in logger, when logging is off, has none: no access log then).
  const log = app.log as FastifyInstance['log'] & { isLevelEnabled?(level: string): boolean };
  const finish = (req: FastifyRequest, reply: FastifyReply, route: string) => {
    const ms = reply.elapsedTime;
    metrics.observeRequest(req.method, route, reply.statusCode, ms / 1000);
    if (log.isLevelEnabled?.('info'))
      log.info(
        {
          reqId: req.id,
          method: req.method,
          path: pathOf(req),
          route,
          status: reply.statusCode,
          ms: Math.round(ms * 10) / 10,
          ip: req.ip,
          tenantId: req.auth?.tenantId,
          account: req.auth?.account,
        },
        'access',
      );
  };
  app.addHook('onRoute', (opts) => {
    const route = opts.url;
    const hook: onResponseHookHandler = (req, reply, done) => {
      finish(req, reply, route);
      done();
    };
    const own = opts.onResponse;
    opts.onResponse = own ? [hook, ...(Array.isArray(own) ? own : [own])] : hook;
  });
  return {
    unmatched(req, reply) {
      reply.raw.once('finish', () => finish(req, reply, 'unmatched'));
    },
  };
}
