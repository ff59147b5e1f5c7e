/**
 * The demo's push history and bookings. Pushes are the outbox rows the demo business would have left:
 * every paid order and succeeded refund told to the toycar portal (and to the TC partner for its orders),
 * every change of a TC order; delivered, except every 37th of the last week, which the partner kept
 * refusing (failed after 5 attempts) — something to resend on the push screen. Bookings: about three a
 * day, used, expired or cancelled (fee refunded) in the past, booked in the coming days.
 */
import { yuanNumber } from '../../../../engine/schema/money';
import { numberOf } from '../store';
import type { RentalSeed } from './generate';
import type { MemberSeed } from './records';
import { DEMO_TENANT, type Place } from './places';
import { at, DAY, dice, midnight, MINUTE } from './pricing';

type Row = Record<string, unknown>;

export function pushRows(rentals: RentalSeed[], refunds: Row[], now: number): Row[] {
  const out: Row[] = [];
  const weekAgo = at(now - 7 * DAY);
  const add = (type: string, bizId: number, bizNo: string, store: string, time: string, payload: Row, changeType?: number) => {
    const failed = time >= weekAgo && out.length % 37 === 5;
    out.push({
      tenant_id: DEMO_TENANT,
      push_type: type,
      target: type.startsWith('tc') ? 'tc' : 'portal',
      biz_id: bizId,
      biz_no: bizNo,
      store_name: store,
      rent_record_change_type: changeType ?? null,
      push_status: failed ? 3 : 2,
      attempts: failed ? 5 : 1,
      last_error: failed ? '合作方推送接口拒绝：签名校验失败' : null,
      payload: JSON.stringify(payload),
      job_id: null,
      task_id: null,
      push_time: failed ? null : time,
      create_time: time,
    });
  };
  rentals.forEach((r, i) => {
    const store = r.place.storeName;
    if (r.paid > 0) {
      const payload = { orderNumber: r.orderNumber, amount: yuanNumber(r.paid), transactionId: r.transactionId, storeName: store };
      add('payOrder', i + 1, r.orderNumber, store, r.payTime!, payload);
      if (r.source === 2) add('tcPayOrder', i + 1, r.orderNumber, store, r.payTime!, payload);
    }
    for (const c of r.changes)
      if (r.source === 2)
        add('tcRentRecordChange', i + 1, r.orderNumber, store, c.time, { orderNumber: r.orderNumber, changeType: c.type }, c.type);
  });
  refunds.forEach((f, j) => {
    if (Number(f.refund_status) !== 2) return;
    const r = rentals[Number(f.order_id) - 1];
    const payload = { orderNumber: f.order_number, refundNo: f.refund_no, amount: yuanNumber(Number(f.amount)), storeName: f.store_name };
    add('refundOrder', j + 1, String(f.refund_no), String(f.store_name), String(f.success_time), payload);
    if (r.source === 2) add('tcRefundOrder', j + 1, String(f.refund_no), String(f.store_name), String(f.success_time), payload);
  });
  return out.sort((a, b) => String(a.create_time).localeCompare(String(b.create_time)));
}

export interface BookingSeed {
  row: Row;
  viaTc: boolean;
}

/** Bookings from `days` ago to 3 days ahead, with their pushes. */
export function bookingRows(places: Place[], members: MemberSeed[], now: number, days: number): { bookings: Row[]; pushes: Row[] } {
  const d = dice(1115);
  const bookings: Row[] = [];
  const pushes: Row[] = [];
  for (let daysAgo = days - 1; daysAgo >= -3; daysAgo--) {
    const base = midnight(now, daysAgo);
    for (let k = 0, n = d.int(1, 5); k < n; k++) {
      const place = d.pick(places);
      const car = d.pick(place.cars);
      const memberIdx = d.int(0, members.length - 1);
      const start = base + (10 + d.int(0, 10)) * 60 * MINUTE + d.int(0, 3) * 15 * MINUTE;
      const created = start - d.int(30, 48 * 60) * MINUTE;
      if (created > now) continue;
      const fee = d.chance(0.5) ? 500 : 1000;
      const end = start + 60 * MINUTE;
      const roll = d.next();
      const status = end > now ? 0 : roll < 0.6 ? 1 : roll < 0.85 ? 3 : 2;
      const id = bookings.length + 1;
      const bookNo = numberOf('BK', at(created), id);
      const viaTc = d.chance(0.2);
      bookings.push({
        tenant_id: DEMO_TENANT,
        book_no: bookNo,
        member_id: memberIdx + 1,
        member_phone: members[memberIdx].phone,
        merchant_id: place.merchantId,
        merchant_name: place.merchantName,
        store_id: place.storeId,
        store_name: place.storeName,
        site_id: place.siteId,
        site_name: place.siteName,
        device_id: place.deviceId,
        device_code: place.deviceCode,
        slot_num: car.slotNum,
        car_id: car.carId,
        car_code: car.carCode,
        book_start: at(start),
        book_end: at(end),
        book_amount: fee,
        refunded_amount: status === 2 ? fee : 0,
        book_status: status,
        cancel_reason: status === 2 ? '会员行程有变，客服协助取消' : null,
        create_time: at(created),
      });
      const push = (type: string, time: string) =>
        pushes.push({
          tenant_id: DEMO_TENANT,
          push_type: type,
          target: type.startsWith('tc') ? 'tc' : 'portal',
          biz_id: id,
          biz_no: bookNo,
          store_name: place.storeName,
          rent_record_change_type: null,
          push_status: 2,
          attempts: 1,
          last_error: null,
          payload: JSON.stringify({ bookNo, amount: yuanNumber(fee) }),
          job_id: null,
          task_id: null,
          push_time: time,
          create_time: time,
        });
      push('payBookOrder', at(created));
      if (viaTc) push('tcPayBookOrder', at(created));
      if (status === 2) push('refundBookOrder', at(Math.min(now, start - 10 * MINUTE)));
    }
  }
  return { bookings, pushes };
}
