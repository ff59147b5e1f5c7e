/**
 * Demo data of the device area (a new database only): car and parts models, fault kinds, the fleet
 * (seed-data.ts: 400 devices by default, `SEED_DEVICES=<n>` for the bench) with its slots and cars, their
 * binding to the merchants' sites, code rules with their codes, factory codes, fault reports, door logs
 * and open / close records. Rows go in by chunks inside one transaction; ids come from the database.
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import type { SeedContext } from '../../../server/kernel/module';
import { DEVICE_TABLE, MERCHANT_DEVICE_TABLE } from './binding';
import { CAR_TABLE, SLOT_TABLE } from './car-routes';
import { insertMany } from './insert-many';
import { seedActivity } from './seed-activity';
import {
  CAR_MODELS,
  CITY_SPOTS,
  DEFAULT_DEVICES,
  DEMO_TENANT,
  FAULT_KINDS,
  KINDS,
  PARTS,
  carCode,
  deviceCode,
  isDisabled,
  isOffline,
  isUnbound,
  kindCounts,
  minutesBefore,
  nudge,
  slotEmpty,
  slotRented,
  slotsOf,
} from './seed-data';
import { seedSites, type SeedSite } from './seed-sites';

type Row = Record<string, unknown>;

/** The device count asked for by the environment (bench), else the default. */
export function seedSize(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SEED_DEVICES);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 1_000_000) : DEFAULT_DEVICES;
}

export async function seedDevices(ctx: SeedContext, size = seedSize()): Promise<Record<string, number>> {
  const { db } = ctx.database;
  const done = await db.selectFrom(DEVICE_TABLE).select('id').where('tenant_id', '=', DEMO_TENANT).limit(1).executeTakeFirst();
  if (done) return {};
  return ctx.database.db.transaction().execute(async (trx) => seedAll(trx, ctx.registry, size));
}

async function seedAll(db: Db, registry: Registry, size: number): Promise<Record<string, number>> {
  const now = nowText();
  const base = { tenant_id: DEMO_TENANT, create_time: now, update_time: now, status: 1, is_deleted: 0 };
  await insertMany(
    db,
    'tc_car_model',
    CAR_MODELS.map((m) => ({ ...base, model_name: m.modelName, model_code: m.modelCode, brand: m.brand, min_age: m.minAge, max_age: m.maxAge, max_load_kg: m.maxLoadKg, battery_mah: m.batteryMah, max_speed: m.maxSpeed })),
  );
  const models = await db.selectFrom('tc_car_model').select(['id', 'model_code']).where('tenant_id', '=', DEMO_TENANT).orderBy('id').execute();
  await insertMany(
    db,
    'tc_parts_model',
    models.flatMap((m, i) =>
      PARTS.map(([category, name, fen, supplier], j) => ({
        ...base,
        parts_name: `${CAR_MODELS[i].modelName.split(' ')[0]} ${name}`,
        parts_code: `${String(m.model_code)}-P${j + 1}`,
        category,
        car_model_id: m.id,
        supplier,
        unit_price: fen,
        warranty_months: category === 1 ? 12 : 6,
      })),
    ),
  );
  await insertMany(
    db,
    'tc_fault_kind',
    FAULT_KINDS.map(([code, name, type, level], i) => ({ ...base, kind_code: code, kind_name: name, device_type: type, fault_level: level, sort: i + 1 })),
  );

  const sites = await seedSites(db, registry, DEMO_TENANT);
  const counts = kindCounts(size);
  const devices: Row[] = [];
  KINDS.forEach((k, ki) => {
    for (let n = 1; n <= counts[ki]; n++) {
      const site = !isUnbound(n) && sites.length ? sites[(n - 1) % sites.length] : undefined;
      const spot = CITY_SPOTS[(n - 1) % CITY_SPOTS.length];
      const code = deviceCode(k.prefix, n);
      devices.push({
        ...base,
        device_code: code,
        device_name: `${site ? site.siteName : spot[0]}${k.zh}${n}`,
        device_type: k.type,
        slot_count: k.type === 1 ? slotsOf(n) : 0,
        parent_id: 0,
        parent_code: k.type === 4 && n <= counts[0] ? deviceCode('CAB', n) : null,
        device_status: isDisabled(n) ? 0 : 1,
        online_status: isOffline(n) ? 0 : 1,
        location_check: n % 5 === 0 ? 0 : 1,
        lng: (site?.lng ?? spot[1]) + nudge(n * 4 + ki, 0),
        lat: (site?.lat ?? spot[2]) + nudge(n * 4 + ki, 1),
        address: site ? site.address : `${spot[0]}市`,
        iccid: `898604${String(1e13 + n * 4 + ki).slice(-14)}`,
        firmware_version: `v2.${n % 4}.${n % 10}`,
        last_online_time: minutesBefore(now, isOffline(n) ? 600 + n : n % 5),
        battery: k.type === 3 ? 20 + ((n * 37) % 80) : null,
        ...bindingOf(site),
      });
    }
  });
  await insertMany(db, DEVICE_TABLE, devices);
  const stored = await db
    .selectFrom(DEVICE_TABLE)
    .select(['id', 'device_code', 'device_type', 'slot_count', 'merchant_id', 'merchant_name', 'site_id', 'site_name', 'store_id', 'store_name', 'charge_rule_id', 'charge_rule_name'])
    .where('tenant_id', '=', DEMO_TENANT)
    .orderBy('id')
    .execute();
  const idOf = new Map(stored.map((d) => [String(d.device_code), Number(d.id)]));
  // Beacons hang under the cabinet of the same number.
  for (const d of stored.filter((x) => Number(x.device_type) === 4)) {
    const parent = idOf.get(deviceCode('CAB', Number(String(d.device_code).slice(3))));
    if (parent) await db.updateTable(DEVICE_TABLE).set({ parent_id: parent }).where('id', '=', Number(d.id)).execute();
  }

  const slots: Row[] = [];
  const cars: Row[] = [];
  let carNo = 0;
  for (const d of stored.filter((x) => Number(x.device_type) === 1)) {
    const n = Number(String(d.device_code).slice(3));
    for (let s = 1; s <= Number(d.slot_count); s++) {
      const parked = !slotEmpty(s) && !slotRented(n, s);
      const rented = slotRented(n, s);
      const code = parked || rented ? carCode(++carNo) : null;
      if (code) {
        cars.push({
          ...base,
          car_code: code,
          car_model_id: Number(models[carNo % models.length].id),
          car_status: rented ? 2 : 1,
          device_id: d.id,
          device_code: d.device_code,
          slot_num: parked ? s : null,
          merchant_id: d.merchant_id,
          merchant_name: d.merchant_name,
          site_id: d.site_id,
          site_name: d.site_name,
          battery: 35 + ((carNo * 29) % 65),
          factory_code: `FC${String(models[carNo % models.length].model_code).replace(/-/g, '')}${String(carNo).padStart(6, '0')}`,
        });
      }
      slots.push({ ...base, device_id: d.id, device_code: d.device_code, slot_num: s, slot_status: parked ? 1 : 0, car_code: parked ? code : null });
    }
  }
  // Cars waiting to be placed (every 9th of them under repair).
  const spare = Math.max(20, Math.round(size / 10));
  for (let i = 1; i <= spare; i++)
    cars.push({ ...base, car_code: carCode(++carNo), car_model_id: Number(models[carNo % models.length].id), car_status: i % 9 === 0 ? 3 : 0, battery: 100 });
  await insertMany(db, CAR_TABLE, cars);
  await insertMany(db, SLOT_TABLE, slots);
  // Slots point at their cars by id (codes are unique per tenant).
  await linkSlotsToCars(db);

  const bound = stored.filter((d) => d.merchant_id !== null && d.merchant_id !== undefined);
  await insertMany(
    db,
    MERCHANT_DEVICE_TABLE,
    bound.map((d) => ({
      ...base,
      device_id: d.id,
      device_code: d.device_code,
      device_type: d.device_type,
      merchant_id: d.merchant_id,
      merchant_name: d.merchant_name,
      store_id: d.store_id,
      store_name: d.store_name,
      site_id: d.site_id,
      site_name: d.site_name,
      charge_rule_id: d.charge_rule_id,
      charge_rule_name: d.charge_rule_name,
      bind_time: minutesBefore(now, 60 * 24 * 30 + Number(d.id)),
    })),
  );
  const activity = await seedActivity(db, { base, now, stored, models, carCount: carNo });
  return { devices: stored.length, slots: slots.length, cars: cars.length, bindings: bound.length, ...activity };
}

function bindingOf(site: SeedSite | undefined): Row {
  if (!site) return {};
  return {
    merchant_id: site.merchantId,
    merchant_name: site.merchantName,
    store_id: site.storeId,
    store_name: site.storeName,
    site_id: site.id,
    site_name: site.siteName,
    charge_rule_id: site.ruleId ?? null,
    charge_rule_name: site.ruleName ?? null,
  };
}

/** Slots point at their cars by id: one UPDATE matching codes (car codes are unique). */
async function linkSlotsToCars(db: Db): Promise<void> {
  await db
    .updateTable(SLOT_TABLE)
    .set((eb) => ({
      car_id: eb
        .selectFrom(CAR_TABLE)
        .select(`${CAR_TABLE}.id`)
        .whereRef(`${CAR_TABLE}.car_code`, '=', `${SLOT_TABLE}.car_code`)
        .whereRef(`${CAR_TABLE}.tenant_id`, '=', `${SLOT_TABLE}.tenant_id`)
        .limit(1),
    }))
    .where('tenant_id', '=', DEMO_TENANT)
    .where('car_code', 'is not', null)
    .execute();
}
