/**
 * Which device a command is for, and what its rows say about it. The devices area (schemas/device:
 * `device.device`, `device.slot`, `device.car`) keeps the rows: a command names the device by its row
 * (`deviceId`, or `deviceBusinessId` for opening a slot) or by its number (`deviceCode`), looked up within
 * the caller's tenant and data scope like any read (another tenant's device is "not found"). The row's
 * kind, slots and parked cars become the simulator's starting point (DeviceHint).
 *
 * Without the devices area (a build that has only this plugin), the device is named by its number and
 * the simulator derives everything from it.
 *
 * After an answer the gateway's observation is written back on the device row (online, last online
 * time; the opened slot's last open time), as the devices area expects of the gateway.
 */
import type { FastifyRequest } from 'fastify';
import type { DeviceKey } from '../plugin';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';
import { nowText } from '../../../server/kernel/db/time';
import { prepared, type PreparedQuery } from '../../../server/kernel/db/prepared';
import { LruMap } from '../../../server/kernel/lru-map';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { toDb, type Row } from '../../../server/crud/convert';
import { accessKeyOf } from '../../../server/crud/read-plan';
import type { DeviceHint } from './device-state';

export const DEVICE = 'device.device';
const SLOT = 'device.slot';
const CAR = 'device.car';
const NUMBER = /^[A-Za-z0-9_-]{4,32}$/;
/** Slot and car states of the devices area's dictionaries (slot_status, car_status). */
const SLOT_OUT_OF_SERVICE = 2;
const CAR_IN_SLOT = 1;

export interface TargetDevice {
  /** The device row's id (null without the devices area). */
  id: number | null;
  deviceNo: string;
  /** Whose the device is: the command log row's tenant. */
  tenantId: string;
  hint: DeviceHint;
}

const text = {
  missing: (key: string) => ({ zh: `请指定设备（${key}）`, en: `Say which device (${key})` }),
  badId: (key: string) => ({ zh: `设备（${key}）必须是设备的编号 ID`, en: `The device (${key}) must be a device id` }),
  badNumber: (key: string) => ({
    zh: `设备编号（${key}）为 4–32 位字母、数字、下划线或短横线`,
    en: `The device number (${key}) is 4–32 letters, digits, _ or -`,
  }),
  notFound: { zh: '设备不存在或已被删除', en: 'The device does not exist or has been removed' },
};

/** The column of a prop, when the devices area's schema has it. */
const col = (m: EntityModel | undefined, prop: string) => m?.field(prop)?.dbName;

/**
 * The queries of a command, compiled once per shape (server/kernel/db/prepared.ts): every command runs the
 * same few, and building them with Kysely cost more than running them. The device lookup's shape depends on
 * the caller's row filters (tenant, data scopes), so it is kept per caller's access facts, as list plans are.
 */
const queries = new WeakMap<ServerContext, LruMap<string, PreparedQuery>>();
function preparedOf(ctx: ServerContext, key: string, build: Parameters<typeof prepared>[1]): PreparedQuery {
  let byKey = queries.get(ctx);
  if (!byKey) queries.set(ctx, (byKey = new LruMap(256)));
  let q = byKey.get(key);
  if (!q) byKey.set(key, (q = prepared(ctx.database.writes, build)));
  return q;
}

export async function targetDevice(
  ctx: ServerContext,
  req: FastifyRequest,
  key: DeviceKey,
  raw: unknown,
): Promise<TargetDevice> {
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw badRequest(text.missing(key));
  const model = ctx.models.get(DEVICE);
  if (!model) {
    if (!NUMBER.test(value)) throw badRequest(text.badNumber(key));
    return { id: null, deviceNo: value, tenantId: req.auth?.tenantId ?? '', hint: {} };
  }
  const byNumber = key === 'deviceCode';
  if (byNumber ? !NUMBER.test(value) : !/^\d{1,18}$/.test(value))
    throw badRequest(byNumber ? text.badNumber(key) : text.badId(key));
  const codeField = model.field('deviceCode')!;
  const keyField = byNumber ? codeField : model.field('id')!;
  const who = req.auth ? accessKeyOf(req.auth) : undefined;
  const build: Parameters<typeof prepared>[1] = (v) =>
    ctx.database.db
      .selectFrom(model.table)
      .selectAll()
      .where(allOf([...baseFilters(model, req.auth), (eb) => eb(keyField.dbName, '=', v(0))]));
  const lookup = who === undefined ? prepared(undefined, build) : preparedOf(ctx, `device ${key} ${who}`, build);
  const [row] = (
    await ctx.database.db.executeQuery<Row>(lookup.bind([toDb(keyField, byNumber ? value : Number(value))]))
  ).rows;
  if (!row) throw notFound(text.notFound);
  return {
    id: Number(row.id),
    deviceNo: String(row[codeField.dbName]),
    tenantId: String(row.tenant_id ?? req.auth?.tenantId ?? ''),
    hint: await hintOf(ctx, model, row),
  };
}

/** Kind, slots and their cars, from the rows. */
async function hintOf(ctx: ServerContext, model: EntityModel, row: Row): Promise<DeviceHint> {
  const db = ctx.database.db;
  const typeCol = col(model, 'deviceType');
  const hint: DeviceHint = typeCol ? { kind: Number(row[typeCol]) } : {};
  const slot = ctx.models.get(SLOT);
  const car = ctx.models.get(CAR);
  const slotDevice = col(slot, 'deviceId');
  const slotNum = col(slot, 'slotNum');
  if (!slot || !slotDevice || !slotNum) return hint;
  const slotsOf = preparedOf(ctx, 'slots', (v) =>
    db
      .selectFrom(slot.table)
      .selectAll()
      .where(slotDevice, '=', v(0))
      .where(allOf(slot.softDelete ? [(eb) => eb('is_deleted', '=', 0)] : []))
      .orderBy(slotNum),
  );
  const slots = (await db.executeQuery<Row>(slotsOf.bind([Number(row.id)]))).rows;
  const cars = new Map<number, { carCode: string; battery: number | null }>();
  const [carDevice, carSlot, carCode, carStatus, battery] = [
    'deviceId',
    'slotNum',
    'carCode',
    'carStatus',
    'battery',
  ].map((p) => col(car, p));
  if (car && carDevice && carSlot && carCode) {
    const carsOf = preparedOf(ctx, 'cars', (v) => {
      let q = db.selectFrom(car.table).selectAll().where(carDevice, '=', v(0));
      if (carStatus) q = q.where(carStatus, '=', CAR_IN_SLOT);
      if (car.softDelete) q = q.where('is_deleted', '=', 0);
      return q;
    });
    for (const c of (await db.executeQuery<Row>(carsOf.bind([Number(row.id)]))).rows)
      cars.set(Number(c[carSlot]), {
        carCode: String(c[carCode]),
        battery: battery && c[battery] !== null && c[battery] !== undefined ? Number(c[battery]) : null,
      });
  }
  const status = col(slot, 'slotStatus');
  hint.slots = slots.map((s) => {
    const n = Number(s[slotNum]);
    const parked = cars.get(n);
    return {
      slotNum: n,
      carCode: parked?.carCode ?? null,
      ...(parked?.battery !== undefined && parked.battery !== null && { battery: parked.battery }),
      outOfService: !!status && Number(s[status]) === SLOT_OUT_OF_SERVICE,
    };
  });
  return hint;
}

/**
 * What the gateway saw, written on the device row: online (answered) or offline, the last time it was
 * online, and the last time a slot was opened. Best effort: a column the devices area lacks is skipped.
 */
export async function recordSeen(
  ctx: ServerContext,
  device: TargetDevice,
  seen: { online: boolean; openedSlot?: number },
): Promise<void> {
  const model = ctx.models.get(DEVICE);
  if (!model || device.id === null) return;
  const onlineCol = col(model, 'onlineStatus');
  const lastCol = col(model, 'lastOnlineTime');
  const args: unknown[] = [];
  if (onlineCol) args.push(seen.online ? 1 : 0);
  if (lastCol && seen.online) args.push(nowText());
  if (args.length) {
    // Two shapes: online (with the time) or offline; the values in the order the columns are set, then the id.
    const update = preparedOf(ctx, `seen ${seen.online}`, (v) => {
      const set: Row = {};
      let i = 0;
      if (onlineCol) set[onlineCol] = v(i++);
      if (lastCol && seen.online) set[lastCol] = v(i++);
      return ctx.database.db.updateTable(model.table).set(set).where('id', '=', v(i));
    });
    await ctx.database.db.executeQuery(update.bind([...args, device.id]));
  }
  const slot = ctx.models.get(SLOT);
  const [slotDevice, slotNum, lastOpen] = ['deviceId', 'slotNum', 'lastOpenTime'].map((p) => col(slot, p));
  if (slot && seen.openedSlot && slotDevice && slotNum && lastOpen)
    await ctx.database.db
      .updateTable(slot.table)
      .set({ [lastOpen]: nowText() })
      .where(slotDevice, '=', device.id)
      .where(slotNum, '=', seen.openedSlot)
      .execute();
}
