/**
 * The demo records turned into table rows. Ids are those a new, empty table gives in insertion order
 * (1, 2, 3…), so rows can name each other before they are written: the rental i and its order are both
 * i + 1. The demo seed only runs on a new database (and checks the tables are empty).
 */
import { yuanNumber } from '../../../../engine/schema/money';
import { numberOf } from '../store';
import type { RentalSeed } from './generate';
import { DEMO_TENANT, type Place } from './places';
import { CHARGE_RULE_NAME } from './pricing';

type Row = Record<string, unknown>;

export interface MemberSeed {
  nickName: string;
  phone: string;
  city: string;
  since: string;
  frozen: boolean;
}

const placeCols = (p: Place) => ({
  merchant_id: p.merchantId,
  merchant_name: p.merchantName,
  store_id: p.storeId,
  store_name: p.storeName,
});

export function memberRows(members: MemberSeed[], rentals: RentalSeed[]): Row[] {
  const count = new Array<number>(members.length).fill(0);
  const paid = new Array<number>(members.length).fill(0);
  for (const r of rentals) {
    count[r.memberIdx] += 1;
    paid[r.memberIdx] += r.paid;
  }
  return members.map((m, i) => ({
    tenant_id: DEMO_TENANT,
    nick_name: m.nickName,
    phone: m.phone,
    open_id: `oTc${(i * 2654435761 >>> 0).toString(36).padStart(7, '0')}${i.toString(36)}`,
    city: m.city,
    rent_count: count[i],
    total_paid: paid[i],
    member_status: m.frozen ? 0 : 1,
    freeze_reason: m.frozen ? '多次未归还车辆' : null,
    create_time: m.since,
  }));
}

export function rentRows(rentals: RentalSeed[], members: MemberSeed[]): Row[] {
  return rentals.map((r, i) => ({
    tenant_id: DEMO_TENANT,
    order_number: r.orderNumber,
    member_id: r.memberIdx + 1,
    member_phone: members[r.memberIdx].phone,
    ...placeCols(r.place),
    site_id: r.place.siteId,
    site_name: r.place.siteName,
    device_id: r.place.deviceId,
    device_code: r.place.deviceCode,
    slot_num: r.car.slotNum,
    car_id: r.car.carId,
    car_code: r.car.carCode,
    start_time: r.start,
    end_time: r.end,
    duration: r.duration,
    charge_rule_name: CHARGE_RULE_NAME,
    pay_type: r.payType,
    rent_amount: r.amount,
    paid_amount: r.paid,
    refunded_amount: r.refunded,
    pay_status: r.orderStatus,
    status: r.status,
    order_id: i + 1,
    remark: r.changes.find((c) => c.type === 2)?.remarks ?? null,
    create_time: r.start,
  }));
}

export function orderRows(rentals: RentalSeed[], members: MemberSeed[]): Row[] {
  return rentals.map((r, i) => ({
    tenant_id: DEMO_TENANT,
    order_number: r.orderNumber,
    rent_record_id: i + 1,
    member_id: r.memberIdx + 1,
    member_phone: members[r.memberIdx].phone,
    ...placeCols(r.place),
    source: r.source,
    pay_type: r.payType,
    order_amount: r.amount,
    paid_amount: r.paid,
    refunded_amount: r.refunded,
    order_status: r.orderStatus,
    pay_time: r.payTime,
    transaction_id: r.transactionId,
    create_time: r.start,
  }));
}

/** Payment orders (one per paid order) and refund orders, with the index of each rental's first refund. */
export function moneyRows(rentals: RentalSeed[], members: MemberSeed[]) {
  const payments: Row[] = [];
  const refunds: Row[] = [];
  const firstRefund = new Map<number, number>();
  rentals.forEach((r, i) => {
    const common = {
      tenant_id: DEMO_TENANT,
      order_number: r.orderNumber,
      order_id: i + 1,
      member_id: r.memberIdx + 1,
      member_phone: members[r.memberIdx].phone,
      ...placeCols(r.place),
    };
    if (r.paid > 0)
      payments.push({
        ...common,
        payment_no: numberOf('PAY', r.payTime!, payments.length + 1),
        pay_type: r.payType,
        amount: r.paid,
        pay_status: 1,
        transaction_id: r.transactionId,
        pay_time: r.payTime,
        create_time: r.payTime,
      });
    if (r.refunds.length) firstRefund.set(i, refunds.length);
    for (const f of r.refunds)
      refunds.push({
        ...common,
        refund_no: numberOf('RF', f.time, refunds.length + 1),
        refund_type: f.type,
        amount: f.amount,
        refund_status: f.status,
        remarks: f.remarks,
        channel_refund_id: f.status === 2 ? `50300${numberOf('', f.time, refunds.length + 1)}` : null,
        fail_reason: f.failReason,
        operator_name: '运营小李',
        success_time: f.status === 2 ? f.doneTime : null,
        create_time: f.time,
      });
  });
  return { payments, refunds, firstRefund };
}

export function changeRows(rentals: RentalSeed[], firstRefund: Map<number, number>): Row[] {
  const out: Row[] = [];
  rentals.forEach((r, i) =>
    r.changes.forEach((c) =>
      out.push({
        tenant_id: DEMO_TENANT,
        order_number: r.orderNumber,
        rent_record_id: i + 1,
        order_id: i + 1,
        ...placeCols(r.place),
        change_type: c.type,
        before_amount: c.before,
        after_amount: c.after,
        change_amount: c.moved,
        before_status: c.beforeStatus,
        after_status: c.afterStatus,
        remarks: c.remarks,
        refund_order_id: c.refundIdx === undefined ? null : firstRefund.get(i)! + c.refundIdx + 1,
        operator_name: c.type === 9 ? '系统' : '运营小李',
        create_time: c.time,
      }),
    ),
  );
  return out;
}

/** The TC partner's pay orders of the orders placed through it. */
export function payOrderRows(rentals: RentalSeed[]): Row[] {
  const out: Row[] = [];
  rentals.forEach((r, i) => {
    if (r.source !== 2) return;
    out.push({
      tenant_id: DEMO_TENANT,
      pay_order_no: `TC${r.orderNumber.slice(1)}${String(i % 97).padStart(2, '0')}`,
      app_name: 'TC 合作平台小程序',
      app_id: 'tcapp20240518',
      order_number: r.orderNumber,
      order_id: i + 1,
      store_name: r.place.storeName,
      amount: r.amount,
      pay_status: r.paid > 0 ? 1 : r.orderStatus === 5 ? 3 : 0,
      create_time: r.start,
    });
  });
  return out;
}

export const yuanOf = (fen: number) => yuanNumber(fen);
