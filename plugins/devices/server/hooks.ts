/**
 * Entity hooks of the device area, inside the generic writes' transactions:
 *
 * - a cabinet gets its slots (1 … slotCount) when it is added; its number, type and slot count never
 *   change afterwards (the gateway, the slots and the cars know it by them);
 * - a device holding cars, or with child devices, is not removed; a removed device's slots and binding go
 *   with it;
 * - a parked or rented car is not removed; a car model some car uses, a fault kind an open report names,
 *   neither;
 * - a fault report is stamped with the time it came in;
 * - a merchant, store, site or charge rule renamed: the names kept beside the ids follow.
 */
import type { EntityHooks, HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { nowText } from '../../../server/kernel/db/time';
import { badRequest } from '../../../server/kernel/http/errors';
import { DEVICE_TABLE, MERCHANT_DEVICE_TABLE } from './binding';
import { CAR_TABLE, SLOT_TABLE } from './car-routes';
import { PLACE_SCHEMAS } from './merchant-refs';
import { text } from './texts';

/** A fixed column's value as compared: a slot count left empty (not a cabinet: the field is hidden) is 0. */
const fixedText = (col: string, v: unknown) => String(v ?? (col === 'slot_count' ? 0 : ''));

const FIXED = { zh: '设备编号、类型和仓位数添加后不能修改', en: 'The number, type and slot count of a device cannot change once added' };

/** Slot rows of a new cabinet, in batches (a 48-slot cabinet is one statement). */
export function slotRows(deviceId: number, deviceCode: string, tenantId: string, count: number, now: string) {
  return Array.from({ length: count }, (_, i) => ({
    tenant_id: tenantId,
    device_id: deviceId,
    device_code: deviceCode,
    slot_num: i + 1,
    slot_status: 0,
    create_time: now,
    update_time: now,
    status: 1,
    is_deleted: 0,
  }));
}

export function deviceHooks(ctx: ServerContext): HookMap {
  const db = () => ctx.database.db;
  const live = (table: string) => db().selectFrom(table).where('is_deleted', '=', 0);
  const renamed = (table: string, idCol: string, nameCol: string) => async (id: number, name: unknown) => {
    await db().updateTable(table).set({ [nameCol]: name }).where(idCol, '=', id).execute();
  };
  const follow = (idProp: string, nameProp: string, labelProp: string): EntityHooks => ({
    afterUpdate: async ({ id, values, model }) => {
      const col = model.field(labelProp)?.dbName;
      if (!col || !(col in values)) return;
      const idCol = idProp.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const nameCol = nameProp.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      for (const table of [DEVICE_TABLE, MERCHANT_DEVICE_TABLE, ...(idProp === 'merchantId' || idProp === 'siteId' ? [CAR_TABLE] : [])])
        await renamed(table, idCol, nameCol)(id, values[col]);
    },
  });

  return {
    'device.device': {
      afterInsert: async ({ id, values }) => {
        const count = Number(values.slot_count ?? 0);
        if (Number(values.device_type) !== 1 || count <= 0) return;
        await db()
          .insertInto(SLOT_TABLE)
          .values(slotRows(id, String(values.device_code), String(values.tenant_id), count, nowText()))
          .execute();
      },
      beforeUpdate: ({ before, values }) => {
        for (const col of ['device_code', 'device_type', 'slot_count'])
          if (col in values && fixedText(col, values[col]) !== fixedText(col, before[col])) throw badRequest(FIXED);
      },
      beforeRemove: async ({ rows }) => {
        const ids = rows.map((r) => Number(r.id));
        const parked = await live(SLOT_TABLE).select('device_code').where('device_id', 'in', ids).where('car_id', 'is not', null).executeTakeFirst();
        if (parked) throw badRequest(text.slotsInUse(String(parked.device_code)));
        const child = await live(DEVICE_TABLE).select('parent_code').where('parent_id', 'in', ids).where('id', 'not in', ids).executeTakeFirst();
        if (child) throw badRequest(text.hasChildren(String(child.parent_code)));
      },
      afterRemove: async ({ rows }) => {
        const ids = rows.map((r) => Number(r.id));
        for (const table of [SLOT_TABLE, MERCHANT_DEVICE_TABLE])
          await db().updateTable(table).set({ is_deleted: 1, update_time: nowText() }).where('device_id', 'in', ids).execute();
      },
    },
    'device.car': {
      beforeUpdate: ({ before, values }) => {
        if ('car_code' in values && values.car_code !== before.car_code)
          throw badRequest({ zh: '车辆编号添加后不能修改', en: 'A car code cannot change once added' });
      },
      beforeRemove: ({ rows }) => {
        for (const r of rows) {
          if (Number(r.car_status) === 2) throw badRequest(text.carOut(String(r.car_code)));
          if (Number(r.car_status) === 1) throw badRequest(text.carParked(String(r.car_code)));
        }
      },
    },
    'device.carModel': {
      beforeRemove: async ({ rows }) => {
        for (const r of rows) {
          const used = await live(CAR_TABLE).select('id').where('car_model_id', '=', Number(r.id)).executeTakeFirst();
          if (used) throw badRequest(text.modelInUse(String(r.model_name)));
        }
      },
    },
    'factory.faultKind': {
      beforeRemove: async ({ rows }) => {
        for (const r of rows) {
          const open = await live('tc_fault_report')
            .select('id')
            .where('fault_kind_id', '=', Number(r.id))
            .where('report_status', 'in', [0, 1])
            .executeTakeFirst();
          if (open) throw badRequest(text.kindInUse(String(r.kind_name)));
        }
      },
    },
    'factory.faultReport': {
      beforeInsert: ({ values }) => {
        values.report_time = nowText();
      },
    },
    [PLACE_SCHEMAS.merchant]: follow('merchantId', 'merchantName', 'merchantName'),
    [PLACE_SCHEMAS.store]: follow('storeId', 'storeName', 'storeName'),
    [PLACE_SCHEMAS.site]: follow('siteId', 'siteName', 'siteName'),
    [PLACE_SCHEMAS.rule]: follow('chargeRuleId', 'chargeRuleName', 'ruleName'),
  };
}
