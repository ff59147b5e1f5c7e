/**
 * What hangs on merchants and sites, on a real database: site merchants (addByMerchantId), merchant
 * accounts (updatePWD, listAll), partners (select, period), charge rules (doEnable and its guards,
 * getChargeRuleBySiteIdCouldNull, money rules), areas and electric fences (openClose and shape checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/auth/password';
import { passwordGrant } from '../../../tests/server/helpers';
import { addChain, addMerchant, API, idOf, refused, startKit, unique, type Kit } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await startKit();
});
afterAll(async () => k?.s.close());

describe('site merchants', () => {
  it('addByMerchantId links once; the site must be approved and the merchant enabled and not its owner', async () => {
    const { siteId, merchantId } = await addChain(k.zh);
    const venue = await addMerchant(k.zh, { merchantType: 4 });
    for (let i = 0; i < 2; i++)
      expect((await k.zh.post(`${API.siteMerchant}/addByMerchantId`, { siteId, merchantId: venue })).body.success).toBe(true);
    const links = (await k.zh.get(`${API.siteMerchant}/list`, { siteId })).body.data.records;
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ siteId, merchantId: venue, merchantRole: 1 });
    refused(await k.zh.post(`${API.siteMerchant}/addByMerchantId`, { siteId, merchantId }), '已是场地的所属商户');
    refused(await k.en.post(`${API.siteMerchant}/addByMerchantId`, { siteId: '30022', merchantId: venue }), 'is not approved yet');
    refused(await k.zh.post(`${API.siteMerchant}/addByMerchantId`, { siteId, merchantId: '10024' }), '已停用');
    refused(await k.en.post(`${API.siteMerchant}/addByMerchantId`, { siteId }), 'merchantId (merchant) is required');
    refused(await k.zh.post(`${API.siteMerchant}/submit`, { siteId, merchantId: venue, merchantRole: 2 }), '已关联');
    expect((await k.brand.post(`${API.siteMerchant}/addByMerchantId`, { siteId, merchantId: '10104' })).status).toBe(404);
  });
});

describe('merchant accounts', () => {
  it('an account of an enabled merchant signs in nowhere else; updatePWD resets it and answers the password', async () => {
    const merchantId = await addMerchant(k.zh);
    const account = unique('acct');
    const add = { account, password: md5Hex('secret1'), name: '张店长', merchantId, roleId: '63001', phone: '13912345678' };
    expect((await k.zh.post(`${API.account}/submit`, add)).body.success).toBe(true);
    const id = await idOf(k.zh, API.account, 'account', account);
    const row = (await k.zh.get(`${API.account}/detail`, { id })).body.data;
    expect(row.password).toBeUndefined();
    const reset = await k.zh.get(`${API.account}/updatePWD`, { id });
    expect(reset.body).toMatchObject({ success: true, data: { password: '123456' } });
    expect(reset.body.msg).toContain('123456');
    const stored = await k.s.database.db.selectFrom('tc_merchant_account').select('password').where('id', '=', Number(id)).executeTakeFirst();
    expect(String(stored?.password)).not.toContain('123456');
    expect((await k.operator.get(`${API.account}/updatePWD`, { id: '60501' })).status).toBe(403);
    // A merchant account is not a platform user: it does not sign in to the console.
    expect((await passwordGrant(k.s.app, { username: account, password: '123456' })).status).not.toBe(200);
  });

  it('refuses a disabled merchant or an unknown role; listAll answers a merchant accounts', async () => {
    refused(
      await k.zh.post(`${API.account}/submit`, { account: unique('a'), password: md5Hex('secret1'), name: '李', merchantId: '10024', roleId: '63001' }),
      '已停用',
    );
    refused(
      await k.en.post(`${API.account}/submit`, { account: unique('a'), password: md5Hex('secret1'), name: 'Li', merchantId: '10002', roleId: '63101' }),
      'Merchant role: 63101 does not exist in "Merchant roles"',
    );
    const all = (await k.zh.get(`${API.account}/listAll`, { merchantId: '10002' })).body.data;
    expect(all.map((a: { account: string }) => a.account)).toEqual(['shanghaizy01', 'shanghaizy02']);
    expect(all[0].password).toBeUndefined();
  });
});

describe('partners', () => {
  it('select answers the enabled partners; a cooperation cannot end before it starts', async () => {
    const sel = (await k.brand.get(`${API.partner}/select`)).body.data;
    expect(sel).toEqual([
      { id: '62101', partnerName: '万达商管', partnerType: 1 },
      { id: '62102', partnerName: '龙湖商业', partnerType: 1 },
    ]);
    refused(
      await k.en.post(`${API.partner}/submit`, { partnerName: unique('P'), partnerType: 1, startDate: '2026-05-01', endDate: '2026-04-01' }),
      'Period: the end cannot be before the start',
    );
  });
});

describe('charge rules', () => {
  const rule = (merchantId: string, extra: Record<string, unknown> = {}) => ({
    ruleName: unique('规则'),
    merchantId,
    chargeType: 1,
    unitMinutes: 10,
    unitPrice: 3,
    freeMinutes: 3,
    capAmount: 60,
    ...extra,
  });

  it('stores money exactly and checks the cap against the starting price and the site against the merchant', async () => {
    const { merchantId, siteId } = await addChain(k.zh);
    const body = rule(merchantId, { unitPrice: 2.35, startPrice: 1.1, capAmount: 59.99, siteId });
    expect((await k.zh.post(`${API.rule}/submit`, body)).body.success).toBe(true);
    const id = await idOf(k.zh, API.rule, 'ruleName', body.ruleName);
    const stored = await k.s.database.db.selectFrom('tc_charge_rule').selectAll().where('id', '=', Number(id)).executeTakeFirst();
    expect([stored?.unit_price, stored?.start_price, stored?.cap_amount].map(Number)).toEqual([235, 110, 5999]);
    expect((await k.zh.get(`${API.rule}/detail`, { id })).body.data).toMatchObject({ unitPrice: 2.35, capAmount: 59.99, enableStatus: 0 });
    refused(await k.zh.post(`${API.rule}/submit`, rule(merchantId, { startPrice: 10, capAmount: 5 })), '封顶金额（5.00 元）不能低于起步价（10.00 元）');
    refused(await k.en.post(`${API.rule}/submit`, rule(merchantId, { siteId: '30001' })), "one of the rule's merchant's sites");
    refused(await k.zh.post(`${API.rule}/submit`, rule('10024')), '已停用');
    refused(await k.zh.post(`${API.rule}/submit`, rule(merchantId, { unitPrice: 1.234 })), '单价');
  });

  it('doEnable switches on and off; guards: disabled merchant, unusable site, rule in use', async () => {
    const { merchantId, siteId } = await addChain(k.zh);
    const body = rule(merchantId, { siteId });
    await k.zh.post(`${API.rule}/submit`, body);
    const id = await idOf(k.zh, API.rule, 'ruleName', body.ruleName);
    expect((await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: id })).body.success).toBe(true);
    refused(await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: id, enableStatus: 1 }), '不能执行「启用」');
    expect((await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: id })).body.success).toBe(true);
    expect((await k.zh.post(`${API.site}/isAble`, undefined, { ids: siteId })).body.success).toBe(true); // site off
    refused(await k.en.post(`${API.rule}/doEnable`, undefined, { ids: id }), 'is not approved or is disabled');
    refused(await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: '40044' }), '已停用'); // rule of merchant 10024
    refused(await k.zh.post(`${API.rule}/remove`, undefined, { ids: 'x' }), 'ids');
  });

  it('getChargeRuleBySiteIdCouldNull: the site rule, else the merchant rule for any site, else null', async () => {
    const { merchantId, siteId } = await addChain(k.zh);
    const call = async () => (await k.zh.post(`${API.rule}/getChargeRuleBySiteIdCouldNull`, { siteId })).body;
    expect(await call()).toMatchObject({ success: true, data: null });
    const general = rule(merchantId);
    const special = rule(merchantId, { siteId });
    for (const r of [general, special]) await k.zh.post(`${API.rule}/submit`, r);
    const generalId = await idOf(k.zh, API.rule, 'ruleName', general.ruleName);
    const specialId = await idOf(k.zh, API.rule, 'ruleName', special.ruleName);
    await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: generalId });
    expect((await call()).data).toMatchObject({ id: generalId, siteId: '0' });
    await k.zh.post(`${API.rule}/doEnable`, undefined, { ids: specialId });
    expect((await call()).data).toMatchObject({ id: specialId, siteId, unitPrice: 3 });
    expect((await k.zh.post(`${API.rule}/getChargeRuleBySiteIdCouldNull`, { siteId: '30001' })).body.data.id).toBe('40001');
    refused(await k.en.post(`${API.rule}/getChargeRuleBySiteIdCouldNull`, { siteId: '0' }), 'must be a record id');
  });
});

describe('areas and fences', () => {
  it('an area with sites or fences is not removed; the region code has 6 digits', async () => {
    refused(await k.zh.post(`${API.area}/remove`, undefined, { ids: '50001' }), '场地管理');
    refused(await k.en.post(`${API.area}/submit`, { areaName: unique('A'), areaCode: '31', city: '上海' }), 'region code has 6 digits');
  });

  it('a fence is drawn while off; it switches on only with a valid shape, which then stays valid', async () => {
    const { siteId } = await addChain(k.zh);
    const fence = { fenceName: unique('围栏'), siteId, fenceType: 1, lng: 121.47, lat: 31.23 };
    refused(await k.zh.post(`${API.fence}/submit`, { ...fence, fenceType: 2, points: 'a,b;c' }), '顶点格式');
    expect((await k.zh.post(`${API.fence}/submit`, fence)).body.success).toBe(true);
    const id = await idOf(k.zh, API.fence, 'fenceName', fence.fenceName);
    const row = (await k.zh.get(`${API.fence}/detail`, { id })).body.data;
    expect(row.openStatus).toBe(0);
    refused(await k.zh.post(`${API.fence}/openClose`, undefined, { ids: id }), '半径须在 10 到 5000 米之间');
    await k.zh.post(`${API.fence}/submit`, { ...row, fenceType: 2, points: '121.4,31.2;121.5,31.2' });
    refused(await k.en.post(`${API.fence}/openClose`, undefined, { ids: id }), 'at least 3 distinct corners');
    await k.zh.post(`${API.fence}/submit`, { ...row, fenceType: 2, points: '12,31;13,31;14,32' });
    refused(await k.zh.post(`${API.fence}/openClose`, undefined, { ids: id }), '不在中国境内');
    await k.zh.post(`${API.fence}/submit`, { ...row, fenceType: 1, radius: 200 });
    expect((await k.zh.post(`${API.fence}/openClose`, undefined, { ids: id })).body.success).toBe(true);
    refused(await k.zh.post(`${API.fence}/submit`, { ...row, lng: null }), '围栏形状无效');
    refused(await k.zh.post(`${API.fence}/openClose`, undefined, { ids: id, openStatus: 1 }), '不能执行「开启」');
    expect((await k.zh.post(`${API.fence}/openClose`, undefined, { ids: id })).body.success).toBe(true);
    await k.zh.post(`${API.site}/isAble`, undefined, { ids: siteId });
    refused(await k.en.post(`${API.fence}/openClose`, undefined, { ids: id }), 'is not enabled');
    expect((await k.operator.post(`${API.fence}/openClose`, undefined, { ids: '51501' })).status).toBe(403);
  });
});
