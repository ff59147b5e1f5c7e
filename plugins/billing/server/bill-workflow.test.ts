/**
 * Issue 16 acceptance, part 1 continued: a bill's life — lines adjusted while it is to confirm (the bill
 * summed again), confirmed (also in a batch), disputed and resolved, invoicing opened, the invoice uploaded
 * (its amount must equal the bill's), reviewed (a rejection sends the bill back), remitted only once the
 * invoice is accepted — every illegal step refused with the row, its state and the change named, every
 * step in the state log and the bill log. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSchemaDir, loadRegistry } from '../../../engine/schema/node/load';
import { client, fixturesDir, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { addOrder, orderStandIns } from '../../../tests/server/order-support';
import { generateBill } from './generate';

const U = '/api/unified-merchant';
const B = `${U}/monthbill`;
let s: TestServer;
let api: Client;
let en: Client;
const ids: string[] = [];

async function bill(id: string) {
  const r = await api.get(`${B}/detail`, { id });
  expect(r.status).toBe(200);
  return r.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  const registry = await loadRegistry([defaultSchemaDir, fixturesDir]);
  s = await startTestServer({ registry, modules: orderStandIns(registry) });
  api = client(s.app, await login(s.app));
  en = client(s.app, await login(s.app), 'en');
  // Three merchants with one order each in 2024-07: three bills to confirm.
  for (const [i, paid] of [12345, 20000, 5050].entries()) {
    const merchantId = 910001 + i;
    await addOrder(s.database.db, { merchantId, storeId: 60 + i, paid, payTime: '2024-07-15 15:00:00' });
    const r = await s.database.transaction((trx) =>
      generateBill(trx, { tenantId: '000000', merchantId, month: '2024-07', now: '2024-08-01 03:00:00', operatorName: '系统', dialect: s.database.dialect, registry: s.registry }),
    );
    ids.push(String(r.billId));
  }
});

afterAll(async () => {
  await s?.close();
});

describe('a bill’s life', () => {
  it('takes adjustment lines while it is to confirm, summing the bill again; never changes a generated line', async () => {
    const add = await api.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: ids[0],
      categoryName: '设备维修补贴',
      categoryType: 1,
      amount: 20.05,
      remark: '更换电池',
      subMerchantId: 700001,
    });
    expect(add.status).toBe(200);
    expect(await bill(ids[0])).toMatchObject({ adjustAmount: 20.05, billAmount: 143.5, orderAmount: 123.45 });
    const lines = (await api.get(`${U}/monthbilldetail/list`, { monthlyBillId: ids[0], ascs: 'id' })).body.data.records;
    const [generated, manual] = lines;
    expect(manual).toMatchObject({ source: 2, categoryName: '设备维修补贴' });
    const deduct = await api.post(`${U}/monthbilldetail/submit`, { ...manual, categoryType: 2, amount: 3.5 });
    expect(deduct.status).toBe(200);
    expect(await bill(ids[0])).toMatchObject({ adjustAmount: -3.5, billAmount: 119.95 });
    const touch = await en.post(`${U}/monthbilldetail/submit`, { ...generated, amount: 1 });
    expect(touch.status).toBe(400);
    expect(touch.body.msg).toContain('Generated lines');
    const remove = await en.post(`${U}/monthbilldetail/remove`, undefined, { ids: String(generated.id) });
    expect(remove.status).toBe(400);
    const noBill = await en.post(`${U}/monthbilldetail/submit`, { monthlyBillId: '99999999', categoryName: 'x', categoryType: 1, amount: 1 });
    expect(noBill.status).toBe(400);
    expect(noBill.body.msg).toContain('Bill ID');
  });

  it('is confirmed (one or a batch), then refuses to confirm again and takes no more lines', async () => {
    const one = await api.post(`${B}/newConfirmBillBatch`, undefined, { ids: ids[0] });
    expect(one.status).toBe(200);
    expect(await bill(ids[0])).toMatchObject({ billStatus: 1 });
    expect((await bill(ids[0])).confirmTime).toBeTruthy();
    // A batch with a confirmed bill in it changes nothing and names the bill.
    const batch = await en.post(`${B}/newConfirmBillBatch`, undefined, { ids: ids.join(',') });
    expect(batch.status).toBe(400);
    expect(batch.body.msg).toMatch(/has Status "Confirmed", so "Confirm" is not allowed/);
    expect(await bill(ids[1])).toMatchObject({ billStatus: 0 });
    const late = await en.post(`${U}/monthbilldetail/submit`, { monthlyBillId: ids[0], categoryName: '补差', categoryType: 1, amount: 1 });
    expect(late.status).toBe(400);
    expect(late.body.msg).toContain('can no longer change');
  });

  it('is disputed with a reason and resolved back to confirmation (updateBillStatus / handleBillStatus)', async () => {
    const noReason = await en.post(`${B}/updateBillStatus`, undefined, { ids: ids[1], billStatus: 5 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please enter the reason');
    // Saber sends the operator as createUser: ignored, the server knows who calls.
    const dispute = await api.post(`${B}/updateBillStatus`, { ids: ids[1], billStatus: 5, remark: '退款与门店记录不符', createUser: '1123598821738675201' });
    expect(dispute.status).toBe(200);
    expect(await bill(ids[1])).toMatchObject({ billStatus: 5 });
    const confirmDisputed = await en.post(`${B}/newConfirmBillBatch`, undefined, { ids: ids[1] });
    expect(confirmDisputed.status).toBe(400);
    const handle = await api.post(`${B}/handleBillStatus`, { ids: ids[1], remark: '已核对，按系统金额' });
    expect(handle.status).toBe(200);
    expect(await bill(ids[1])).toMatchObject({ billStatus: 0 });
    // A batch of bills all to confirm is confirmed at once.
    const batch = await api.post(`${B}/newConfirmBillBatch`, undefined, { ids: `${ids[1]},${ids[2]}` });
    expect(batch.status).toBe(200);
    expect((await bill(ids[2])).billStatus).toBe(1);
  });

  it('goes through invoicing to remittance; each step only from its state; the invoice must be accepted first', async () => {
    const early = await en.post(`${B}/updateRemitStatus`, undefined, { ids: ids[0], createUser: '1' });
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/so "Remit" is not allowed \(it changes from "Invoiced" to "Remitted"\)/);
    // In Chinese too, naming the bill and its current state.
    const earlyZh = await api.post(`${B}/updateRemitStatus`, undefined, { ids: ids[0] });
    expect(earlyZh.status).toBe(400);
    expect(earlyZh.body.msg).toMatch(/^「MB202407\d+」的账单状态为「已确认」，不能执行「打款」（它只能从「已开票」改为「已打款」）$/);
    expect((await api.post(`${B}/openInvoiceStatus`, undefined, { ids: ids[0] })).status).toBe(200);
    const invoice = { monthlyBillId: ids[0], invoiceNo: '44031001', invoiceCode: '044002300111', invoiceType: 1, invoiceDate: '2024-08-06', invoiceFile: '/upload/invoice/a.pdf' };
    const wrongAmount = await en.post(`${U}/invoice/uploadSubmit`, { ...invoice, invoiceAmount: 119.96 });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.msg).toBe("Amount (invoiceAmount): must equal the bills' total of 119.95 yuan (got 119.96)");
    const noFile = await en.post(`${U}/invoice/uploadSubmit`, { ...invoice, invoiceAmount: 119.95, invoiceFile: '' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toContain('invoiceFile');
    expect((await api.post(`${U}/invoice/uploadSubmit`, { ...invoice, invoiceAmount: 119.95 })).status).toBe(200);
    expect(await bill(ids[0])).toMatchObject({ billStatus: 3 });
    const again = await en.post(`${U}/invoice/uploadSubmit`, { ...invoice, invoiceAmount: 119.95 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('not waiting for an invoice');

    const notAccepted = await en.post(`${B}/updateRemitStatus`, undefined, { ids: ids[0] });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.msg).toContain('its invoice has not been accepted yet');

    // Rejected: the bill goes back to invoice pending; a new invoice; accepted; remitted.
    const details = () => api.get(`${U}/invoicedetail/list`, { monthlyBillId: ids[0], descs: 'id' });
    const first = (await details()).body.data.records[0];
    const reject = await api.post(`${U}/invoicedetail/upDateStatus`, { ids: first.id, billDetailStatus: 2, auditRemark: '抬头有误' });
    expect(reject.status).toBe(200);
    expect(await bill(ids[0])).toMatchObject({ billStatus: 2 });
    expect((await api.post(`${U}/invoice/uploadSubmit`, { ...invoice, invoiceNo: '44031002', invoiceAmount: 119.95 })).status).toBe(200);
    const second = (await details()).body.data.records[0];
    expect(second).toMatchObject({ invoiceNo: '44031002', billDetailStatus: 0, amount: 119.95 });
    const sum = await api.get(`${U}/invoicedetail/sum`, { monthlyBillId: ids[0] });
    expect(sum.body.data.amount).toBe('239.90');
    expect((await api.post(`${U}/invoicedetail/upDateStatus`, { ids: second.id, billDetailStatus: 1 })).status).toBe(200);
    // A reviewed invoice is not reviewed again.
    const twice = await en.post(`${U}/invoicedetail/upDateStatus`, { ids: second.id, billDetailStatus: 2, auditRemark: 'late' });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('"Accepted", so "Reject" is not allowed');
    expect((await api.post(`${B}/updateRemitStatus`, undefined, { ids: ids[0], createUser: '1' })).status).toBe(200);
    const remitted = await bill(ids[0]);
    expect(remitted).toMatchObject({ billStatus: 4 });
    expect(remitted.remitTime).toBeTruthy();

    const files = (await api.get(`${B}/viewInvoiceFile`, { id: ids[0] })).body.data;
    expect(files.map((f: Record<string, unknown>) => [f.invoiceNo, f.billDetailStatus])).toEqual([
      ['44031002', 1],
      ['44031001', 2],
    ]);
    const merchant = (await bill(ids[0])).merchantId as string;
    expect((await api.get(`${B}/getMerchantInvoiceList`, { merchantId: merchant })).body.data).toHaveLength(2);
  });

  it('keeps who did what: the state history and the bill log', async () => {
    const history = (await api.get(`${B}/state-history`, { id: ids[0] })).body.data;
    expect(history.map((h: Record<string, unknown>) => `${h.fromState}>${h.toState}`)).toEqual(['0>1', '1>2', '2>3', '3>2', '2>3', '3>4']);
    expect(history.every((h: Record<string, unknown>) => h.createUserName && h.createTime)).toBe(true);
    const log = (await api.get(`${U}/monthbilllog/logList`, { monthlyBillId: ids[0], ascs: 'id', size: 50 })).body.data.records;
    expect(log.map((l: Record<string, unknown>) => l.action)).toEqual([
      'generate',
      'lineAdd',
      'lineEdit',
      'confirm',
      'openInvoice',
      'uploadInvoice',
      'rejectInvoice',
      'uploadInvoice',
      'acceptInvoice',
      'remit',
    ]);
    expect(log[3].operatorName).toBeTruthy();
  });

  it('answers the overview’s sums in SQL', async () => {
    const sum = await api.get('/api/toycar-portal/api/admin/sum', { billMonth: '2024-07' });
    expect(sum.body.data).toMatchObject({ billCount: 3, orderAmount: '373.95', billAmount: '370.45', remittedAmount: '119.95', unremittedAmount: '250.50' });
    const money = await api.get('/api/toycar-portal/api/admin/getMoneyInfos', { billMonth: '2024-07' });
    expect(money.body.data.bills).toEqual([
      { billStatus: 1, count: 2, amount: '250.50' },
      { billStatus: 4, count: 1, amount: '119.95' },
    ]);
    const merchants = await api.get('/api/toycar-portal/api/admin/getMerchantInfos', { billMonth: '2024-07', size: 2 });
    expect(merchants.body.data).toMatchObject({ total: 3, pages: 2 });
    expect(merchants.body.data.records[0]).toMatchObject({ billAmount: '200.00', remittedAmount: '0.00' });
    const bad = await en.get('/api/toycar-portal/api/admin/sum', { billMonth: 'July' });
    expect(bad.status).toBe(400);
  });
});
