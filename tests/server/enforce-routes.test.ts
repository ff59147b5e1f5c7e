/**
 * Every non-public API route — generic, special, plugin, and any added later — answers 403 to a signed-in
 * user whose role was granted nothing, except the self-service routes listed here (the caller's own
 * menus, profile, dictionaries, uploads and error reports), which every signed-in user needs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteTable } from '../../server/http/route-table';
import { startTestServer, type TestServer } from './helpers';
import { addRole, addUser, loginAs } from './enforce-helpers';

const SELF_SERVICE = new Set([
  'GET /api/blade-auth/oauth/clear-cache',
  'GET /api/blade-auth/oauth/user-info',
  'GET /api/blade-system/menu/routes',
  'GET /api/blade-system/menu/buttons',
  'GET /api/blade-system/menu/top-menu',
  'GET /api/blade-system/dict/dictionary',
  'GET /api/blade-system/dict/dictionary-batch',
  'GET /api/blade-system/dict/tree',
  'GET /api/blade-user/info',
  'POST /api/blade-user/update-info',
  'POST /api/blade-user/update-password',
  'POST /api/blade-user/register-guest',
  'POST /api/blade-resource/oss/endpoint/put-file',
  'POST /api/blade-log/error/save-client',
]);

let s: TestServer;
let table: RouteTable | undefined;

beforeAll(async () => {
  // An extension receives the app's route table; by the time the app is built it holds every route.
  s = await startTestServer({
    extensions: [
      (_ctx, routes) => {
        table = routes;
      },
    ],
  });
});
afterAll(async () => s?.close());

it('a role granted nothing gets 403 from every route but the self-service ones', async () => {
  const role = await addRole(s, '000000', 'granted_nothing');
  await addUser(s, { tenantId: '000000', account: 'nobody', roleIds: [role] });
  const c = await loginAs(s, '000000', 'nobody');
  // The table keeps its entries private; this test reads them to see routes added by anyone, later too.
  type Entry = { route: { public?: boolean; url: string }; method: string };
  const entries = [...(table as unknown as { entries: Map<string, Entry> }).entries.values()];
  expect(entries.length).toBeGreaterThan(50);
  const open: string[] = [];
  for (const { route, method } of entries) {
    const key = `${method} ${route.url}`;
    if (route.public || SELF_SERVICE.has(key)) continue;
    const url = route.url.replace(/:[a-zA-Z]+/g, '1');
    const r =
      method === 'GET'
        ? await c.get(url)
        : method === 'POST'
          ? await c.post(url, {})
          : method === 'PUT'
            ? await c.put(url, {})
            : await c.del(url);
    if (r.status !== 403) open.push(`${key} → ${r.status}`);
  }
  expect(open).toEqual([]);
});
