/**
 * The goods calls beyond the restful CRUD (spec §7 "Common patterns", restful variant): `spu/count` (goods
 * per shelf state), `spu/page2` (goods with their stock summed over every warehouse), `PUT spu/shelf`
 * (on or off the shelf by ids), `shelfcategory/isAbleDelete` (400 saying why while goods use it), and the
 * legacy `/api/mall/ensure/` prefix answered by the same routes as `/api/dispacher-mall/`.
 */
import { crudPermissions } from '../../../engine/schema/resolve';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { goodsUsing, inUse } from './hooks';
import { ENTITY, idsParam, intParam, modelOf, scoped, sumSql, yuan } from './store';

export const BASE = '/api/dispacher-mall';

export function registerGoodsRoutes(ctx: ServerContext, routes: RouteSink): void {
  const spu = modelOf(ctx, ENTITY.spu);
  const perm = crudPermissions(spu.schema);
  routes.alias('/api/mall/ensure/', `${BASE}/`);

  routes.add({
    method: 'GET',
    url: `${BASE}/spu/count`,
    access: [perm.view],
    handler: async (req) => {
      const rows = await scoped(ctx, req, ENTITY.spu)
        .select(['shelf_status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('shelf_status')
        .execute();
      const n = (s: number) => Number(rows.find((r) => Number(r.shelf_status) === s)?.n ?? 0);
      return ok(req, { total: n(0) + n(1), onShelf: n(1), offShelf: n(0) });
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/spu/page2`,
    access: [perm.view],
    handler: async (req) => {
      const p = paramsOf(req);
      const current = p.current ? intParam(p.current, 'current', 1, 100000) : 1;
      const size = p.size ? intParam(p.size, 'size', 1, 500) : 10;
      const stock = modelOf(ctx, ENTITY.stock).table;
      let q = scoped(ctx, req, ENTITY.spu);
      if (p.spuName) q = q.where('spu_name', 'like', `%${p.spuName.replace(/[%_\\]/g, '')}%`);
      const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await q
        .select(['id', 'spu_name', 'spu_code', 'pic_url', 'price', 'shelf_status'])
        .select((eb) =>
          eb
            .selectFrom(stock)
            .select(sumSql('quantity').as('q'))
            .whereRef(`${stock}.spu_id`, '=', `${spu.table}.id`)
            .as('stock'),
        )
        .orderBy('sort')
        .orderBy('id')
        .limit(size)
        .offset((current - 1) * size)
        .execute();
      const records = rows.map((r) => ({
        id: String(r.id),
        spuName: r.spu_name,
        spuCode: r.spu_code,
        picUrl: r.pic_url,
        price: yuan(r.price),
        shelfStatus: Number(r.shelf_status),
        stock: Number(r.stock ?? 0),
      }));
      return ok(req, { records, total, current, size, pages: Math.ceil(total / size) });
    },
  });

  routes.add({
    method: 'PUT',
    url: `${BASE}/spu/shelf`,
    access: [perm.edit],
    transaction: true,
    handler: async (req) => {
      const p = paramsOf(req);
      const ids = idsParam(p.ids ?? p.id, 'ids');
      const status = intParam(p.shelfStatus ?? p.status, 'shelfStatus', 0, 1);
      const mine = await scoped(ctx, req, ENTITY.spu).select('id').where('id', 'in', ids).execute();
      if (mine.length !== new Set(ids).size) throw badRequest({ zh: '部分商品不存在或无权操作', en: 'Some goods do not exist or are not yours' });
      await ctx.database.db.updateTable(spu.table).set({ shelf_status: status }).where('id', 'in', ids).execute();
      return ok(req, { updated: mine.length, shelfStatus: status });
    },
  });

  const shelf = modelOf(ctx, ENTITY.shelfCategory);
  routes.add({
    method: ['POST', 'GET'],
    url: `${BASE}/shelfcategory/isAbleDelete`,
    access: [crudPermissions(shelf.schema).view],
    handler: async (req) => {
      const ids = idsParam(paramsOf(req).ids ?? paramsOf(req).id, 'ids');
      const rows = await scoped(ctx, req, ENTITY.shelfCategory).select(['id', 'tenant_id']).where('id', 'in', ids).execute();
      for (const r of rows) {
        const n = await goodsUsing(ctx, String(r.tenant_id), [Number(r.id)]);
        if (n) throw inUse(n);
      }
      return ok(req, true);
    },
  });
}
