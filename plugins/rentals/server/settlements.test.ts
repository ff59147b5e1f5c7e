/**
 * The settling order actions on the reference server: force end, Pay-Score finish and cancel, sync with
 * the channel, modify money; the contract's own paths; a refund the channel refuses (its amount given
 * back, then retried); the constraint and billing-error refunds. Each writes one change record and a
 * state-log row, and a repeat is recognised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelWill,
  eventually,
  fen,
  freshOrders,
  orderById,
  ordersOfRentals,
  returnedUnpaid,
  startRig,
  type Rig,
} from '../../../tests/server/rentals-rig';
import { TABLE } from './store';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
}, 60_000);
afterAll(async () => rig?.s.close());

const db = () => rig.s.database.db;
const rentOf = (order: Record<string, unknown>) =>
  db().selectFrom(TABLE.rent).selectAll().where('id', '=', Number(order.rent_record_id)).executeTakeFirstOrThrow();
const changesOf = (orderId: unknown) =>
  db().selectFrom(TABLE.change).selectAll().where('order_id', '=', Number(orderId)).orderBy('id').execute();
const stateLog = (entity: string, id: unknown) =>
  db()
    .selectFrom('blade_state_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', Number(id))
    .orderBy('id')
    .execute();

const fresh = (count: number) => freshOrders(rig, count);
const pair = (rentStatus: number, orderStatus: number, payType?: number) =>
  ordersOfRentals(rig, rentStatus, orderStatus, payType);

describe('force end', () => {
  it('ends a rental still out, collects the amount on its Pay-Score order, records the change', async () => {
    const [order] = await pair(0, 1, 2);
    const rent = await rentOf(order);
    const r = await rig.brand.post('/api/share-biz/rentrecord/forceEnd', undefined, {
      ids: String(rent.id),
      orderAmount: '12.50',
      remarks: '车辆停在场地外',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await rentOf(order);
    expect(after).toMatchObject({ status: 3, pay_status: 2, remark: '车辆停在场地外' });
    expect(fen(after.rent_amount)).toBe(1250);
    expect(fen(after.paid_amount)).toBe(1250);
    expect(after.end_time).toBeTruthy();
    const o = await orderById(rig, order.id);
    expect(Number(o.order_status)).toBe(2);
    expect(fen(o.paid_amount)).toBe(1250);
    const pay = await db().selectFrom(TABLE.payment).selectAll().where('order_id', '=', Number(order.id)).execute();
    expect(pay.map((p) => fen(p.amount))).toEqual([1250]);
    const changes = await changesOf(order.id);
    expect(changes.map((c) => Number(c.change_type))).toEqual([2]);
    expect(
      (await stateLog('rentals.rentRecord', rent.id)).map((l) => [l.transition, l.from_state, l.to_state]),
    ).toEqual([['forceEnd', '0', '3']]);
    // The same request again: recognised, nothing more collected.
    const again = await rig.brand.post('/api/share-biz/rentrecord/forceEnd', undefined, {
      ids: String(rent.id),
      orderAmount: '12.50',
      remarks: '车辆停在场地外',
    });
    expect(again.body.data.repeated).toBe(true);
    expect(await changesOf(order.id)).toHaveLength(1);
  });

  it('at the contract path, by the order id, with amount 0: the WeChat order is closed', async () => {
    const [order] = await pair(0, 0, 1);
    const r = await rig.brand.post('/api/toycar-portal/api/admin/forceEndOrder', {
      orderId: String(order.id),
      orderAmount: 0,
      remarks: '设备故障，免单',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Number((await orderById(rig, order.id)).order_status)).toBe(5);
    expect(Number((await rentOf(order)).status)).toBe(3);
  });

  it('refuses a completed rental by its state, and a negative amount by the field', async () => {
    const [order] = await pair(2, 2);
    const rent = await rentOf(order);
    const done = await rig.brandEn.post('/api/share-biz/rentrecord/forceEnd', undefined, {
      ids: String(rent.id),
      orderAmount: '1',
      remarks: 'x',
    });
    expect(done.status).toBe(400);
    expect(done.body.msg).toMatch(/is "Completed", so "Force end" is not allowed/);
    const [out] = await pair(0, 1);
    const bad = await rig.brand.post('/api/share-biz/rentrecord/forceEnd', undefined, {
      ids: String(out.rent_record_id),
      orderAmount: '-1',
      remarks: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/结算金额/);
  });
});

describe('Pay-Score orders', () => {
  it('finishes a returned rental’s Pay-Score order with the amount, settling the rental', async () => {
    const order = await returnedUnpaid(rig, 2);
    const r = await rig.brand.post('/api/share-biz/wx/finishPayPointsOrder', {
      orderId: String(order.id),
      orderAmount: 16,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const o = await orderById(rig, order.id);
    expect([Number(o.order_status), fen(o.paid_amount), fen(o.order_amount)]).toEqual([2, 1600, 1600]);
    expect(await rentOf(order)).toMatchObject({ status: 2, pay_status: 2 });
    expect((await changesOf(order.id)).map((c) => Number(c.change_type))).toEqual([7]);
  });

  it('refuses to finish while the car is still out, and cancels a returned one', async () => {
    const [out] = await pair(0, 1, 2);
    const r = await rig.brand.post('/api/share-biz/order/finishPayPointsOrder', undefined, {
      ids: String(out.id),
      orderAmount: '8',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/车辆仍在租用中/);
    const returned = await returnedUnpaid(rig, 2);
    const c = await rig.brand.post('/api/share-biz/order/cancelPayPointsOrder', undefined, {
      ids: String(returned.id),
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(Number((await orderById(rig, returned.id)).order_status)).toBe(5);
    expect(fen((await orderById(rig, returned.id)).order_amount)).toBe(0);
  });
});

describe('sync and modify money', () => {
  it('modifies the amount of an unpaid rental, then syncs it with the channel', async () => {
    const order = await returnedUnpaid(rig, 1);
    const rent = await rentOf(order);
    const m = await rig.brand.post('/api/share-biz/rentrecord/rentRecordModifyMoney', {
      id: String(rent.id),
      rentAmount: 9.9,
      remarks: '会员反馈计时有误',
    });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(fen((await orderById(rig, order.id)).order_amount)).toBe(990);
    const same = await rig.brand.post('/api/share-biz/rentrecord/rentRecordModifyMoney', {
      id: String(rent.id),
      rentAmount: 9.9,
      remarks: '另一个原因',
    });
    expect(same.status).toBe(400);
    expect(same.body.msg).toMatch(/新金额与原金额相同/);
    const s = await rig.brand.post('/api/share-biz/rentrecord/rentRecordSyncOrder', undefined, {
      ids: String(rent.id),
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(await rentOf(order)).toMatchObject({ status: 2, pay_status: 2 });
    expect(fen((await rentOf(order)).paid_amount)).toBe(990);
    expect((await changesOf(order.id)).map((c) => Number(c.change_type))).toEqual([1, 4]);
  });

  it('says so when the channel has no payment for the order (its number ends in 0)', async () => {
    const unpaid = await returnedUnpaid(rig, 1, 0, false);
    const r = await rig.brand.post('/api/share-biz/wx/rentRecordSyncOrder', {
      rentRecordId: String(unpaid.rent_record_id),
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/尚未支付/);
    expect(await changesOf(unpaid.id)).toHaveLength(0);
  });
});

describe('refunds through the channel', () => {
  it('a refund the channel refuses fails, its amount goes back to the order; a retry reserves it again', async () => {
    const [order] = await fresh(1);
    channelWill(rig, 'refuse');
    const r = await rig.brand.post('/api/toycar-portal/api/admin/refundOrder', {
      orderId: String(order.id),
      refundAmount: 2,
      reason: '会员投诉',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const refundId = Number(r.body.data.refundOrderId);
    const refund = () => db().selectFrom(TABLE.refund).selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
    await eventually(async () => Number((await refund()).refund_status) === 3);
    expect((await refund()).fail_reason).toMatch(/拒绝/);
    const back = await orderById(rig, order.id);
    expect([Number(back.order_status), fen(back.refunded_amount)]).toEqual([2, 0]);
    expect((await changesOf(order.id)).map((c) => Number(c.change_type))).toEqual([3, 9]);
    const retry = await rig.brand.post('/api/share-pay/refundorder/retry', undefined, { ids: String(refundId) });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    await eventually(async () => Number((await refund()).refund_status) === 2);
    expect(fen((await orderById(rig, order.id)).refunded_amount)).toBe(200);
  });

  it('a constraint refund needs the order’s member; a billing-error refund needs no reason', async () => {
    const [order] = await fresh(1);
    const wrong = await rig.brand.post('/api/share-biz/wx/constraintRefund', {
      orderId: String(order.id),
      orderAmount: 1,
      memberId: 999999,
      remarks: '强制',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/不是该订单的会员/);
    const ok = await rig.brand.post('/api/share-biz/wx/constraintRefund', {
      orderAmount: 1,
      memberId: Number(order.member_id),
      remarks: '客诉升级，强制退款',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const billing = await rig.brand.post('/api/share-biz/wx/billingErrorRefund', undefined, {
      orderId: String(order.id),
      refundAmount: '0.5',
    });
    expect(billing.status, JSON.stringify(billing.body)).toBe(200);
    const ids = [ok.body.data.refundOrderId, billing.body.data.refundOrderId].map(Number);
    const types = await db()
      .selectFrom(TABLE.refund)
      .select(['id', 'refund_type'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(types.map((t) => Number(t.refund_type))).toEqual([3, 2]);
  });

  it('a constraint refund naming its order may leave the member out (the order’s); naming neither, or a bad member, is refused', async () => {
    const [order] = await fresh(1);
    const neither = await rig.brand.post('/api/share-biz/wx/constraintRefund', { orderAmount: 1, remarks: '强制' });
    expect(neither.status).toBe(400);
    expect(neither.body.msg).toMatch(/memberId/);
    const bad = await rig.brand.post('/api/share-biz/wx/constraintRefund', {
      orderId: String(order.id),
      orderAmount: 1,
      memberId: 'abc',
      remarks: '强制',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/memberId/);
    const ok = await rig.brand.post('/api/share-biz/wx/constraintRefund', {
      orderId: String(order.id),
      orderAmount: 1,
      remarks: '客诉升级',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(fen((await orderById(rig, order.id)).refunded_amount)).toBe(100);
  });
});
