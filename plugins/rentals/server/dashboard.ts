/**
 * The business figures of the home page and the dashboard (`GET share-biz/rentrecord/dashboard`), read
 * live from the database for the caller's tenant view (the platform administrator: every tenant, or the
 * one chosen), each computed in SQL with exactly the filter of the list its tile links to, so the tile and
 * the list it opens always agree:
 *
 * - rentals started today — the rent records with `startTime` in today's range (`_dategt` / `_datelt`);
 * - revenue today — the succeeded payments with `payTime` in today's range (sum, yuan text);
 * - renting now — the rent records in state `renting`;
 * - refunds in progress — the refund orders in state `processing` (count and sum);
 * - devices online / offline / faulty — from the devices' table when the devices area is installed
 *   (null otherwise).
 *
 * The 30-day chart and the top stores are the rent records' declared charts (schema `charts`, the
 * toolkit's statistics endpoints).
 */
import type { FastifyRequest } from 'fastify';
import { yuanText } from '../../../engine/schema/money';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import { sql } from '../../../server/kernel/db/database';
import { formatDateTime } from '../../../server/kernel/db/time';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { deviceFigures } from './device-figures';
import { ENTITY, modelOf, RENT } from './store';

/** Today as the lists' date-range search sends it: after 00:00:00, before 23:59:59 (strict, as `_dategt`/`_datelt`). */
export function todayRange(now = new Date()) {
  const day = formatDateTime(now).slice(0, 10);
  return { day, after: `${day} 00:00:00`, before: `${day} 23:59:59` };
}

async function figure(ctx: ServerContext, req: FastifyRequest, entity: string, where: Filter[], sumColumn?: string) {
  const model = modelOf(ctx, entity);
  const row = await ctx.database.db
    .selectFrom(model.table)
    .select((eb) => [
      eb.fn.countAll().as('n'),
      ...(sumColumn ? [sql<string>`cast(coalesce(sum(${sql.ref(sumColumn)}), 0) as text)`.as('total')] : []),
    ])
    .where(allOf([...baseFilters(model, req.auth), ...where]))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), total: sumColumn ? yuanText(String((row as { total?: string }).total ?? '0')) : undefined };
}

export async function dashboardFigures(ctx: ServerContext, req: FastifyRequest) {
  const { day, after, before } = todayRange();
  const [started, renting, paid, refunding, devices] = await Promise.all([
    figure(ctx, req, ENTITY.rent, [(eb) => eb('start_time', '>', after), (eb) => eb('start_time', '<', before)], 'paid_amount'),
    figure(ctx, req, ENTITY.rent, [(eb) => eb('status', '=', RENT.renting)]),
    figure(
      ctx,
      req,
      ENTITY.payment,
      [(eb) => eb('pay_status', '=', 1), (eb) => eb('pay_time', '>', after), (eb) => eb('pay_time', '<', before)],
      'amount',
    ),
    figure(ctx, req, ENTITY.refund, [(eb) => eb('refund_status', '=', 1)], 'amount'),
    deviceFigures(ctx, req),
  ]);
  return {
    day,
    rentalsToday: started.count,
    rentingNow: renting.count,
    revenueToday: paid.total,
    paymentsToday: paid.count,
    refundsInProgress: refunding.count,
    refundsInProgressAmount: refunding.total,
    devices,
  };
}

export function registerDashboardRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: '/api/share-biz/rentrecord/dashboard',
    access: 'rentals.board',
    handler: async (req) => ok(req, await dashboardFigures(ctx, req)),
  });
}
