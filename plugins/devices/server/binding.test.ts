/**
 * Binding devices to merchants, sites and charge rules (merchant devices, cabinet business): the happy
 * paths keep the device row and its binding row in step; every rule refuses with a 400 naming the device
 * and the reason, and a refused batch writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlaces, addRow, deviceId, deviceRow, startDeviceServer, type DeviceTestServer } from './test-server.spec';

const MD = '/api/toycar-merchant/merchantdevice';
const BIZ = '/api/toycar-device/devicebusiness';
let t: DeviceTestServer;
let a: Awaited<ReturnType<typeof addPlaces>>;
let b: Awaited<ReturnType<typeof addPlaces>>;

beforeAll(async () => {
  t = await startDeviceServer();
  a = await addPlaces(t.s, '甲');
  b = await addPlaces(t.s, '乙');
});
afterAll(async () => t?.s.close());

const bindingOf = async (code: string) =>
  (await t.brand.get(`${MD}/page`, { deviceCode: code })).body.data.records as Array<Record<string, unknown>>;

describe('bindDeviceList', () => {
  it('binds unbound devices by number, one binding row each, and lists them', async () => {
    const r = await t.brand.post(`${MD}/bindDeviceList`, { merchantId: a.merchantId, deviceCodes: 'CAB000025\nDSP000025' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await deviceRow(t.s, 'CAB000025')).toMatchObject({ merchant_id: a.merchantId, merchant_name: '甲商户', site_id: null });
    const [row] = await bindingOf('CAB000025');
    expect(row).toMatchObject({ merchantName: '甲商户', deviceType: 1 });
    expect(row.bindTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a bound device, a disabled device, an unknown number, a disabled merchant — writing nothing', async () => {
    const bound = await t.brandEn.post(`${MD}/bindDeviceList`, { merchantId: b.merchantId, deviceCodes: 'ESC000025,CAB000025' });
    expect(bound.status).toBe(400);
    expect(bound.body.msg).toContain('CAB000025 is already bound');
    expect((await deviceRow(t.s, 'ESC000025')).merchant_id).toBeNull();
    await t.s.database.db.updateTable('tc_device').set({ device_status: 0 }).where('device_code', '=', 'ESC000050').execute();
    const disabled = await t.brandEn.post(`${MD}/bindDeviceList`, { merchantId: b.merchantId, deviceIds: [await deviceId(t.s, 'ESC000050')] });
    expect(disabled.body.msg).toBe('Device ESC000050 is disabled: it cannot be bound');
    const unknown = await t.brandEn.post(`${MD}/bindDeviceList`, { merchantId: b.merchantId, deviceCodes: 'NOPE0001' });
    expect(unknown.body.msg).toContain('NOPE0001');
    const off = await addRow(t.s, 'tc_merchant', { merchant_name: '停用商户', is_able: 0 });
    const refused = await t.brand.post(`${MD}/bindDeviceList`, { merchantId: off, deviceCodes: 'ESC000025' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('已停用');
    const missing = await t.brandEn.post(`${MD}/bindDeviceList`, { deviceCodes: 'ESC000025' });
    expect(missing.body.msg).toBe('merchantId must be one id');
  });

  it('bindDeviceListAble answers enabled devices without a merchant', async () => {
    const r = await t.brand.get(`${MD}/bindDeviceListAble`, { merchantId: a.merchantId, deviceCode: 'CAB0000', size: 100 });
    const codes = r.body.data.records.map((x: { deviceCode: string }) => x.deviceCode);
    expect(codes).not.toContain('CAB000025');
    expect(codes).not.toContain('CAB000030');
    expect(codes.length).toBeGreaterThan(0);
  });

  it('refBindMerchantAble answers the enabled devices a merchant holds (those that can move), never an unbound one', async () => {
    const r = await t.brand.get(`${MD}/refBindMerchantAble`, { deviceCode: 'CAB0000', size: 100 });
    expect(r.status).toBe(200);
    const rows = r.body.data.records as Array<{ deviceCode: string; merchantId: string | null; deviceStatus: number }>;
    const codes = rows.map((x) => x.deviceCode);
    expect(codes).toContain('CAB000001'); // bound by the seed
    expect(codes).not.toContain('CAB000050'); // every 25th stays unbound in the seed
    expect(codes).not.toContain('CAB000030'); // every 30th is disabled
    expect(rows.every((x) => x.merchantId !== null && Number(x.deviceStatus) === 1)).toBe(true);
    const unbound = await t.brand.get(`${MD}/bindDeviceListAble`, { deviceCode: 'CAB0000', size: 100 });
    const free = new Set(unbound.body.data.records.map((x: { deviceCode: string }) => x.deviceCode));
    expect(rows.some((x) => free.has(x.deviceCode))).toBe(false);
    expect((await t.brand.get(`${MD}/refBindMerchantAble`, { deviceCode: 'CAB000030' })).body.data.records).toEqual([]);
  });
});

describe('site, rule, move, unbind', () => {
  it('places a bound device on its merchant’s site, then prices it with the site’s rule', async () => {
    const [row] = await bindingOf('CAB000025');
    expect((await t.brand.post(`${MD}/updateDeviceSite`, { merchantDeviceIds: String(row.id), merchantSiteId: a.siteId })).status).toBe(200);
    expect(await deviceRow(t.s, 'CAB000025')).toMatchObject({ site_id: a.siteId, site_name: '甲场地', store_id: a.storeId, store_name: '甲门店' });
    expect((await t.brand.post(`${MD}/updateDeviceRule`, { ids: String(row.id), rechargeRuleId: a.ruleId })).status).toBe(200);
    expect((await bindingOf('CAB000025'))[0]).toMatchObject({ chargeRuleName: '甲计费', siteName: '甲场地' });
  });

  it('refuses another merchant’s site and rule, an unapproved site, and a rule of another site', async () => {
    const [row] = await bindingOf('CAB000025');
    const otherSite = await t.brandEn.post(`${MD}/updateDeviceSite`, { merchantDeviceIds: String(row.id), merchantSiteId: b.siteId });
    expect(otherSite.body.msg).toContain('belongs to another merchant');
    const otherRule = await t.brandEn.post(`${MD}/updateDeviceRule`, { merchantDeviceIds: String(row.id), rechargeRuleId: b.ruleId });
    expect(otherRule.status).toBe(400);
    const pending = await addPlaces(t.s, '丙', { siteApproved: false });
    const unapproved = await t.brandEn.post(`${MD}/updateDeviceSite`, { merchantDeviceIds: String(row.id), merchantSiteId: pending.siteId });
    expect(unapproved.body.msg).toBe('The site "丙场地" is not approved yet: it takes no devices');
    const secondSite = await addRow(t.s, 'tc_merchant_store_site', { site_name: '甲二号场地', merchant_store_id: a.storeId, merchant_id: a.merchantId, audit_status: 1, is_able: 1, lng: 121.5, lat: 31.2 });
    const ruleOfSecond = await addRow(t.s, 'tc_charge_rule', { rule_name: '甲二号计费', merchant_id: a.merchantId, site_id: secondSite, enable_status: 1 });
    const wrongSite = await t.brandEn.post(`${MD}/updateDeviceRule`, { merchantDeviceIds: String(row.id), rechargeRuleId: ruleOfSecond });
    expect(wrongSite.body.msg).toContain('belongs to another site');
  });

  it('moves to another merchant (store, site and rule released), then unbinds', async () => {
    const [row] = await bindingOf('CAB000025');
    expect((await t.brand.post(`${MD}/refBindMerchant`, { merchantDeviceIds: String(row.id), merchantId: b.merchantId })).status).toBe(200);
    expect(await deviceRow(t.s, 'CAB000025')).toMatchObject({ merchant_name: '乙商户', site_id: null, charge_rule_id: null });
    const same = await t.brandEn.post(`${MD}/refBindMerchant`, { merchantDeviceIds: String(row.id), merchantId: b.merchantId });
    expect(same.body.msg).toContain('already belongs to this merchant');
    expect((await t.brand.post(`${MD}/unbind`, { ids: String(row.id) })).status).toBe(200);
    expect((await deviceRow(t.s, 'CAB000025')).merchant_id).toBeNull();
    expect(await bindingOf('CAB000025')).toEqual([]);
  });
});

describe('cabinet business', () => {
  it('saveSiteId places unbound cabinets, binding them to the site’s merchant; removeDevice takes one off', async () => {
    const id = await deviceId(t.s, 'CAB000050');
    const nullSite = await t.brand.get(`${BIZ}/nullSite`, { deviceCode: 'CAB000050' });
    expect(nullSite.body.data.records.map((r: { deviceCode: string }) => r.deviceCode)).toEqual(['CAB000050']);
    const r = await t.brand.post(`${BIZ}/saveSiteId`, { siteId: a.siteId, merchantId: a.merchantId, merchantStoreId: a.storeId, deviceIds: String(id) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await deviceRow(t.s, 'CAB000050')).toMatchObject({ merchant_id: a.merchantId, site_id: a.siteId });
    expect((await bindingOf('CAB000050'))[0]).toMatchObject({ siteName: '甲场地' });
    const onSite = await t.brand.get(`${BIZ}/getSiteWithoutError`, { siteId: a.siteId });
    expect(onSite.body.data.map((d: { deviceCode: string }) => d.deviceCode)).toContain('CAB000050');
    expect((await t.brand.post(`${BIZ}/removeDevice`, { deviceId: id })).status).toBe(200);
    expect((await deviceRow(t.s, 'CAB000050')).site_id).toBeNull();
    const again = await t.brandEn.post(`${BIZ}/removeDevice`, { deviceId: id });
    expect(again.body.msg).toBe('Cabinet CAB000050 stands on no site');
  });

  it('a cabinet with an open fault report is left out of getSiteWithoutError', async () => {
    await t.brand.post(`${BIZ}/saveSiteId`, { siteId: a.siteId, deviceIds: String(await deviceId(t.s, 'CAB000075')) });
    const kind = await t.s.database.db.selectFrom('tc_fault_kind').select('id').executeTakeFirstOrThrow();
    await t.brand.post('/api/share-biz/faultreport/submit', { faultKindId: String(kind.id), deviceCode: 'CAB000075', description: '仓门打不开' });
    const onSite = await t.brand.get(`${BIZ}/getSiteWithoutError`, { siteId: a.siteId });
    expect(onSite.body.data.map((d: { deviceCode: string }) => d.deviceCode)).not.toContain('CAB000075');
  });
});

describe('choices and renames', () => {
  it('offers enabled merchants and approved, enabled sites with their store', async () => {
    const merchants = (await t.brand.get(`${MD}/merchant-options`)).body.data.map((m: { merchantName: string }) => m.merchantName);
    expect(merchants).toEqual(expect.arrayContaining(['甲商户', '乙商户']));
    expect(merchants).not.toContain('停用商户');
    const sites = (await t.brand.get(`${MD}/site-options`)).body.data.map((x: { siteName: string }) => x.siteName);
    expect(sites).toContain('甲门店 / 甲场地');
    expect(sites).not.toContain('丙门店 / 丙场地');
  });
});
