/**
 * Issue 16 acceptance, part 2: sharing requests that time out or fail are retried — by their job, and by
 * an operator (`exceptionRequestSharing`) — and end consistent: succeeded once, every receiver paid once,
 * whatever the channel answered or failed to answer (the simulated channel moves the money and then loses
 * the answer: the hard case). Also the split of paid orders by the share ratios, and returns. Runs on
 * SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYuan } from '../../../engine/schema/money';
import { defaultSchemaDir, loadRegistry } from '../../../engine/schema/node/load';
import type { Simulation } from '../../../server/kernel/adapters';
import type { ServerContext } from '../../../server/kernel/http/context';
import { defineServerModule } from '../../../server/kernel/module';
import { client, fixturesDir, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { sharingChannel } from './channel';
import { addOrder, finished, orderStandIns } from '../../../tests/server/order-support';

const M = 800001;
const U = '/api/unified-merchant';
let s: TestServer;
let api: Client;
let ctx: ServerContext;
let sim: Simulation;

async function waitFor<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bizOf = async (orderId: number) =>
  (await api.get(`${U}/profitsharingbiz/list`, { orderId, size: 10 })).body.data.records[0] as Record<string, unknown>;
const callsOf = async (bizId: unknown) =>
  ((await api.get(`${U}/profitsharingsend/list`, { bizId: String(bizId), size: 50, ascs: 'id' })).body.data.records as Array<Record<string, unknown>>).map(
    (c) => [c.sendType, c.sendResult],
  );
/** What the simulated channel moved for a request: how often, how much (asked with a plain ok answer). */
async function ledger(bizNo: unknown) {
  sim.queue('ok');
  return ctx.adapters.get(sharingChannel).query({ outOrderNo: String(bizNo) });
}

/** Split one paid order of 100.00 yuan and let its share job run with the channel's outcomes scripted. */
async function shareOrder(payTime: string, ...outcomes: Array<'ok' | 'timeout' | 'refuse'>) {
  const orderId = await addOrder(s.database.db, { merchantId: M, merchantName: '欢乐童年连锁', storeId: 51, storeName: '杭州西湖银泰店', paid: 10000, payTime });
  sim.queue(...outcomes);
  const started = await api.post('/api/toycar-portal/api/admin/manualCreateFundsSplitDetails', { startTime: payTime, endTime: '2025-12-31 00:00:00' });
  expect(started.status).toBe(200);
  await finished(api, started.body.data.jobId);
  return orderId;
}

beforeAll(async () => {
  process.env.SHARING_RETRY_MS = '20';
  const registry = await loadRegistry([defaultSchemaDir, fixturesDir]);
  const probe = defineServerModule({
    name: 'probe',
    start: (c) => {
      ctx = c;
    },
  });
  s = await startTestServer({
    registry,
    modules: [...orderStandIns(registry), probe],
    config: { adapters: { 'profit-sharing-channel': { timeoutMs: 60 } }, jobs: { pollMs: 20 } },
  });
  api = client(s.app, await login(s.app));
  sim = ctx.adapters.instance(sharingChannel).simulation!;
  // The merchant's ratios: the platform 6 %, a partner 3.5 % (merchant-wide); store 51's owner takes 18.5 %.
  const wide = await api.post(`${U}/shareratio/submittotal`, {
    merchantId: M,
    productCode: 'toycar',
    ratios: [
      { receiverType: 4, receiverName: '童车运营平台', receiverAccount: '1900000001', ratio: 6 },
      { receiverType: 3, receiverName: '城市合作伙伴', receiverAccount: '1688000002', ratio: '3.5' },
    ],
  });
  expect(wide.status).toBe(200);
  const own = await api.post(`${U}/shareratio/submittotal`, {
    merchantId: M,
    storeId: 51,
    productCode: 'toycar',
    ratios: [
      { receiverType: 4, receiverName: '童车运营平台', receiverAccount: '1900000001', ratio: 6 },
      { receiverType: 2, receiverName: '杭州西湖银泰店场地方', receiverAccount: '1520000051', ratio: 18.5, subMerchantId: 700051 },
    ],
  });
  expect(own.status).toBe(200);
});

afterAll(async () => {
  delete process.env.SHARING_RETRY_MS;
  await s?.close();
});

describe('sharing requests', () => {
  it('split a paid order by its store’s own ratios; the parts add up to what was paid', async () => {
    const orderId = await shareOrder('2025-01-10 10:00:00', 'ok');
    const biz = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 2);
    const split = (await api.get(`${U}/profitsharingorderdetails/getDetailByPoId`, { poId: orderId })).body.data;
    expect(split.map((d: Record<string, unknown>) => [d.receiverName, d.ratio, d.amount])).toEqual([
      ['童车运营平台', 6, 6],
      ['杭州西湖银泰店场地方', 18.5, 18.5],
    ]);
    const ratioOrder = (await api.get(`${U}/ratioorder/list`, { orderId, size: 1 })).body.data.records[0];
    expect(parseYuan(ratioOrder.shareAmount) + parseYuan(ratioOrder.merchantAmount)).toBe(10000);
    expect(biz.amount).toBe(24.5);
    expect(await callsOf(biz.id)).toEqual([[1, 1]]);
    const details = (await api.get(`${U}/profitsharingdetail/list`, { bizId: String(biz.id) })).body.data.records;
    expect(details.map((d: Record<string, unknown>) => d.detailStatus)).toEqual([2, 2]);
  });

  it('a timed-out call is asked about before anything is sent again: paid once', async () => {
    // The share call moves the money and its answer is lost; the next attempt asks the channel, which has it.
    const orderId = await shareOrder('2025-01-11 10:00:00', 'timeout', 'ok');
    const biz = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 2);
    expect(await callsOf(biz.id)).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect(await ledger(biz.bizNo)).toMatchObject({ found: true, transfers: 1, amount: 2450 });
  });

  it('fails after its attempts run out; sent again by an operator it ends succeeded, still paid once', async () => {
    // share (moved, answer lost), then three queries that time out: the job gives up and the request fails.
    const orderId = await shareOrder('2025-01-12 10:00:00', 'timeout', 'timeout', 'timeout', 'timeout');
    const failed = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 3);
    expect(String(failed.failReason)).toContain('60');
    const shareCalls = () => sim.calls.filter((c) => c.op === 'share' && (c.input as { outOrderNo: string }).outOrderNo === failed.bizNo);
    expect(shareCalls()).toHaveLength(1);

    // Only failed requests may be sent again; this one is, from the operating account.
    const en = client(s.app, await login(s.app), 'en');
    const wrong = await en.post(`${U}/profitsharingbiz/exceptionRequestSharingBack`, undefined, { ids: String(failed.id), fundingType: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('Failed');
    const again = await api.post(`${U}/profitsharingbiz/exceptionRequestSharing`, undefined, { ids: String(failed.id), fundingType: 3 });
    expect(again.status).toBe(200);
    const done = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 2);
    expect(done.fundingType).toBe(3);
    // The channel had it all along: asked, found, never sent twice.
    expect(shareCalls()).toHaveLength(1);
    expect(await ledger(done.bizNo)).toMatchObject({ found: true, transfers: 1, amount: 2450 });
    const history = (await api.get(`${U}/profitsharingbiz/state-history`, { id: String(done.id) })).body.data;
    expect(history.map((h: Record<string, unknown>) => h.transition)).toEqual(['send', 'fail', 'retry', 'send', 'succeed']);
  });

  it('a refused request fails at once and succeeds when sent again; its shares can be returned', async () => {
    const orderId = await shareOrder('2025-01-13 10:00:00', 'refuse');
    const failed = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 3);
    expect(await callsOf(failed.id)).toEqual([[1, 2]]);
    sim.queue('ok');
    await api.post(`${U}/profitsharingbiz/exceptionRequestSharing`, undefined, { ids: String(failed.id), fundingType: 1 });
    const ok = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 2);
    expect(await ledger(ok.bizNo)).toMatchObject({ transfers: 1 });

    sim.queue('ok');
    const back = await api.post(`${U}/profitsharingbiz/exceptionRequestSharingBack`, undefined, { ids: String(ok.id), fundingType: 1 });
    expect(back.status).toBe(200);
    const returned = await waitFor(() => bizOf(orderId), (b) => b?.sharingStatus === 5);
    expect(returned.returnTime).toBeTruthy();
    const details = (await api.get(`${U}/profitsharingdetail/list`, { bizId: String(ok.id) })).body.data.records;
    expect(details.map((d: Record<string, unknown>) => d.detailStatus)).toEqual([5, 5]);
  });

  it('keeps the enabled ratios of a merchant, store and product at most 100 %, recording every change', async () => {
    const en = client(s.app, await login(s.app), 'en');
    const over = await en.post(`${U}/shareratio/submit`, {
      merchantId: M,
      storeId: 51,
      productCode: 'toycar',
      receiverType: 3,
      receiverName: '另一个合作伙伴',
      receiverAccount: '1688000099',
      ratio: 75.51,
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('Ratio: the enabled ratios of one merchant, store and product would add up to 100.01%, above 100%');
    const fits = await api.post(`${U}/shareratio/submit`, {
      merchantId: M,
      storeId: 51,
      productCode: 'toycar',
      receiverType: 3,
      receiverName: '另一个合作伙伴',
      receiverAccount: '1688000099',
      ratio: 75.5,
    });
    expect(fits.status).toBe(200);
    const list = (await api.get(`${U}/shareratio/list`, { merchantId: M, storeId: 51, size: 20 })).body.data.records;
    const added = list.find((r: Record<string, unknown>) => r.receiverAccount === '1688000099');
    // Disable it, then enabling another that no longer fits beside it is refused after the change.
    expect((await api.post(`${U}/shareratio/operation`, undefined, { ids: String(added.id) })).status).toBe(200);
    const changes = (await api.get(`${U}/shareratiochangerecord/list`, { shareRatioId: String(added.id), ascs: 'id' })).body.data.records;
    expect(changes.map((c: Record<string, unknown>) => [c.changeType, c.afterRatio])).toEqual([
      [1, 75.5],
      [5, 75.5],
    ]);
    const all = await api.post(`${U}/shareratio/submittotal`, {
      merchantId: M,
      storeId: 51,
      productCode: 'toycar',
      ratios: [
        { receiverType: 4, receiverName: '童车运营平台', receiverAccount: '1900000001', ratio: 50 },
        { receiverType: 2, receiverName: '杭州西湖银泰店场地方', receiverAccount: '1520000051', ratio: 50.01 },
      ],
    });
    expect(all.status).toBe(400);
    expect(all.body.msg).toContain('100.01%');
  });
});

describe('the receivers’ and stores’ calls', () => {
  it('answers a merchant’s stores with the ratios that apply (ratioconf/getMerchantStoreByMerchantId)', async () => {
    const r = await api.get(`${U}/ratioconf/getMerchantStoreByMerchantId`, { merchantId: M, productCode: 'toycar' });
    expect(r.status).toBe(200);
    // Store 51 has its own ratios; the merchant-wide ones are the platform's 6 % and the partner's 3.5 %.
    expect(r.body.data.merchantRatios.map((x: Record<string, unknown>) => x.ratio)).toEqual(['6.00', '3.50']);
    const own = r.body.data.stores.find((x: Record<string, unknown>) => x.storeId === '51');
    expect(own).toMatchObject({ own: true });
    expect(own.ratios.map((x: Record<string, unknown>) => x.receiverName)).toContain('杭州西湖银泰店场地方');
    const en = client(s.app, await login(s.app), 'en');
    const bad = await en.get(`${U}/ratioconf/getMerchantStoreByMerchantId`, { merchantId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('merchantId');
  });

  it('lists a merchant’s receivers of a type (detailFrom) and registers them again (handleMerchantInfo)', async () => {
    const wait = () =>
      waitFor(
        async () => (await api.get(`${U}/profitsharingreceive/detailFrom`, { merchantId: M, profitsharingType: 1 })).body.data as Array<Record<string, unknown>>,
        (rs) => rs.length > 0 && rs.every((x) => x.registerStatus === 1),
      );
    const receivers = await api.post(`${U}/profitsharingreceive/submit`, {
      merchantId: M,
      profitsharingType: 1,
      receiverType: 3,
      receiverName: '城市合作伙伴',
      receiverAccount: '1688000002',
    });
    expect(receivers.status).toBe(200);
    const before = await wait();
    expect(before.map((x) => x.receiverAccount)).toContain('1688000002');
    const other = await api.get(`${U}/profitsharingreceive/detailFrom`, { merchantId: M, profitsharingType: 2 });
    expect(other.body.data).toEqual([]);
    const registered = () => sim.calls.filter((c) => c.op === 'addReceiver').length;
    const calls = registered();
    const sync = await api.post('/api/toycar-portal/api/admin/handleMerchantInfo', { merchantId: M });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toMatchObject({ merchantId: String(M), receivers: before.length });
    await wait();
    expect(registered()).toBe(calls + before.length);
  });
});
