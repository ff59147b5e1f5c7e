/**
 * For load balancers and monitoring (README, "Run in production"):
 *
 * - `GET /healthz` — the process is up and serving: 200 `{"status":"ok"}`; nothing else is asked, so a
 *   busy database never gets a live process restarted.
 * - `GET /readyz` — it can do its work: every readiness check (./readiness.ts: the database answers and
 *   carries no newer release's schema, the job queue and the IoT gateway are connected when configured)
 *   → 200 `{"status":"ready","checks":{…}}`, else 503 `{"status":"not ready","checks":{name: reason}}`.
 * - `GET /metrics` — Prometheus text (./metrics.ts). With `METRICS_TOKEN` set it needs
 *   `Authorization: Bearer <token>`; without, it answers only connections from this machine that did not
 *   come through a proxy (no `X-Forwarded-For`), so a proxy in front never exposes it by mistake.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { envelope, langOfHeader } from '../http/envelope';
import type { RouteSink } from '../http/route-table';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

export interface HealthOptions {
  metrics: Metrics;
  readiness: Readiness;
  /** METRICS_TOKEN. */
  metricsToken?: string;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const metricsRefused = {
  zh: '指标仅对本机开放，或需携带 METRICS_TOKEN（Authorization: Bearer …）',
  en: 'Metrics are served to this machine only, or with the METRICS_TOKEN (Authorization: Bearer …)',
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return !!given && sameText(given, token);
  }
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
}

export function registerHealthRoutes(routes: RouteSink, opts: HealthOptions): void {
  routes.add({
    method: 'GET',
    url: '/healthz',
    access: 'public',
    quiet: true,
    handler: async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  });
  routes.add({
    method: 'GET',
    url: '/readyz',
    access: 'public',
    quiet: true,
    handler: async (_req, reply: FastifyReply) => {
      const report = await opts.readiness.run();
      return reply
        .code(report.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: report.ready ? 'ready' : 'not ready', checks: report.checks });
    },
  });
  routes.add({
    method: 'GET',
    url: '/metrics',
    access: 'public',
    quiet: true,
    handler: async (req, reply) => {
      if (!mayReadMetrics(req, opts.metricsToken)) {
        const lang = langOfHeader(req.headers['accept-language']);
        return reply.code(403).send(envelope(403, metricsRefused[lang], {}));
      }
      const { text, contentType } = await opts.metrics.render();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    },
  });
}
