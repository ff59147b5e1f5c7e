/** Envelope, languages, 401 / 404 / 405 and the mapping of malformed requests to 400 (never 500). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/compose/app';
import { loadModules } from '../../server/compose/modules';
import { defineServerModule } from '../../server/kernel/module';
import { ok } from '../../server/kernel/http/envelope';
import { JWT_SECRET, client, login, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app);
});
afterAll(async () => s?.close());

const PARAM = '/api/blade-system/param';

describe('envelope and language', () => {
  it('health is public and wrapped in the envelope', async () => {
    const r = await client(s.app).get('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 200, success: true, data: { status: 'ok' }, msg: '操作成功' });
    const en = await client(s.app, undefined, 'en-US,en;q=0.9').get('/api/health');
    expect(en.body.msg).toBe('Success');
    const zhFirst = await client(s.app, undefined, 'zh-CN,zh;q=0.9,en;q=0.8').get('/api/health');
    expect(zhFirst.body.msg).toBe('操作成功');
  });

  it('unknown /api paths are 404 and a wrong method on a known path is 405', async () => {
    const c = client(s.app, token);
    const unknown = await c.get('/api/blade-system/nothing-here/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, success: false });
    expect((await client(s.app).get('/api/nope')).status).toBe(404);
    const wrong = await c.get(`${PARAM}/submit`);
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ code: 405, success: false });
    expect((await request(s.app, { method: 'DELETE', url: `${PARAM}/page` })).status).toBe(405);
  });
});

describe('authentication of API calls', () => {
  it('401 without a token, with a bad token, and with a token of the wrong kind', async () => {
    const none = await client(s.app).get(`${PARAM}/page`);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, success: false, data: {} });
    expect(none.body.msg).toMatch(/登录/);
    expect((await client(s.app, 'not-a-jwt').get(`${PARAM}/page`)).status).toBe(401);
    expect((await client(s.app, `${token}x`).get(`${PARAM}/page`)).status).toBe(401);
    const noBearer = await request(s.app, { method: 'GET', url: `${PARAM}/page`, headers: { 'blade-auth': token } });
    expect(noBearer.status).toBe(401);
  });

  it('accepts the token in the blade-auth query parameter', async () => {
    const r = await request(s.app, {
      method: 'GET',
      url: `${PARAM}/page`,
      // The platform administrator sees every tenant; tenantId narrows it to their own.
      query: { 'blade-auth': `bearer ${token}`, tenantId: '000000' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(3);
  });
});

describe('malformed requests are 400 with a clear message', () => {
  const post = (payload: string, contentType = 'application/json', lang?: string) =>
    request(s.app, {
      method: 'POST',
      url: `${PARAM}/submit`,
      payload,
      headers: {
        'content-type': contentType,
        'blade-auth': `bearer ${token}`,
        ...(lang && { 'accept-language': lang }),
      },
    });

  it('bad JSON', async () => {
    const r = await post('{"paramName": ');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '请求体不是合法的 JSON' });
    expect((await post('{bad', 'application/json', 'en')).body.msg).toBe('The request body is not valid JSON');
  });

  it('prototype poisoning', async () => {
    const r = await post('{"__proto__": {"x": 1}, "paramName": "a"}');
    expect(r.status).toBe(400);
  });

  it('a body that is too large', async () => {
    const r = await post(JSON.stringify({ paramName: 'x'.repeat(1_100_000) }));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请求体过大');
  });

  it('an unsupported content type', async () => {
    const r = await post('<xml/>', 'application/xml', 'en');
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/Content-Type/);
  });

  it('a JSON body that is not an object', async () => {
    const r = await post('[1,2]');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请求体必须是 JSON 对象');
    expect((await post('"text"')).status).toBe(400);
    expect((await post('null')).status).toBe(400);
    expect((await post('plain', 'text/plain')).status).toBe(400);
  });

  it('query keys that look like object internals are unknown fields', async () => {
    const c = client(s.app, token);
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '__proto__[x]']) {
      const r = await request(s.app, {
        method: 'GET',
        url: `${PARAM}/page?${key}=1`,
        headers: { 'blade-auth': `bearer ${token}` },
      });
      expect(r.status, key).toBe(400);
    }
    const r = await c.get(`${PARAM}/page`, { constructor: 1 });
    expect(r.body.msg).toBe('未知字段: constructor');
  });

  it('a malformed path escape', async () => {
    const r = await request(s.app, {
      method: 'GET',
      url: '/api/blade-system/param/%E0%A4%A',
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect([400, 404]).toContain(r.status);
    expect(r.body.success).toBe(false);
  });

  it('ids that are not numbers, huge numbers and odd ids', async () => {
    const c = client(s.app, token);
    for (const id of ['abc', '1e5', '-1', '99999999999999999999', '1.5', '']) {
      const r = await c.get(`${PARAM}/detail`, { id });
      expect(r.status, id).toBe(400);
      expect(r.body.msg).toMatch(/主键/);
    }
    for (const ids of ['a,b', '1,,2', ',', '1;2'])
      expect((await c.post(`${PARAM}/remove`, undefined, { ids })).status, ids).toBe(400);
  });
});

describe('module routes and unexpected errors', () => {
  it('a special route wins over the generic one, and an unexpected error is a generic 500', async () => {
    const app = await buildApp({
      db: s.database,
      registry: s.registry,
      config: { jwtSecret: JWT_SECRET },
      modules: [
        ...(await loadModules()),
        defineServerModule({
          name: 'special',
          routes: (_ctx, routes) => {
            routes.add({
              method: 'GET',
              url: `${PARAM}/page`,
              access: 'param_view',
              handler: async (req) => ok(req, 'special'),
            });
            routes.add({
              method: 'GET',
              url: '/api/test/boom',
              access: 'signed-in',
              handler: async () => {
                throw new Error('secret detail from the database');
              },
            });
          },
        }),
      ],
    });
    try {
      const c = client(app, token);
      expect((await c.get(`${PARAM}/page`)).body.data).toBe('special');
      expect((await c.get(`${PARAM}/detail`, { id: 999999 })).status).toBe(404);
      const boom = await c.get('/api/test/boom');
      expect(boom.status).toBe(500);
      expect(boom.body).toEqual({ code: 500, success: false, data: {}, msg: '系统繁忙，请稍后再试' });
      expect(JSON.stringify(boom.body)).not.toMatch(/secret/);
      expect((await client(app).get('/api/test/boom')).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
