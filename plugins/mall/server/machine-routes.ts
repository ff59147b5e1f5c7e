/**
 * Dispatch-machine calls (`dispacher-device/devicedispacher`, spec §7): `isAble` (is a name or serial number
 * free), `getAble` (machines in service, for pickers), `showInfo` (id: the machine with its lanes),
 * `getStatistical` (machines, lanes, empty lanes, pieces), `saveWayNum` (id, wayNum, capacity: makes lanes
 * 1..wayNum; lanes above it go only when empty), `registerToTmall` / `syncToTmall` (the Tmall adapter).
 */
import { crudPermissions } from '../../../engine/schema/resolve';
import { toWire } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { ENTITY, idParam, intParam, modelOf, rowOf, scoped } from './store';
import { tmall } from './tmall';

export const MACHINE_BASE = '/api/dispacher-device/devicedispacher';

export function registerMachineRoutes(ctx: ServerContext, routes: RouteSink): void {
  const machine = modelOf(ctx, ENTITY.dispatcher);
  const lane = modelOf(ctx, ENTITY.cargoWay);
  const perm = crudPermissions(machine.schema);
  const db = () => ctx.database.db;

  routes.add({
    method: ['POST', 'GET'],
    url: `${MACHINE_BASE}/isAble`,
    access: [perm.view],
    handler: async (req) => {
      const p = paramsOf(req);
      const [col, value] = p.deviceSerialNumber ? ['device_serial_number', p.deviceSerialNumber] : ['name', p.name ?? ''];
      if (!value.trim()) throw badRequest({ zh: '请提供 name（名称）或 deviceSerialNumber（序列号）', en: 'name or deviceSerialNumber is required' });
      let q = scoped(ctx, req, ENTITY.dispatcher).select('id').where(col, '=', value.trim());
      if (p.id) q = q.where('id', '<>', idParam(p.id, 'id'));
      return ok(req, !(await q.executeTakeFirst()));
    },
  });

  routes.add({
    method: 'GET',
    url: `${MACHINE_BASE}/getAble`,
    access: [perm.view],
    handler: async (req) => {
      const rows = await scoped(ctx, req, ENTITY.dispatcher).select(['id', 'name', 'device_serial_number']).where('status', '=', 1).orderBy('id').execute();
      return ok(req, rows.map((r) => ({ id: String(r.id), name: r.name, deviceSerialNumber: r.device_serial_number })));
    },
  });

  /** The goods these lanes hold, by id (one query). */
  const goodsOf = async (ids: number[]) => {
    const want = [...new Set(ids.filter(Boolean))];
    const rows = want.length
      ? await db().selectFrom(modelOf(ctx, ENTITY.spu).table).select(['id', 'spu_name', 'spu_code', 'pic_url']).where('id', 'in', want).execute()
      : [];
    return new Map(rows.map((g) => [Number(g.id), g]));
  };

  const lanesOf = (req: Parameters<typeof scoped>[1], id: number) =>
    scoped(ctx, req, ENTITY.cargoWay).selectAll().where('dispacher_id', '=', id).orderBy('way_no').execute();

  routes.add({
    method: 'GET',
    url: `${MACHINE_BASE}/showInfo`,
    access: [perm.view],
    handler: async (req) => {
      const id = idParam(paramsOf(req).id, 'id');
      const row = await rowOf(ctx, req, ENTITY.dispatcher, id);
      const lanes = await lanesOf(req, id);
      const name = await goodsOf(lanes.map((l) => Number(l.spu_id)));
      return ok(req, {
        ...toWire(machine, row),
        ways: lanes.map((l) => ({
          ...toWire(lane, l),
          spuName: name.get(Number(l.spu_id))?.spu_name ?? null,
          picUrl: name.get(Number(l.spu_id))?.pic_url ?? null,
        })),
      });
    },
  });

  routes.add({
    method: 'GET',
    url: `${MACHINE_BASE}/getStatistical`,
    access: [perm.view],
    handler: async (req) => {
      const m = await scoped(ctx, req, ENTITY.dispatcher)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum(eb.case().when('status', '=', 1).then(1).else(0).end()).as('on')])
        .executeTakeFirst();
      const l = await scoped(ctx, req, ENTITY.cargoWay)
        .select((eb) => [
          eb.fn.countAll().as('n'),
          eb.fn.sum(eb.case().when('count', '=', 0).then(1).else(0).end()).as('empty'),
          eb.fn.coalesce(eb.fn.sum('count'), eb.val(0)).as('pieces'),
          eb.fn.coalesce(eb.fn.sum('capacity'), eb.val(0)).as('capacity'),
        ])
        .executeTakeFirst();
      return ok(req, {
        machines: Number(m?.n ?? 0),
        inService: Number(m?.on ?? 0),
        lanes: Number(l?.n ?? 0),
        emptyLanes: Number(l?.empty ?? 0),
        pieces: Number(l?.pieces ?? 0),
        capacity: Number(l?.capacity ?? 0),
      });
    },
  });

  routes.add({
    method: 'POST',
    url: `${MACHINE_BASE}/saveWayNum`,
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const p = paramsOf(req);
      const id = idParam(p.id ?? p.dispacherId, 'id');
      const wayNum = intParam(p.wayNum, 'wayNum', 0, 200);
      const capacity = p.capacity ? intParam(p.capacity, 'capacity', 1, 200) : 10;
      const row = await rowOf(ctx, req, ENTITY.dispatcher, id, true);
      const lanes = await lanesOf(req, id);
      const above = lanes.filter((l) => Number(l.way_no) > wayNum);
      const held = above.filter((l) => Number(l.count) > 0);
      if (held.length)
        throw badRequest({
          zh: `货道 ${held.map((l) => String(l.way_no)).join('、')} 还有商品，请先下架再减少货道数`,
          en: `Lanes ${held.map((l) => String(l.way_no)).join(', ')} still hold goods: take them off first`,
        });
      if (above.length) await db().deleteFrom(lane.table).where('id', 'in', above.map((l) => Number(l.id))).execute();
      const have = new Set(lanes.map((l) => Number(l.way_no)));
      const add = [];
      for (let n = 1; n <= wayNum; n++)
        if (!have.has(n)) add.push({ tenant_id: row.tenant_id, dispacher_id: id, way_no: n, spu_id: null, count: 0, capacity });
      if (add.length) await db().insertInto(lane.table).values(add).execute();
      await db().updateTable(machine.table).set({ way_num: wayNum, update_time: nowText() }).where('id', '=', id).execute();
      return ok(req, { id: String(id), wayNum, added: add.length, removed: above.length });
    },
  });

  routes.add({
    method: 'POST',
    url: `${MACHINE_BASE}/registerToTmall`,
    access: [perm.edit],
    handler: async (req) => {
      const id = idParam(paramsOf(req).id, 'id');
      const row = await rowOf(ctx, req, ENTITY.dispatcher, id);
      if (row.tmall_code) return ok(req, { id: String(id), tmallCode: row.tmall_code, repeated: true });
      const { tmallCode } = await ctx.adapters
        .get(tmall)
        .register({ serialNumber: String(row.device_serial_number), name: String(row.name), address: String(row.address ?? '') });
      await db().updateTable(machine.table).set({ tmall_code: tmallCode }).where('id', '=', id).where('tmall_code', 'is', null).execute();
      return ok(req, { id: String(id), tmallCode, repeated: false });
    },
  });

  routes.add({
    method: 'POST',
    url: `${MACHINE_BASE}/syncToTmall`,
    access: [perm.edit],
    handler: async (req) => {
      const id = idParam(paramsOf(req).id, 'id');
      const row = await rowOf(ctx, req, ENTITY.dispatcher, id);
      if (!row.tmall_code)
        throw badRequest({ zh: `售货机「${String(row.name)}」尚未注册到天猫`, en: `Machine "${String(row.name)}" is not registered with Tmall yet` });
      const lanes = await lanesOf(req, id);
      const codes = await goodsOf(lanes.map((l) => Number(l.spu_id)));
      const r = await ctx.adapters.get(tmall).sync({
        tmallCode: String(row.tmall_code),
        lanes: lanes.map((l) => ({ wayNo: Number(l.way_no), goodsCode: String(codes.get(Number(l.spu_id))?.spu_code ?? ''), count: Number(l.count), capacity: Number(l.capacity) })),
      });
      return ok(req, { id: String(id), ...r });
    },
  });
}
