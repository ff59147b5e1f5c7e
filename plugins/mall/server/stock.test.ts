/**
 * Stock that really moves (docs/areas/mall.md): audits of in, pick and refund-in orders change the stock in
 * their own transaction with a movement row; shortfalls are refused naming the goods; fired in parallel on
 * one goods, the final stock is the sum of the audited movements and never went below zero. Runs on
 * SQLite, and on PostgreSQL (real concurrency) when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const M = '/api/dispacher-mall';
let s: TestServer;
let brand: Client;
let brandEn: Client;
let repo: string;
let spu: string;

async function newGoods(code: string) {
  const cat = (await brand.get(`${M}/category/tree`)).body.data[0].id;
  const r = await brand.post(`${M}/spu`, { spuName: `测试商品${code}`, spuCode: code, categoryId: cat, price: 3.5 });
  expect(r.status).toBe(200);
  const page = await brand.get(`${M}/spu/page`, { spuCode: code });
  return String(page.body.data.records[0].id);
}
const stockOf = async (goods: string) =>
  (await brand.get(`${M}/repository/pageDetail`, { goodsId: goods })).body.data.records.find((r: { repositoryId: string }) => r.repositoryId === repo) ?? { quantity: 0, reserved: 0 };

async function order(kind: 'orderin' | 'pickin' | 'refundin', quantity: number, path = kind === 'orderin' ? 'submitOrderIn' : 'submit') {
  const r = await brand.post(`${M}/${kind}/${path}`, { repositoryId: repo, spuId: spu, quantity });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const list = await brand.get(`${M}/${kind}/list`, { spuId: spu, size: 1000 });
  return list.body.data.records.map((x: { id: string }) => String(x.id)).sort((a: string, b: string) => Number(b) - Number(a))[0] as string;
}

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app, { tenantId: '100001', ip: '10.0.8.2' });
  brand = client(s.app, token);
  brandEn = client(s.app, token, 'en');
  repo = String((await brand.get(`${M}/repository/selectList`)).body.data[0].id);
  spu = await newGoods('STOCKT1');
});
afterAll(async () => s?.close());

describe('stock movements', () => {
  it('an audited in order adds stock, with a movement row naming it', async () => {
    const id = await order('orderin', 30);
    expect((await stockOf(spu)).quantity).toBe(0);
    const r = await brand.post(`${M}/orderin/auditOrderIn`, { auditRemark: '到货核对无误' }, { ids: id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stockOf(spu)).toMatchObject({ quantity: 30, reserved: 0 });
    const d = (await brand.get(`${M}/orderin/orderInDetail`, { id })).body.data;
    expect(d.inStatus).toBe(1);
    expect(d.movements).toHaveLength(1);
    expect(d.movements[0]).toMatchObject({ quantityChange: 30, quantityAfter: 30, movementType: 1 });
    // Audited once only: the state machine refuses a second audit.
    expect((await brand.post(`${M}/orderin/auditOrderIn`, {}, { ids: id })).status).toBe(400);
  });

  it('a pick audit reserves, delivery removes; more than the free stock is refused naming goods and shortfall', async () => {
    const big = await order('pickin', 31);
    const zh = await brand.post(`${M}/pickin/auditPickIn`, {}, { ids: big });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('测试商品STOCKT1');
    expect(zh.body.msg).toContain('1');
    const en = await brandEn.post(`${M}/pickin/auditPickIn`, {}, { ids: big });
    expect(en.body.msg).toMatch(/Not enough stock: goods "测试商品STOCKT1" is 1 short/);
    const id = await order('pickin', 12);
    expect((await brand.post(`${M}/pickin/auditPickIn`, {}, { ids: id })).status).toBe(200);
    expect(await stockOf(spu)).toMatchObject({ quantity: 30, reserved: 12 });
    // Only 18 are free now.
    expect((await brand.post(`${M}/pickin/auditPickIn`, {}, { ids: await order('pickin', 19) })).status).toBe(400);
    expect((await brand.post(`${M}/pickin/saveDeliveryPickIn`, {}, { ids: id })).status).toBe(200);
    expect(await stockOf(spu)).toMatchObject({ quantity: 18, reserved: 0 });
    expect((await brand.get(`${M}/pickin/pickInDetail`, { pickInId: id })).body.data.movements).toHaveLength(2);
  });

  it('an audited refund-in returns stock', async () => {
    const id = await order('refundin', 5);
    expect((await brand.post(`${M}/refundin/auditRefundIn`, {}, { ids: id })).status).toBe(200);
    expect((await stockOf(spu)).quantity).toBe(23);
    expect((await brand.get(`${M}/refundin/refundInDetail`, { refundInId: id })).body.data.refundInStatus).toBe(1);
  });

  it('in, pick and refund-in audits fired in parallel on one goods: stock = sum of audited movements, never negative', async () => {
    const goods = await newGoods('STOCKPAR');
    spu = goods;
    // Made one by one (each call answers the newest order), audited all at once.
    const made = async (kind: 'orderin' | 'pickin' | 'refundin', ns: number[]) => {
      const ids: string[] = [];
      for (const n of ns) ids.push(await order(kind, n));
      expect(new Set(ids).size).toBe(ns.length);
      return ids;
    };
    const ins = await made('orderin', [5, 5, 5, 5]);
    const picks = await made('pickin', [4, 4, 4, 4, 4, 4, 4, 4]);
    const refunds = await made('refundin', [1, 1, 1]);
    const calls = [
      ...ins.map((id) => brand.post(`${M}/orderin/auditOrderIn`, {}, { ids: id })),
      ...picks.map((id) => brand.post(`${M}/pickin/auditPickIn`, {}, { ids: id })),
      ...refunds.map((id) => brand.post(`${M}/refundin/auditRefundIn`, {}, { ids: id })),
    ];
    const results = await Promise.all(calls);
    for (const r of results) expect([200, 400, 409], JSON.stringify(r.body)).toContain(r.status);
    for (const r of results.slice(0, 4)) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ok = (from: number, to: number) => results.slice(from, to).filter((r) => r.status === 200).length;
    const inOk = ok(0, 4);
    const pickOk = ok(4, 12);
    const refundOk = ok(12, 15);
    expect(inOk).toBe(4);
    expect(refundOk).toBe(3);
    const st = await stockOf(goods);
    expect(st.quantity).toBe(inOk * 5 + refundOk);
    expect(st.reserved).toBe(pickOk * 4);
    expect(st.quantity - st.reserved).toBeGreaterThanOrEqual(0);
    // The movement rows add up to the stock, and no row left it below zero.
    const moves = (await brand.get(`${M}/stockmovement/list`, { spuId: goods, size: 200 })).body.data.records;
    expect(moves.reduce((a: number, m: { quantityChange: number }) => a + m.quantityChange, 0)).toBe(st.quantity);
    expect(moves.reduce((a: number, m: { reservedChange: number }) => a + m.reservedChange, 0)).toBe(st.reserved);
    for (const m of moves) expect(m.quantityAfter).toBeGreaterThanOrEqual(0);
  });
});
