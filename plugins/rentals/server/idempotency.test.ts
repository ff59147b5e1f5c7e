/**
 * Every order action is idempotent (issue 15): the same request fired several times at once — a
 * double-click, a retrying client — is applied once. Exactly one answer says `repeated: false`; the others
 * are recognised and answered with the first's change; one change record, one state-log row, the money
 * moved once. Then the same again later (sequentially) is still recognised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fen, freshOrders, orderById, ordersOfRentals, returnedUnpaid, startRig, type Rig } from '../../../tests/server/rentals-rig';
import { TABLE } from './store';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
}, 60_000);
afterAll(async () => rig?.s.close());

const db = () => rig.s.database.db;
type Order = Awaited<ReturnType<typeof orderById>>;

interface Case {
  name: string;
  /** The order the action is for (its rental is the order's). */
  target: () => Promise<Order>;
  /** The call: path, query and body, from the order. */
  call: (o: Order) => { path: string; query?: Record<string, string | number>; body?: Record<string, unknown> };
  /** Its change type (dict rent_change_type). */
  change: number;
  /** What the order's money looks like once, and only once, applied. */
  money: (before: Order, after: Order) => void;
}

const cases: Case[] = [
  {
    name: 'force end (rentrecord/forceEnd)',
    target: async () => (await ordersOfRentals(rig, 0, 1, 2))[0],
    call: (o) => ({ path: '/api/share-biz/rentrecord/forceEnd', query: { ids: String(o.rent_record_id), orderAmount: '3.30', remarks: '并发强制结束' } }),
    change: 2,
    money: (_b, a) => expect(fen(a.paid_amount)).toBe(330),
  },
  {
    name: 'finish a Pay-Score order (wx/finishPayPointsOrder)',
    target: () => returnedUnpaid(rig, 2),
    call: (o) => ({ path: '/api/share-biz/wx/finishPayPointsOrder', body: { orderId: String(o.id), orderAmount: 7.7 } }),
    change: 7,
    money: (_b, a) => expect([Number(a.order_status), fen(a.paid_amount)]).toEqual([2, 770]),
  },
  {
    name: 'cancel a Pay-Score order (wx/cancelPayPointsOrder)',
    target: () => returnedUnpaid(rig, 2),
    call: (o) => ({ path: '/api/share-biz/wx/cancelPayPointsOrder', body: { orderId: String(o.id) } }),
    change: 8,
    money: (_b, a) => expect([Number(a.order_status), fen(a.order_amount)]).toEqual([5, 0]),
  },
  {
    name: 'modify the amount (rentRecordModifyMoney)',
    target: () => returnedUnpaid(rig, 1),
    call: (o) => ({ path: '/api/share-biz/rentrecord/rentRecordModifyMoney', body: { id: String(o.rent_record_id), rentAmount: 4.4, remarks: '并发改价' } }),
    change: 1,
    money: (_b, a) => expect(fen(a.order_amount)).toBe(440),
  },
  {
    name: 'sync with the channel (rentRecordSyncOrder)',
    target: () => returnedUnpaid(rig, 1, 1),
    call: (o) => ({ path: '/api/share-biz/rentrecord/rentRecordSyncOrder', query: { ids: String(o.rent_record_id) } }),
    change: 4,
    money: (b, a) => expect([Number(a.order_status), fen(a.paid_amount)]).toEqual([2, fen(b.order_amount)]),
  },
  {
    name: 'refund (toycar-portal/api/admin/refundOrder)',
    target: async () => (await freshOrders(rig, 1, 0))[0],
    call: (o) => ({ path: '/api/toycar-portal/api/admin/refundOrder', body: { orderId: String(o.id), refundAmount: 0.7, reason: '并发退款' } }),
    change: 3,
    money: (_b, a) => expect(fen(a.refunded_amount)).toBe(70),
  },
  {
    name: 'billing-error refund (wx/billingErrorRefund)',
    target: async () => (await freshOrders(rig, 1, 1))[0],
    call: (o) => ({ path: '/api/share-biz/wx/billingErrorRefund', body: { orderId: String(o.id), refundAmount: 0.6 } }),
    change: 5,
    money: (_b, a) => expect(fen(a.refunded_amount)).toBe(60),
  },
  {
    name: 'constraint refund (wx/constraintRefund)',
    target: async () => (await freshOrders(rig, 1, 2))[0],
    call: (o) => ({ path: '/api/share-biz/wx/constraintRefund', body: { orderId: String(o.id), orderAmount: 0.5, memberId: Number(o.member_id), remarks: '并发强制退款' } }),
    change: 6,
    money: (_b, a) => expect(fen(a.refunded_amount)).toBe(50),
  },
];

describe('a repeated order action is recognised and applied once', () => {
  for (const c of cases)
    it(c.name, async () => {
      const before = await c.target();
      expect(before, 'a demo order for the action').toBeTruthy();
      const { path, query, body } = c.call(before);
      const fire = () => rig.brand.post(path, body, query);
      const replies = await Promise.all([fire(), fire(), fire(), fire()]);
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(replies.filter((r) => r.body.data.repeated === false)).toHaveLength(1);
      expect(new Set(replies.map((r) => r.body.data.changeId)).size).toBe(1);
      // Later, the same request again: still recognised.
      const later = await fire();
      expect(later.body.data).toMatchObject({ repeated: true, changeId: replies[0].body.data.changeId });

      const changes = await db().selectFrom(TABLE.change).selectAll().where('order_id', '=', Number(before.id)).where('change_type', '=', c.change).execute();
      expect(changes).toHaveLength(1);
      const refunds = await db().selectFrom(TABLE.refund).select('id').where('order_id', '=', Number(before.id)).where('create_time', '>=', String(changes[0].create_time)).execute();
      expect(refunds.length).toBeLessThanOrEqual(1);
      c.money(before, await orderById(rig, before.id));
    });
});
