/**
 * Order actions on the reference server (SQLite, or PostgreSQL with DATABASE_URL): refunds within what
 * was paid, refused beyond it with a clear message, never over-refunded by parallel requests, repeated
 * requests recognised; the refund job through the simulated channel; the change records and state log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fen, orderById, ordersWhere, startRig, type Rig } from '../../../tests/server/rentals-rig';
import { TABLE } from './store';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
}, 60_000);
afterAll(async () => rig?.s.close());

const REFUND = '/api/share-biz/order/refundOrder';

describe('refunds', () => {
  it('refunds part of a paid order, then the job gets it through the channel', async () => {
    const [order] = await ordersWhere(rig, { order_status: 2 });
    const paid = fen(order.paid_amount);
    const r = await rig.brand.post(REFUND, undefined, { ids: String(order.id), refundAmount: '1.00', remarks: '会员投诉' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ orderStatus: 3, repeated: false });
    const after = await orderById(rig, order.id);
    expect(fen(after.refunded_amount)).toBe(100);
    expect(Number(after.order_status)).toBe(paid === 100 ? 4 : 3);
    const rent = await rig.s.database.db.selectFrom(TABLE.rent).selectAll().where('id', '=', Number(order.rent_record_id)).executeTakeFirstOrThrow();
    expect(fen(rent.refunded_amount)).toBe(100);
    const refundId = Number(r.body.data.refundOrderId);
    await eventually(async () => {
      const row = await rig.s.database.db.selectFrom(TABLE.refund).select('refund_status').where('id', '=', refundId).executeTakeFirstOrThrow();
      return Number(row.refund_status) === 2;
    });
    const change = await rig.s.database.db.selectFrom(TABLE.change).selectAll().where('id', '=', Number(r.body.data.changeId)).executeTakeFirstOrThrow();
    expect(change).toMatchObject({ change_type: 3, remarks: '会员投诉' });
    expect(fen(change.change_amount)).toBe(100);
    // The partner is told once the refund succeeded.
    await eventually(async () => {
      const push = await rig.s.database.db.selectFrom(TABLE.push).selectAll().where('push_type', '=', 'refundOrder').where('biz_id', '=', refundId).executeTakeFirst();
      return Number(push?.push_status) === 2;
    });
  });

  it('refuses a refund beyond what was paid less what was refunded, naming both, in zh and en', async () => {
    const [order] = await ordersWhere(rig, { order_status: 2 }, 5);
    const paid = fen(order.paid_amount);
    const over = ((paid + 1) / 100).toFixed(2);
    const zh = await rig.brand.post(REFUND, undefined, { ids: String(order.id), refundAmount: over, remarks: '测试' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/退款金额 ¥[\d,.]+ 超过可退金额 ¥[\d,.]+/);
    const en = await rig.brandEn.post(REFUND, undefined, { ids: String(order.id), refundAmount: over, remarks: 'test' });
    expect(en.body.msg).toMatch(/is more than the ¥[\d,.]+ that may still be refunded/);
    // Nothing written.
    expect(fen((await orderById(rig, order.id)).refunded_amount)).toBe(0);
  });

  it('refuses a missing amount and a missing reason with the field named', async () => {
    const [order] = await ordersWhere(rig, { order_status: 2 }, 5);
    const r = await rig.brand.post(REFUND, undefined, { ids: String(order.id) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/退款金额/);
    expect(r.body.msg).toMatch(/退款原因/);
  });

  it('parallel refunds of one order never add up to more than was paid', async () => {
    const orders = await ordersWhere(rig, { order_status: 2 }, 40);
    const order = orders.find((o) => fen(o.paid_amount) >= 1600)!;
    const paid = fen(order.paid_amount);
    const part = Math.floor(paid / 3 / 100) * 100 || 100;
    const calls = Array.from({ length: 12 }, (_, i) =>
      rig.brand.post(REFUND, { ids: String(order.id), refundAmount: part / 100, remarks: `并发退款 ${i}`, requestId: `par-${order.id}-${i}` }),
    );
    const replies = await Promise.all(calls);
    const okCount = replies.filter((r) => r.status === 200).length;
    expect(replies.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true);
    expect(okCount).toBe(Math.floor(paid / part));
    const after = await orderById(rig, order.id);
    expect(fen(after.refunded_amount)).toBe(okCount * part);
    expect(fen(after.refunded_amount)).toBeLessThanOrEqual(paid);
    const refunds = await rig.s.database.db.selectFrom(TABLE.refund).select('amount').where('order_id', '=', Number(order.id)).execute();
    expect(refunds.reduce((n, r) => n + fen(r.amount), 0)).toBe(okCount * part);
  });

  it('recognises a repeated request: same data, or the same request id fired at once', async () => {
    const orders = await ordersWhere(rig, { order_status: 2 }, 60);
    const [a, b] = orders.slice(-2);
    const first = await rig.brand.post(REFUND, undefined, { ids: String(a.id), refundAmount: '0.50', remarks: '重复点击' });
    const again = await rig.brand.post(REFUND, undefined, { ids: String(a.id), refundAmount: '0.50', remarks: '重复点击' });
    expect(first.body.data.repeated).toBe(false);
    expect(again.body.data).toMatchObject({ repeated: true, changeId: first.body.data.changeId, refundOrderId: first.body.data.refundOrderId });
    expect(fen((await orderById(rig, a.id)).refunded_amount)).toBe(50);

    const same = await Promise.all(
      Array.from({ length: 6 }, () => rig.brand.post(REFUND, { ids: String(b.id), refundAmount: 0.3, remarks: '同一请求', requestId: `same-${b.id}` })),
    );
    expect(same.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(same.filter((r) => !r.body.data.repeated)).toHaveLength(1);
    expect(fen((await orderById(rig, b.id)).refunded_amount)).toBe(30);
    // The same id with other data is refused.
    const other = await rig.brand.post(REFUND, { ids: String(b.id), refundAmount: 0.4, remarks: '同一请求', requestId: `same-${b.id}` });
    expect(other.status).toBe(400);
    expect(other.body.msg).toMatch(/已用于另一个请求/);
  });

  it('refuses a refund of an unpaid order by its state', async () => {
    const [order] = await ordersWhere(rig, { order_status: 1 });
    const r = await rig.brand.post(REFUND, undefined, { ids: String(order.id), refundAmount: '1', remarks: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/支付分进行中.*不能普通退款/);
  });
});
