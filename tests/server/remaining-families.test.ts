/**
 * The remaining families of spec §7 (issue 29 item 3), each answered in the contract's envelope for the
 * platform administrator: notify and websocket messages, WeChat Pay configuration (secrets masked and kept
 * on edit), reports (blade-report/report/rest), IoT cars and remote controls, the merchant user's own
 * profile under user-shanghu, unifiedmerchant submit / remove and template/select, the portal pushes on
 * GET, and menu/grant-top-tree as SpringBlade's `{ menu }`. Runs on SQLite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
}, 120_000);
afterAll(async () => s?.close());

const envelope = (r: { status: number; body: Record<string, unknown> }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
  return r.body.data as Record<string, unknown> & { records?: Array<Record<string, unknown>> };
};

describe('the remaining families', () => {
  it.each([
    '/api/blade-notify/notify',
    '/api/blade-notify/websocketmessage',
    '/api/share-pay/paymentconfigwechat',
    '/api/blade-report/report/rest',
    '/api/toycar-iot/iotcar',
    '/api/toycar-iot/control',
  ])('%s: list, page and detail answer in the envelope, with demo rows', async (base) => {
    const list = envelope(await admin.get(`${base}/list`, { current: 1, size: 10 }));
    expect(list.records!.length, base).toBeGreaterThan(0);
    envelope(await admin.get(`${base}/page`, { current: 1, size: 10 }));
    const detail = envelope(await admin.get(`${base}/detail`, { id: String(list.records![0].id) }));
    expect(detail.id).toBe(list.records![0].id);
  });

  it('notify and websocket messages: submit and remove', async () => {
    const N = '/api/blade-notify/notify';
    envelope(await admin.post(`${N}/submit`, { title: '测试通知', category: 1, channel: 1, content: '内容' }));
    const [row] = envelope(await admin.get(`${N}/list`, { title: '测试通知' })).records!;
    envelope(await admin.post(`${N}/remove`, undefined, { ids: String(row.id) }));
    const bad = await admin.post(`${N}/submit`, { title: '', category: 1, channel: 1, content: 'x' });
    expect(bad.status).toBe(400);
    const W = '/api/blade-notify/websocketmessage';
    envelope(await admin.post(`${W}/submit`, { account: 'admin', title: '到店提醒', content: '10 点到店' }));
  });

  it('WeChat Pay configuration: secrets masked on reads and kept when the mask comes back', async () => {
    const P = '/api/share-pay/paymentconfigwechat';
    const body = {
      configName: '测试商户',
      mchId: '1600000001',
      appId: 'wx0123456789abcdef',
      apiV3Key: 'SecretApiV3KeyOf32CharactersXYZ1',
      privateKey: '-----BEGIN PRIVATE KEY-----abc-----END PRIVATE KEY-----',
      notifyUrl: 'https://pay.example.com/notify',
    };
    envelope(await admin.post(`${P}/submit`, body));
    const [row] = envelope(await admin.get(`${P}/list`, { configName: '测试商户' })).records!;
    expect(row.apiV3Key).not.toBe(body.apiV3Key);
    expect(String(row.apiV3Key)).toContain('*');
    const detail = envelope(await admin.get(`${P}/detail`, { id: String(row.id) }));
    envelope(await admin.post(`${P}/submit`, { ...detail, configName: '测试商户（改）' }));
    const stored = await s.database.db
      .selectFrom('tc_payment_config_wechat')
      .select(['api_v3_key', 'private_key', 'config_name'])
      .where('id', '=', Number(row.id))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      api_v3_key: body.apiV3Key,
      private_key: body.privateKey,
      config_name: '测试商户（改）',
    });
    const http = await admin.post(`${P}/submit`, { ...body, notifyUrl: 'http://pay.example.com' });
    expect(http.status).toBe(400);
  });

  it('reports: rest/list and rest/remove', async () => {
    const R = '/api/blade-report/report/rest';
    const [row] = envelope(await admin.get(`${R}/list`, { current: 1, size: 10 })).records!;
    expect(String(row.name)).toMatch(/\.ureport\.xml$/);
    envelope(await admin.post(`${R}/remove`, undefined, { ids: String(row.id) }));
    const after = envelope(await admin.get(`${R}/list`, { current: 1, size: 10 })).records!;
    expect(after.some((r) => r.id === row.id)).toBe(false);
  });

  it('IoT cars and controls: submit checks the IMEI; the control commands still answer beside the list', async () => {
    const bad = await admin.post('/api/toycar-iot/iotcar/submit', { carCode: 'IC-NEW', imei: '123' });
    expect(bad.status).toBe(400);
    envelope(await admin.post('/api/toycar-iot/iotcar/submit', { carCode: 'IC-NEW', imei: '861234567890123' }));
    envelope(await admin.post('/api/toycar-iot/control/submit', { controlCode: 'RC-NEW', carCode: 'IC-NEW' }));
  });

  it("user-shanghu: the signed-in user's own info, update-info and update-password", async () => {
    const info = envelope(await admin.get('/api/user-shanghu/info'));
    expect(info.account).toBe('admin');
    envelope(await admin.post('/api/user-shanghu/update-info', { realName: '平台管理员' }));
    expect(envelope(await admin.get('/api/blade-user/info')).realName).toBe('平台管理员');
    const wrong = await admin.post('/api/user-shanghu/update-password', {
      oldPassword: '0'.repeat(32),
      newPassword: 'a',
      newPassword1: 'a',
    });
    expect(wrong.status).toBe(400);
  });

  it('unifiedmerchant submit / remove, template/select', async () => {
    const U = '/api/unified-merchant/unifiedmerchant';
    const [m] = envelope(await admin.get(`${U}/page`, { current: 1, size: 1 })).records!;
    const detail = envelope(await admin.get(`${U}/detail`, { id: String(m.id) }));
    envelope(await admin.post(`${U}/submit`, { ...detail, remark: '统一商户改备注' }));
    const bad = await admin.post(`${U}/remove`, undefined, { ids: 'x' });
    expect(bad.status).toBe(400);
    const template = envelope(await admin.get('/api/unified-merchant/template/select')) as unknown as Array<
      Record<string, unknown>
    >;
    expect(Array.isArray(template)).toBe(true);
    expect(template.length).toBeGreaterThan(0);
    expect(template[0]).toHaveProperty('checkName');
  });

  it('portal pushes answer GET as well as POST', async () => {
    const paid = envelope(await admin.get('/api/share-pay/paymentorder/list', { payStatus: 1, size: 1 })).records!;
    const refunded = envelope(
      await admin.get('/api/share-pay/refundorder/list', { refundStatus: 2, size: 1 }),
    ).records!;
    for (const [path, row] of [
      ['sendPaymentOrder', paid[0]],
      ['sendRefundOrder', refunded[0]],
    ] as const) {
      expect(row, path).toBeDefined();
      const viaGet = envelope(await admin.get(`/api/toycar-portal/push-toycar/${path}`, { id: String(row.id) }));
      expect(viaGet.taskId, path).toBeTruthy();
      const viaPost = envelope(
        await admin.post(`/api/toycar-portal/push-toycar/${path}`, undefined, { id: String(row.id) }),
      );
      expect(viaPost.taskId, path).not.toBe(viaGet.taskId);
    }
  });

  it("menu/grant-top-tree answers SpringBlade's { menu: [...] }; topmenu/grant-top-tree stays the bare tree", async () => {
    const wrapped = envelope(await admin.get('/api/blade-system/menu/grant-top-tree'));
    expect(Array.isArray(wrapped.menu)).toBe(true);
    expect((wrapped.menu as unknown[]).length).toBeGreaterThan(0);
    const bare = envelope(await admin.get('/api/blade-system/topmenu/grant-top-tree'));
    expect(Array.isArray(bare)).toBe(true);
  });
});
