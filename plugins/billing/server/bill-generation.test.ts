/**
 * Issue 16 acceptance, part 1: a month's bill generated from seeded orders, refunds and shares equals the
 * orders minus the refunds and the (net) shares of that merchant and month, to the fen — its lines, its
 * store day bills and the list's `sum` agree; a rerun makes nothing twice; a generation that breaks in
 * the middle leaves nothing behind. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYuan, sumFen, yuanText } from '../../../engine/schema/money';
import { defaultSchemaDir, loadRegistry } from '../../../engine/schema/node/load';
import { client, fixturesDir, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { addOrder, addRefund, finished, orderStandIns, type OrderInput } from '../../../tests/server/order-support';
import { generateBill } from './generate';

const MONTH = '2025-03';
const M = 900001;
const B = '/api/unified-merchant/monthbill';
let s: TestServer;
let api: Client;

const store = (storeId: number, extra: Partial<OrderInput> = {}): OrderInput => ({
  merchantId: M,
  merchantName: '星河商业管理',
  storeId,
  storeName: storeId === 1 ? '上海浦东嘉里城店' : '北京朝阳大悦城店',
  paid: 0,
  payTime: '',
  ...extra,
});

/** What the bill must come to, from the inputs themselves. */
const expected = { orders: [] as number[], refunds: [] as number[], shares: [] as number[], returned: [] as number[] };

async function share(tenantId: string, merchantId: number, amount: number, status: number, finish: string | null, back: string | null) {
  const db = s.database.db;
  const biz = await db
    .insertInto('um_profit_sharing_biz')
    .values({ tenant_id: tenantId, biz_no: `PST${Math.random().toString(36).slice(2, 12)}`, merchant_id: merchantId, amount, sharing_status: status })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('um_profit_sharing_detail')
    .values({
      tenant_id: tenantId,
      biz_id: Number(biz.id),
      merchant_id: merchantId,
      receiver_type: 2,
      receiver_name: '上海浦东嘉里城店场地方',
      receiver_account: `acc${Number(biz.id)}`,
      sub_merchant_id: 700001,
      amount,
      detail_status: status,
      finish_time: finish,
      return_time: back,
    })
    .execute();
}

beforeAll(async () => {
  const registry = await loadRegistry([defaultSchemaDir, fixturesDir]);
  s = await startTestServer({ registry, modules: orderStandIns(registry) });
  api = client(s.app, await login(s.app));
  const db = s.database.db;
  const paid = async (o: OrderInput, counts = true) => {
    const id = await addOrder(db, o);
    if (counts) expected.orders.push(o.paid);
    return id;
  };
  // In the month: odd amounts, a one-fen order, the first and the last second of the month.
  await paid(store(1, { paid: 19999, payTime: '2025-03-01 00:00:00' }));
  await paid(store(1, { paid: 2550, payTime: '2025-03-14 12:30:00' }));
  await paid(store(1, { paid: 1, payTime: '2025-03-31 23:59:59' }));
  const refundedOrder = store(2, { paid: 8800, payTime: '2025-03-20 10:00:00', refunded: 3300 });
  const refundedId = await paid(refundedOrder);
  await paid(store(2, { paid: 123456, payTime: '2025-03-21 19:45:10', status: 4, refunded: 123456 }));
  // Outside the month, another merchant, another tenant, an unpaid order: none counts.
  await paid(store(1, { paid: 5000, payTime: '2025-02-28 23:59:59' }), false);
  await paid(store(1, { paid: 5000, payTime: '2025-04-01 00:00:00' }), false);
  await paid({ ...store(1, { paid: 7000, payTime: '2025-03-05 09:00:00' }), merchantId: M + 1 }, false);
  await paid({ ...store(1, { paid: 7000, payTime: '2025-03-05 09:00:00' }), tenantId: '100001' }, false);
  await paid(store(1, { paid: 0, payTime: '2025-03-06 09:00:00', status: 0 }), false);
  // Refunds: succeeded in the month count; failed, in flight or next month's do not.
  await addRefund(db, refundedId, refundedOrder, 3300, '2025-03-22 08:00:00');
  expected.refunds.push(3300);
  await addRefund(db, refundedId, refundedOrder, 123456, '2025-03-31 23:00:00');
  expected.refunds.push(123456);
  await addRefund(db, refundedId, refundedOrder, 999, '2025-03-23 08:00:00', 3);
  await addRefund(db, refundedId, refundedOrder, 777, '2025-04-02 08:00:00');
  // Shares: moved in the month count; one moved in February came back in March (it counts as returned).
  await share('000000', M, 1200, 2, '2025-03-02 02:00:00', null);
  await share('000000', M, 345, 2, '2025-03-31 02:00:00', null);
  expected.shares.push(1200, 345);
  await share('000000', M, 500, 5, '2025-02-27 02:00:00', '2025-03-03 10:00:00');
  expected.returned.push(500);
  await share('000000', M, 400, 3, null, null);
  await share('000000', M, 600, 2, '2025-04-01 02:00:00', null);
});

afterAll(async () => {
  await s?.close();
});

const billOf = async (month = MONTH, merchantId = M) => {
  const r = await api.get(`${B}/list`, { billMonth: month, merchantId, current: 1, size: 10 });
  expect(r.status).toBe(200);
  return r.body.data.records as Array<Record<string, unknown>>;
};

describe('a monthly bill', () => {
  it('is generated as a job and equals orders − refunds − shares of the merchant and month, to the fen', async () => {
    const started = await api.post(`${B}/manualCreateMonthlyBill`, { billMonth: MONTH });
    expect(started.status).toBe(200);
    const job = await finished(api, started.body.data.jobId);
    expect(job.status).toBe('succeeded');
    const [bill] = await billOf();
    const orders = sumFen(expected.orders);
    const refunds = sumFen(expected.refunds);
    const shares = sumFen(expected.shares) - sumFen(expected.returned);
    const total = orders - refunds - shares;
    // Yuan on the wire: compared as exact text.
    expect(yuanText(parseYuan(bill.billAmount as number))).toBe(yuanText(total));
    expect(yuanText(parseYuan(bill.orderAmount as number))).toBe(yuanText(orders));
    expect(bill).toMatchObject({
      billStatus: 0,
      merchantName: '星河商业管理',
      orderCount: 5,
      refundAmount: Number(yuanText(refunds)),
      shareAmount: Number(yuanText(shares)),
      adjustAmount: 0,
    });

    // Its lines add up to it; a share line names the sub-merchant.
    const lines = (await api.get('/api/unified-merchant/monthbilldetail/list', { monthlyBillId: String(bill.id), size: 100 })).body.data.records;
    const signed = lines.map((l: Record<string, number>) => (l.categoryType === 1 ? 1 : -1) * parseYuan(l.amount));
    expect(yuanText(sumFen(signed))).toBe(yuanText(total));
    const sum = await api.get('/api/unified-merchant/monthbilldetail/sum', { monthlyBillId: String(bill.id) });
    expect(sum.body.data.amount).toBe(yuanText(orders + refunds + sumFen(expected.shares) + sumFen(expected.returned)));
    expect(lines.find((l: Record<string, unknown>) => String(l.categoryName).startsWith('分账·')).subMerchantId).toBe(700001);

    // Every generated name in the reader's language (issue 35 item 5): stored in both, read in English.
    const en = client(s.app, await login(s.app), 'en');
    const enLines = (await en.get('/api/unified-merchant/monthbilldetail/list', { monthlyBillId: String(bill.id), size: 100 })).body.data.records;
    const named = (prefix: string) => enLines.find((l: Record<string, unknown>) => String(l.categoryName).startsWith(prefix));
    expect(named('Order income · ').remark).toMatch(/^\d+ orders?$/);
    expect(named('Profit share · 上海浦东嘉里城店场地方')).toMatchObject({ subMerchantId: 700001, remark: expect.stringMatching(/^Store, \d+ shares?$/) });
    expect(enLines.every((l: Record<string, unknown>) => !/[\u4e00-\u9fff]/.test(String(l.categoryName).split(' · ')[0]))).toBe(true);
    expect(lines.find((l: Record<string, unknown>) => String(l.categoryName).startsWith('订单收入·')).remark).toMatch(/^\d+ 笔订单$/);

    // The store day bills of the month add up to the month's orders and refunds.
    const days = await api.get('/api/unified-merchant/storedaybill/sum', { merchantId: M, billDate_datege: '2025-03-01', billDate_datele: '2025-03-31' });
    expect(days.body.data).toMatchObject({ orderAmount: yuanText(orders), refundAmount: yuanText(refunds), netAmount: yuanText(orders - refunds), orderCount: 5 });

    // The list's sum (summed in SQL) says the same.
    const listSum = await api.get(`${B}/sum`, { billMonth: MONTH, merchantId: M });
    expect(listSum.body.data).toMatchObject({ billAmount: yuanText(total), orderAmount: yuanText(orders), orderCount: 5 });
  });

  it('is made once however often the month is generated again', async () => {
    const before = await billOf();
    const lines = await api.get('/api/unified-merchant/monthbilldetail/list', { monthlyBillId: String(before[0].id), size: 100 });
    const again1 = await api.post(`${B}/manualCreateMonthlyBill`, { billMonth: MONTH, merchantId: M });
    await finished(api, again1.body.data.jobId);
    // A second click within the minute is the same job (its idempotency key), not a second run.
    const again2 = await api.post(`${B}/manualCreateMonthlyBill`, { billMonth: MONTH, merchantId: M });
    expect(again2.body.data).toEqual({ jobId: again1.body.data.jobId, created: false });
    // The job run again by hand (the jobs screen's retry is for failed ones; generation is the same code).
    await s.database.transaction((trx) =>
      generateBill(trx, { tenantId: '000000', merchantId: M, month: MONTH, now: '2025-04-02 03:00:00', operatorName: '系统', dialect: s.database.dialect, registry: s.registry }),
    );
    const after = await billOf();
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before[0].id);
    expect(after[0].billAmount).toBe(before[0].billAmount);
    const again = await api.get('/api/unified-merchant/monthbilldetail/list', { monthlyBillId: String(before[0].id), size: 100 });
    expect(again.body.data.total).toBe(lines.body.data.total);
    const days = await api.get('/api/unified-merchant/storedaybill/list', { merchantId: M, size: 100 });
    // One per store and day with orders or refunds: 5 order days, 2 refund days of store 2.
    expect(days.body.data.total).toBe(7);
    const logOf = async () =>
      (await api.get('/api/unified-merchant/monthbilllog/logList', { monthlyBillId: String(before[0].id) })).body.data.records.map(
        (r: Record<string, unknown>) => r.action,
      );
    // Nothing changed: the reruns touched nothing (same lines, same ids, no log line).
    expect(again.body.data.records.map((l: Record<string, unknown>) => l.id)).toEqual(lines.body.data.records.map((l: Record<string, unknown>) => l.id));
    expect(await logOf()).toEqual(['generate']);
    // A late order of the month: the bill to confirm is made again, once, with it.
    await addOrder(s.database.db, store(1, { paid: 100, payTime: '2025-03-14 13:00:00' }));
    expected.orders.push(100);
    await s.database.transaction((trx) =>
      generateBill(trx, { tenantId: '000000', merchantId: M, month: MONTH, now: '2025-04-03 03:00:00', operatorName: '系统', dialect: s.database.dialect, registry: s.registry }),
    );
    const [late] = await billOf();
    expect(parseYuan(late.billAmount as number)).toBe(parseYuan(before[0].billAmount as number) + 100);
    expect(late.orderCount).toBe(6);
    expect((await logOf()).sort()).toEqual(['generate', 'regenerate']);
    // The overnight run's operator, stored as the server's word, reads in the reader's language (schema
    // `actor`); the administrator who asked for the first run keeps their name.
    const byOf = async (lang: string) =>
      (await client(s.app, await login(s.app), lang).get('/api/unified-merchant/monthbilllog/logList', { monthlyBillId: String(before[0].id), ascs: 'id' }))
        .body.data.records.map((r: Record<string, unknown>) => `${r.action}:${r.operatorName}`);
    expect(await byOf('en')).toEqual(['generate:管理员', 'regenerate:System']);
    expect(await byOf('zh-CN')).toEqual(['generate:管理员', 'regenerate:系统']);
  });

  it('leaves nothing half-made when it breaks in the middle, and a rerun then makes it whole', async () => {
    const month = '2025-05';
    await addOrder(s.database.db, store(1, { paid: 4321, payTime: '2025-05-10 10:00:00' }));
    // The bill log is the last thing written: without its table the generation fails after the bill,
    // its lines and the day bills were written.
    await s.database.db.schema.alterTable('um_month_bill_log').renameTo('um_month_bill_log_away').execute();
    const input = { tenantId: '000000', merchantId: M, month, now: '2025-06-01 03:00:00', operatorName: '系统', dialect: s.database.dialect, registry: s.registry };
    await expect(s.database.transaction((trx) => generateBill(trx, input))).rejects.toThrow();
    await s.database.db.schema.alterTable('um_month_bill_log_away').renameTo('um_month_bill_log').execute();
    expect(await billOf(month)).toHaveLength(0);
    const days = await s.database.db.selectFrom('um_store_day_bill').select('id').where('bill_date', '>=', '2025-05-01').where('bill_date', '<', '2025-06-01').execute();
    expect(days).toHaveLength(0);
    await s.database.transaction((trx) => generateBill(trx, input));
    const [bill] = await billOf(month);
    expect(bill.billAmount).toBe(43.21);
  });

  it('refuses a month that has not ended and a malformed one, naming billMonth', async () => {
    const en = client(s.app, await login(s.app), 'en');
    const future = await en.post(`${B}/manualCreateMonthlyBill`, { billMonth: '2999-01' });
    expect(future.status).toBe(400);
    expect(future.body.msg).toContain('billMonth');
    const bad = await api.post(`${B}/manualCreateMonthlyBill`, { billMonth: '2025-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('YYYY-MM');
  });
});
