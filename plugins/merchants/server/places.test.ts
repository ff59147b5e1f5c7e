/**
 * Merchants, stores and sites on a real database: the write rules between them, the audit and enable
 * state machines with every illegal transition refused in both languages, and the contract's tree,
 * getStatistical, select and getLocationBySiteId calls with tenant and button checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChain, addMerchant, addSite, addStore, API, refused, startKit, type Kit } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await startKit();
});
afterAll(async () => k?.s.close());

describe('merchants', () => {
  it('a new merchant is enabled and gets a code made from its id; the code is not changed by an edit', async () => {
    const id = await addMerchant(k.zh);
    const m = (await k.zh.get(`${API.merchant}/detail`, { id })).body.data;
    expect(m).toMatchObject({ isAble: 1, merchantCode: `M${id.padStart(6, '0')}`, balance: 0 });
    expect((await k.zh.post(`${API.merchant}/submit`, { ...m, merchantCode: '', provinceCode: '32', cityCode: '3205' })).body.success).toBe(true);
    expect((await k.zh.get(`${API.merchant}/detail`, { id })).body.data).toMatchObject({ merchantCode: m.merchantCode, province: '江苏省', city: '苏州市' });
  });

  it('refuses a parent that is disabled, missing, itself or below it', async () => {
    refused(await k.zh.post(`${API.merchant}/submit`, { merchantName: '停用代理下的商户', merchantType: 2, provinceCode: '32', cityCode: '3201', parentId: '10024' }), '已停用');
    refused(await k.en.post(`${API.merchant}/submit`, { merchantName: 'Orphan', merchantType: 2, provinceCode: '32', cityCode: '3201', parentId: '99999' }), 'does not exist');
    const top = await addMerchant(k.zh);
    const child = await addMerchant(k.zh, { parentId: top });
    const topRow = (await k.zh.get(`${API.merchant}/detail`, { id: top })).body.data;
    refused(await k.zh.post(`${API.merchant}/submit`, { ...topRow, parentId: child }), '不能是自己或自己的下级');
    refused(await k.en.post(`${API.merchant}/submit`, { ...topRow, parentId: top }), 'cannot be the merchant itself');
  });

  it('isAble disables and enables; the wrong state and a disabled parent are refused', async () => {
    const parent = await addMerchant(k.zh);
    const child = await addMerchant(k.zh, { parentId: parent });
    expect((await k.zh.post(`${API.merchant}/isAble`, undefined, { ids: `${child},${parent}` })).body.success).toBe(true);
    // Asking for "enabled" again of disabled rows takes enable; asking to disable them again is refused.
    refused(await k.zh.post(`${API.merchant}/isAble`, undefined, { ids: child, isAble: 0 }), '不能执行「停用」');
    refused(await k.en.post(`${API.merchant}/isAble`, undefined, { ids: child, isAble: 1 }), 'its parent merchant');
    expect((await k.zh.post(`${API.merchant}/isAble`, undefined, { ids: parent })).body.success).toBe(true);
    expect((await k.zh.post(`${API.merchant}/isAble`, undefined, { ids: child })).body.success).toBe(true);
    const history = (await k.en.get(`${API.merchant}/state-history`, { id: child })).body.data;
    expect(history.map((h: { transition: string }) => h.transition)).toEqual(['disable', 'enable']);
  });

  it('a disabled merchant gets no store, and one with stores is not removed', async () => {
    refused(await k.zh.post(`${API.store}/submit`, { storeName: '新店', merchantId: '10024', storeType: 1, provinceCode: '32', cityCode: '3201' }), '已停用');
    refused(await k.zh.post(`${API.merchant}/remove`, undefined, { ids: '10002' }), '门店管理');
    refused(await k.en.post(`${API.merchant}/remove`, undefined, { ids: '10002' }), 'cannot be removed');
    const lonely = await addMerchant(k.zh);
    expect((await k.zh.post(`${API.merchant}/remove`, undefined, { ids: lonely })).body.success).toBe(true);
  });

  it('tree nests sub-merchants under their agent; getStatistical counts the tenant', async () => {
    const tree = (await k.brand.get(`${API.merchant}/tree`, { tenantId: '100001' })).body.data;
    const agent = tree.find((n: { id: string }) => n.id === '10101');
    expect(agent).toMatchObject({ title: '西南童趣区域代理有限公司', key: '10101', value: '10101', hasChildren: true });
    expect(agent.children.map((n: { id: string }) => n.id)).toEqual(expect.arrayContaining(['10103', '10106', '10109', '10112']));
    const stats = (await k.brand.get(`${API.merchant}/getStatistical`)).body.data;
    // The merchants' own demo (13 merchants, 16 stores) and the rentals' places written as rows (6 merchants,
    // 24 stores, approved and enabled: plugins/rentals/server/seed/place-rows.ts).
    expect(stats).toMatchObject({ merchantCount: 13 + 6, merchantEnabled: 12 + 6, storeCount: 16 + 24, storePending: 1, storeRejected: 1 });
    expect(stats.siteCount).toBe(35);
    expect(stats.siteByCity.map((c: { city: string }) => c.city).sort()).toEqual(['苏州', '西安', '重庆', '长沙'].sort());
  });
});

describe('stores', () => {
  it('start pending and disabled; cannot be enabled before approval; audit then enable', async () => {
    const merchantId = await addMerchant(k.zh);
    const id = await addStore(k.zh, merchantId);
    expect((await k.zh.get(`${API.store}/detail`, { id })).body.data).toMatchObject({ auditStatus: 0, isAble: 0 });
    refused(await k.zh.post(`${API.store}/isAble`, undefined, { ids: id }), '尚未审核通过，不能启用');
    expect((await k.zh.post(`${API.store}/auditStore`, undefined, { ids: id })).body.success).toBe(true);
    refused(await k.en.post(`${API.store}/auditStore`, undefined, { ids: id }), 'has Review "Approved"');
    expect((await k.zh.post(`${API.store}/isAble`, undefined, { ids: id })).body.success).toBe(true);
    expect((await k.zh.get(`${API.store}/detail`, { id })).body.data).toMatchObject({ auditStatus: 1, isAble: 1 });
  });

  it('reject needs a reason, keeps it, and resubmit sends it back to audit', async () => {
    const id = await addStore(k.zh, await addMerchant(k.zh));
    refused(await k.en.post(`${API.store}/auditStore`, undefined, { ids: id, auditStatus: 2 }), 'Please enter the reason');
    expect((await k.zh.post(`${API.store}/auditStore`, { ids: id, auditStatus: 2, auditRemark: '照片模糊' })).body.success).toBe(true);
    expect((await k.zh.get(`${API.store}/detail`, { id })).body.data).toMatchObject({ auditStatus: 2, auditRemark: '照片模糊' });
    refused(await k.zh.post(`${API.store}/auditStore`, undefined, { ids: id }), '已驳回');
    expect((await k.zh.post(`${API.store}/resubmit`, undefined, { ids: id })).body.success).toBe(true);
    refused(await k.zh.post(`${API.store}/resubmit`, undefined, { ids: id }), '待审核');
  });

  it('a store of a disabled merchant is not approved or enabled; an approved store keeps its merchant', async () => {
    const merchantId = await addMerchant(k.zh);
    const pending = await addStore(k.zh, merchantId);
    const ready = await addStore(k.zh, merchantId, true);
    expect((await k.zh.post(`${API.store}/isAble`, undefined, { ids: ready })).body.success).toBe(true); // off again
    expect((await k.zh.post(`${API.merchant}/isAble`, undefined, { ids: merchantId })).body.success).toBe(true);
    refused(await k.zh.post(`${API.store}/auditStore`, undefined, { ids: pending }), '所属商户');
    refused(await k.en.post(`${API.store}/isAble`, undefined, { ids: ready }), 'merchant of the store');
    const row = (await k.zh.get(`${API.store}/detail`, { id: ready })).body.data;
    refused(await k.zh.post(`${API.store}/submit`, { ...row, merchantId: '10002' }), '不能更换所属商户');
  });

  it("the platform administrator's store goes to its merchant's tenant", async () => {
    const storeName = '跨租户门店';
    expect((await k.zh.post(`${API.store}/submit`, { storeName, merchantId: '10102', storeType: 2, provinceCode: '61', cityCode: '6101' })).body.success).toBe(true);
    const mine = (await k.brand.get(`${API.store}/list`, { storeName })).body.data.records;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ tenantId: '100001', merchantId: '10102', auditStatus: 0 });
  });

  it('select answers the approved, enabled stores of a merchant, within the tenant', async () => {
    const r = await k.zh.get(`${API.store}/select`, { merchantId: '10003' });
    expect(r.body.data.map((s: { id: string }) => s.id)).toEqual(['20003', '20004'].filter((id) => id !== '20008'));
    const brand = await k.brand.get(`${API.store}/select`);
    expect(brand.body.data.every((s: { tenantId: string; auditStatus: number; isAble: number }) => s.tenantId === '100001' && s.auditStatus === 1 && s.isAble === 1)).toBe(true);
    expect((await k.brand.get(`${API.store}/select`, { tenantId: '000000' })).status).toBe(403);
    refused(await k.zh.get(`${API.store}/select`, { merchantId: 'abc' }), 'merchantId');
    const other = await k.zh.get(`${API.store}/select`, { tenantId: '100001' });
    expect(new Set(other.body.data.map((s: { tenantId: string }) => s.tenantId))).toEqual(new Set(['100001']));
  });
});

describe('sites', () => {
  it('an unaudited or disabled store cannot get sites; the site takes its store merchant and a code', async () => {
    const merchantId = await addMerchant(k.zh);
    const pending = await addStore(k.zh, merchantId);
    refused(await k.zh.post(`${API.site}/submit`, { siteName: '新场地', merchantStoreId: pending, provinceCode: '31', cityCode: '3101', lng: 121.4, lat: 31.2 }), '尚未审核通过，不能添加场地');
    refused(await k.en.post(`${API.site}/submit`, { siteName: 'Off', merchantStoreId: '20031', provinceCode: '32', cityCode: '3201', lng: 118.7, lat: 32.0 }), 'is disabled, so it cannot get sites');
    const store = await addStore(k.zh, merchantId, true);
    const id = await addSite(k.zh, store);
    const site = (await k.zh.get(`${API.site}/detail`, { id })).body.data;
    expect(site).toMatchObject({ merchantId, siteCode: `S${id.padStart(6, '0')}`, auditStatus: 0, isAble: 0 });
    // The merchant is the store's, whatever the client sends.
    await k.zh.post(`${API.site}/submit`, { ...site, merchantId: '10002' });
    expect((await k.zh.get(`${API.site}/detail`, { id })).body.data.merchantId).toBe(merchantId);
  });

  it('auditSite, isAble and their refusals', async () => {
    const { storeId } = await addChain(k.zh);
    const id = await addSite(k.zh, storeId);
    refused(await k.zh.post(`${API.site}/isAble`, undefined, { ids: id }), '尚未审核通过，不能启用');
    expect((await k.zh.post(`${API.site}/auditSite`, undefined, { ids: id })).body.success).toBe(true);
    refused(await k.zh.post(`${API.site}/auditSite`, undefined, { ids: id, auditStatus: 2, auditRemark: 'x' }), '不能执行');
    expect((await k.zh.post(`${API.store}/isAble`, undefined, { ids: storeId })).body.success).toBe(true); // store off
    refused(await k.en.post(`${API.site}/isAble`, undefined, { ids: id }), 'store of the site');
    expect((await k.zh.post(`${API.store}/isAble`, undefined, { ids: storeId })).body.success).toBe(true);
    expect((await k.zh.post(`${API.site}/isAble`, undefined, { ids: id })).body.success).toBe(true);
  });

  it('a site is approved only once its store is (guard, whatever happened to the store)', async () => {
    const { storeId } = await addChain(k.zh);
    const id = await addSite(k.zh, storeId);
    await k.s.database.db.updateTable('tc_merchant_store').set({ audit_status: 0 }).where('id', '=', Number(storeId)).execute();
    refused(await k.zh.post(`${API.site}/auditSite`, undefined, { ids: id }), '尚未审核通过');
    refused(await k.en.post(`${API.site}/auditSite`, undefined, { ids: id }), 'is not approved yet');
  });

  it('select answers the sites that can take devices; getLocationBySiteId says where one is', async () => {
    const sites = (await k.zh.get(`${API.site}/select`, { merchantStoreId: '20001' })).body.data;
    expect(sites.map((s: { id: string }) => s.id)).toEqual(['30001', '30002']);
    // Sites the tests add get ids after the demo's (30536 on), so count the demo range.
    const demo = (rows: Array<{ id: string }>) => rows.filter((s) => Number(s.id) <= 30075);
    expect(demo((await k.zh.get(`${API.site}/select`, { tenantId: '000000' })).body.data)).toHaveLength(64);
    expect((await k.brand.get(`${API.site}/select`)).body.data).toHaveLength(28);
    const loc = await k.zh.post(`${API.site}/getLocationBySiteId`, { siteId: '30001' });
    expect(loc.body.data).toMatchObject({
      siteId: '30001',
      siteName: '正大广场一楼中庭',
      merchantStoreId: '20001',
      merchantId: '10002',
      merchantName: '上海童趣儿童游乐有限公司',
      city: '上海',
    });
    expect(loc.body.data.lng).toBeGreaterThan(121);
    expect((await k.zh.post(`${API.site}/getLocationBySiteId`, undefined, { siteId: '30001' })).body.data.siteId).toBe('30001');
    refused(await k.en.post(`${API.site}/getLocationBySiteId`, {}), 'siteId (site) is required');
    expect((await k.brand.post(`${API.site}/getLocationBySiteId`, { siteId: '30001' })).status).toBe(404);
  });

  it('a view-only operator reads but cannot audit, toggle or write', async () => {
    expect((await k.operator.get(`${API.site}/select`)).status).toBe(200);
    expect((await k.operator.get(`${API.merchant}/tree`)).status).toBe(200);
    expect((await k.operator.post(`${API.site}/auditSite`, undefined, { ids: '30522' })).status).toBe(403);
    expect((await k.operator.post(`${API.store}/isAble`, undefined, { ids: '20501' })).status).toBe(403);
    expect((await k.operator.post(`${API.merchant}/isAble`, undefined, { ids: '10102' })).status).toBe(403);
    expect((await k.operator.post(`${API.store}/submit`, { storeName: 'x', merchantId: '10102', storeType: 1, provinceCode: '61', cityCode: '6101' })).status).toBe(403);
  });
});
