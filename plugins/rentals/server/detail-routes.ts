/**
 * Read calls of the money trail:
 *
 * - `GET share-biz/order/getDetailByOrderNumber?orderNumber=` — an order with its rental, payments,
 *   refunds, changes and partner pay orders (the order lookup page and the order row's details);
 * - `POST share-open/payorder/showDealDetails?orderId=` — an order's deals: every payment and refund in
 *   time order with their channel numbers, and the totals (collected, refunded, net) summed in SQL;
 * - `GET toycar-portal/api/admin/getRefundList` — the refund list, the refund orders' generic page (same
 *   search, paging and tenancy) at the contract's path.
 *
 * Each reads within the caller's tenant and data scope; another tenant's order is "not found".
 */
import type { FastifyRequest } from 'fastify';
import { yuanText } from '../../../engine/schema/money';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { toWire, type Row } from '../../../server/crud/convert';
import { pageRows } from '../../../server/crud/read';
import { sql } from '../../../server/kernel/db/database';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { ENTITY, idParam, modelOf, TABLE } from './store';

const paramsOf = (req: FastifyRequest) => ({
  ...((req.query ?? {}) as Record<string, unknown>),
  ...(req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}),
});

/** The caller's order by a filter, as stored; 404 when none. */
async function orderWhere(ctx: ServerContext, req: FastifyRequest, column: string, value: unknown): Promise<Row> {
  const model = modelOf(ctx, ENTITY.order);
  const row = await ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb(column, '=', value)]))
    .executeTakeFirst();
  if (!row) throw notFound({ zh: '订单不存在', en: 'No such order' });
  return row;
}

async function linked(ctx: ServerContext, name: string, column: string, value: unknown): Promise<Row[]> {
  const model = modelOf(ctx, name);
  const rows = await ctx.database.db.selectFrom(model.table).selectAll().where(column, '=', value).orderBy('id').limit(500).execute();
  return rows.map((r) => toWire(model, r));
}

export async function orderDetail(ctx: ServerContext, req: FastifyRequest, orderNumber: string) {
  const order = await orderWhere(ctx, req, 'order_number', orderNumber);
  const rent = await ctx.database.db.selectFrom(TABLE.rent).selectAll().where('id', '=', Number(order.rent_record_id)).executeTakeFirst();
  const [payments, refunds, changes, payOrders] = await Promise.all([
    linked(ctx, ENTITY.payment, 'order_id', order.id),
    linked(ctx, ENTITY.refund, 'order_id', order.id),
    linked(ctx, ENTITY.change, 'order_id', order.id),
    linked(ctx, ENTITY.payOrder, 'order_id', order.id),
  ]);
  return {
    order: toWire(modelOf(ctx, ENTITY.order), order),
    rentRecord: rent ? toWire(modelOf(ctx, ENTITY.rent), rent) : null,
    payments,
    refunds,
    changes,
    payOrders,
  };
}

export async function dealDetails(ctx: ServerContext, req: FastifyRequest, orderId: number) {
  const order = await orderWhere(ctx, req, 'id', orderId);
  const db = ctx.database.db;
  const payments = await db.selectFrom(TABLE.payment).selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const refunds = await db.selectFrom(TABLE.refund).selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const sum = (table: string, where: string, value: number) =>
    db
      .selectFrom(table)
      .select(sql<string>`cast(coalesce(sum(amount), 0) as text)`.as('total'))
      .where('order_id', '=', orderId)
      .where(where, '=', value)
      .executeTakeFirstOrThrow()
      .then((r) => BigInt(String(r.total)));
  const [collected, refunded] = await Promise.all([sum(TABLE.payment, 'pay_status', 1), sum(TABLE.refund, 'refund_status', 2)]);
  const deals = [
    ...payments.map((p) => ({
      kind: 'payment',
      number: p.payment_no,
      amount: yuanText(String(p.amount)),
      status: Number(p.pay_status),
      channelNumber: p.transaction_id,
      time: p.pay_time,
    })),
    ...refunds.map((r) => ({
      kind: 'refund',
      number: r.refund_no,
      amount: yuanText(String(r.amount)),
      status: Number(r.refund_status),
      refundType: Number(r.refund_type),
      channelNumber: r.channel_refund_id,
      time: r.success_time ?? r.create_time,
    })),
  ].sort((a, b) => String(a.time).localeCompare(String(b.time)));
  return {
    orderId: String(order.id),
    orderNumber: order.order_number,
    deals,
    totals: { collected: yuanText(collected), refunded: yuanText(refunded), net: yuanText(collected - refunded) },
  };
}

export function registerDetailRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: '/api/share-biz/order/getDetailByOrderNumber',
    access: ['order_view', 'rentals.orderQuery'],
    handler: async (req) => {
      const n = paramsOf(req).orderNumber;
      const orderNumber = typeof n === 'string' ? n.trim() : '';
      if (!orderNumber || orderNumber.length > 32)
        throw badRequest({ zh: '请输入订单编号', en: 'Please enter the order number' });
      return ok(req, await orderDetail(ctx, req, orderNumber));
    },
  });
  routes.add({
    method: ['GET', 'POST'],
    url: '/api/share-open/payorder/showDealDetails',
    access: ['payorder_deals', 'payorder_view', 'order_view'],
    handler: async (req) => ok(req, await dealDetails(ctx, req, idParam(paramsOf(req).orderId, 'orderId'))),
  });
  routes.add({
    method: 'GET',
    url: '/api/toycar-portal/api/admin/getRefundList',
    access: 'refundorder_view',
    handler: async (req) => ok(req, await pageRows(ctx, modelOf(ctx, ENTITY.refund), req, 'page')),
  });
}
