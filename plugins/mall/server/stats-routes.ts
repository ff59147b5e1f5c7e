/**
 * Sales statistics of the machines (spec §7 "Dispatcher mall"), over the dispatcher orders of a time range
 * (`startTime`, `endTime`: dates or date-times; default the last 30 days), summed in SQL:
 * - `dispacher-mall/deviceDispacher/statistics` (POST) and `backStageStatistics`: orders, pieces, sales,
 *   refunds, machines that sold;
 * - `backStageChartStatistics`: sales per day, the toolkit's chart (schema mall.order, chart `sales`);
 * - `backStageGoodsStatisticsPage`, `backStageDeviceStatisticsPage`: the same figures per goods / machine;
 * - `share-biz/deviceOrderStatistics/backStageStatistics`, `backStageChartStatistics`,
 *   `backStageDeviceStatisticsPage`: the contract's second home of the same figures.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { chartOf } from '../../../server/crud/stats';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { ENTITY, modelOf, pageOf, pagingOf, sumSql, yuan } from './store';

const DAY = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** The time range of a statistics call: [from, to] as stored text, or a 400 naming the parameter. */
export function rangeOf(req: FastifyRequest): { from: string; to: string } {
  const p = paramsOf(req);
  const check = (key: 'startTime' | 'endTime') => {
    const v = (p[key] ?? '').trim();
    if (v && !DAY.test(v)) throw badRequest({ zh: `${key} 须为日期（YYYY-MM-DD）`, en: `${key} must be a date (YYYY-MM-DD)` });
    return v;
  };
  const to = check('endTime') || dayText(new Date());
  const from = check('startTime') || dayText(new Date(Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - 29 * 86400000));
  if (from.slice(0, 10) > to.slice(0, 10)) throw badRequest({ zh: '开始时间晚于结束时间', en: 'startTime is after endTime' });
  return { from: from.length === 10 ? `${from} 00:00:00` : from, to: to.length === 10 ? `${to} 23:59:59` : to };
}

export function registerStatsRoutes(ctx: ServerContext, routes: RouteSink): void {
  const order = modelOf(ctx, ENTITY.order);
  const access = [crudPermissions(order.schema).view];
  const bases = ['/api/dispacher-mall/deviceDispacher', '/api/share-biz/deviceOrderStatistics'];

  const inRange = (req: FastifyRequest) => {
    const { from, to } = rangeOf(req);
    return ctx.database.db
      .selectFrom(order.table)
      .where(allOf(baseFilters(order, req.auth)))
      .where('create_time', '>=', from)
      .where('create_time', '<=', to);
  };
  const figures = () => [
    sql<number>`count(*)`.as('orders'),
    sumSql('quantity').as('pieces'),
    sumSql('pay_amount').as('paid'),
    sumSql('refund_amount').as('refunded'),
  ];
  const shape = (r: Record<string, unknown> | undefined) => ({
    orders: Number(r?.orders ?? 0),
    pieces: Number(r?.pieces ?? 0),
    payAmount: yuan(r?.paid),
    refundAmount: yuan(r?.refunded),
  });

  const summary = async (req: FastifyRequest) => {
    const r = await inRange(req)
      .select((eb) => [...figures(), eb.fn.count('dispacher_id').distinct().as('machines')])
      .executeTakeFirst();
    return ok(req, { ...shape(r), machines: Number(r?.machines ?? 0), ...rangeOf(req) });
  };

  const perGroup = (col: 'spu_id' | 'dispacher_id', entity: string, label: string, idName: string) => async (req: FastifyRequest) => {
    const { current, size, offset } = pagingOf(paramsOf(req));
    const grouped = inRange(req).select(col).groupBy(col);
    const total = Number(
      (await ctx.database.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = (await inRange(req)
      .select([col, ...figures()])
      .groupBy(col)
      .orderBy('paid', 'desc')
      .orderBy(col)
      .limit(size)
      .offset(offset)
      .execute()) as Array<Record<string, unknown>>;
    const ids = rows.map((r) => Number(r[col]));
    const names = ids.length ? await ctx.database.db.selectFrom(modelOf(ctx, entity).table).select(['id', label]).where('id', 'in', ids).execute() : [];
    const name = new Map(names.map((n) => [Number(n.id), (n as Record<string, unknown>)[label]]));
    const records = rows.map((r) => ({ [idName]: String(r[col]), name: name.get(Number(r[col])) ?? null, ...shape(r) }));
    return ok(req, pageOf(records, total, current, size));
  };

  const chart = async (req: FastifyRequest) => {
    const { from, to } = rangeOf(req);
    // The toolkit's chart reads its range as `from` / `to`; the contract names them startTime / endTime.
    req.query = { from: from.slice(0, 10), to: to.slice(0, 10) };
    return ok(req, await chartOf(ctx, order, order.schema.charts![0], req));
  };

  for (const base of bases) {
    routes.add({ method: 'GET', url: `${base}/backStageStatistics`, access, handler: summary });
    routes.add({ method: 'GET', url: `${base}/backStageChartStatistics`, access, handler: chart });
    routes.add({
      method: 'GET',
      url: `${base}/backStageDeviceStatisticsPage`,
      access,
      handler: perGroup('dispacher_id', ENTITY.dispatcher, 'name', 'dispacherId'),
    });
  }
  routes.add({ method: 'POST', url: `${bases[0]}/statistics`, access, handler: summary });
  routes.add({
    method: 'GET',
    url: `${bases[0]}/backStageGoodsStatisticsPage`,
    access,
    handler: perGroup('spu_id', ENTITY.spu, 'spu_name', 'goodsId'),
  });
}
