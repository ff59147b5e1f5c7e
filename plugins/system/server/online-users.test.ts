/**
 * Sign-in sessions (system.onlineUser, server/auth/sessions.ts): a log-in opens one, refresh keeps it,
 * log-out and "force offline" close it — and a closed session's access and refresh tokens are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, client, passwordGrant, request, startTestServer, type TestServer } from '../../../tests/server/helpers';

const ONLINE = '/api/blade-system/onlinehistory';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

async function signIn(tenantId = '000000', ip = '10.1.0.1') {
  const r = await passwordGrant(s.app, { tenantId, ip });
  expect(r.status).toBe(200);
  return { access: r.body.access_token as string, refresh: r.body.refresh_token as string };
}

const refresh = (token: string) =>
  request(s.app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC, 'tenant-id': '000000' },
    query: { grant_type: 'refresh_token', refresh_token: token, scope: 'all', tenantId: '000000' },
  });

const sessionsOf = async (token: string, query: Record<string, string> = {}) =>
  (await client(s.app, token).get(`${ONLINE}/page`, { size: 100, account: 'admin', ...query })).body.data
    .records as Array<{
    id: string;
    sessionId: string;
    status: number;
    remoteIp: string;
  }>;

describe('online users', () => {
  it('a log-in opens a session, listed with its IP and status online', async () => {
    const { access } = await signIn('000000', '10.1.0.7');
    const rows = await sessionsOf(access, { remoteIp: '10.1.0.7' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 1, remoteIp: '10.1.0.7' });
    expect(rows[0].sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a refresh keeps the session; log-out ends the access and the refresh token', async () => {
    const first = await signIn('000000', '10.1.0.8');
    const renewed = await refresh(first.refresh);
    expect(renewed.status).toBe(200);
    expect(await sessionsOf(renewed.body.access_token, { remoteIp: '10.1.0.8' })).toHaveLength(1);
    expect((await client(s.app, renewed.body.access_token).get('/api/blade-user/info')).status).toBe(200);

    const out = await client(s.app, renewed.body.access_token).get('/api/blade-auth/oauth/logout');
    expect(out.status).toBe(200);
    expect((await client(s.app, renewed.body.access_token).get('/api/blade-user/info')).status).toBe(401);
    expect((await client(s.app, first.access).get('/api/blade-user/info')).status).toBe(401);
    expect((await refresh(renewed.body.refresh_token)).status).toBe(401);
    const other = await signIn();
    expect((await sessionsOf(other.access, { remoteIp: '10.1.0.8' }))[0].status).toBe(0);
  });

  it('force offline closes another session at once and needs its button; the table is read-only', async () => {
    const me = await signIn('000000', '10.1.0.9');
    const victim = await signIn('000000', '10.1.0.10');
    const [row] = await sessionsOf(me.access, { remoteIp: '10.1.0.10' });

    const c = client(s.app, me.access);
    expect((await c.post(`${ONLINE}/offline`, undefined, { ids: row.id })).status).toBe(200);
    expect((await client(s.app, victim.access).get('/api/blade-user/info')).status).toBe(401);
    expect((await client(s.app, me.access).get('/api/blade-user/info')).status).toBe(200);

    // Written by signing in and out only: refused with the reason (400), not as a missing grant.
    expect((await c.post(`${ONLINE}/submit`, { account: 'forged' })).status).toBe(400);
    expect((await c.post(`${ONLINE}/remove`, undefined, { ids: row.id })).status).toBe(400);
  });

  it('another tenant cannot see or close the sessions', async () => {
    const brand = await signIn('100001', '10.1.0.12');
    const platform = await signIn('000000', '10.1.0.13');
    const [row] = await sessionsOf(platform.access, { remoteIp: '10.1.0.13' });
    const mine = await sessionsOf(brand.access, { remoteIp: '10.1.0.13' });
    expect(mine).toHaveLength(0);
    const r = await client(s.app, brand.access).post(`${ONLINE}/offline`, undefined, { ids: row.id });
    expect([403, 404]).toContain(r.status);
    expect((await client(s.app, platform.access).get('/api/blade-user/info')).status).toBe(200);
  });
});
