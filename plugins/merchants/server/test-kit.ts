/**
 * What the merchant side's server tests share: the API bases, sign-ins (platform administrator in zh and
 * en, the demo brand's administrator, its view-only operator) and shortcuts that add a merchant, a store
 * (optionally approved and enabled) and a site through the real endpoints.
 */
import { expect } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

export const API = {
  merchant: '/api/toycar-merchant/merchant',
  store: '/api/toycar-merchant/merchantstore',
  site: '/api/toycar-merchant/merchantstoresite',
  account: '/api/toycar-merchant/merchantaccount',
  siteMerchant: '/api/toycar-merchant/sitemerchant',
  partner: '/api/share-operation/partner',
  rule: '/api/toy-charge-rule/chargerule',
  area: '/api/share-biz/area',
  fence: '/api/share-biz/electricfence',
  checkConf: '/api/unified-merchant/checkconf',
  checkArea: '/api/unified-merchant/checkarea',
  checkItem: '/api/unified-merchant/checkitem',
  checkDetail: '/api/unified-merchant/checkdetail',
  checkDevice: '/api/unified-merchant/checkdevice',
  unified: '/api/unified-merchant/unifiedmerchant',
  unifyStore: '/api/unified-merchant/unifystore',
} as const;

export interface Kit {
  s: TestServer;
  /** Platform administrator (tenant 000000), Chinese and English answers. */
  zh: Client;
  en: Client;
  /** The demo brand 100001's administrator and its view-only operator. */
  brand: Client;
  operator: Client;
}

export async function startKit(): Promise<Kit> {
  const s = await startTestServer();
  const token = await login(s.app);
  return {
    s,
    zh: client(s.app, token, 'zh'),
    en: client(s.app, token, 'en'),
    brand: client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' })),
    operator: client(s.app, await login(s.app, { tenantId: '100001', username: 'operator', ip: '10.0.0.3' })),
  };
}

let serial = 0;
export const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++serial}`;

/** The id of the newest row whose `prop` equals `value` (rows are listed newest first). */
export async function idOf(c: Client, base: string, prop: string, value: string): Promise<string> {
  const r = await c.get(`${base}/list`, { [prop]: value, size: 50 });
  const row = r.body.data.records.find((x: Record<string, unknown>) => x[prop] === value);
  expect(row, `${base} ${prop}=${value}`).toBeTruthy();
  return String(row.id);
}

export async function addMerchant(c: Client, extra: Record<string, unknown> = {}): Promise<string> {
  const merchantName = unique('测试商户');
  const r = await c.post(`${API.merchant}/submit`, { merchantName, merchantType: 1, provinceCode: '31', cityCode: '3101', contactPhone: '13800001111', ...extra });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  return idOf(c, API.merchant, 'merchantName', merchantName);
}

/** A store of the merchant; `ready` approves and enables it. */
export async function addStore(c: Client, merchantId: string, ready = false): Promise<string> {
  const storeName = unique('测试门店');
  const r = await c.post(`${API.store}/submit`, { storeName, merchantId, storeType: 1, provinceCode: '31', cityCode: '3101', contactPhone: '13800002222' });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  const id = await idOf(c, API.store, 'storeName', storeName);
  if (ready) {
    expect((await c.post(`${API.store}/auditStore`, undefined, { ids: id })).body).toMatchObject({ success: true });
    expect((await c.post(`${API.store}/isAble`, undefined, { ids: id })).body).toMatchObject({ success: true });
  }
  return id;
}

/** A site of an approved, enabled store; `ready` approves and enables it. */
export async function addSite(c: Client, storeId: string, ready = false): Promise<string> {
  const siteName = unique('测试场地');
  const r = await c.post(`${API.site}/submit`, { siteName, merchantStoreId: storeId, provinceCode: '31', cityCode: '3101', lng: 121.47, lat: 31.23 });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  const id = await idOf(c, API.site, 'siteName', siteName);
  if (ready) {
    expect((await c.post(`${API.site}/auditSite`, undefined, { ids: id })).body).toMatchObject({ success: true });
    expect((await c.post(`${API.site}/isAble`, undefined, { ids: id })).body).toMatchObject({ success: true });
  }
  return id;
}

/** A merchant with an approved, enabled store and site: the usual starting point. */
export async function addChain(c: Client): Promise<{ merchantId: string; storeId: string; siteId: string }> {
  const merchantId = await addMerchant(c);
  const storeId = await addStore(c, merchantId, true);
  const siteId = await addSite(c, storeId, true);
  return { merchantId, storeId, siteId };
}

/** A refusal: HTTP 400 with the envelope and a message containing `text`. */
export function refused(r: { status: number; body: { success?: boolean; msg?: string } }, text: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.success).toBe(false);
  expect(r.body.msg).toContain(text);
}
