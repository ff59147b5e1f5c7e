/**
 * Cargo-lane calls (`dispacher-mall/cargoway`, spec §7 "Cargo-way goods"), each one transaction with the
 * machine locked, so two operators filling one machine queue. A lane never holds more than its capacity:
 * every call that sets a count refuses (400 naming the lane, the count and the capacity) instead.
 * - `saveWaysGoods` (dispacherId, templateName): every lane of the template gets its goods, capacity and
 *   count (lanes the machine lacks are made);
 * - `setGoods` (ids: lanes, spuId): these lanes hold this goods, count 0 when the goods changes;
 * - `changeGoodsPC` (id, spuId, count): one lane gets another goods and count;
 * - `offShelvesPC` (ids): these lanes are emptied (no goods, count 0);
 * - `saveSingleWayNum` (id, count, capacity?): one lane's count (and capacity);
 * - `reLoadData` (ids: machines): every lane with goods is filled to its capacity.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions } from '../../../engine/schema/resolve';
import type { Row } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { BASE } from './goods-routes';
import { ENTITY, idParam, idsParam, intParam, modelOf, rawParam, rowOf, scoped } from './store';

const over = (wayNo: unknown, count: number, capacity: number) =>
  badRequest({
    zh: `货道 ${String(wayNo)} 的数量 ${count} 超过容量 ${capacity}`,
    en: `Lane ${String(wayNo)}: count ${count} is above its capacity ${capacity}`,
  });

export function registerLaneRoutes(ctx: ServerContext, routes: RouteSink): void {
  const lane = modelOf(ctx, ENTITY.cargoWay);
  const edit = crudPermissions(modelOf(ctx, ENTITY.dispatcher).schema).edit;
  const db = () => ctx.database.db;
  const url = (op: string) => `${BASE}/cargoway/${op}`;

  /** Lanes by id the caller may see, all of them, with their machines locked. */
  async function lanes(req: FastifyRequest, ids: number[]): Promise<Row[]> {
    const rows = await scoped(ctx, req, ENTITY.cargoWay).selectAll().where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw notFound();
    for (const m of new Set(rows.map((r) => Number(r.dispacher_id)))) await rowOf(ctx, req, ENTITY.dispatcher, m, true);
    return rows;
  }
  async function goods(req: FastifyRequest, v: unknown): Promise<number> {
    const id = idParam(v, 'spuId');
    await rowOf(ctx, req, ENTITY.spu, id);
    return id;
  }
  const set = (id: unknown, values: Row) => db().updateTable(lane.table).set(values).where('id', '=', Number(id)).execute();
  const add = (op: string, handler: (req: FastifyRequest, p: Record<string, string>) => Promise<unknown>) =>
    routes.add({ method: 'POST', url: url(op), access: [edit], transaction: true, handler: async (req) => ok(req, await handler(req, paramsOf(req))) });

  add('saveWaysGoods', async (req, p) => {
    const machineId = idParam(p.dispacherId ?? p.id, 'dispacherId');
    const name = (p.templateName ?? '').trim();
    if (!name) throw badRequest({ zh: '请提供 templateName（模板名称）', en: 'templateName is required' });
    const machine = await rowOf(ctx, req, ENTITY.dispatcher, machineId, true);
    const plan = await scoped(ctx, req, ENTITY.template).selectAll().where('template_name', '=', name).orderBy('way_no').execute();
    if (!plan.length) throw badRequest({ zh: `模板「${name}」没有货道`, en: `Template "${name}" has no lanes` });
    const have = new Map((await scoped(ctx, req, ENTITY.cargoWay).selectAll().where('dispacher_id', '=', machineId).execute()).map((l) => [Number(l.way_no), l]));
    for (const t of plan) {
      const count = Number(t.count);
      const capacity = Number(t.capacity);
      if (count > capacity) throw over(t.way_no, count, capacity);
      const values = { spu_id: Number(t.spu_id), count, capacity };
      const l = have.get(Number(t.way_no));
      if (l) await set(l.id, values);
      else await db().insertInto(lane.table).values({ tenant_id: machine.tenant_id, dispacher_id: machineId, way_no: Number(t.way_no), ...values }).execute();
    }
    const wayNum = Math.max(Number(machine.way_num ?? 0), ...plan.map((t) => Number(t.way_no)));
    await db().updateTable(modelOf(ctx, ENTITY.dispatcher).table).set({ way_num: wayNum }).where('id', '=', machineId).execute();
    return { filled: plan.length, wayNum };
  });

  add('setGoods', async (req, p) => {
    const rows = await lanes(req, idsParam(rawParam(req, 'ids') ?? p.id, 'ids'));
    const spuId = await goods(req, p.spuId);
    for (const l of rows) if (Number(l.spu_id) !== spuId) await set(l.id, { spu_id: spuId, count: 0 });
    return { updated: rows.length };
  });

  add('changeGoodsPC', async (req, p) => {
    const [l] = await lanes(req, [idParam(p.id, 'id')]);
    const spuId = await goods(req, p.spuId);
    const count = p.count === undefined ? 0 : intParam(p.count, 'count', 0, 10000);
    if (count > Number(l.capacity)) throw over(l.way_no, count, Number(l.capacity));
    await set(l.id, { spu_id: spuId, count });
    return { id: String(l.id), spuId: String(spuId), count };
  });

  add('offShelvesPC', async (req, p) => {
    const rows = await lanes(req, idsParam(rawParam(req, 'ids') ?? p.id, 'ids'));
    for (const l of rows) await set(l.id, { spu_id: null, count: 0 });
    return { updated: rows.length };
  });

  add('saveSingleWayNum', async (req, p) => {
    const [l] = await lanes(req, [idParam(p.id, 'id')]);
    const capacity = p.capacity ? intParam(p.capacity, 'capacity', 1, 200) : Number(l.capacity);
    const count = intParam(p.count, 'count', 0, 10000);
    if (count > capacity) throw over(l.way_no, count, capacity);
    if (count > 0 && !l.spu_id)
      throw badRequest({ zh: `货道 ${String(l.way_no)} 没有商品，请先设置商品`, en: `Lane ${String(l.way_no)} holds no goods: set its goods first` });
    await set(l.id, { count, capacity });
    return { id: String(l.id), count, capacity };
  });

  add('reLoadData', async (req, p) => {
    const ids = idsParam(rawParam(req, 'ids') ?? p.id, 'ids');
    for (const id of ids) await rowOf(ctx, req, ENTITY.dispatcher, id, true);
    const rows = await scoped(ctx, req, ENTITY.cargoWay).selectAll().where('dispacher_id', 'in', ids).where('spu_id', 'is not', null).execute();
    for (const l of rows) await set(l.id, { count: Number(l.capacity) });
    return { filled: rows.length };
  });
}
