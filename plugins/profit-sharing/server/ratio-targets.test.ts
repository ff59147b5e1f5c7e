/**
 * What the share ratios apply to (`shareratio/getDeviceList`, `shareratio/carList`): a merchant's devices
 * and the cars at its cabinets, per store and product, with which ratios cut their orders; paged like every
 * list; another tenant's merchant, a store of another merchant, bad parameters and a caller without the
 * share-ratio codes refused. The fixture rows are written straight into the devices' and merchants' tables
 * of the demo database, so the expected lists are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRole, addUser, loginAs } from '../../../tests/server/enforce-helpers';
import { client, login, request, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const U = '/api/unified-merchant/shareratio';
const BRAND = '100001';
let s: TestServer;
let brand: Client;
let brandEn: Client;
let token: string;
const id: Record<string, number> = {};

const tableOf = (name: string) => s.registry.entity(name)!.storage!.table;

async function insert(entity: string, values: Record<string, unknown>): Promise<number> {
  const row = await s.database.db
    .insertInto(tableOf(entity))
    .values({ tenant_id: BRAND, is_deleted: 0, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A device of merchant M at a store and site of ours. */
const device = (code: string, type: number, store: 'S1' | 'S2', more: Record<string, unknown> = {}) =>
  insert('device.device', {
    device_code: code,
    device_name: code,
    device_type: type,
    slot_count: type === 1 ? 4 : 0,
    parent_id: 0,
    merchant_id: id.M,
    merchant_name: '分账测试商户',
    store_id: id[store],
    store_name: store === 'S1' ? '分账测试一店' : '分账测试二店',
    site_id: 990000 + (store === 'S1' ? 1 : 2),
    site_name: store === 'S1' ? '一店中庭' : '二店广场',
    device_status: 1,
    online_status: 1,
    iccid: '8986000000000000001',
    ...more,
  });

const car = (code: string, cabinet: string, cabinetCode: string, slot: number | null, status: number, more: Record<string, unknown> = {}) =>
  insert('device.car', {
    car_code: code,
    car_status: status,
    device_id: cabinet ? id[cabinet] : null,
    device_code: cabinet ? cabinetCode : null,
    slot_num: slot,
    merchant_id: id.M,
    battery: 80,
    ...more,
  });

beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app, { tenantId: BRAND, ip: '10.0.4.1' });
  brand = client(s.app, token);
  brandEn = client(s.app, token, 'en');

  id.M = await insert('merchant.merchant', { merchant_name: '分账测试商户', parent_id: 0, is_able: 1 });
  id.M2 = await insert('merchant.merchant', { merchant_name: '分账测试邻居', parent_id: 0, is_able: 1 });
  id.Other = await insert('merchant.merchant', { tenant_id: '200002', merchant_name: '别的品牌商户', parent_id: 0, is_able: 1 });
  id.S1 = await insert('merchant.store', { merchant_id: id.M, store_name: '分账测试一店' });
  id.S2 = await insert('merchant.store', { merchant_id: id.M, store_name: '分账测试二店' });
  id.SX = await insert('merchant.store', { merchant_id: id.M2, store_name: '邻居的店' });

  id.cab1 = await device('PSCAB001', 1, 'S1');
  id.cab2 = await device('PSCAB002', 1, 'S1', { online_status: 0 });
  id.bcn1 = await device('PSBCN001', 4, 'S1', { parent_id: id.cab1 });
  id.dsp1 = await device('PSDSP001', 2, 'S1');
  id.esc1 = await device('PSESC001', 3, 'S1');
  id.cab3 = await device('PSCAB003', 1, 'S2');
  await device('PSCAB009', 1, 'S1', { is_deleted: 1 });
  await device('PSCAB010', 1, 'S1', { merchant_id: id.M2, store_id: id.SX });
  await device('PSCAB011', 1, 'S1', { tenant_id: '200002', merchant_id: id.Other });

  await car('PSCAR001', 'cab1', 'PSCAB001', 2, 1);
  await car('PSCAR002', 'cab1', 'PSCAB001', 1, 1);
  await car('PSCAR003', 'cab2', 'PSCAB002', 3, 2); // rented out from its slot
  await car('PSCAR004', 'cab3', 'PSCAB003', 1, 1);
  await car('PSCAR005', '', '', null, 0); // waiting to be placed: at no cabinet
  await car('PSCAR006', 'cab1', 'PSCAB001', 4, 1, { is_deleted: 1 });

  // Store S1 has toy-car ratios of its own; vending has merchant-wide ones; nothing else.
  const ratio = (receiverAccount: string) => ({ receiverType: 4, receiverName: '童车运营平台', receiverAccount, ratio: 6 });
  const own = await brand.post(`${U}/submittotal`, { merchantId: id.M, storeId: id.S1, productCode: 'toycar', ratios: [ratio('1900000001')] });
  const wide = await brand.post(`${U}/submittotal`, { merchantId: id.M, productCode: 'vending', ratios: [ratio('1900000002')] });
  expect([own.status, wide.status]).toEqual([200, 200]);
});
afterAll(async () => s?.close());

const codes = (r: { body: { data: { records: Array<Record<string, unknown>> } } }, key = 'deviceCode') =>
  r.body.data.records.map((x) => x[key]);

describe('getDeviceList', () => {
  it("answers a store's devices with site, type, online state and the ratios that cover them", async () => {
    const r = await brand.get(`${U}/getDeviceList`, { merchantId: id.M, storeId: id.S1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
    expect(codes(r)).toEqual(['PSBCN001', 'PSCAB001', 'PSCAB002', 'PSDSP001', 'PSESC001']);
    const byCode = Object.fromEntries(r.body.data.records.map((x: Record<string, unknown>) => [x.deviceCode, x]));
    expect(byCode.PSCAB002).toMatchObject({
      id: String(id.cab2),
      merchantId: String(id.M),
      storeId: String(id.S1),
      storeName: '分账测试一店',
      siteName: '一店中庭',
      deviceType: 1,
      onlineStatus: 0,
      deviceStatus: 1,
      productCode: 'toycar',
      ratioScope: 'store',
      covered: true,
    });
    expect(byCode.PSBCN001).toMatchObject({ parentId: String(id.cab1), productCode: 'toycar', ratioScope: 'store' });
    expect(byCode.PSDSP001).toMatchObject({ productCode: 'vending', ratioScope: 'merchant', covered: true });
    expect(byCode.PSESC001).toMatchObject({ productCode: 'scooter', ratioScope: 'none', covered: false });
    // Only what the ratio screen needs.
    expect(byCode.PSCAB001).not.toHaveProperty('iccid');
  });

  it("narrows to one product's kinds of device; without a store, every store of the merchant", async () => {
    const toycar = await brand.get(`${U}/getDeviceList`, { merchantId: id.M, productCode: 'toycar' });
    expect(codes(toycar)).toEqual(['PSBCN001', 'PSCAB001', 'PSCAB002', 'PSCAB003']);
    // Store S2 has no toy-car ratios of its own and the merchant no merchant-wide ones.
    expect(toycar.body.data.records[3]).toMatchObject({ storeId: String(id.S2), ratioScope: 'none', covered: false });
    const scooter = await brand.get(`${U}/getDeviceList`, { merchantId: id.M, storeId: id.S1, productCode: 'scooter' });
    expect(codes(scooter)).toEqual(['PSESC001']);
  });

  it('pages like every list, and sorts and searches by the device list’s own parameters', async () => {
    const second = await brand.get(`${U}/getDeviceList`, { merchantId: id.M, size: 2, current: 2 });
    expect(second.body.data).toMatchObject({ total: 6, size: 2, current: 2, pages: 3 });
    expect(codes(second)).toEqual(['PSCAB002', 'PSCAB003']);
    const offline = await brand.get(`${U}/getDeviceList`, { merchantId: id.M, onlineStatus: 0, descs: 'deviceCode' });
    expect(codes(offline)).toEqual(['PSCAB002']);
  });

  it('takes the same parameters as a form or a JSON body', async () => {
    const form = await request(s.app, {
      method: 'POST',
      url: `${U}/getDeviceList`,
      headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `merchantId=${id.M}&storeId=${id.S2}&current=1&size=5`,
    });
    expect(form.status).toBe(200);
    expect(codes(form)).toEqual(['PSCAB003']);
    const json = await brand.post(`${U}/getDeviceList`, { merchantId: String(id.M), storeId: id.S2 });
    expect(codes(json)).toEqual(['PSCAB003']);
  });

  it("the platform administrator sees any tenant's merchant, and only that merchant's devices", async () => {
    const platform = client(s.app, await login(s.app, { ip: '10.0.4.3' }));
    expect(codes(await platform.get(`${U}/getDeviceList`, { merchantId: id.Other }))).toEqual(['PSCAB011']);
    expect(codes(await platform.get(`${U}/getDeviceList`, { merchantId: id.M, storeId: id.S2 }))).toEqual(['PSCAB003']);
  });
});

describe('carList', () => {
  it("answers the cars at a store's cabinets with cabinet, slot and state", async () => {
    const r = await brand.get(`${U}/carList`, { merchantId: id.M, storeId: id.S1 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 3, current: 1, pages: 1 });
    expect(r.body.data.records.map((c: Record<string, unknown>) => [c.carCode, c.deviceCode, c.slotNum, c.carStatus])).toEqual([
      ['PSCAR002', 'PSCAB001', 1, 1],
      ['PSCAR001', 'PSCAB001', 2, 1],
      ['PSCAR003', 'PSCAB002', 3, 2],
    ]);
    expect(r.body.data.records[0]).toMatchObject({
      deviceId: String(id.cab1),
      storeId: String(id.S1),
      storeName: '分账测试一店',
      productCode: 'toycar',
      ratioScope: 'store',
      covered: true,
    });
  });

  it('every cabinet of the merchant without a store; paged; no cars for another product', async () => {
    const all = await brand.get(`${U}/carList`, { merchantId: id.M, size: 3, current: 2 });
    expect(all.body.data).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(all.body.data.records).toEqual([expect.objectContaining({ carCode: 'PSCAR004', storeId: String(id.S2), ratioScope: 'none' })]);
    const vending = await brand.get(`${U}/carList`, { merchantId: id.M, productCode: 'vending' });
    expect(vending.status).toBe(200);
    expect(vending.body.data).toMatchObject({ records: [], total: 0 });
  });
});

describe('refusals', () => {
  const both = ['getDeviceList', 'carList'];

  it.each(both)("%s: another tenant's merchant, or a store of another merchant, is not found", async (call) => {
    const other = await brandEn.get(`${U}/${call}`, { merchantId: id.Other });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(`merchantId: there is no merchant ${id.Other}`);
    expect(JSON.stringify(other.body)).not.toContain('PSCAB011');
    const store = await brandEn.get(`${U}/${call}`, { merchantId: id.M, storeId: id.SX });
    expect(store.status).toBe(404);
    expect(store.body.msg).toContain('storeId');
  });

  it.each(both)('%s: a missing or malformed merchantId, or a bad product or page, is a 400 naming it', async (call) => {
    const missing = await brand.get(`${U}/${call}`, { storeId: id.S1 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少参数 merchantId');
    const malformed = await brandEn.post(`${U}/${call}`, { merchantId: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('The parameter merchantId must be a record id');
    const product = await brandEn.get(`${U}/${call}`, { merchantId: id.M, productCode: 'bike' });
    expect(product.status).toBe(400);
    expect(product.body.msg).toContain('productCode');
    const paging = await brandEn.get(`${U}/${call}`, { merchantId: id.M, current: 0 });
    expect(paging.status).toBe(400);
    expect(paging.body.msg).toContain('current');
  });

  it.each(both)('%s: needs a token and a share-ratio code; the view-only operator may read', async (call) => {
    expect((await client(s.app).get(`${U}/${call}`, { merchantId: id.M })).status).toBe(401);
    // Accounts are at most 20 characters (PostgreSQL enforces the column's length).
    const account = `nosharing${call.slice(0, 6)}`;
    const role = await addRole(s, BRAND, `no-sharing-${call}`);
    await addUser(s, { tenantId: BRAND, account, roleIds: [role] });
    const nobody = await loginAs(s, BRAND, account);
    expect((await nobody.get(`${U}/${call}`, { merchantId: id.M })).status).toBe(403);
    const operator = client(s.app, await login(s.app, { tenantId: BRAND, username: 'operator', ip: '10.0.4.2' }));
    expect((await operator.get(`${U}/${call}`, { merchantId: id.M })).status).toBe(200);
  });
});
