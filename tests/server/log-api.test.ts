/** API logs and usual logs the server writes itself: masking, params, tenancy, order, and the skipped calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, passwordGrant, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

const API_LOGS = '/api/blade-log/api/list';
const USUAL_LOGS = '/api/blade-log/usual/list';

/** Rows of a log list after the buffered API logs are written. */
async function logs(c: Client, url: string, query: Record<string, string | number> = {}) {
  await s.app.apiLogs.flush();
  const r = await c.get(url, { size: 100, ...query });
  expect(r.status).toBe(200);
  return r.body.data.records as Array<Record<string, unknown>>;
}

describe('API log', () => {
  it('records a log-in with the password masked', async () => {
    await login(s.app, { tenantId: '000000', username: 'admin' });
    const rows = await logs(admin, API_LOGS, { requestUri: '/api/blade-auth/oauth/token' });
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0];
    expect(row).toMatchObject({
      method: 'POST',
      serviceId: 'blade-auth',
      title: 'oauth/token',
      requestUri: '/api/blade-auth/oauth/token',
      type: '1',
    });
    const params = JSON.parse(String(row.params));
    expect(params).toMatchObject({ username: 'admin', password: '******', grant_type: 'password' });
    expect(String(row.params)).not.toMatch(/[0-9a-f]{32}/);
    expect(Number(row.time)).toBeGreaterThanOrEqual(0);
  });

  it('records GET query and POST body params, the caller and the time taken; secrets in a body are masked', async () => {
    await admin.get('/api/blade-system/param/page', { current: 1, size: 5, paramName: 'zz-probe' });
    await admin.post('/api/blade-system/param/submit', {
      paramName: 'log probe',
      paramKey: 'log.probe.key',
      paramValue: 'v',
      nested: { secretKey: 'abc', token: 'xyz' },
    });
    await admin.post('/api/blade-system/param/submit', {
      paramName: 'log probe 2',
      paramKey: 'log.probe.key2',
      paramValue: 'v',
    });
    const gets = await logs(admin, API_LOGS, { title: 'param/page' });
    const get = gets.find((r) => String(r.params).includes('zz-probe'))!;
    expect(get).toMatchObject({ method: 'GET', serviceId: 'blade-system', createBy: 'admin', remoteIp: '127.0.0.1' });
    expect(JSON.parse(String(get.params))).toEqual({ current: '1', size: '5', paramName: 'zz-probe' });

    const posts = await logs(admin, API_LOGS, { title: 'param/submit' });
    // The first submit was refused (unknown prop `nested`): it is logged all the same, secrets masked.
    const refused = posts.find((r) => String(r.params).includes('nested'))!;
    expect(JSON.parse(String(refused.params)).nested).toEqual({ secretKey: '******', token: '******' });
    const saved = posts.find((r) => String(r.params).includes('log.probe.key2'))!;
    expect(JSON.parse(String(saved.params))).toMatchObject({ paramName: 'log probe 2', paramValue: 'v' });
    expect(saved.method).toBe('POST');
  });

  it('is newest first, searchable by method and time, and skips the health probe and file reads', async () => {
    await s.app.inject({ method: 'GET', url: '/api/health' });
    await s.app.inject({ method: 'GET', url: '/api/blade-resource/oss/file/0123456789abcdef0123456789abcdef.png' });
    await admin.get('/api/blade-system/param/list');
    const rows = await logs(admin, API_LOGS);
    expect(rows.some((r) => r.requestUri === '/api/health')).toBe(false);
    expect(rows.some((r) => String(r.requestUri).startsWith('/api/blade-resource/oss/file/'))).toBe(false);
    const times = rows.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const posts = await logs(admin, API_LOGS, { method: 'POST' });
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((r) => r.method === 'POST')).toBe(true);
    expect((await logs(admin, API_LOGS, { createTime_datelt: '2000-01-01' })).length).toBe(0);
    // Each list call is itself logged: the later list holds at least the earlier rows.
    expect((await logs(admin, API_LOGS, { createTime_dategt: '2000-01-01' })).length).toBeGreaterThanOrEqual(
      rows.length,
    );
  });

  it('keeps a tenant to its own calls; the platform administrator sees every tenant', async () => {
    const other = client(s.app, await login(s.app, { tenantId: '100001' }));
    await other.get('/api/blade-system/param/list', { paramName: 'tenant-b-probe' });
    await admin.get('/api/blade-system/param/list', { paramName: 'platform-probe' });
    const mine = await logs(other, API_LOGS);
    expect(mine.some((r) => String(r.params).includes('tenant-b-probe'))).toBe(true);
    expect(mine.some((r) => String(r.params).includes('platform-probe'))).toBe(false);
    const platform = await logs(admin, API_LOGS, { tenantId: '000000' });
    expect(platform.some((r) => String(r.params).includes('platform-probe'))).toBe(true);
    expect(platform.some((r) => String(r.params).includes('tenant-b-probe'))).toBe(false);
    const tenantB = await logs(admin, API_LOGS, { tenantId: '100001' });
    expect(tenantB.some((r) => String(r.params).includes('tenant-b-probe'))).toBe(true);
  });

  it('offers list and view only: no submit or remove permission in use', async () => {
    await s.app.apiLogs.flush();
    const [row] = await logs(admin, API_LOGS);
    const detail = await admin.get('/api/blade-log/api/detail', { id: String(row.id) });
    expect(detail.status).toBe(200);
    expect(detail.body.data.requestUri).toBe(row.requestUri);
    // Nobody forges or erases a log row, not even the platform administrator: a 400 that says why
    // (tests/server/system-made-records.test.ts), not a 403 that sends them looking for a grant.
    for (const base of ['/api/blade-log/api', '/api/blade-log/error', '/api/blade-log/usual']) {
      expect((await admin.post(`${base}/submit`, { requestUri: '/forged' })).status).toBe(400);
      expect((await admin.post(`${base}/remove`, undefined, { ids: String(row.id) })).status).toBe(400);
    }
    expect((await admin.get('/api/blade-log/api/detail', { id: String(row.id) })).status).toBe(200);
  });
});

describe('usual log', () => {
  it('records log-in success and failure, and log-out', async () => {
    const bad = await passwordGrant(s.app, { tenantId: '100001', username: 'admin', password: 'wrong' });
    expect(bad.status).toBe(400);
    const token = await login(s.app, { tenantId: '100001' });
    await client(s.app, token).get('/api/blade-auth/oauth/logout');
    // Log-out closed that session: read the logs in a new one.
    const other = client(s.app, await login(s.app, { tenantId: '100001' }));
    // Usual logs are written right after the answer, without a buffer: give the insert a moment.
    let rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 20 && rows.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await logs(other, USUAL_LOGS);
    }
    const ids = rows.map((r) => r.logId);
    expect(ids).toEqual(expect.arrayContaining(['login', 'login-failure', 'logout']));
    const failure = rows.find((r) => r.logId === 'login-failure')!;
    expect(failure).toMatchObject({ logLevel: 'warn', createBy: 'admin', requestUri: '/api/blade-auth/oauth/token' });
    expect(JSON.parse(String(failure.params)).password).toBe('******');
    // Tenant 100001's events are its own: the platform tenant's view does not hold them.
    const platform = await logs(admin, USUAL_LOGS, { tenantId: '000000' });
    expect(platform.some((r) => r.logId === 'login-failure')).toBe(false);
    expect(platform.some((r) => r.logId === 'login')).toBe(true);
  });

  it('records a password reset done through the user route', async () => {
    const brand = client(s.app, await login(s.app, { tenantId: '100001' }));
    const operator = await s.database.db
      .selectFrom('blade_user')
      .select('id')
      .where('tenant_id', '=', '100001')
      .where('account', '=', 'operator')
      .executeTakeFirstOrThrow();
    const reset = await brand.post('/api/blade-user/reset-password', undefined, { userIds: String(operator.id) });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    let rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 20 && !rows.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await logs(brand, USUAL_LOGS, { logId: 'password-reset' });
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      logLevel: 'warn',
      createBy: 'admin',
      requestUri: '/api/blade-user/reset-password',
    });
    expect(String(rows[0].logData)).toContain(String(operator.id));
  });
});
