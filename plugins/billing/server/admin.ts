/**
 * The settlement overview's figures (`toycar-portal/api/admin/sum`, `getMoneyInfos`, `getMerchantInfos`):
 * totals of the monthly bills and of the sharing requests, all summed in SQL over integer fen within the
 * caller's tenant (the platform administrator: every tenant, or the one chosen), optionally for one month.
 * Money goes out as yuan text with 2 decimals (exact at any size), counts as numbers.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { yuanText } from '../../../engine/schema/money';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { sumText } from '../../../server/kernel/db/sums';
import { modelOf } from '../../../server/crud/moves';
import { idParam, intParam, monthParam, paramsOf } from '../../../server/kernel/http/checked-params';
import { BILL, E } from './tables';

/** The portal's admin calls, a path of the contract (profit sharing's admin calls sit under it too). */
const ADMIN = '/api/toycar-portal/api/admin';

const money = (v: unknown) => yuanText(String(v ?? '0'));
const sumIf = (col: string, cond: ReturnType<typeof sql>) =>
  sql<string>`cast(coalesce(sum(case when ${cond} then ${sql.ref(col)} else 0 end), 0) as text)`;

function billFilter(ctx: ServerContext, req: FastifyRequest): Filter {
  const p = paramsOf(req);
  const month = p.billMonth ? monthParam(p, 'billMonth') : undefined;
  const merchantId = idParam(p, 'merchantId', true);
  const model = modelOf(ctx, E.bill);
  const filters: Filter[] = baseFilters(model, req.auth);
  if (month) filters.push((eb) => eb('bill_month', '=', month));
  if (merchantId !== undefined) filters.push((eb) => eb('merchant_id', '=', merchantId));
  return allOf(filters);
}

async function sums(ctx: ServerContext, req: FastifyRequest) {
  const r = await ctx.database.db
    .selectFrom(modelOf(ctx, E.bill).table)
    .select([
      sql<number>`count(*)`.as('bills'),
      sql<number>`coalesce(sum(order_count), 0)`.as('orders'),
      sumText('order_amount').as('order_amount'),
      sumText('refund_amount').as('refund_amount'),
      sumText('share_amount').as('share_amount'),
      sumText('adjust_amount').as('adjust_amount'),
      sumText('bill_amount').as('bill_amount'),
      sumIf('bill_amount', sql`bill_status = ${BILL.remitted}`).as('remitted'),
      sumIf('bill_amount', sql`bill_status <> ${BILL.remitted}`).as('unremitted'),
    ])
    .where(billFilter(ctx, req))
    .executeTakeFirstOrThrow();
  return ok(req, {
    billCount: Number(r.bills),
    orderCount: Number(r.orders),
    orderAmount: money(r.order_amount),
    refundAmount: money(r.refund_amount),
    shareAmount: money(r.share_amount),
    adjustAmount: money(r.adjust_amount),
    billAmount: money(r.bill_amount),
    remittedAmount: money(r.remitted),
    unremittedAmount: money(r.unremitted),
  });
}

async function moneyInfos(ctx: ServerContext, req: FastifyRequest) {
  const byStatus = await ctx.database.db
    .selectFrom(modelOf(ctx, E.bill).table)
    .select(['bill_status', sql<number>`count(*)`.as('n'), sumText('bill_amount').as('amount')])
    .where(billFilter(ctx, req))
    .groupBy('bill_status')
    .orderBy('bill_status')
    .execute();
  const biz = modelOf(ctx, 'sharing.biz');
  const p = paramsOf(req);
  const month = p.billMonth ? monthParam(p, 'billMonth') : undefined;
  const sharing = await ctx.database.db
    .selectFrom(biz.table)
    .select(['sharing_status', sql<number>`count(*)`.as('n'), sumText('amount').as('amount')])
    .where(allOf([...baseFilters(biz, req.auth), ...(month ? [((eb) => eb('create_time', 'like', `${month}%`)) as Filter] : [])]))
    .groupBy('sharing_status')
    .orderBy('sharing_status')
    .execute();
  return ok(req, {
    bills: byStatus.map((r) => ({ billStatus: Number(r.bill_status), count: Number(r.n), amount: money(r.amount) })),
    sharing: sharing.map((r) => ({ sharingStatus: Number(r.sharing_status), count: Number(r.n), amount: money(r.amount) })),
  });
}

async function merchantInfos(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const current = intParam(p, 'current', 1, 100000) ?? 1;
  const size = intParam(p, 'size', 1, 200) ?? 10;
  const table = modelOf(ctx, E.bill).table;
  const where = billFilter(ctx, req);
  const totalRow = await ctx.database.db
    .selectFrom(table)
    .select(sql<number>`count(distinct merchant_id)`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await ctx.database.db
    .selectFrom(table)
    .select([
      'merchant_id',
      sql<string>`max(merchant_name)`.as('merchant_name'),
      sql<number>`count(*)`.as('bills'),
      sql<string>`max(bill_month)`.as('last_month'),
      sumText('bill_amount').as('bill_amount'),
      sumIf('bill_amount', sql`bill_status = ${BILL.remitted}`).as('remitted'),
      sumIf('bill_amount', sql`bill_status <> ${BILL.remitted}`).as('unremitted'),
    ])
    .where(where)
    .groupBy('merchant_id')
    .orderBy(sql`sum(bill_amount)`, 'desc')
    .orderBy('merchant_id')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const total = Number(totalRow.n);
  return ok(req, {
    records: rows.map((r) => ({
      merchantId: String(r.merchant_id),
      merchantName: String(r.merchant_name ?? ''),
      bills: Number(r.bills),
      lastMonth: String(r.last_month ?? ''),
      billAmount: money(r.bill_amount),
      remittedAmount: money(r.remitted),
      unremittedAmount: money(r.unremitted),
    })),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  });
}

export function adminRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({ method: 'GET', url: `${ADMIN}/sum`, access: 'billing.overview', handler: (req) => sums(ctx, req) });
  routes.add({ method: 'GET', url: `${ADMIN}/getMoneyInfos`, access: 'billing.overview', handler: (req) => moneyInfos(ctx, req) });
  routes.add({ method: 'GET', url: `${ADMIN}/getMerchantInfos`, access: 'billing.overview', handler: (req) => merchantInfos(ctx, req) });
}
