/**
 * Health, readiness, metrics, request ids and the access log (issue 31, item 3): `/healthz`, `/readyz`
 * (database, schema version, job queue, a module's own check), `/metrics` (Prometheus text; loopback or
 * METRICS_TOKEN only), the `X-Request-Id` header, found again in the access-log line, the error-log line
 * and the error-log row of a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerModule } from '../../server/kernel/module';
import { startTestServer, type TestServer } from './helpers';

const lines: Array<Record<string, unknown>> = [];
let brokerUp = true;
const probe = defineServerModule({
  name: 'probe',
  start(ctx) {
    ctx.readiness.add('probe-broker', async () => (brokerUp ? undefined : 'broker down'));
  },
  routes: (_ctx, routes) =>
    routes.add({
      method: 'GET',
      url: '/api/test-only/fail',
      access: 'public',
      handler: async () => {
        throw new Error('failing on purpose');
      },
    }),
});

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    modules: [probe],
    config: { logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } } },
  });
});
afterAll(async () => s?.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  s.app.inject({ method: 'GET', url, headers, ...(remoteAddress && { remoteAddress }) });

describe('health and readiness', () => {
  it('/healthz answers while the process is up', async () => {
    const r = await get('/healthz');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database, the job queue and what modules registered', async () => {
    const r = await get('/readyz');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ready', checks: { database: 'ok', jobs: 'ok', 'probe-broker': 'ok' } });

    brokerUp = false;
    const down = await get('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json().checks['probe-broker']).toBe('broker down');
    brokerUp = true;
  });

  it('/readyz is not ready once a newer release migrated the database', async () => {
    await s.database.db
      .insertInto('blade_schema_version')
      .values({ version: 999, applied_time: '2030-01-01 00:00:00' })
      .execute();
    try {
      const r = await get('/readyz');
      expect(r.statusCode).toBe(503);
      expect(r.json().checks.database).toMatch(/newer release \(schema version 999\)/);
    } finally {
      await s.database.db.deleteFrom('blade_schema_version').where('version', '=', 999).execute();
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('Prometheus text: requests by route pattern and status, jobs, log lines, the IoT gateway', async () => {
    await get('/healthz');
    await get('/api/blade-system/param/page'); // 401: no token
    await get('/api/no-such-thing-here');
    const r = await get('/metrics');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    const text = r.body;
    expect(text).toMatch(
      /toycar_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /toycar_http_request_duration_seconds_count\{method="GET",route="\/api\/blade-system\/param\/page",status="401"\} 1/,
    );
    // Unknown paths share one label: the raw path never becomes a label.
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toMatch(/no-such-thing-here/);
    expect(text).toMatch(/toycar_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/);
    expect(text).toMatch(/toycar_jobs\{status="queued"\} \d+/);
    expect(text).toMatch(/toycar_log_lines_dropped \d+/);
    expect(text).toMatch(/toycar_iot_gateway_connected\{transport="simulator"\} 1/);
    if (s.database.dialect === 'postgres') expect(text).toMatch(/toycar_db_pool_connections\{state="idle"\} \d+/);
  });

  it('is refused through a proxy or from another machine', async () => {
    const proxied = await get('/metrics', { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'en' });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json().msg).toMatch(/METRICS_TOKEN/);
    expect((await get('/metrics', {}, '10.1.2.3')).statusCode).toBe(403);
  });

  it('with METRICS_TOKEN: only with that bearer token, from anywhere', async () => {
    const t = await startTestServer({ config: { metricsToken: 'scrape-me' } });
    try {
      const ask = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '10.1.2.3' });
      expect((await ask({})).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer wrong-token' })).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer scrape-me' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('request ids', () => {
  it('each answer names its request; the access log has one line for it, without the query string', async () => {
    lines.length = 0;
    const a = await get('/api/blade-system/param/page?blade-auth=bearer%20secret-token');
    const b = await get('/healthz');
    const idA = a.headers['x-request-id'] as string;
    const idB = b.headers['x-request-id'] as string;
    expect(idA).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(idB).not.toBe(idA);
    await new Promise((r) => setTimeout(r, 20));
    const access = lines.filter((l) => l.msg === 'access' && l.reqId === idA);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      method: 'GET',
      path: '/api/blade-system/param/page',
      route: '/api/blade-system/param/page',
      status: 401,
    });
    expect(typeof access[0].ms).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token/);
    // Fastify's own two lines per request are off.
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toHaveLength(0);
  });

  it('a trusted proxy may give the id; otherwise a given one is ignored', async () => {
    expect((await get('/healthz', { 'x-request-id': 'from-proxy-1' })).headers['x-request-id']).not.toBe(
      'from-proxy-1',
    );
    const t = await startTestServer({ config: { trustProxy: true } });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'from-proxy-1' } });
      expect(r.headers['x-request-id']).toBe('from-proxy-1');
      const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\n' } });
      expect(odd.headers['x-request-id']).not.toMatch(/bad/);
    } finally {
      await t.close();
    }
  });

  it('a failure: the same id in the answer, the error log line and the error-log row', async () => {
    lines.length = 0;
    const r = await get('/api/test-only/fail');
    expect(r.statusCode).toBe(500);
    const id = r.headers['x-request-id'] as string;
    expect(id).toBeTruthy();
    const errorLine = lines.find((l) => l.level === 50 && l.reqId === id);
    expect(errorLine?.msg).toBe('unexpected error');
    let row: Record<string, unknown> | undefined;
    for (let i = 0; i < 40 && !row; i++) {
      row = await s.database.db
        .selectFrom('blade_log_error')
        .selectAll()
        .where('request_id', '=', id)
        .executeTakeFirst();
      if (!row) await new Promise((res) => setTimeout(res, 50));
    }
    expect(row).toMatchObject({ message: 'failing on purpose', request_uri: '/api/test-only/fail' });
  });
});
