/**
 * The open platform over HTTP (docs/areas/open-platform.md): every open-platform call of spec §7 answers
 * the contract's envelope; an app secret is shown once and never again (stored hashed); binding and
 * unbinding APIs — and the devices of a grant — change what the app may call through the gateway; push
 * addresses are http(s) only and found by app, developer and API; the OpenAPI document follows the schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, request, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const O = '/api/share-open';
let s: TestServer;
let brand: Client;
let brandEn: Client;
let operator: Client;
let app: { id: string; appKey: string; developerId: string };
let apis: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app, { tenantId: '100001', ip: '10.0.2.2' });
  brand = client(s.app, token);
  brandEn = client(s.app, token, 'en');
  operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator', ip: '10.0.2.3' }));
  app = (await brand.get(`${O}/app/page`, { appName: '悦行运维助手' })).body.data.records[0];
  const page = await brand.get(`${O}/apiappauth/selectApiOpenPlatformPageByAppId`, { appId: app.id, size: 100 });
  apis = Object.fromEntries(page.body.data.records.map((a: { apiCode: string; id: string }) => [a.apiCode, a.id]));
});
afterAll(async () => s?.close());

const envelope = (r: { status: number; body: { code: number; success: boolean } }) => {
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
};

const call = (appKey: string, secret: string, apiCode: string, deviceId?: string) =>
  request(s.app, {
    method: 'POST',
    url: `${O}/gateway/invoke`,
    headers: { 'app-key': appKey, 'app-secret': secret },
    payload: { apiCode, ...(deviceId && { deviceId }) },
  });

describe('lists', () => {
  it.each(['developerinfo', 'app', 'api', 'apiappauth', 'apibinddevice', 'apppushurl'])('%s/page answers the demo', async (e) => {
    const r = await brand.get(`${O}/${e}/page`);
    envelope(r);
    expect(r.body.data.total).toBeGreaterThan(0);
  });
});

describe('app secrets', () => {
  it('the server gives the key; the secret is shown once, stored hashed, and never read back', async () => {
    expect(app.appKey).toMatch(/^tc[0-9a-f]{16}$/);
    const made = await brand.post(`${O}/app/secret`, undefined, { id: app.id });
    envelope(made);
    const secret = made.body.data.appSecret as string;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const reads = [
      await brand.get(`${O}/app/detail`, { id: app.id }),
      await brand.get(`${O}/app/page`),
      await brand.get(`${O}/openapi.json`),
    ];
    for (const r of reads) expect(JSON.stringify(r.body)).not.toContain(secret);
    const stored = await s.database.db.selectFrom('op_app_secret').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    // A new secret replaces the old one at once.
    const again = (await brand.post(`${O}/app/secret`, undefined, { id: app.id })).body.data.appSecret;
    expect(again).not.toBe(secret);
    expect((await call(app.appKey, secret, 'device.list')).status).toBe(401);
    expect((await call(app.appKey, again, 'device.list')).status).toBe(200);
  });

  it('the key cannot be set or changed by a form', async () => {
    const r = await brand.post(`${O}/app/submit`, { id: app.id, appName: app.appKey ? '悦行运维助手' : 'x', developerId: app.developerId, appKey: 'mine' });
    envelope(r);
    expect((await brand.get(`${O}/app/detail`, { id: app.id })).body.data.appKey).toBe(app.appKey);
  });
});

describe('binding and unbinding APIs changes what the app may call', () => {
  let secret: string;
  beforeAll(async () => {
    secret = (await brand.post(`${O}/app/secret`, undefined, { id: app.id })).body.data.appSecret;
  });

  it('an API not granted is refused; bound it answers; removed it is refused again', async () => {
    expect((await call(app.appKey, secret, 'order.query')).status).toBe(403);
    envelope(await brand.post(`${O}/apiappauth/bindAppAndApi`, undefined, { appId: app.id, apiIds: apis['order.query'], developerId: app.developerId }));
    const page = (await brand.get(`${O}/apiappauth/selectApiOpenPlatformPageByAppId`, { appId: app.id, size: 100 })).body.data.records;
    expect(page.find((a: { apiCode: string }) => a.apiCode === 'order.query')).toMatchObject({ isBind: 1 });
    expect((await call(app.appKey, secret, 'order.query')).status).toBe(200);
    envelope(await brand.post(`${O}/apiappauth/removeAppAndApi`, { appId: app.id, apiIds: [apis['order.query']], developerId: app.developerId }));
    expect((await call(app.appKey, secret, 'order.query')).status).toBe(403);
  });

  it('a per-device API answers only for the devices of its grant', async () => {
    const granted = (await brand.get(`${O}/apiappauth/selectApiOpenPlatformByAppId`, { appId: app.id })).body.data;
    const status = granted.find((g: { apiCode: string }) => g.apiCode === 'device.status');
    expect(status.deviceIds.length).toBeGreaterThan(1);
    const [first, second] = status.deviceIds;
    const ok = await call(app.appKey, secret, 'device.status', first);
    envelope(ok);
    expect(ok.body.data.device.deviceId).toBe(first);
    envelope(await brand.get(`${O}/apibinddevice/updateApiBindDevices`, { authId: status.authId, deviceIds: second }));
    expect((await call(app.appKey, secret, 'device.status', first)).status).toBe(403);
    expect((await call(app.appKey, secret, 'device.status', second)).status).toBe(200);
  });

  it('refuses bad input naming the field, in both languages', async () => {
    const noApis = await brand.post(`${O}/apiappauth/bindAppAndApi`, undefined, { appId: app.id });
    expect(noApis.status).toBe(400);
    expect(noApis.body.msg).toContain('apiIds');
    const wrongDev = await brandEn.post(`${O}/apiappauth/bindAppAndApi`, undefined, { appId: app.id, apiIds: apis['order.query'], developerId: '999999' });
    expect(wrongDev.status).toBe(400);
    expect(wrongDev.body.msg).toContain('developerId');
    const badIds = await brandEn.get(`${O}/apibinddevice/updateApiBindDevices`, { authId: 'x' });
    expect(badIds.status).toBe(400);
    expect(badIds.body.msg).toContain('authId');
  });

  it('a change needs the app edit grant; no token is refused', async () => {
    const r = await operator.post(`${O}/apiappauth/bindAppAndApi`, undefined, { appId: app.id, apiIds: apis['order.query'] });
    expect(r.status).toBe(403);
    expect((await client(s.app).get(`${O}/apiappauth/selectApiOpenPlatformByAppId`, { appId: app.id })).status).toBe(401);
  });
});

describe('push addresses', () => {
  it('are found by app, developer and API, and are http(s) only', async () => {
    const row = (await brand.get(`${O}/apppushurl/page`)).body.data.records[0];
    const found = await brand.get(`${O}/apppushurl/detail`, { appId: row.appId, developerId: row.developerId, apiId: row.apiId });
    envelope(found);
    expect(found.body.data.pushUrl).toBe(row.pushUrl);
    envelope(await brand.get(`${O}/apppushurl/detail`, { id: row.id }));
    const bad = await brandEn.post(`${O}/apppushurl/submit`, { ...row, pushUrl: 'ftp://x.example.com/n' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('http');
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, public, and generated from the open-platform schemas', async () => {
    const raw = await s.app.inject({ method: 'GET', url: `${O}/openapi.json` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('application/vnd.oai.openapi+json');
    const r = { body: JSON.parse(raw.body) };
    expect(r.body.openapi).toBe('3.1.0');
    expect(Object.keys(r.body.paths)).toEqual(expect.arrayContaining([`${O}/app/page`, `${O}/apiappauth/bindAppAndApi`, `${O}/apibinddevice/updateApiBindDevices`, `${O}/gateway/invoke`]));
    expect(r.body.components.schemas.appPushUrl.properties.pushUrl).toMatchObject({ format: 'uri', pattern: '^https?://', maxLength: 500 });
    expect(r.body.components.schemas.app.required).toContain('appName');
  });
});
