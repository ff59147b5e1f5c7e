/**
 * Inspections on a real database (check points, areas, inspections with their `toStatus` state machine,
 * lines and devices), and the unified-merchant facade (lists, stores, balance changes that add up, the TC
 * platform through its simulator).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChain, API, idOf, refused, startKit, unique, type Kit } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await startKit();
});
afterAll(async () => k?.s.close());

const today = () => new Date().toISOString().slice(0, 10);

async function addInspection(siteId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const remark = unique('巡检');
  const body = { siteId, inspectorId: '1', planStartTime: `${today()} 09:00:00`, planEndTime: `${today()} 18:00:00`, remark, ...extra };
  const r = await k.zh.post(`${API.checkItem}/submit`, body);
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  return idOf(k.zh, API.checkItem, 'remark', remark);
}

const lines = async (id: string) => (await k.zh.get(`${API.checkDetail}/getDetailList`, { checkItemId: id })).body.data;
const to = (id: string, toStatus: number, extra: Record<string, string> = {}) =>
  k.zh.post(`${API.checkItem}/updateStatus`, undefined, { ids: id, toStatus, ...extra });

describe('inspections', () => {
  it('a new inspection is planned, numbered and takes its site merchant; refusals name the reason', async () => {
    const { siteId, merchantId } = await addChain(k.zh);
    const id = await addInspection(siteId);
    const row = (await k.zh.get(`${API.checkItem}/detail`, { id })).body.data;
    expect(row).toMatchObject({ checkStatus: 0, merchantId, siteId });
    expect(row.taskNo).toBe(`XJ${today().replaceAll('-', '')}${id.padStart(6, '0')}`);
    refused(await k.zh.post(`${API.checkItem}/submit`, { siteId: '30022', inspectorId: '1', planStartTime: `${today()} 09:00:00`, planEndTime: `${today()} 10:00:00` }), '尚未审核通过');
    refused(await k.en.post(`${API.checkItem}/submit`, { siteId, inspectorId: '1', planStartTime: `${today()} 10:00:00`, planEndTime: `${today()} 09:00:00` }), 'cannot end before it starts');
    refused(await k.zh.post(`${API.checkItem}/submit`, { siteId, checkAreaId: '71001', inspectorId: '1', planStartTime: `${today()} 09:00:00`, planEndTime: `${today()} 10:00:00` }), '不在该巡检区域内');
  });

  it('start makes a line per enabled point; finish needs every line checked and normal', async () => {
    const { siteId } = await addChain(k.zh);
    const id = await addInspection(siteId);
    refused(await to(id, 3), '不能执行「完成');
    expect((await to(id, 1)).body.success).toBe(true);
    const made = await lines(id);
    expect(made).toHaveLength(8);
    expect(made[0]).toMatchObject({ checkName: '车身外观完好', category: 1, result: 0 });
    // The inspection is fixed once started; its lines are edited while it runs.
    const row = (await k.zh.get(`${API.checkItem}/detail`, { id })).body.data;
    refused(await k.zh.post(`${API.checkItem}/submit`, { ...row, remark: 'x' }), '已开始，不能修改');
    refused(await to(id, 3), '还有 8 项未检查');
    refused(await to(id, 2), '没有异常项');
    for (const line of made) expect((await k.zh.post(`${API.checkDetail}/submit`, { ...line, result: 1 })).body.success).toBe(true);
    expect((await lines(id)).every((l: { checkTime: string }) => l.checkTime)).toBe(true);
    expect((await to(id, 3)).body.success).toBe(true);
    const done = (await k.zh.get(`${API.checkItem}/detail`, { id })).body.data;
    expect(done).toMatchObject({ checkStatus: 3, abnormalCount: 0 });
    expect(done.finishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    refused(await k.zh.post(`${API.checkDetail}/submit`, { ...made[0], result: 2 }), '不在巡检中');
    refused(await k.en.post(`${API.checkItem}/remove`, undefined, { ids: id }), 'has started and cannot be removed');
  });

  it('an abnormal line or device sends it to rectification, which needs a note to finish', async () => {
    const { siteId } = await addChain(k.zh);
    const id = await addInspection(siteId);
    await to(id, 1);
    const made = await lines(id);
    for (const [i, line] of made.entries()) await k.zh.post(`${API.checkDetail}/submit`, { ...line, result: i === 0 ? 2 : 1 });
    const device = await k.zh.post(`${API.checkDevice}/submit`, { checkItemId: id, deviceCode: 'CAB000101', result: 2 });
    expect(device.body, JSON.stringify(device.body)).toMatchObject({ success: true });
    refused(await to(id, 3), '有 2 项异常');
    expect((await to(id, 2)).body.success).toBe(true);
    refused(await k.en.post(`${API.checkItem}/updateStatus`, undefined, { ids: id, toStatus: 3 }), 'Please say what was fixed');
    const fixed = await to(id, 3, { rectifyRemark: '已更换挡泥板并复检' });
    expect(fixed.body, JSON.stringify(fixed.body)).toMatchObject({ success: true });
    expect((await k.zh.get(`${API.checkItem}/detail`, { id })).body.data).toMatchObject({ checkStatus: 3, abnormalCount: 2, rectifyRemark: '已更换挡泥板并复检' });
    const history = (await k.zh.get(`${API.checkItem}/state-history`, { id })).body.data;
    expect(history.map((h: { transition: string }) => h.transition)).toEqual(['start', 'toRectify', 'rectified']);
  });

  it('cancel from planned or running; a cancelled one is removed with its lines; unknown targets refused', async () => {
    const { siteId } = await addChain(k.zh);
    const id = await addInspection(siteId);
    await to(id, 1);
    expect((await k.zh.post(`${API.checkItem}/updateStatus`, { ids: id, toStatus: 4 })).body.success).toBe(true);
    refused(await to(id, 1), '已取消');
    refused(await to(id, 9), '不能改为');
    expect((await k.zh.post(`${API.checkItem}/remove`, undefined, { ids: id })).body.success).toBe(true);
    const left = await k.s.database.db.selectFrom('um_check_detail').select('id').where('check_item_id', '=', Number(id)).execute();
    expect(left).toHaveLength(0);
    expect((await k.operator.post(`${API.checkItem}/updateStatus`, undefined, { ids: '72501', toStatus: 1 })).status).toBe(403);
  });

  it('areas hold sites of their merchant; check points in use stay; default time comes from the parameters', async () => {
    refused(await k.zh.post(`${API.checkArea}/submit`, { areaName: unique('区'), merchantId: '10002', city: '上海', inspectorId: '1', siteIds: '30001,30006' }), '场地 30006 不是该商户的场地');
    expect((await k.zh.post(`${API.checkArea}/submit`, { areaName: unique('区'), merchantId: '10002', city: '上海', inspectorId: '1', siteIds: '30001,30002' })).body.success).toBe(true);
    refused(await k.en.post(`${API.checkConf}/remove`, undefined, { ids: '70001' }), 'is still used by');
    const def = (await k.zh.get(`${API.checkConf}/getDefaultTime`)).body.data;
    expect(def).toMatchObject({ start: '09:00', end: '18:00', startTime: `${today()} 09:00:00` });
    refused(await k.en.get(`${API.checkDetail}/getDetailList`), 'checkItemId (inspection) is required');
  });
});

describe('unified merchant facade', () => {
  it('lists, details and selects the same merchants and stores', async () => {
    const page = (await k.brand.get(`${API.unified}/page`, { merchantName: '西安', size: 5 })).body.data;
    expect(page.records.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(['10102', '10103', '10104']));
    expect((await k.brand.get(`${API.unified}/detail`, { id: '10102' })).body.data.merchantName).toBe('西安乐途儿童游乐有限公司');
    expect((await k.brand.get(`${API.unified}/detail`, { id: '10002' })).status).toBe(404);
    const sel = (await k.brand.get(`${API.unified}/select`)).body.data;
    expect(sel.some((m: { id: string }) => m.id === '10112')).toBe(false); // disabled
    const stores = (await k.brand.get(`${API.unified}/getMerchantStoreByMerchantId`, { merchantId: '10106' })).body.data;
    expect(stores.map((s: { id: string }) => s.id).sort()).toEqual(['20507', '20508']);
    expect((await k.brand.get(`${API.unifyStore}/select`, { merchantId: '10106' })).body.data.map((s: { id: string }) => s.id)).toEqual(['20507']);
  });

  it('getBalanceLog pages a merchant lines, newest first, adding up to its balance', async () => {
    const m = (await k.zh.get(`${API.merchant}/detail`, { id: '10002' })).body.data;
    const log = (await k.zh.get(`${API.unified}/getBalanceLog`, { merchantId: '10002', size: 100 })).body.data;
    expect(log.total).toBeGreaterThanOrEqual(9);
    expect(log.records[0].balanceAfter).toBe(m.balance);
    const fen = log.records.reduce((sum: number, r: { amount: number }) => sum + Math.round(r.amount * 100), 0);
    expect(fen).toBe(Math.round(m.balance * 100));
    const sum = (await k.zh.get('/api/unified-merchant/balancelog/sum', { merchantId: '10002' })).body.data;
    expect(sum.amount).toBe(m.balance.toFixed(2));
    expect((await k.brand.get(`${API.unified}/getBalanceLog`, { merchantId: '10002' })).status).toBe(404);
  });

  it('the TC platform answers through its simulator, deterministic; bad input is a 400', async () => {
    const a = (await k.zh.get(`${API.unified}/getTcMerchant`, { merchantName: '上海童趣儿童游乐有限公司' })).body.data;
    const b = (await k.zh.get(`${API.unified}/getTcMerchant`, { merchantName: '上海童趣儿童游乐有限公司' })).body.data;
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ merchantName: '上海童趣儿童游乐有限公司', registerStatus: 'registered' });
    const acct = (await k.zh.get(`${API.unified}/getTcAccount`, { busiMerchantId: a[0].busiMerchantId })).body.data;
    expect(acct.balance).toMatch(/^\d+\.\d\d$/);
    refused(await k.en.get(`${API.unified}/getTcAccount`, { busiMerchantId: '12' }), '8 to 12 digits');
    refused(await k.zh.get(`${API.unified}/getTcMerchant`), 'merchantName');
  });
});
