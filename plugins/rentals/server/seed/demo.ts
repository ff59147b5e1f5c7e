/**
 * The rentals area's demo data on a new database (docs/areas/rentals.md "Seed"): ~800 members in the demo
 * tenant and four months of their rentals with orders, payments, refunds, changes, partner pay orders,
 * pushes and bookings — generated (generate.ts, extras.ts), turned into rows (records.ts) and written in
 * one transaction. Deterministic: the same business on every new database, ending the day it was made.
 */
import type { Db } from '../../../../server/kernel/db/database';
import { TABLE } from '../store';
import { bookingRows, pushRows } from './extras';
import { DEMO_DAYS, generateRentals } from './generate';
import { loadPlaces } from './places';
import { at, DAY, dice, person } from './pricing';
import { changeRows, memberRows, moneyRows, orderRows, payOrderRows, rentRows, type MemberSeed } from './records';

const MEMBERS = 800;
const BATCH = 200;

async function insertAll(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto(table).values(rows.slice(i, i + BATCH)).execute();
}

export async function seedRentalsDemo(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const present = await db.selectFrom(TABLE.rent).select('id').limit(1).executeTakeFirst();
  if (present) return {};
  const places = await loadPlaces(db);
  const d = dice(800);
  const rentals = generateRentals(places, MEMBERS, now);
  const first = new Map<number, string>();
  for (const r of rentals) if (!first.has(r.memberIdx)) first.set(r.memberIdx, r.start);
  const cities = [...new Set(places.map((p) => p.city))];
  const members: MemberSeed[] = Array.from({ length: MEMBERS }, (_, i) => {
    const joined = Date.parse((first.get(i) ?? at(now)).replace(' ', 'T')) - d.int(1, 60) * DAY - d.int(0, 86_000) * 1000;
    return { ...person(d, i), city: d.pick(cities), since: at(Math.min(joined, now - DAY)), frozen: i % 53 === 17 };
  });
  const { payments, refunds, firstRefund } = moneyRows(rentals, members);
  const { bookings, pushes: bookingPushes } = bookingRows(places, members, now, DEMO_DAYS);
  const pushes = [...pushRows(rentals, refunds, now), ...bookingPushes].sort((a, b) =>
    String(a.create_time).localeCompare(String(b.create_time)),
  );
  const changes = changeRows(rentals, firstRefund);
  const payOrders = payOrderRows(rentals);
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, TABLE.member, memberRows(members, rentals));
    await insertAll(trx, TABLE.rent, rentRows(rentals, members));
    await insertAll(trx, TABLE.order, orderRows(rentals, members));
    await insertAll(trx, TABLE.payment, payments);
    await insertAll(trx, TABLE.refund, refunds);
    await insertAll(trx, TABLE.change, changes);
    await insertAll(trx, TABLE.payOrder, payOrders);
    await insertAll(trx, TABLE.book, bookings);
    await insertAll(trx, TABLE.push, pushes);
  });
  return {
    rentRecords: rentals.length,
    payments: payments.length,
    refunds: refunds.length,
    pushes: pushes.length,
    bookings: bookings.length,
  };
}
