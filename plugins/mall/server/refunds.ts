/**
 * Dispatcher-order refunds (schemas/mall/order.ts, transitions `refund` and `completeRefund`), served here
 * rather than by the generic transition because the amount decides. One transaction holding the order's
 * row lock (PostgreSQL `FOR UPDATE`; SQLite serialises writes): the amount must be at most paid − refunded
 * − refunding (money in flight counts as refunded), so parallel refunds can never exceed what was paid.
 * `completeRefund` books the amount in flight as refunded and ends in partly refunded (3) or refunded (4).
 * Both write the state log like every transition.
 */
import type { FastifyRequest } from 'fastify';
import { tryParseYuan, yuanText } from '../../../engine/schema/money';
import { transitionPath, transitionPermission } from '../../../engine/schema/resolve';
import { writeStateLog } from '../../../server/crud/state-log';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, conflict } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { ENTITY, idParam, modelOf, ORDER, rowOf } from './store';

const fen = (v: unknown) => Number(v ?? 0);

function amountOf(v: unknown): number {
  const f = tryParseYuan(typeof v === 'number' ? v : String(v ?? '').trim());
  if (f === null || f <= 0)
    throw badRequest({ zh: 'refundAmount（退款金额）须为大于 0 的金额，最多两位小数', en: 'refundAmount must be an amount above 0 with at most 2 decimals' });
  return f;
}

export function registerRefundRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = modelOf(ctx, ENTITY.order);
  const t = (key: string) => model.schema.stateMachine!.transitions.find((x) => x.key === key)!;
  const idOf = (req: FastifyRequest) => {
    const p = paramsOf(req);
    return idParam(p.id ?? p.ids ?? p.orderId, 'id');
  };
  const log = (req: FastifyRequest, row: Record<string, unknown>, key: string, from: number, to: number, inputs: Record<string, unknown>) =>
    writeStateLog(ctx.database.db, req, [{ model, row, transition: key, from: String(from), to: String(to), inputs }]);

  routes.add({
    method: 'POST',
    url: transitionPath(model.schema, t('refund')),
    access: transitionPermission(model.schema, t('refund')),
    transaction: true,
    handler: async (req) => {
      const id = idOf(req);
      const amount = amountOf(paramsOf(req).refundAmount);
      const row = await rowOf(ctx, req, ENTITY.order, id, true);
      const state = Number(row.order_status);
      if (state !== ORDER.paid && state !== ORDER.partly)
        throw badRequest({ zh: `订单 ${String(row.order_no)} 当前状态不能退款`, en: `Order ${String(row.order_no)} cannot be refunded in its state` });
      const left = fen(row.pay_amount) - fen(row.refund_amount) - fen(row.refunding_amount);
      if (amount > left)
        throw badRequest({
          zh: `退款金额 ${yuanText(amount)} 元超过可退金额 ${yuanText(left)} 元`,
          en: `The refund ${yuanText(amount)} is above the refundable ${yuanText(left)}`,
        });
      const r = await ctx.database.db
        .updateTable(model.table)
        .set({ order_status: ORDER.refunding, refunding_amount: fen(row.refunding_amount) + amount })
        .where('id', '=', id)
        .where('order_status', '=', state)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict({ zh: '订单已被他人修改，请刷新', en: 'The order changed meanwhile; reload it' });
      await log(req, row, 'refund', state, ORDER.refunding, { refundAmount: yuanText(amount) });
      return ok(req, { id: String(id), refundingAmount: Number(yuanText(fen(row.refunding_amount) + amount)) });
    },
  });

  routes.add({
    method: 'POST',
    url: transitionPath(model.schema, t('completeRefund')),
    access: transitionPermission(model.schema, t('completeRefund')),
    transaction: true,
    handler: async (req) => {
      const id = idOf(req);
      const row = await rowOf(ctx, req, ENTITY.order, id, true);
      if (Number(row.order_status) !== ORDER.refunding)
        throw badRequest({ zh: `订单 ${String(row.order_no)} 没有进行中的退款`, en: `Order ${String(row.order_no)} has no refund in progress` });
      const refunded = fen(row.refund_amount) + fen(row.refunding_amount);
      const to = refunded >= fen(row.pay_amount) ? ORDER.refunded : ORDER.partly;
      const r = await ctx.database.db
        .updateTable(model.table)
        .set({ order_status: to, refund_amount: refunded, refunding_amount: 0 })
        .where('id', '=', id)
        .where('order_status', '=', ORDER.refunding)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict({ zh: '订单已被他人修改，请刷新', en: 'The order changed meanwhile; reload it' });
      await log(req, row, 'completeRefund', ORDER.refunding, to, {});
      return ok(req, { id: String(id), orderStatus: to, refundAmount: Number(yuanText(refunded)) });
    },
  });
}
