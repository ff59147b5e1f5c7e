/**
 * `npm run seed -- --rent-records N`: the demo tenant's rent-record table topped up to N rows for the
 * benchmarks (a million: the list's page 1, a filtered page and a deep page stay within budget; an export
 * of 100,000 matching rows streams). Row i is a pure function of i — a rental every 30 seconds from
 * 2025-12-01, over the built-in places, priced by the demo rule, settled and paid — so every run and
 * machine gets the same table, and a re-run never duplicates. The rows have no orders behind them: they
 * are for the list, its search, totals and export.
 *
 * Fast as the API-log seed is (server/log/seed-api-logs.ts): one transaction, one multi-row INSERT
 * compiled once for the dialect and executed again with new bound values only.
 */
import { CompiledQuery } from 'kysely';
import type { Database } from '../../../../server/kernel/db/database';
import { TABLE } from '../store';
import { builtInPlaces, DEMO_TENANT } from './places';
import { CHARGE_RULE_NAME, priceOf } from './pricing';

const BATCH = 1000;
const START_MS = Date.UTC(2025, 11, 1, 1, 0, 0);
const STEP_MS = 30_000;
const places = builtInPlaces();

const pad = (n: number) => String(n).padStart(2, '0');
const text = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** Bulk rent record number i (0-based) as table values. */
export function bulkRentRow(i: number): Record<string, unknown> {
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  const place = places[h % places.length];
  const car = place.cars[(h >>> 8) % place.cars.length];
  const startMs = START_MS + i * STEP_MS;
  const minutes = 10 + ((h >>> 12) % 100);
  const price = priceOf(minutes);
  const start = text(startMs);
  return {
    tenant_id: DEMO_TENANT,
    order_number: `B${String(i + 1).padStart(12, '0')}`,
    member_id: 1 + ((h >>> 4) % 800),
    member_phone: `139${String((h >>> 3) % 100_000_000).padStart(8, '0')}`,
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
    start_time: start,
    end_time: text(startMs + minutes * 60_000),
    duration: minutes,
    charge_rule_name: CHARGE_RULE_NAME,
    pay_type: (h >>> 20) % 5 < 3 ? 2 : 1,
    rent_amount: price,
    paid_amount: price,
    refunded_amount: 0,
    pay_status: 2,
    status: 2,
    order_id: null,
    remark: null,
    create_time: start,
  };
}

/** Make the demo tenant hold at least `n` bulk rent records; returns how many were added. */
export async function seedRentRecords(database: Database, n: number, log: (line: string) => void = () => {}): Promise<number> {
  const { db } = database;
  const have = Number(
    (
      await db
        .selectFrom(TABLE.rent)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('order_number', 'like', 'B%')
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (have >= n) return 0;
  const started = Date.now();
  const columns = Object.keys(bulkRentRow(0));
  const compile = (rows: number) =>
    db
      .insertInto(TABLE.rent)
      .values(Array.from({ length: rows }, (_, k) => bulkRentRow(k)))
      .compile().sql;
  const fullSql = compile(Math.min(BATCH, n - have));
  await db.transaction().execute(async (trx) => {
    for (let from = have; from < n; from += BATCH) {
      const count = Math.min(BATCH, n - from);
      const params: unknown[] = [];
      for (let i = from; i < from + count; i++) {
        const row = bulkRentRow(i);
        for (const c of columns) params.push(row[c]);
      }
      await trx.executeQuery(CompiledQuery.raw(count === BATCH || from === have ? fullSql : compile(count), params));
      if ((from - have) % 200_000 === 0 && from > have) log(`  rent records: ${from} rows…`);
    }
  });
  // eslint-disable-next-line no-restricted-syntax -- seconds of a log line, not money
  log(`Rent records: added ${n - have} rows (now ${n} bulk rows) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return n - have;
}
