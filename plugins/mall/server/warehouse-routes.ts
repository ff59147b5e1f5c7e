/**
 * Warehouse calls (spec §7 "Repository"): `setDefaultWarehouse` (warehouseId), `repositoryTop` (warehouses
 * by pieces held), `selectList` (for pickers), `statisticsTop` (totals), `statisticsPage` (stock per goods
 * over every warehouse), `pageDetail` (goodsId: stock per warehouse); and the order details
 * `orderInDetail` (id), `pickInDetail` (pickInId), `refundInDetail` (refundInId), each with its movements.
 * Sums in SQL, within the caller's tenant.
 */
import { crudPermissions } from '../../../engine/schema/resolve';
import { toWire } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { BASE } from './goods-routes';
import { ENTITY, idParam, modelOf, pageOf, pagingOf, rowOf, scoped, sumSql } from './store';


export function registerWarehouseRoutes(ctx: ServerContext, routes: RouteSink): void {
  const repo = modelOf(ctx, ENTITY.repository);
  const view = crudPermissions(repo.schema).view;
  const stockView = [view, crudPermissions(modelOf(ctx, ENTITY.stock).schema).view];
  const stock = modelOf(ctx, ENTITY.stock).table;
  const spu = modelOf(ctx, ENTITY.spu).table;

  routes.add({
    method: 'POST',
    url: `${BASE}/repository/setDefaultWarehouse`,
    access: [crudPermissions(repo.schema).edit],
    transaction: true,
    handler: async (req) => {
      const id = idParam(paramsOf(req).warehouseId ?? paramsOf(req).id, 'warehouseId');
      const row = await rowOf(ctx, req, ENTITY.repository, id, true);
      await ctx.database.db.updateTable(repo.table).set({ is_default: 0 }).where('tenant_id', '=', row.tenant_id as string).execute();
      await ctx.database.db.updateTable(repo.table).set({ is_default: 1 }).where('id', '=', id).execute();
      return ok(req, { id: String(id), isDefault: 1 });
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/repository/selectList`,
    access: [view],
    handler: async (req) => {
      const rows = await scoped(ctx, req, ENTITY.repository).select(['id', 'repository_name', 'is_default']).orderBy('id').execute();
      return ok(req, rows.map((r) => ({ id: String(r.id), repositoryName: r.repository_name, isDefault: Number(r.is_default) })));
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/repository/repositoryTop`,
    access: stockView,
    handler: async (req) => {
      const repos = await scoped(ctx, req, ENTITY.repository).select(['id', 'repository_name', 'is_default']).execute();
      const sums = await scoped(ctx, req, ENTITY.stock)
        .select(['repository_id', sumSql('quantity').as('quantity'), sumSql('reserved').as('reserved')])
        .groupBy('repository_id')
        .execute();
      const by = new Map(sums.map((x) => [Number(x.repository_id), x]));
      const rows = repos
        .map((r) => ({
          id: String(r.id),
          repositoryName: r.repository_name,
          isDefault: Number(r.is_default),
          quantity: Number(by.get(Number(r.id))?.quantity ?? 0),
          reserved: Number(by.get(Number(r.id))?.reserved ?? 0),
        }))
        .sort((x, y) => y.quantity - x.quantity || Number(x.id) - Number(y.id))
        .slice(0, 10);
      return ok(req, rows);
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/repository/statisticsTop`,
    access: stockView,
    handler: async (req) => {
      const t = await scoped(ctx, req, ENTITY.stock)
        .select((eb) => [
          sumSql('quantity').as('quantity'),
          sumSql('reserved').as('reserved'),
          eb.fn.count('spu_id').distinct().as('goods'),
          eb.fn.count('repository_id').distinct().as('repositories'),
        ])
        .where('quantity', '>', 0)
        .executeTakeFirst();
      return ok(req, { quantity: Number(t?.quantity ?? 0), reserved: Number(t?.reserved ?? 0), goods: Number(t?.goods ?? 0), repositories: Number(t?.repositories ?? 0) });
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/repository/statisticsPage`,
    access: stockView,
    handler: async (req) => {
      const { current, size, offset } = pagingOf(paramsOf(req));
      const base = scoped(ctx, req, ENTITY.spu);
      const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base
        .select(['id', 'spu_name', 'spu_code'])
        .select((eb) => [
          eb.selectFrom(stock).select(() => sumSql('quantity').as('q')).whereRef(`${stock}.spu_id`, '=', `${spu}.id`).as('quantity'),
          eb.selectFrom(stock).select(() => sumSql('reserved').as('r')).whereRef(`${stock}.spu_id`, '=', `${spu}.id`).as('reserved'),
        ])
        .orderBy('id')
        .limit(size)
        .offset(offset)
        .execute();
      const records = rows.map((r) => ({ goodsId: String(r.id), spuName: r.spu_name, spuCode: r.spu_code, quantity: Number(r.quantity ?? 0), reserved: Number(r.reserved ?? 0) }));
      return ok(req, pageOf(records, total, current, size));
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/repository/pageDetail`,
    access: stockView,
    handler: async (req) => {
      const p = paramsOf(req);
      const goodsId = idParam(p.goodsId ?? p.spuId, 'goodsId');
      const { current, size, offset } = pagingOf(p);
      const q = scoped(ctx, req, ENTITY.stock).where('spu_id', '=', goodsId);
      const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await q.select(['repository_id', 'quantity', 'reserved']).orderBy('repository_id').limit(size).offset(offset).execute();
      const ids = rows.map((r) => Number(r.repository_id));
      const names = ids.length ? await ctx.database.db.selectFrom(repo.table).select(['id', 'repository_name']).where('id', 'in', ids).execute() : [];
      const name = new Map(names.map((n) => [Number(n.id), n.repository_name]));
      const records = rows.map((r) => ({
        repositoryId: String(r.repository_id),
        repositoryName: name.get(Number(r.repository_id)) ?? null,
        quantity: Number(r.quantity),
        reserved: Number(r.reserved),
      }));
      return ok(req, pageOf(records, total, current, size));
    },
  });

  const detail = (entity: string, path: string, param: string) => {
    const model = modelOf(ctx, entity);
    routes.add({
      method: 'GET',
      url: `${BASE}/${path}`,
      access: [crudPermissions(model.schema).view],
      handler: async (req) => {
        const p = paramsOf(req);
        const row = await rowOf(ctx, req, entity, idParam(p[param] ?? p.id, param));
        const moves = await scoped(ctx, req, ENTITY.movement).selectAll().where('source_no', '=', String(row.order_no)).orderBy('id').execute();
        const movement = modelOf(ctx, ENTITY.movement);
        return ok(req, { ...toWire(model, row), movements: moves.map((m) => toWire(movement, m)) });
      },
    });
  };
  detail(ENTITY.orderIn, 'orderin/orderInDetail', 'id');
  detail(ENTITY.pickIn, 'pickin/pickInDetail', 'pickInId');
  detail(ENTITY.refundIn, 'refundin/refundInDetail', 'refundInId');
}
