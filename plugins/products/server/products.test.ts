/**
 * The product catalog's picker calls (share-product/product isExist, nameTree, selectProduct) on the demo
 * catalog: tenant isolation, the on-sale filter, the tree by product line in the caller's language, clear
 * refusals of bad input, and the view grant they need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const P = '/api/share-product/product';
let s: TestServer;
let brand: Client;
let brandEn: Client;
let operator: Client;
let platform: Client;

beforeAll(async () => {
  s = await startTestServer();
  const brandToken = await login(s.app, { tenantId: '100001', ip: '10.0.0.2' });
  brand = client(s.app, brandToken);
  brandEn = client(s.app, brandToken, 'en');
  operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator', ip: '10.0.0.3' }));
  platform = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

describe('product pickers', () => {
  it('selectProduct answers the products on sale of the caller’s tenant, in their order', async () => {
    const r = await brand.get(`${P}/selectProduct`);
    expect(r.status).toBe(200);
    const codes = r.body.data.map((p: { productCode: string }) => p.productCode);
    expect(codes).toEqual(['car15', 'car30', 'car60', 'scooter30', 'juice250', 'bubble']);
    expect(codes).not.toContain('carday'); // withdrawn from sale
    expect(r.body.data[1]).toMatchObject({ productName: '童车 30 分钟', price: 2500, unitMinutes: 30 });
  });

  it('nameTree groups them by product line, labelled in the caller’s language', async () => {
    const zh = (await brand.get(`${P}/nameTree`)).body.data;
    expect(zh.map((n: { title: string }) => n.title)).toEqual(['童车租赁', '自助售货', '电动滑板车']);
    expect(zh[0].children.map((c: { value: string }) => c.value)).toEqual(['car15', 'car30', 'car60']);
    const en = (await brandEn.get(`${P}/nameTree`)).body.data;
    expect(en[0].title).toBe('Toy-car rental');
  });

  it('isExist tells a taken name or code, leaving out the row being edited', async () => {
    expect((await brand.post(`${P}/isExist`, { productCode: 'car30' })).body.data).toBe(true);
    expect((await brand.post(`${P}/isExist`, { productName: '童车 30 分钟' })).body.data).toBe(true);
    expect((await brand.post(`${P}/isExist`, { productCode: 'nothing' })).body.data).toBe(false);
    const id = (await brand.get(`${P}/page`, { productCode: 'car30' })).body.data.records[0].id;
    expect((await brand.post(`${P}/isExist`, { productCode: 'car30', id })).body.data).toBe(false);
  });

  it('refuses a call without what to check, naming it, in both languages', async () => {
    const zh = await brand.post(`${P}/isExist`, {});
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('productName');
    const en = await brandEn.post(`${P}/isExist`, { productCode: 'x', id: 'abc' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('id must be an id');
  });

  it('keeps tenants apart: the platform reads one tenant at a time with tenantId', async () => {
    const own = (await brand.get(`${P}/selectProduct`)).body.data;
    expect((await platform.get(`${P}/selectProduct`, { tenantId: '100001' })).body.data).toEqual(own);
    // The platform's own tenant sells nothing: no row of 100001 leaks into it.
    expect((await platform.get(`${P}/selectProduct`, { tenantId: '000000' })).body.data).toEqual([]);
    expect((await platform.get(`${P}/nameTree`, { tenantId: '000000' })).body.data).toEqual([]);
    expect((await platform.post(`${P}/isExist?tenantId=000000`, { productCode: 'car30' })).body.data).toBe(false);
  });

  it('the view grant suffices; no token is refused', async () => {
    expect((await operator.get(`${P}/selectProduct`)).status).toBe(200);
    expect((await client(s.app).get(`${P}/selectProduct`)).status).toBe(401);
  });
});
