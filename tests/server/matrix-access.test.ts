/**
 * The authorisation matrix, from the server's own route table (every module's routes and every schema's
 * generic routes, as they land): every non-public endpoint answers 401 without a token, and every endpoint
 * behind a button code answers 403 to a signed-in account holding no code at all — each as the envelope.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../server/kernel/http/route-table';
import { hashTypedPassword } from '../../server/auth/password';
import { login, request, startTestServer } from './helpers';

const s = await startTestServer();
const routes = s.app.routeTable.list().map(({ method, route }) => ({ method, url: route.url, access: route.access }));
afterAll(async () => s?.close());

// An account of tenant 100001 whose only role is granted nothing.
const db = s.database.db;
const role = await db
  .insertInto('blade_role')
  .values({
    tenant_id: '100001',
    role_name: 'Nothing',
    role_alias: 'nothing',
    sort: 9,
    parent_id: 0,
    is_deleted: 0,
    status: 1,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('blade_user')
  .values({
    tenant_id: '100001',
    account: 'nocodes',
    password: await hashTypedPassword('admin'),
    name: 'No codes',
    real_name: 'No codes',
    role_id: String(role.id),
    status: 1,
    is_deleted: 0,
  })
  .execute();
const noCodes = await login(s.app, { tenantId: '100001', username: 'nocodes' });

const kind = (a: RouteAccess) =>
  a === 'public' ? 'public' : a === 'signed-in' ? 'signed-in' : typeof a === 'function' ? 'per-request code' : 'code';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

function expectEnvelope(r: { status: number; body: Record<string, unknown> }, status: number, what: string) {
  expect(r.status, `${what}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(status);
  expect(r.body, what).toMatchObject({ code: status, success: false });
}

describe('the route table', () => {
  it('has every generic and module route, each with its access', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.access === 'public').map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/blade-auth/oauth/token', '/api/blade-auth/oauth/captcha']),
    );
  });
});

describe.each(routes.filter((r) => r.access !== 'public').map((r) => [`${r.method} ${r.url}`, r] as const))(
  '%s',
  (what, r) => {
    it('without a token: 401', async () => {
      expectEnvelope(await request(s.app, { method: r.method, url: concrete(r.url) }), 401, what);
      // A token that is not one is no token.
      const forged = await request(s.app, {
        method: r.method,
        url: concrete(r.url),
        headers: { 'blade-auth': 'bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiMSJ9.' },
      });
      expectEnvelope(forged, 401, `${what} (forged token)`);
    });

    it.runIf(kind(r.access) === 'code' || kind(r.access) === 'per-request code')(
      'without its button code: 403',
      async () => {
        const res = await request(s.app, {
          method: r.method,
          url: concrete(r.url),
          headers: { 'blade-auth': `bearer ${noCodes}` },
        });
        expectEnvelope(res, 403, what);
      },
    );
  },
);
