/**
 * Sale-order refunds (refund → completeRefund) never exceed what was paid, even fired in parallel; the
 * downloads are real .xlsx files with every matching row. SQLite, and PostgreSQL with DATABASE_URL.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const O = '/api/dispacher-mall/order';
let s: TestServer;
let c: Client;
let en: Client;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app, { tenantId: '100001', ip: '10.0.9.3' });
  c = client(s.app, token);
  en = client(s.app, token, 'en');
});
afterAll(async () => s?.close());

const paidOrder = async () => {
  const r = (await c.get(`${O}/list`, { orderStatus: 1, size: 50 })).body.data.records;
  return r.find((o: { payAmount: number }) => o.payAmount >= 10) ?? r[0];
};

describe('sale-order refunds', () => {
  it('refund then completeRefund; more than is left refused naming both amounts', async () => {
    const o = await paidOrder();
    const over = await en.post(`${O}/refund`, { refundAmount: o.payAmount + 0.01 }, { ids: o.id });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain(`is above the refundable ${o.payAmount.toFixed(2)}`);
    expect((await c.post(`${O}/refund`, { refundAmount: 'abc' }, { ids: o.id })).body.msg).toContain('refundAmount');
    expect((await c.post(`${O}/refund`, { refundAmount: 1 }, { ids: o.id })).status).toBe(200);
    const done = await c.post(`${O}/completeRefund`, undefined, { ids: o.id });
    expect(done.body.data).toMatchObject({ orderStatus: 3, refundAmount: 1 });
    expect((await c.post(`${O}/completeRefund`, undefined, { ids: o.id })).status).toBe(400);
    const history = (await c.get(`${O}/state-history`, { id: o.id })).body.data;
    expect(history.length).toBe(2);
  });

  it('twelve parallel refunds and completions never exceed the paid amount', async () => {
    const o = await paidOrder();
    const part = Math.max(0.01, Math.floor((o.payAmount * 100) / 5) / 100);
    for (let round = 0; round < 4; round++) {
      await Promise.all(Array.from({ length: 12 }, () => c.post(`${O}/refund`, { refundAmount: part }, { ids: o.id })));
      await Promise.all(Array.from({ length: 3 }, () => c.post(`${O}/completeRefund`, undefined, { ids: o.id })));
    }
    const after = (await c.get(`${O}/detail`, { id: o.id })).body.data;
    expect(after.refundAmount + after.refundingAmount).toBeLessThanOrEqual(o.payAmount);
    expect(Math.round((after.refundAmount + after.refundingAmount) * 100) % Math.round(part * 100)).toBe(0);
  });
});

describe('downloads', () => {
  it('download and downloadRefund stream every matching row as .xlsx', async () => {
    const headers = { 'blade-auth': `bearer ${token}` };
    const total = (await c.get(`${O}/list`, { size: 1 })).body.data.total;
    const refundTotal = (await c.get(`${O}/list`, { orderStatus_ge: 2, size: 1 })).body.data.total;
    for (const [path, want] of [
      ['download', total],
      ['downloadRefund', refundTotal],
    ] as const) {
      const r = await s.app.inject({ method: 'POST', url: `${O}/${path}`, headers });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0].rowCount - 1).toBe(want);
    }
    expect(refundTotal).toBeGreaterThan(0);
  });
});
