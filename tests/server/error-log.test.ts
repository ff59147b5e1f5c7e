/** Client error-log upload and the server's own 500s, both in blade_log_error, read through the generic page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerModule } from '../../server/kernel/module';
import { client, login, request, startTestServer, type Client, type TestServer } from './helpers';

const boom = defineServerModule({
  name: 'boom',
  routes: (_ctx, routes) =>
    routes.add({
      method: 'GET',
      url: '/api/test-only/boom',
      access: 'signed-in',
      handler: async () => {
        throw new Error('kaboom\u0000 at the test route');
      },
    }),
});

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer({ modules: [boom] });
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

const SAVE = '/api/blade-log/error/save-client';
const PAGE = '/api/blade-log/error/page';

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i >= 40) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('client error logs', () => {
  it('stores each entry for the caller and shows them on the generic page', async () => {
    const logs = [
      {
        url: 'http://localhost:5173/#/system/param',
        time: '2026-11-22 08:00:01',
        type: 'TypeError',
        message: "Cannot read properties of undefined (reading 'x')",
        stack: 'TypeError: ...\n    at Param (param.tsx:10:5)',
        info: { componentStack: '\n    at Param' },
      },
      {
        url: '/wel/index',
        time: 'yesterday',
        type: 'ChunkLoadError',
        message: 'Loading chunk 7 failed.',
        stack: '',
        info: 'x',
      },
    ];
    const r = await admin.post(SAVE, { logs });
    expect(r.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const page = await admin.get(PAGE, { env: 'browser', descs: 'id' });
    expect(page.status).toBe(200);
    const [second, first] = page.body.data.records;
    expect(first).toMatchObject({
      env: 'browser',
      requestUri: logs[0].url,
      exceptionName: 'TypeError',
      message: logs[0].message,
      stackTrace: logs[0].stack,
      params: JSON.stringify(logs[0].info),
      createTime: '2026-11-22 08:00:01',
      createBy: 'admin',
      tenantId: '000000',
    });
    expect(second).toMatchObject({ exceptionName: 'ChunkLoadError', params: 'x' });
    expect(second.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('any signed-in user may upload; rows stay in their tenant', async () => {
    const op = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
    expect((await op.post(SAVE, { logs: [{ type: 'Error', message: 'tenant 100001' }] })).status).toBe(200);
    // The operator role views every screen (demo seed), the error-log screen included: its own tenant only.
    const seen = await op.get(PAGE, { message: 'tenant 100001' });
    expect(seen.body.data.records.map((r: { createBy: string }) => r.createBy)).toEqual(['operator']);
    const mine = await admin.get(PAGE, { message: 'tenant 100001', tenantId: '000000' });
    expect(mine.body.data.total).toBe(0);
    const rows = await s.database.db
      .selectFrom('blade_log_error')
      .select(['tenant_id', 'create_by'])
      .where('message', '=', 'tenant 100001')
      .execute();
    expect(rows).toEqual([{ tenant_id: '100001', create_by: 'operator' }]);
  });

  it('cuts long fields, drops NUL, refuses bad bodies, and needs a token', async () => {
    const long = 'y'.repeat(30_000);
    expect((await admin.post(SAVE, { logs: [{ type: 'Long\u0000Type', message: long, stack: long }] })).status).toBe(
      200,
    );
    const [row] = (await admin.get(PAGE, { exceptionName: 'LongType' })).body.data.records;
    expect(row.message.length).toBe(4000);
    expect(row.stackTrace.length).toBe(20000);

    const en = client(s.app, await login(s.app), 'en');
    for (const body of [{}, { logs: 'x' }, [], { logs: Array.from({ length: 201 }, () => ({})) }]) {
      const r = await admin.post(SAVE, body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(r.body.msg).toBe('请求体必须是 { logs: [...] }，最多 200 条');
    }
    expect((await en.post(SAVE, { logs: [{}, 3] })).body.msg).toBe('Log entry 2 is not an object');
    expect(
      (await admin.post(SAVE, { logs: Array.from({ length: 200 }, (_, i) => ({ message: `m${i}` })) })).status,
    ).toBe(200);
    expect((await client(s.app).post(SAVE, { logs: [] })).status).toBe(401);
  });
});

describe('server errors', () => {
  it('a 500 keeps its details out of the answer and writes them to the table', async () => {
    const r = await request(s.app, {
      method: 'GET',
      url: '/api/test-only/boom',
      query: { password: 'secret-value', page: '2' },
      headers: { 'blade-auth': `bearer ${await login(s.app)}` },
    });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: 500, success: false, data: {}, msg: '系统繁忙，请稍后再试' });
    const found = await eventually(
      async (): Promise<Array<Record<string, string>>> =>
        (await admin.get(PAGE, { requestUri: '/api/test-only/boom' })).body.data.records,
      (rows: Array<Record<string, string>>) => rows.length > 0,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      env: 'test',
      method: 'GET',
      exceptionName: 'Error',
      message: 'kaboom at the test route',
      createBy: 'admin',
      serviceId: 'toycar-console',
    });
    expect(found[0].stackTrace).toContain('kaboom');
    expect(found[0].params).toContain('"page":"2"');
    expect(found[0].params).not.toContain('secret-value');
  });
});
