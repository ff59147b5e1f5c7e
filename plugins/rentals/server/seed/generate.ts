/**
 * The demo business, generated as plain records (no database): members, and four months of rentals up
 * to now with their orders, payments, refunds and changes — a pure function of the places and the start
 * time, so a new database always gets the same business, shifted to the day it was created.
 *
 * What the months look like: 25–55 rentals a day (more at weekends), from 9:00 to 21:30, 10 minutes to
 * two hours each; 60 % Pay-Score, 40 % WeChat Pay; 15 % through the TC partner. Rentals still out are
 * `renting`; a few recent ones are returned and unpaid; 2 % were force-ended; the rest are paid. About 6 %
 * of paid orders got a refund — normal, billing error or constraint, partial or whole; most succeeded,
 * some failed (their amount given back), the newest are still with the channel. Every money change has
 * its change record, so the sums add up: paid − refunded on each order equals its payments less its
 * succeeded and in-flight refunds.
 */
import { mulRatio } from '../../../../engine/schema/money';
import type { Place } from './places';
import { at, DAY, dayOf, dice, midnight, MINUTE, priceOf, type Dice } from './pricing';

export interface RefundSeed {
  type: 1 | 2 | 3;
  amount: number;
  /** 1 processing, 2 succeeded, 3 failed. */
  status: 1 | 2 | 3;
  remarks: string;
  time: string;
  doneTime: string | null;
  failReason: string | null;
}

export interface ChangeSeed {
  type: number;
  before: number;
  after: number;
  moved: number;
  beforeStatus: number;
  afterStatus: number;
  remarks: string;
  time: string;
  refundIdx?: number;
}

export interface RentalSeed {
  memberIdx: number;
  place: Place;
  car: Place['cars'][number];
  orderNumber: string;
  start: string;
  end: string | null;
  duration: number | null;
  payType: 1 | 2;
  source: 1 | 2;
  /** The rental's state (rent_status) and its order's (order_status). */
  status: number;
  orderStatus: number;
  amount: number;
  paid: number;
  refunded: number;
  payTime: string | null;
  transactionId: string | null;
  refunds: RefundSeed[];
  changes: ChangeSeed[];
}

export const DEMO_DAYS = 120;
/** Rentals still out when the demo is made, at any hour. */
const OUT_AT_LEAST = 12;
const REASONS = ['车辆故障提前结束', '会员投诉计费时长有误', '设备未正常落锁', '门店活动补偿', '重复扣费'];

function refundsOf(d: Dice, paid: number, end: number, now: number, recent: boolean): RefundSeed[] {
  if (paid === 0 || !d.chance(0.06)) return [];
  const roll = d.next();
  const type: 1 | 2 | 3 = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
  const half = mulRatio(paid, [1, 2], 'down');
  // A partial refund gives back half, in whole yuan.
  const amount = type === 2 ? Math.min(paid, 800) : type === 3 || d.chance(0.5) ? paid : Math.max(100, half - (half % 100));
  const time = Math.min(now - MINUTE, end + d.int(30, 600) * MINUTE);
  const s = d.next();
  const status: 1 | 2 | 3 = recent && s < 0.3 ? 1 : s < 0.06 ? 3 : 2;
  return [
    {
      type,
      amount,
      status,
      remarks: type === 2 ? '计费错误退款' : d.pick(REASONS),
      time: at(time),
      doneTime: status === 1 ? null : at(time + d.int(1, 30) * MINUTE),
      failReason: status === 3 ? '支付渠道拒绝：原交易已超过可退款期限' : null,
    },
  ];
}

/** The rentals of one day, in start order. */
function dayRentals(d: Dice, places: Place[], members: number, now: number, daysAgo: number): RentalSeed[] {
  const dayStart = midnight(now, daysAgo);
  const weekday = new Date(dayStart).getDay();
  let count = 25 + (weekday === 0 || weekday === 6 ? 15 : 0) + d.int(0, 15);
  const open = dayStart + 9 * 60 * MINUTE;
  const close = Math.min(dayStart + 21.5 * 60 * MINUTE, now - MINUTE);
  if (close <= open) return [];
  if (daysAgo === 0) count = Math.round((count * (close - open)) / (12.5 * 60 * MINUTE));
  const starts = Array.from({ length: count }, () => open + Math.floor(d.next() * (close - open))).sort((a, b) => a - b);
  return starts.map((startMs, seq) => {
    const place = places[Math.floor(d.next() ** 1.3 * places.length)];
    const car = d.pick(place.cars);
    const minutes = 10 + Math.floor(d.next() ** 1.6 * 110);
    const endMs = startMs + minutes * MINUTE;
    const payType: 1 | 2 = d.chance(0.6) ? 2 : 1;
    const source: 1 | 2 = d.chance(0.15) ? 2 : 1;
    const orderNumber = `R${dayOf(startMs).replaceAll('-', '')}${String(seq + 1).padStart(5, '0')}`;
    const rental: RentalSeed = {
      memberIdx: Math.floor(d.next() ** 2 * members),
      place,
      car,
      orderNumber,
      start: at(startMs),
      end: null,
      duration: null,
      payType,
      source,
      status: 0,
      orderStatus: payType === 2 ? 1 : 0,
      amount: 0,
      paid: 0,
      refunded: 0,
      payTime: null,
      transactionId: null,
      refunds: [],
      changes: [],
    };
    if (endMs > now) return rental;
    const price = priceOf(minutes);
    Object.assign(rental, { end: at(endMs), duration: minutes, amount: price });
    const roll = d.next();
    if (daysAgo <= 3 && roll < 0.05) return Object.assign(rental, { status: 1 });
    const forced = roll < 0.07;
    const amount = forced ? Math.min(price, 800 * d.int(0, 3)) : price;
    const payMs = Math.min(now - MINUTE, endMs + d.int(1, 5) * MINUTE);
    Object.assign(rental, {
      status: forced ? 3 : 2,
      amount,
      paid: amount,
      orderStatus: amount === 0 ? 5 : 2,
      payTime: amount > 0 ? at(payMs) : null,
      transactionId: amount > 0 ? `42000${dayOf(payMs).replaceAll('-', '')}${orderNumber.slice(-5)}${d.int(1000, 9999)}` : null,
    });
    if (forced)
      rental.changes.push({
        type: 2,
        before: price,
        after: amount,
        moved: amount,
        beforeStatus: payType === 2 ? 1 : 0,
        afterStatus: rental.orderStatus,
        remarks: d.pick(['会员未归还，运营结束订单', '车辆电量耗尽停在场地', '设备离线无法归还']),
        time: at(endMs),
      });
    const refunds = refundsOf(d, amount, endMs, now, daysAgo <= 1);
    let reserved = 0;
    refunds.forEach((r, refundIdx) => {
      const left = amount - reserved;
      const change = { 1: 3, 2: 5, 3: 6 }[r.type];
      rental.changes.push({ type: change, before: left, after: left - r.amount, moved: r.amount, beforeStatus: 2, afterStatus: r.amount === left ? 4 : 3, remarks: r.remarks, time: r.time, refundIdx });
      if (r.status === 3)
        rental.changes.push({ type: 9, before: left - r.amount, after: left, moved: r.amount, beforeStatus: r.amount === left ? 4 : 3, afterStatus: 2, remarks: r.failReason!, time: r.doneTime!, refundIdx });
      else reserved += r.amount;
    });
    rental.refunds = refunds;
    rental.refunded = reserved;
    if (reserved > 0) rental.orderStatus = reserved === amount ? 4 : 3;
    return rental;
  });
}

/** Every demo rental, oldest first. */
export function generateRentals(places: Place[], members: number, now: number, seed = 15): RentalSeed[] {
  const d = dice(seed);
  const out: RentalSeed[] = [];
  for (let daysAgo = DEMO_DAYS - 1; daysAgo >= 0; daysAgo--) out.push(...dayRentals(d, places, members, now, daysAgo));
  // Whatever the hour the database is made, some cars are out: the newest rentals are not returned yet
  // (at night, the ones nobody brought back — what force end is for).
  for (const r of out.slice(-OUT_AT_LEAST))
    Object.assign(r, { end: null, duration: null, status: 0, orderStatus: r.payType === 2 ? 1 : 0, amount: 0, paid: 0, refunded: 0, payTime: null, transactionId: null, refunds: [], changes: [] });
  return out;
}

export { DAY };
