/**
 * The demo rentals' merchants (1–6) and stores (1–24) as real rows of the merchants' tables (issue 35: a
 * merchant or store column of rentals, billing and sharing is then a reference with a picker, not an id
 * box). Written through the registry — the entity names `merchant.merchant` and `merchant.store`, their
 * columns by prop — so this area does not import the merchants' code; without those entities nothing is
 * written. Only rows that are missing go in (a new database, or one seeded before this existed), approved
 * and enabled, in the demo tenant; the merchants' own demo rows have ids from 10001 up, so none collide.
 */
import { sql } from 'kysely';
import type { EntitySchema, Registry } from '../../../../engine/schema';
import type { Db } from '../../../../server/kernel/db/database';
import { snake } from '../../../../server/kernel/db/tables';
import { TABLE } from '../store';
import { builtInPlaces, DEMO_TENANT } from './places';

const RENT_TABLE = TABLE.rent;

/** The cities of the built-in places: province and city codes (GB/T 2260) and names. */
const REGIONS: Record<string, [province: string, provinceName: string, city: string, cityName: string]> = {
  上海: ['31', '上海市', '3101', '上海市'],
  北京: ['11', '北京市', '1101', '北京市'],
  天津: ['12', '天津市', '1201', '天津市'],
  重庆: ['50', '重庆市', '5001', '重庆市'],
  广州: ['44', '广东省', '4401', '广州市'],
  深圳: ['44', '广东省', '4403', '深圳市'],
  杭州: ['33', '浙江省', '3301', '杭州市'],
  成都: ['51', '四川省', '5101', '成都市'],
  武汉: ['42', '湖北省', '4201', '武汉市'],
  南京: ['32', '江苏省', '3201', '南京市'],
  苏州: ['32', '江苏省', '3205', '苏州市'],
  西安: ['61', '陕西省', '6101', '西安市'],
  长沙: ['43', '湖南省', '4301', '长沙市'],
  厦门: ['35', '福建省', '3502', '厦门市'],
  青岛: ['37', '山东省', '3702', '青岛市'],
  郑州: ['41', '河南省', '4101', '郑州市'],
};

const region = (city: string) => {
  const [provinceCode, province, cityCode, cityName] = REGIONS[city] ?? ['31', '上海市', '3101', '上海市'];
  return { provinceCode, province, cityCode, city: cityName };
};

/** A row of the entity from values by prop: only the props the entity stores, by column name. */
function rowOf(e: EntitySchema, values: Record<string, unknown>, now: string): Record<string, unknown> {
  const props = new Set(e.columns.filter((c) => !c.db?.virtual).map((c) => c.prop));
  const row: Record<string, unknown> = { id: values.id };
  for (const [prop, v] of Object.entries(values)) if (props.has(prop)) row[snake(prop)] = v;
  if (e.storage?.tenant) row.tenant_id = DEMO_TENANT;
  if (e.storage?.audit) Object.assign(row, { create_time: now, update_time: now, status: 1 });
  if (e.storage?.softDelete) row.is_deleted = 0;
  return row;
}

async function insertMissing(db: Db, e: EntitySchema, rows: Record<string, unknown>[]): Promise<number> {
  const table = e.storage!.table;
  const have = new Set((await db.selectFrom(table).select('id').execute()).map((r) => Number(r.id)));
  const fresh = rows.filter((r) => !have.has(Number(r.id)));
  if (fresh.length) await db.insertInto(table).values(fresh).execute();
  return fresh.length;
}

/** PostgreSQL's id sequence past the explicit ids (SQLite takes the largest id by itself). */
async function resync(db: Db, table: string, dialect: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(db);
}

export async function seedPlaceRows(db: Db, registry: Registry, dialect: string, now: string): Promise<number> {
  const merchant = registry.entity('merchant.merchant');
  const store = registry.entity('merchant.store');
  if (!merchant?.storage || !store?.storage) return 0;
  const places = builtInPlaces();
  const merchants = new Map(places.map((p) => [p.merchantId, p]));
  const stores = new Map(places.map((p) => [p.storeId, p]));
  const approved = { auditStatus: 1, isAble: 1 };
  let rows = await insertMissing(
    db,
    merchant,
    [...merchants.values()].map((p) =>
      rowOf(merchant, { id: p.merchantId, merchantName: p.merchantName, merchantType: 1, parentId: 0, ...region(p.city), ...approved }, now),
    ),
  );
  rows += await insertMissing(
    db,
    store,
    [...stores.values()].map((p) =>
      rowOf(
        store,
        { id: p.storeId, storeName: p.storeName, merchantId: p.merchantId, storeType: 1, ...region(p.city), address: p.storeName, businessHours: '10:00-22:00', ...approved },
        now,
      ),
    ),
  );
  for (const e of [merchant, store]) await resync(db, e.storage!.table, dialect);
  return rows;
}

/** The places as rows in a database whose demo rentals were seeded before they were (nothing otherwise). */
export async function seedPlaceRowsOfDemo(db: Db, registry: Registry, dialect: string, now: string): Promise<number> {
  const demo = await db.selectFrom(RENT_TABLE).select('id').where('tenant_id', '=', DEMO_TENANT).limit(1).executeTakeFirst();
  return demo ? seedPlaceRows(db, registry, dialect, now) : 0;
}
