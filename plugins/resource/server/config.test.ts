/** OSS and SMS configurations: the seed, exactly one enabled, masked secrets, and send-message with its history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let admin: Client;
/** Tenant 100001's administrator (role alias `admin`: granted the new menus by the sync). */
let brand: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001' }), 'en');
});
afterAll(async () => s?.close());

const OSS = '/api/blade-resource/oss';
const SMS = '/api/blade-resource/sms';
const HISTORY = '/api/share-operation/smshistory';

async function rows(c: Client, base: string, query: Record<string, string | number> = {}) {
  const r = await c.get(`${base}/list`, { size: 100, ...query });
  expect(r.status).toBe(200);
  return r.body.data.records as Array<Record<string, unknown>>;
}

async function add(c: Client, base: string, row: Record<string, unknown>): Promise<string> {
  const r = await c.post(`${base}/submit`, row);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const found = (await rows(c, base)).find((x) => x.ossCode === row.ossCode && x.smsCode === row.smsCode);
  return String(found!.id);
}

const enabledCodes = async (c: Client, base: string, codeProp: string) =>
  (await rows(c, base)).filter((r) => r.status === 1).map((r) => r[codeProp]);

describe('seed', () => {
  it('gives each demo tenant one enabled local OSS config and one enabled console SMS config, once', async () => {
    expect(await enabledCodes(brand, OSS, 'ossCode')).toEqual(['local']);
    expect(await enabledCodes(brand, SMS, 'smsCode')).toEqual(['console']);
    const { seedResourceConfigs } = await import('./resource-seed');
    expect((await seedResourceConfigs(s.database.db, s.registry)).inserted).toBe(0);
    expect((await rows(brand, OSS)).length).toBe(1);
  });
});

describe('enable: exactly one at a time', () => {
  it('enables one OSS config and disables every other of the tenant only', async () => {
    const minio = await add(brand, OSS, {
      category: 2,
      ossCode: 'minio',
      endpoint: 'http://127.0.0.1:9000',
      accessKey: 'AKIA',
      secretKey: 'very-secret-key-123',
      bucketName: 'toys',
    });
    // A new config starts disabled, whatever the body says.
    expect(await enabledCodes(brand, OSS, 'ossCode')).toEqual(['local']);
    expect((await brand.post(`${OSS}/enable`, undefined, { id: minio })).status).toBe(200);
    expect(await enabledCodes(brand, OSS, 'ossCode')).toEqual(['minio']);
    // The platform tenant's config is untouched.
    expect(await enabledCodes(admin, OSS, 'ossCode')).toContain('local');
    const platformRows = await rows(admin, OSS, { tenantId: '000000' });
    expect(platformRows.filter((r) => r.status === 1).map((r) => r.ossCode)).toEqual(['local']);
    // Back again; enabling the enabled one keeps it the only one.
    const local = (await rows(brand, OSS)).find((r) => r.ossCode === 'local')!;
    expect((await brand.post(`${OSS}/enable`, undefined, { id: String(local.id) })).status).toBe(200);
    expect((await brand.post(`${OSS}/enable`, undefined, { id: String(local.id) })).status).toBe(200);
    expect(await enabledCodes(brand, OSS, 'ossCode')).toEqual(['local']);
  });

  it("refuses several ids, no id, and another tenant's row", async () => {
    const all = await rows(brand, OSS);
    const two = all.map((r) => r.id).join(',');
    expect((await brand.post(`${OSS}/enable`, undefined, { ids: two })).status).toBe(400);
    expect((await brand.post(`${OSS}/enable`)).status).toBe(400);
    const platformLocal = (await rows(admin, OSS, { tenantId: '000000' }))[0];
    expect((await brand.post(`${OSS}/enable`, undefined, { id: String(platformLocal.id) })).status).toBe(404);
  });

  it('masks the secret key on reads and keeps it when the masked text comes back', async () => {
    const minio = (await rows(brand, OSS)).find((r) => r.ossCode === 'minio')!;
    expect(minio.secretKey).toBe('ve********23');
    const detail = await brand.get(`${OSS}/detail`, { id: String(minio.id) });
    expect(detail.body.data.secretKey).toBe('ve********23');
    const page = await brand.get(`${OSS}/page`, { current: 1, size: 10 });
    expect(JSON.stringify(page.body)).not.toContain('very-secret-key-123');
    const stored = async () =>
      (
        await s.database.db
          .selectFrom('blade_oss')
          .select('secret_key')
          .where('id', '=', Number(minio.id))
          .executeTakeFirstOrThrow()
      ).secret_key;
    // The edit form sends back what it was shown: the stored key stays.
    const edit = await brand.post(`${OSS}/submit`, { ...detail.body.data, bucketName: 'toys-2' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await stored()).toBe('very-secret-key-123');
    // An empty key on update keeps it too; a new key replaces it.
    expect((await brand.post(`${OSS}/submit`, { id: minio.id, secretKey: '' })).status).toBe(200);
    expect(await stored()).toBe('very-secret-key-123');
    expect((await brand.post(`${OSS}/submit`, { id: minio.id, secretKey: 'another-key-456' })).status).toBe(200);
    expect(await stored()).toBe('another-key-456');
    // A secret is never a search or sort field.
    expect((await brand.get(`${OSS}/page`, { secretKey: 'another' })).status).toBe(400);
    expect((await brand.get(`${OSS}/page`, { ascs: 'secretKey' })).status).toBe(400);
  });
});

describe('send-message', () => {
  it('sends through the enabled console config and records one history row per phone', async () => {
    const r = await brand.post(`${SMS}/send-message`, undefined, {
      code: 'console',
      phones: '13800000001,13800000002',
      params: '{"code":"1234"}',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The demo's week of texts (seed-demo.ts) aside: this test's numbers.
    const history = await rows(brand, HISTORY, { phone: '1380000000' });
    expect(history.map((h) => h.phone).sort()).toEqual(['13800000001', '13800000002']);
    expect(history[0]).toMatchObject({ smsCode: 'console', templateId: 'DEMO_CODE', status: 1, createBy: 'admin' });
    expect(JSON.parse(String(history[0].params))).toEqual({ code: '1234' });
    expect(String(history[0].content)).toContain('1234');
    // Other tenants do not see it.
    expect((await rows(admin, HISTORY, { tenantId: '000000', phone: '1380000000' })).length).toBe(0);
  });

  it('accepts the test form body (the row with smsCode, phones and params)', async () => {
    const config = (await rows(brand, SMS)).find((x) => x.smsCode === 'console')!;
    const r = await brand.post(`${SMS}/send-message`, { ...config, phones: '13900000003', params: '' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await rows(brand, HISTORY, { phone: '13900000003' })).length).toBe(1);
  });

  it('refuses bad phones, bad params and a code that is not the enabled config, naming the field', async () => {
    const bad = await brand.post(`${SMS}/send-message`, undefined, { phones: '1380000,13800000001' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('phones');
    expect(bad.body.msg).toContain('1380000');
    expect((await brand.post(`${SMS}/send-message`, undefined, { phones: '' })).status).toBe(400);
    const params = await brand.post(`${SMS}/send-message`, undefined, { phones: '13800000001', params: '[1]' });
    expect(params.status).toBe(400);
    expect(params.body.msg).toContain('params');
    const other = await brand.post(`${SMS}/send-message`, undefined, { phones: '13800000001', code: 'nope' });
    expect(other.status).toBe(400);
    expect(other.body.msg).toContain('nope');
  });

  it('records a failure for a provider the server has no client for, and refuses with none enabled', async () => {
    const yunpian = await add(brand, SMS, { category: 2, smsCode: 'yunpian', templateId: 'T1', signName: 'X', accessKey: 'apikey' });
    expect((await brand.post(`${SMS}/enable`, undefined, { id: yunpian })).status).toBe(200);
    expect(await enabledCodes(brand, SMS, 'smsCode')).toEqual(['yunpian']);
    const failed = await brand.post(`${SMS}/send-message`, undefined, { phones: '13700000009' });
    expect(failed.status).toBe(400);
    const row = (await rows(brand, HISTORY, { phone: '13700000009' }))[0];
    expect(row).toMatchObject({ status: 0, smsCode: 'yunpian' });
    expect(String(row.errorMsg)).not.toBe('');

    // Remove the enabled one: none is enabled now.
    expect((await brand.post(`${SMS}/remove`, undefined, { ids: yunpian })).status).toBe(200);
    expect(await enabledCodes(brand, SMS, 'smsCode')).toEqual([]);
    const none = await brand.post(`${SMS}/send-message`, undefined, { phones: '13800000001' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/No SMS configuration is enabled/);
    // History is list + view only: a write is refused with the reason (400), not as a missing grant.
    expect((await brand.post('/api/share-operation/smshistory/submit', { phone: '1' })).status).toBe(400);
  });
});
