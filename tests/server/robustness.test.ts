/**
 * Nothing a client can send produces a 500: every generic endpoint of every schema (and the special ones)
 * gets odd query values and odd body values, on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import { actionPath, apiStyle, basePath, opPath } from '../../engine/schema/resolve';
import { SEARCH_SUFFIXES, entityFields } from '../../engine/schema/validation';
import { client, fixturesDir, login, request, startTestServer, type Client, type TestServer } from './helpers';

// Loaded up front so that every entity gets its own test (each stays well inside the time limit).
const registry = await loadRegistry([defaultSchemaDir, fixturesDir]);
const stored = registry.entities.filter((x) => x.storage);

let s: TestServer;
let c: Client;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ registry });
  token = await login(s.app);
  c = client(s.app, token);
});
afterAll(async () => s?.close());

const oddQuery = [
  '\u0000',
  "' or 1=1 --",
  '9'.repeat(30),
  '-1',
  '1e999',
  '😀',
  '',
  ' ',
  '%_\\',
  '2024-13-45',
  '0x10',
  'null',
  'true',
];
const oddBody: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  1.5,
  'x'.repeat(70000),
  '\u0000',
  [],
  [1, { a: 1 }],
  {},
  { a: { b: 1 } },
  '2024-02-30 25:61:61',
  '１２３',
  '-0',
  'NaN',
];

const oddPaging: Array<Record<string, string>> = [
  { ascs: 'id; drop table x' },
  { descs: '\u0000' },
  { current: '1e3' },
  { size: '-5' },
];

function expectAnswered(r: { status: number; body: { success?: boolean } }, what: string) {
  expect(r.status, what).toBeLessThan(500);
  if (r.status >= 400) expect(r.body.success, what).toBe(false);
}

describe.each(stored.map((e) => [e.name, e] as const))('odd input to %s', (_name, e) => {
  it('search parameters', async () => {
    let n = 0;
    const url = apiStyle(e) === 'restful' ? `${basePath(e)}/page` : opPath(e, 'page');
    for (const f of entityFields(e)) {
      for (const suffix of ['', ...SEARCH_SUFFIXES]) {
        const value = oddQuery[n++ % oddQuery.length];
        expectAnswered(
          await c.get(url, { [f.prop + suffix]: value }),
          `${url}?${f.prop}${suffix}=${JSON.stringify(value)}`,
        );
      }
    }
    for (const q of oddPaging) expectAnswered(await c.get(url, q), `${url} ${JSON.stringify(q)}`);
    const repeated = await request(s.app, {
      method: 'GET',
      url: `${url}?current=1&current=2`,
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expectAnswered(repeated, `${url} repeated`);
    if (e.tree && apiStyle(e) !== 'restful') {
      for (const v of oddQuery) expectAnswered(await c.get(opPath(e, 'lazyTree'), { parentId: v }), `lazy ${v}`);
      for (const v of oddQuery) expectAnswered(await c.get(opPath(e, 'tree'), { parentId: v }), `tree ${v}`);
    }
    if (apiStyle(e) !== 'restful')
      for (const v of oddQuery) expectAnswered(await c.get(opPath(e, 'detail'), { id: v }), `detail ${v}`);
  });

  it('submit bodies', async () => {
    const url = apiStyle(e) === 'restful' ? basePath(e) : opPath(e, 'submit');
    for (const f of entityFields(e)) {
      for (const v of oddBody) {
        expectAnswered(await c.post(url, { [f.prop]: v }), `${url} add ${f.prop}=${JSON.stringify(v)?.slice(0, 40)}`);
        expectAnswered(
          await c.post(url, { id: 1, [f.prop]: v }),
          `${url} edit ${f.prop}=${JSON.stringify(v)?.slice(0, 40)}`,
        );
      }
    }
    for (const id of oddBody)
      expectAnswered(await c.post(url, { id }), `${url} id=${JSON.stringify(id)?.slice(0, 40)}`);
  });

  it('remove ids and actions', async () => {
    if (apiStyle(e) !== 'restful')
      for (const v of oddQuery) expectAnswered(await c.post(opPath(e, 'remove'), undefined, { ids: v }), `remove ${v}`);
    for (const a of (e.actions ?? []).filter((x) => x.effect && !x.plugin)) {
      for (const v of oddQuery)
        expectAnswered(await c.post(actionPath(e, a), undefined, { ids: v, id: v }), `${a.key} ${v}`);
      for (const v of oddBody)
        expectAnswered(
          await c.post(actionPath(e, a), { id: v, ids: v, remark: v }),
          `${a.key} body ${JSON.stringify(v)?.slice(0, 40)}`,
        );
    }
  });
});

describe('odd input to the special endpoints', () => {
  it('special endpoints', async () => {
    for (const v of oddQuery) {
      expectAnswered(await c.get('/api/blade-system/dict/dictionary', { code: v }), `dictionary ${v}`);
      expectAnswered(await c.get('/api/blade-system/dict/dictionary-batch', { codes: `${v},yes_no` }), `batch ${v}`);
      expectAnswered(await c.get('/api/blade-system/menu/routes', { topMenuId: v }), `routes ${v}`);
      expectAnswered(await c.get('/api/blade-system/tenant/info', { domain: v }), `tenant ${v}`);
      const token = await request(s.app, {
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        remoteAddress: '10.99.0.1',
        headers: { authorization: `Basic ${Buffer.from(`saber${v}:x`).toString('base64')}` },
        query: { tenantId: v, username: v, password: v, grant_type: v, refresh_token: v },
      });
      expect(token.status, `token ${v}`).toBeLessThan(500);
      const withClient = await request(s.app, {
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        remoteAddress: '10.99.0.2',
        headers: {
          authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
          'captcha-key': 'k',
          'captcha-code': 'c',
        },
        query: { tenantId: v, username: v, password: v, grant_type: 'captcha' },
      });
      expect(withClient.status, `captcha ${v}`).toBeLessThan(500);
      const pw = await request(s.app, {
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        remoteAddress: `10.98.0.${oddQuery.indexOf(v)}`,
        headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
        query: { tenantId: v, username: v, password: v, grant_type: 'password' },
      });
      expect(pw.status, `password ${v}`).toBeLessThan(500);
      const refresh = await request(s.app, {
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
        query: { grant_type: 'refresh_token', refresh_token: v },
      });
      expect(refresh.status, `refresh ${v}`).toBeLessThan(500);
    }
  });
});
