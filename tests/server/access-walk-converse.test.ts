/**
 * The converse of the menu walk (tests/e2e/access-walk.spec.ts, issue 33 item 3): for every seeded console
 * account of the demo brand, every route whose menu entry or button is NOT granted to the account's roles
 * answers 403. "Granted" is read the way the console reads it — the account's own menu
 * (`menu/routes`, screens) and buttons (`menu/buttons`, codes) — and a route's access is put in the same
 * vocabulary by the one rule (engine/schema/screen-access.ts): a button code, or a screen name standing for
 * that screen's view grant. Routes every signed-in user has, and public ones, are not in question here
 * (tests/server/enforce-routes.test.ts lists those).
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScreenName, screenGrant } from '../../engine/schema/screen-access';
import { codesOf, type RouteAccess } from '../../server/kernel/http/route-table';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

/** The seeded console accounts of 100001 below the administrator's full set (README, "Start"). */
export const SEEDED_ACCOUNTS = ['admin', 'operator', 'zhangwei', 'liuyang', 'wangfang', 'zhoumin', 'sunli', 'wuqiang'];

interface Node {
  code?: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

let s: TestServer;
let ip = 1;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

/** The codes a route asks for; a function's for a request without body or id (the generic add). */
async function askedCodes(access: RouteAccess): Promise<readonly string[]> {
  if (typeof access !== 'function') return codesOf(access);
  try {
    const fake = { body: {}, query: {}, params: {}, headers: {}, auth: undefined } as unknown as FastifyRequest;
    return [await access(fake)];
  } catch {
    return [];
  }
}

async function granted(c: Client) {
  const routes = (await c.get('/api/blade-system/menu/routes')).body.data as Node[];
  const buttons = (await c.get('/api/blade-system/menu/buttons')).body.data as Node[];
  return {
    screens: new Set(flat(routes).map((n) => String(n.code ?? ''))),
    codes: new Set(flat(buttons).map((n) => String(n.code ?? ''))),
  };
}

describe.each(SEEDED_ACCOUNTS)('100001/%s', (account) => {
  it('every route whose menu entry or button is not granted answers 403', async () => {
    const present = await s.database.db
      .selectFrom('blade_user')
      .select('id')
      .where('tenant_id', '=', '100001')
      .where('account', '=', account)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    expect(present, `the seed has 100001/${account}`).toBeTruthy();
    const c = client(
      s.app,
      await login(s.app, { tenantId: '100001', username: account, password: 'admin', ip: `10.33.0.${ip++}` }),
    );
    const g = await granted(c);
    const holds = (code: string) => {
      if (!isScreenName(code)) return g.codes.has(code);
      const grant = screenGrant(s.registry, code);
      if (!grant || grant.kind === 'everyone') return true;
      return grant.kind === 'code' ? g.codes.has(grant.code) : g.screens.has(grant.code);
    };
    const open: string[] = [];
    let asked = 0;
    for (const { route, method } of s.app.routeTable.list()) {
      const codes = await askedCodes(route.access);
      if (!codes.length || codes.some(holds)) continue;
      asked++;
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const r =
        method === 'GET'
          ? await c.get(url)
          : method === 'POST'
            ? await c.post(url, {})
            : method === 'PUT'
              ? await c.put(url, {})
              : await c.del(url);
      if (r.status !== 403) open.push(`${method} ${route.url} (${codes.join(' | ')}) → ${r.status}`);
    }
    expect(open).toEqual([]);
    // The administrator lacks only the platform's screens; everyone else lacks much more.
    expect(asked).toBeGreaterThan(account === 'admin' ? 5 : 50);
  });
});
