/**
 * Cars in slots (spec §7 `toycar-device/carbusiness`): `carList?deviceBusinessId=` (a cabinet's cars),
 * `nullSiteCar` (cars in no cabinet), `bindCar (deviceId, slotNum, carId)` and `removeCarFromDevice
 * (deviceId, carCode)`. The slot and the car change together in one transaction:
 *
 *   bindCar:             slot 空仓 → 有车 (carId, carCode)   car 待投放 → 在仓 (device, slot, merchant, site)
 *   removeCarFromDevice: slot 有车 → 空仓                    car 在仓 → 待投放 (no device, slot or site)
 *
 * Refused: a device that is not a cabinet or is disabled, a slot that does not exist or is not empty, a car
 * that is not waiting to be placed (rented, under repair, scrapped, already parked), a car of another tenant.
 */
import type { FastifyRequest } from 'fastify';
import { actionPath, actionPermission, crudPermissions, text as say } from '../../../engine/schema/resolve';
import { pageRows } from '../../../server/crud/read';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { onSuccess } from '../../../server/log/usual-log';
import { DEVICE_TABLE, devicesByCode, devicesById, type DeviceRow } from './binding';
import { has, intParam, oneCode, oneId, paramsOf, type Params } from './params';
import { text } from './texts';

export const CAR_TABLE = 'tc_car';
export const SLOT_TABLE = 'tc_device_slot';
const CAR_STATES: Record<number, { zh: string; en: string }> = {
  0: { zh: '待投放', en: 'Not placed' },
  1: { zh: '在仓', en: 'In a slot' },
  2: { zh: '租用中', en: 'Rented out' },
  3: { zh: '维修中', en: 'Under repair' },
  4: { zh: '已报废', en: 'Scrapped' },
};

async function cabinetOf(ctx: ServerContext, req: FastifyRequest, p: Params): Promise<DeviceRow> {
  const [d] =
    has(p, 'deviceId') || has(p, 'deviceBusinessId')
      ? await devicesById(ctx, req, [oneId(p, ['deviceId', 'deviceBusinessId'])])
      : await devicesByCode(ctx, req, [oneCode(p, 'deviceCode')]);
  if (d.type !== 1) throw badRequest(text.notCabinet(d.code));
  return d;
}

async function carOf(ctx: ServerContext, tenantId: string, p: Params) {
  let q = ctx.database.db.selectFrom(CAR_TABLE).selectAll().where('is_deleted', '=', 0).where('tenant_id', '=', tenantId);
  const byId = has(p, 'carId') ? oneId(p, ['carId']) : has(p, 'carCode') ? undefined : oneId(p, ['id']);
  const code = byId === undefined ? oneCode(p, 'carCode') : undefined;
  q = byId !== undefined ? q.where('id', '=', byId) : q.where('car_code', '=', code!);
  const car = await q.executeTakeFirst();
  if (!car) throw badRequest(text.carUnknown(String(code ?? byId)));
  return car;
}

export function registerCarRoutes(ctx: ServerContext, routes: RouteSink): void {
  const carModel = ctx.models.get('device.car')!;
  const base = `/api/${carModel.schema.api.service}/${carModel.schema.api.entity}`;
  const view = crudPermissions(carModel.schema).view;
  const action = (key: string) => {
    const a = carModel.schema.actions!.find((x) => x.key === key)!;
    return { url: actionPath(carModel.schema, a), access: actionPermission(carModel.schema, a) };
  };
  const db = () => ctx.database.db;

  routes.add({
    method: ['GET', 'POST'],
    url: `${base}/carList`,
    access: view,
    handler: async (req) => {
      const d = await cabinetOf(ctx, req, paramsOf(req));
      const query = { ...((req.query ?? {}) as Record<string, unknown>) };
      delete query.deviceBusinessId;
      delete query.deviceId;
      const plain = Object.assign(Object.create(req) as FastifyRequest, { query });
      return ok(req, await pageRows(ctx, carModel, plain, 'page', [(eb) => eb('device_id', '=', d.id), (eb) => eb('car_status', '=', 1)]));
    },
  });
  routes.add({
    method: 'GET',
    url: `${base}/nullSiteCar`,
    access: view,
    handler: async (req) => ok(req, await pageRows(ctx, carModel, req, 'page', [(eb) => eb('device_id', 'is', null)])),
  });

  routes.add({
    method: 'POST',
    ...action('bindCar'),
    transaction: true,
    usualEvent: onSuccess('car-bind', 'info', (p) => ({
      zh: `车辆 ${p('carId') || p('carCode') || p('id')} 放入 ${p('deviceId') || p('deviceCode')} 的 ${p('slotNum')} 号仓位`,
      en: `Car ${p('carId') || p('carCode') || p('id')} put in slot ${p('slotNum')} of ${p('deviceId') || p('deviceCode')}`,
    })),
    handler: async (req) => {
      const p = paramsOf(req);
      const d = await cabinetOf(ctx, req, p);
      if (!d.enabled) throw badRequest(text.deviceDisabled(d.code));
      const slotNum = intParam(p, 'slotNum', 1, 999);
      const car = await carOf(ctx, d.tenantId, p);
      const code = String(car.car_code);
      if (Number(car.car_status) !== 0) throw badRequest(text.carNotPlaceable(code, say(CAR_STATES[Number(car.car_status)], req.lang)));
      const slot = await db()
        .selectFrom(SLOT_TABLE)
        .select(['id', 'slot_status'])
        .where('device_id', '=', d.id)
        .where('slot_num', '=', slotNum)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (!slot) throw badRequest(text.slotUnknown(d.code, slotNum));
      if (Number(slot.slot_status) !== 0) throw badRequest(text.slotTaken(d.code, slotNum));
      const where = await db().selectFrom(DEVICE_TABLE).select(['merchant_id', 'merchant_name', 'site_id', 'site_name']).where('id', '=', d.id).executeTakeFirstOrThrow();
      const now = nowText();
      await db().updateTable(SLOT_TABLE).set({ slot_status: 1, car_id: car.id, car_code: code, update_time: now }).where('id', '=', slot.id).execute();
      await db()
        .updateTable(CAR_TABLE)
        .set({ car_status: 1, device_id: d.id, device_code: d.code, slot_num: slotNum, ...where, update_time: now })
        .where('id', '=', car.id)
        .execute();
      return done(req);
    },
  });

  routes.add({
    method: 'POST',
    ...action('removeCarFromDevice'),
    transaction: true,
    usualEvent: onSuccess('car-remove', 'info', (p) => ({
      zh: `车辆 ${p('carCode') || p('id')} 从 ${p('deviceId') || p('deviceCode')} 取出`,
      en: `Car ${p('carCode') || p('id')} taken out of ${p('deviceId') || p('deviceCode')}`,
    })),
    handler: async (req) => {
      const p = paramsOf(req);
      // The console's row action sends the car row (id, deviceId, carCode); Saber sends deviceId and carCode.
      const tenant = req.auth?.access?.platformAdmin ? undefined : req.auth?.tenantId;
      const d = await cabinetOf(ctx, req, p);
      const car = await carOf(ctx, tenant ?? d.tenantId, p);
      const code = String(car.car_code);
      if (Number(car.car_status) !== 1 || Number(car.device_id) !== d.id) throw badRequest(text.carNotParked(code));
      const now = nowText();
      await db()
        .updateTable(SLOT_TABLE)
        .set({ slot_status: 0, car_id: null, car_code: null, update_time: now })
        .where('device_id', '=', d.id)
        .where('car_id', '=', car.id)
        .execute();
      await db()
        .updateTable(CAR_TABLE)
        .set({ car_status: 0, device_id: null, device_code: null, slot_num: null, site_id: null, site_name: null, update_time: now })
        .where('id', '=', car.id)
        .execute();
      return done(req);
    },
  });
}
