/**
 * The worked examples of docs/architecture.md, "Domain toolkit": the code shown there is the code below.
 * - Adapters: a device gateway with its simulator and an HTTP transport; a timeout is a clear error.
 * - Jobs: a module that pushes finished orders to a partner through a job enqueued in the route's
 *   transaction (the outbox), retried after a failure and completed once.
 * - Exports and imports: the posts list (`excel: { export: true, import: true }`) over HTTP.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAdapter, httpJson, instantiate, type AdapterCall } from '../../server/kernel/adapters';
import { done } from '../../server/kernel/http/envelope';
import { badRequest } from '../../server/kernel/http/errors';
import { defineServerModule } from '../../server/kernel/module';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

// ── Adapters ────────────────────────────────────────────────────────────────────────────────────────
export const deviceGateway = defineAdapter({
  name: 'device-gateway', // settings: ADAPTER_DEVICE_GATEWAY=http, ADAPTER_DEVICE_GATEWAY_URL=…
  title: { zh: '设备网关', en: 'the device gateway' },
  timeoutMs: 3000,
  simulator: (sim) => ({
    async openSlot(input: { deviceCode: string; slot: number }, call: AdapterCall) {
      await sim.step('openSlot', input, call); // latency, refusal or no answer, as configured
      return { commandId: sim.nextId('cmd') };
    },
  }),
  transports: {
    http: (settings, title) => {
      const http = httpJson('device-gateway', settings, title);
      return {
        openSlot: (input: { deviceCode: string; slot: number }, call: AdapterCall) =>
          http.post<{ commandId: string }>('open-slot', input, call),
      };
    },
  },
});

describe('adapters (docs/architecture.md › Adapters)', () => {
  it('answers from the simulator, and a timeout is a clear error', async () => {
    // A module calls `ctx.adapters.get(deviceGateway).openSlot(…)`; here the same adapter on its own.
    const gateway = instantiate(deviceGateway, { timeoutMs: 50, simulator: { script: ['ok', 'timeout'] } });
    expect(await gateway.client.openSlot({ deviceCode: 'CAB-001', slot: 3 })).toEqual({ commandId: 'cmd-000001' });
    await expect(gateway.client.openSlot({ deviceCode: 'CAB-001', slot: 4 })).rejects.toMatchObject({
      code: 400,
      failure: 'timeout',
      retryable: true,
      text: {
        zh: '设备网关在 50 毫秒内未响应，请稍后重试',
        en: 'The device gateway did not answer within 50 ms: please try again later',
      },
    });
  });
});

// ── Jobs ────────────────────────────────────────────────────────────────────────────────────────────
// Its own name: the rentals module pushes through an adapter called 'partner-push', and a push of the demo
// data must not use up this test's scripted timeout.
const partner = defineAdapter({
  name: 'demo-partner-push',
  title: { zh: '合作方接口', en: 'the partner API' },
  timeoutMs: 5000,
  simulator: (sim) => ({
    async push(order: { orderNo: string }, call: AdapterCall) {
      await sim.step('push', order, call);
      return { accepted: true };
    },
  }),
});

const PUSHED = 'demo_push_log';

export const orderPush = defineServerModule({
  name: 'demo-push',
  tables: [{ name: PUSHED, columns: [{ name: 'order_no', type: 'string', length: 32 }], indexes: [] }],
  jobs: (ctx) => [
    {
      kind: 'partner.push',
      maxAttempts: 5,
      backoffMs: 20, // then 40, 80, … (milliseconds here; seconds in real life)
      async run(job) {
        const { orderNo } = job.payload as { orderNo: string };
        await ctx.adapters.get(partner).push({ orderNo }); // a timeout throws: the job is retried
        // The effect commits with the job's success: written once, however often the job ran.
        return job.complete(async () => {
          await ctx.database.db.insertInto(PUSHED).values({ order_no: orderNo }).execute();
          return { pushed: orderNo };
        });
      },
    },
  ],
  routes(ctx, routes) {
    routes.add({
      method: 'POST',
      url: '/api/demo-push/order/finish',
      access: 'demo_push_finish',
      transaction: true, // the business write and the job: both or neither (the outbox)
      handler: async (req) => {
        const { orderNo, fail } = req.body as { orderNo: string; fail?: boolean };
        await ctx.jobs.enqueue(
          'partner.push',
          { orderNo },
          { key: `finish-${orderNo}`, owner: { tenantId: req.auth!.tenantId, userId: req.auth!.userId } },
        );
        if (fail) throw badRequest({ zh: '订单状态已变化', en: 'The order changed meanwhile' });
        return done(req);
      },
    });
  },
});

describe('jobs (docs/architecture.md › Jobs)', () => {
  let s: TestServer;
  let admin: Client;
  beforeAll(async () => {
    s = await startTestServer({
      modules: [orderPush],
      // The partner API times out once, then answers.
      config: {
        adapters: { 'demo-partner-push': { timeoutMs: 50, simulator: { script: ['timeout'] } } },
        jobs: { pollMs: 20 },
      },
    });
    admin = client(s.app, await login(s.app));
  });
  afterAll(async () => s?.close());

  const jobOf = (orderNo: string) =>
    s.database.db.selectFrom('blade_job').selectAll().where('idem_key', '=', `finish-${orderNo}`).executeTakeFirst();

  it('a finished order is pushed once, after a retry; its job is on the jobs screen', async () => {
    expect((await admin.post('/api/demo-push/order/finish', { orderNo: 'R1001' })).status).toBe(200);
    // The same order finished twice (a retried request): one job.
    expect((await admin.post('/api/demo-push/order/finish', { orderNo: 'R1001' })).status).toBe(200);
    const job = await jobOf('R1001');
    const settled = await waitForStatus(s, String(job!.id));
    expect(settled).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await s.database.db.selectFrom(PUSHED).select('order_no').execute()).toEqual([{ order_no: 'R1001' }]);
    const listed = (await admin.get('/api/blade-job/job/page', { kind: 'partner.push' })).body.data.records;
    expect(listed[0]).toMatchObject({ kind: 'partner.push', status: 'succeeded', attempts: 2 });
  });

  it('a failed request leaves no job (the outbox rolled back with it)', async () => {
    const r = await admin.post('/api/demo-push/order/finish', { orderNo: 'R1002', fail: true });
    expect(r.status).toBe(400);
    expect(await jobOf('R1002')).toBeUndefined();
  });
});

async function waitForStatus(s: TestServer, id: string) {
  for (let i = 0; i < 200; i++) {
    const r = await s.database.db.selectFrom('blade_job').selectAll().where('id', '=', Number(id)).executeTakeFirst();
    if (r && ['succeeded', 'failed', 'cancelled'].includes(String(r.status))) return r;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error('the job did not finish');
}

// ── Exports and imports ─────────────────────────────────────────────────────────────────────────────
describe('exports and imports (docs/architecture.md › Exports and imports)', () => {
  let s: TestServer;
  let token: string;
  let admin: Client;
  beforeAll(async () => {
    s = await startTestServer({ config: { jobs: { pollMs: 20 } } });
    token = await login(s.app);
    admin = client(s.app, token, 'en');
  });
  afterAll(async () => s?.close());

  /** Poll the job as the console does. */
  async function finished(id: string) {
    for (;;) {
      const job = (await admin.get('/api/blade-job/job/progress', { id })).body.data;
      if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('exports the searched posts, then imports a file after its dry run', async () => {
    await admin.post('/api/blade-system/post/submit', { category: 1, postCode: 'exp-1', postName: 'CEO', sort: 1 });
    // 1. Export every post matching the search (a job), then download its file.
    const started = await admin.post('/api/blade-system/post/export', { category: 1, postCode: 'exp-' });
    const exported = await finished(started.body.data.id);
    expect(exported).toMatchObject({ status: 'succeeded', result: { rows: 1 } });
    const file = await s.app.inject({
      method: 'GET',
      url: '/api/blade-job/job/download',
      query: { id: exported.id, 'blade-auth': `bearer ${token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Category', 'Code', 'Name', 'Sort', 'Description']);
    expect(String(book.worksheets[0].getRow(2).getCell(1).value)).toBe('Senior management'); // a label, not 1

    // 2. Import: the dry run names each problem by row and field.
    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet('posts');
    sheet.addRow(['Category', 'Code', 'Name', 'Sort']);
    sheet.addRow(['Frontline staff', 'imp-1', 'Cashier', 1]);
    sheet.addRow(['Night shift', 'imp-2', 'Guard', 2]);
    const check = await finished((await importFile(s, token, Buffer.from(await upload.xlsx.writeBuffer()))).id);
    expect(check.result).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    expect(check.result.problems).toEqual([
      { row: 3, field: 'category', label: 'Category', message: 'Category: "Night shift" is not known' },
    ]);

    // 3. Store the rows that passed (or `mode=all`, refused while any row has a problem).
    const stored = await finished(
      (await admin.post('/api/blade-system/post/import', undefined, { mode: 'valid', file: check.id })).body.data.id,
    );
    expect(stored.result).toMatchObject({ stored: 1 });
    const rows = (await admin.get('/api/blade-system/post/list', { postCode: 'imp-' })).body.data.records;
    expect(rows.map((r: { postCode: string; category: number }) => [r.postCode, r.category])).toEqual([['imp-1', 3]]);
  });
});

async function importFile(s: TestServer, token: string, file: Buffer) {
  const boundary = `----toycar${randomBytes(8).toString('hex')}`;
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/blade-system/post/import',
    query: { mode: 'check' },
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${token}`,
      'accept-language': 'en',
    },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="posts.xlsx"\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json().data as { id: string };
}
