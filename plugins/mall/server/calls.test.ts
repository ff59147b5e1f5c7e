/**
 * Every call of spec §7 "Dispatcher mall" and the restful goods API, on the demo mall of tenant 100001:
 * each answers the contract's envelope (code, success, msg, data); refusals are 400 envelopes saying why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type Reply, type TestServer } from '../../../tests/server/helpers';

const M = '/api/dispacher-mall';
const D = '/api/dispacher-device';
let s: TestServer;
let c: Client;
let en: Client;
const id: Record<string, string> = {};

const okEnvelope = (r: Reply) => {
  expect(r.status, `${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
  expect(typeof r.body.msg).toBe('string');
  return r.body.data;
};
const refused = (r: Reply, text: RegExp) => {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 400, success: false });
  expect(r.body.msg).toMatch(text);
};
const first = async (path: string, q: Record<string, string | number> = {}) =>
  String(okEnvelope(await c.get(path, q)).records[0].id);

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app, { tenantId: '100001', ip: '10.0.9.2' });
  c = client(s.app, token);
  en = client(s.app, token, 'en');
  id.spu = await first(`${M}/spu/page`, { spuCode: 'COLA330' });
  id.repo = String(okEnvelope(await c.get(`${M}/repository/selectList`))[0].id);
  id.machine = await first(`${D}/devicedispacher/list`, { deviceSerialNumber: 'DM-SH-0001' });
  id.empty = await first(`${D}/devicedispacher/list`, { deviceSerialNumber: 'DM-HZ-0001' });
  id.strategy = await first(`${M}/strategy/list`);
});
afterAll(async () => s?.close());

describe('restful goods API', () => {
  it('page, tree, create, get, update, delete, count, page2, shelf, and the legacy /mall/ensure prefix', async () => {
    for (const e of ['spu', 'specvalue', 'spuspec', 'materialgroup', 'goodsspec', 'category'])
      expect(okEnvelope(await c.get(`${M}/${e}/page`)).total).toBeGreaterThan(0);
    const tree = okEnvelope(await c.get(`${M}/category/tree`));
    expect(tree[0].children.length).toBeGreaterThan(0);
    okEnvelope(await c.post(`${M}/goodsspec`, { specName: '包装' }));
    const gid = await first(`${M}/goodsspec/page`, { specName: '包装' });
    expect(okEnvelope(await c.get(`${M}/goodsspec/${gid}`)).specName).toBe('包装');
    okEnvelope(await c.put(`${M}/goodsspec`, { id: gid, specName: '包装规格' }));
    expect(okEnvelope(await c.get(`/api/mall/ensure/goodsspec/${gid}`)).specName).toBe('包装规格');
    okEnvelope(await c.del(`${M}/goodsspec/${gid}`));
    expect((await c.get(`${M}/goodsspec/${gid}`)).status).toBe(404);
    const count = okEnvelope(await c.get(`${M}/spu/count`));
    expect(count.total).toBe(count.onShelf + count.offShelf);
    const page2 = okEnvelope(await c.get(`${M}/spu/page2`, { size: 50 }));
    expect(page2.records.find((r: { spuCode: string }) => r.spuCode === 'COLA330').stock).toBeGreaterThan(0);
    okEnvelope(await c.put(`${M}/spu/shelf`, { ids: id.spu, shelfStatus: 0 }));
    expect(okEnvelope(await c.get(`${M}/spu/${id.spu}`)).shelfStatus).toBe(0);
    refused(await c.put(`${M}/spu/shelf`, { ids: id.spu, shelfStatus: 7 }), /shelfStatus/);
    refused(await c.post(`${M}/spu`, { spuName: '无编码' }), /商品编码|分类|售价/);
  });

  it('shelf categories: isAbleDelete and remove refuse while goods use them', async () => {
    const used = await first(`${M}/shelfcategory/list`, { shelfCategoryName: '饮料层' });
    refused(await c.post(`${M}/shelfcategory/isAbleDelete`, { ids: used }), /仍有 \d+ 个商品/);
    refused(await en.post(`${M}/shelfcategory/remove`, undefined, { ids: used }), /goods still use this shelf category/);
    const free = await first(`${M}/shelfcategory/list`, { shelfCategoryName: '季节备用层' });
    expect(okEnvelope(await c.post(`${M}/shelfcategory/isAbleDelete`, { ids: free }))).toBe(true);
  });
});

describe('warehouses and orders', () => {
  it('repository calls', async () => {
    okEnvelope(await c.post(`${M}/repository/setDefaultWarehouse`, { warehouseId: id.repo }));
    expect(okEnvelope(await c.get(`${M}/repository/repositoryTop`))[0].quantity).toBeGreaterThan(0);
    expect(okEnvelope(await c.get(`${M}/repository/statisticsTop`)).goods).toBeGreaterThan(0);
    expect(okEnvelope(await c.get(`${M}/repository/statisticsPage`)).total).toBeGreaterThan(0);
    expect(okEnvelope(await c.get(`${M}/repository/pageDetail`, { goodsId: id.spu })).records.length).toBeGreaterThan(0);
    refused(await c.get(`${M}/repository/pageDetail`), /goodsId/);
  });

  it('in, pick and refund-in details and audits', async () => {
    okEnvelope(await c.post(`${M}/orderin/submitOrderIn`, { repositoryId: id.repo, spuId: id.spu, quantity: 2 }));
    const inId = await first(`${M}/orderin/list`, { inStatus: 0 });
    expect(okEnvelope(await c.get(`${M}/orderin/orderInDetail`, { id: inId })).orderNo).toMatch(/^RK/);
    const pick = await first(`${M}/pickin/list`, { pickStatus: 1 });
    expect(okEnvelope(await c.get(`${M}/pickin/pickInDetail`, { pickInId: pick })).movements.length).toBe(1);
    okEnvelope(await c.post(`${M}/pickin/saveDeliveryPickIn`, undefined, { ids: pick }));
    const pending = await first(`${M}/pickin/list`, { pickStatus: 0 });
    okEnvelope(await c.post(`${M}/pickin/auditPickIn`, undefined, { ids: pending }));
    const back = await first(`${M}/refundin/list`, { refundInStatus: 0 });
    expect(okEnvelope(await c.get(`${M}/refundin/refundInDetail`, { refundInId: back })).refundInStatus).toBe(0);
    okEnvelope(await c.post(`${M}/refundin/auditRefundIn`, undefined, { ids: back }));
    refused(await c.post(`${M}/refundin/auditRefundIn`, undefined, { ids: back }), /./);
  });
});

describe('machines, lanes, strategies, merchants', () => {
  it('devicedispacher calls', async () => {
    expect(okEnvelope(await c.post(`${D}/devicedispacher/isAble`, { deviceSerialNumber: 'DM-SH-0001' }))).toBe(false);
    expect(okEnvelope(await c.post(`${D}/devicedispacher/isAble`, { deviceSerialNumber: 'DM-NEW-01' }))).toBe(true);
    expect(okEnvelope(await c.get(`${D}/devicedispacher/getAble`)).length).toBe(3);
    const info = okEnvelope(await c.get(`${D}/devicedispacher/showInfo`, { id: id.machine }));
    expect(info.ways).toHaveLength(8);
    expect(okEnvelope(await c.get(`${D}/devicedispacher/getStatistical`)).machines).toBe(4);
    okEnvelope(await c.post(`${D}/devicedispacher/updateStatus`, undefined, { ids: id.empty }));
    okEnvelope(await c.post(`${D}/devicedispacher/updateStatus`, undefined, { ids: id.empty }));
    refused(await c.post(`${D}/devicedispacher/saveWayNum`, { id: id.machine, wayNum: 4 }), /还有商品/);
    expect(okEnvelope(await c.post(`${D}/devicedispacher/saveWayNum`, { id: id.empty, wayNum: 8 })).added).toBe(2);
    refused(await c.post(`${D}/devicedispacher/syncToTmall`, { id: id.machine }), /尚未注册/);
    const reg = okEnvelope(await c.post(`${D}/devicedispacher/registerToTmall`, { id: id.machine }));
    expect(reg.tmallCode).toMatch(/^tmall-\d{6}$/);
    expect(okEnvelope(await c.post(`${D}/devicedispacher/syncToTmall`, { id: id.machine })).synced).toBe(8);
  });

  it('lane calls never go above capacity', async () => {
    okEnvelope(await c.post(`${M}/cargoway/saveWaysGoods`, { dispacherId: id.empty, templateName: '饮料机标准款' }));
    const ways = okEnvelope(await c.get(`${D}/devicedispacher/showInfo`, { id: id.empty })).ways;
    expect(ways.every((w: { count: number; spuName: string }) => w.count === 8 && w.spuName)).toBe(true);
    const lane = String(ways[0].id);
    refused(await c.post(`${M}/cargoway/saveSingleWayNum`, { id: lane, count: 11 }), /超过容量 10/);
    refused(await en.post(`${M}/cargoway/changeGoodsPC`, { id: lane, spuId: id.spu, count: 50 }), /above its capacity 10/);
    okEnvelope(await c.post(`${M}/cargoway/saveSingleWayNum`, { id: lane, count: 10 }));
    okEnvelope(await c.post(`${M}/cargoway/changeGoodsPC`, { id: lane, spuId: id.spu, count: 3 }));
    okEnvelope(await c.post(`${M}/cargoway/setGoods`, { ids: [String(ways[1].id)], spuId: id.spu }));
    okEnvelope(await c.post(`${M}/cargoway/offShelvesPC`, { ids: String(ways[2].id) }));
    expect(okEnvelope(await c.post(`${M}/cargoway/reLoadData`, { ids: id.empty })).filled).toBe(7);
    const after = okEnvelope(await c.get(`${D}/devicedispacher/showInfo`, { id: id.empty })).ways;
    expect(after.map((w: { count: number }) => w.count)).toEqual([10, 10, 0, 10, 10, 10, 10, 10]);
    refused(await c.post(`${M}/cargoway/saveWaysGoods`, { dispacherId: id.empty, templateName: '不存在' }), /没有货道/);
  });

  it('strategy and merchant dispatcher calls', async () => {
    expect(okEnvelope(await c.get(`${M}/strategy/getBackList`, { id: id.strategy })).length).toBe(2);
    expect(okEnvelope(await c.get(`${M}/strategy/getTowList`, { id: id.strategy })).length).toBe(3);
    expect(okEnvelope(await c.post(`${M}/strategy/getTowListBylr`, { ids: [id.strategy] })).length).toBe(3);
    okEnvelope(await c.post(`${M}/strategy/bindDeviceDispacher`, { id: id.strategy, dispacherIds: [id.machine, id.empty] }));
    refused(await c.post(`${M}/strategy/bindDeviceDispacher`, { id: id.strategy, dispacherIds: ['999999'] }), /不存在/);
    const merchant = String(okEnvelope(await c.get('/api/toycar-merchant/merchant/list')).records[0].id);
    okEnvelope(await c.post(`${D}/merchantdispacher/bindDeviceList`, { merchantId: merchant, dispacherIds: [id.machine, id.empty] }));
    okEnvelope(await c.post(`${D}/merchantdispacher/saveOperate`, { merchantId: merchant, dispacherId: id.machine, operateType: 'lease' }));
    refused(await c.post(`${D}/merchantdispacher/saveOperate`, { merchantId: 'x', dispacherId: id.machine }), /merchantId/);
  });
});

describe('sale orders and statistics', () => {
  it('pageTop, statistics pages and the chart over a time range', async () => {
    const top = okEnvelope(await c.get(`${M}/order/pageTop`, { size: 5 }));
    expect(top.records).toHaveLength(5);
    expect(top.top.orders).toBe(top.total);
    for (const base of [`${M}/deviceDispacher`, '/api/share-biz/deviceOrderStatistics']) {
      const st = okEnvelope(await c.get(`${base}/backStageStatistics`));
      expect(st.orders).toBeGreaterThan(0);
      const chart = okEnvelope(await c.get(`${base}/backStageChartStatistics`));
      expect(chart.x).toHaveLength(30);
      expect(chart.series[0].data.reduce((a: number, b: number) => a + b, 0)).toBe(st.orders);
      expect(okEnvelope(await c.get(`${base}/backStageDeviceStatisticsPage`)).total).toBe(3);
    }
    expect(okEnvelope(await c.post(`${M}/deviceDispacher/statistics`)).machines).toBe(3);
    expect(okEnvelope(await c.get(`${M}/deviceDispacher/backStageGoodsStatisticsPage`)).records[0].name).toBeTruthy();
    refused(await c.get(`${M}/deviceDispacher/backStageStatistics`, { startTime: 'yesterday' }), /startTime/);
    refused(await c.get(`${M}/deviceDispacher/backStageStatistics`, { startTime: '2026-12-01', endTime: '2026-11-01' }), /开始时间晚于结束时间/);
  });
});
