/**
 * Shelf strategies and merchant machines (spec §7 "Shelf strategy", "Merchant dispatcher"):
 * - `strategy/getBackList` (id): the machines bound to a strategy; `strategy/getTowList` (id): its goods
 *   in shelf order; `strategy/getTowListBylr` (ids): the goods of several; `strategy/bindDeviceDispacher`
 *   (id, dispacherIds): which machines it applies to (every id must be a machine of the tenant);
 * - `merchantdispacher/saveOperate` (merchantId, dispacherId, operateType): one binding, made or changed;
 *   `merchantdispacher/bindDeviceList` (merchantId, dispacherIds): several at once, all or nothing.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions } from '../../../engine/schema/resolve';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { BASE } from './goods-routes';
import { MACHINE_BASE } from './machine-routes';
import { ENTITY, idParam, idsParam, modelOf, rawParam, rowOf, scoped, yuan } from './store';

export function registerStrategyRoutes(ctx: ServerContext, routes: RouteSink): void {
  const strategy = modelOf(ctx, ENTITY.strategy);
  const perm = crudPermissions(strategy.schema);
  const db = () => ctx.database.db;

  /** Machines of the caller's tenant, all of them or a 400 naming the missing ids. */
  async function machines(req: FastifyRequest, ids: number[]) {
    const rows = await scoped(ctx, req, ENTITY.dispatcher).select(['id', 'name', 'device_serial_number', 'status']).where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !rows.some((r) => Number(r.id) === id));
    if (missing.length) throw badRequest({ zh: `售货机 ${missing.join(',')} 不存在`, en: `Machines ${missing.join(',')} do not exist` });
    return rows;
  }
  const machineIds = (v: unknown) => String(v ?? '').split(',').filter(Boolean).map(Number);

  const items = async (req: FastifyRequest, ids: number[]) => {
    const rows = await scoped(ctx, req, ENTITY.strategyItem).select(['id', 'strategy_id', 'spu_id', 'sort']).where('strategy_id', 'in', ids).orderBy('strategy_id').orderBy('sort').execute();
    const goodsIds = [...new Set(rows.map((r) => Number(r.spu_id)))];
    const goods = goodsIds.length ? await db().selectFrom(modelOf(ctx, ENTITY.spu).table).select(['id', 'spu_name', 'pic_url', 'price']).where('id', 'in', goodsIds).execute() : [];
    const g = new Map(goods.map((x) => [Number(x.id), x]));
    return rows.map((r) => ({
      id: String(r.id),
      strategyId: String(r.strategy_id),
      spuId: String(r.spu_id),
      spuName: g.get(Number(r.spu_id))?.spu_name ?? null,
      picUrl: g.get(Number(r.spu_id))?.pic_url ?? null,
      price: yuan(g.get(Number(r.spu_id))?.price),
      sort: Number(r.sort),
    }));
  };

  routes.add({
    method: 'GET',
    url: `${BASE}/strategy/getBackList`,
    access: [perm.view],
    handler: async (req) => {
      const row = await rowOf(ctx, req, ENTITY.strategy, idParam(paramsOf(req).id, 'id'));
      const ids = machineIds(row.dispacher_ids);
      const rows = ids.length ? await scoped(ctx, req, ENTITY.dispatcher).select(['id', 'name', 'device_serial_number', 'status']).where('id', 'in', ids).execute() : [];
      return ok(req, rows.map((r) => ({ id: String(r.id), name: r.name, deviceSerialNumber: r.device_serial_number, status: Number(r.status) })));
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/strategy/getTowList`,
    access: [perm.view],
    handler: async (req) => {
      const row = await rowOf(ctx, req, ENTITY.strategy, idParam(paramsOf(req).id, 'id'));
      return ok(req, await items(req, [Number(row.id)]));
    },
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/strategy/getTowListBylr`,
    access: [perm.view],
    handler: async (req) => {
      const ids = idsParam(rawParam(req, 'ids') ?? paramsOf(req).id, 'ids');
      const mine = await scoped(ctx, req, ENTITY.strategy).select('id').where('id', 'in', ids).execute();
      return ok(req, await items(req, mine.map((r) => Number(r.id))));
    },
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/strategy/bindDeviceDispacher`,
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const id = idParam(paramsOf(req).id ?? paramsOf(req).strategyId, 'id');
      await rowOf(ctx, req, ENTITY.strategy, id, true);
      const ids = idsParam(rawParam(req, 'dispacherIds'), 'dispacherIds');
      await machines(req, ids);
      await db().updateTable(strategy.table).set({ dispacher_ids: [...new Set(ids)].join(','), update_time: nowText() }).where('id', '=', id).execute();
      return ok(req, { id: String(id), dispacherIds: [...new Set(ids)].map(String) });
    },
  });

  const md = modelOf(ctx, ENTITY.merchantDispatcher);
  const mdPerm = crudPermissions(md.schema);
  async function bind(req: FastifyRequest, merchantId: number, ids: number[], operateType: string) {
    const merchant = ctx.models.get('merchant.merchant');
    if (merchant) {
      const m = await db().selectFrom(merchant.table).select(['id', 'tenant_id']).where('id', '=', merchantId).where('is_deleted', '=', 0).executeTakeFirst();
      if (!m || (req.auth?.tenantId !== '000000' && m.tenant_id !== req.auth?.tenantId))
        throw badRequest({ zh: `商户 ${merchantId} 不存在`, en: `Merchant ${merchantId} does not exist` });
    }
    const rows = await machines(req, ids);
    const now = nowText();
    for (const r of rows) {
      const tenant = (await rowOf(ctx, req, ENTITY.dispatcher, Number(r.id))).tenant_id;
      const had = await scoped(ctx, req, ENTITY.merchantDispatcher).select('id').where('dispacher_id', '=', Number(r.id)).executeTakeFirst();
      if (had) await db().updateTable(md.table).set({ merchant_id: merchantId, operate_type: operateType, update_time: now }).where('id', '=', had.id).execute();
      else
        await db()
          .insertInto(md.table)
          .values({ tenant_id: tenant, merchant_id: merchantId, dispacher_id: Number(r.id), operate_type: operateType, create_time: now, update_time: now, status: 1, is_deleted: 0 })
          .execute();
    }
    return ok(req, { merchantId: String(merchantId), bound: rows.length });
  }

  routes.add({
    method: 'POST',
    url: `${MACHINE_BASE.replace('devicedispacher', 'merchantdispacher')}/saveOperate`,
    access: [mdPerm.add, mdPerm.edit],
    transaction: true,
    handler: async (req) => {
      const p = paramsOf(req);
      return bind(req, idParam(p.merchantId, 'merchantId'), [idParam(p.dispacherId, 'dispacherId')], (p.operateType ?? 'self').slice(0, 20));
    },
  });

  routes.add({
    method: 'POST',
    url: `${MACHINE_BASE.replace('devicedispacher', 'merchantdispacher')}/bindDeviceList`,
    access: [mdPerm.add, mdPerm.edit],
    transaction: true,
    handler: async (req) => bind(req, idParam(paramsOf(req).merchantId, 'merchantId'), idsParam(rawParam(req, 'dispacherIds'), 'dispacherIds'), 'self'),
  });
}
