/**
 * The routes of the order actions, twice each: at the schemas' own transition and action paths (what the
 * console's row forms call: `share-biz/order/refundOrder?ids=…`, replacing the generic transition route)
 * and at the contract's paths (`toycar-portal/api/admin/refundOrder`, `share-biz/wx/billingErrorRefund`…,
 * spec §7 "Rentals, orders, billing"). Both are behind the same button code, read the same inputs with
 * the schema's rules and run the same flow (refunds.ts, settlements.ts).
 */
import type { FastifyRequest } from 'fastify';
import { transitionPermission, actionPermission } from '../../../engine/schema/resolve';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, conflict } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { fen } from './store';
import { fenOf, inputsOf, paramsOf, targetOf } from './inputs';
import { resendPush } from './push';
import { requestRefund, retryRefund, type RefundKind } from './refunds';
import { cancelPoints, finishPoints, forceEnd, modifyMoney, syncOrder } from './settlements';
import { ENTITY, modelOf, ORDER, TABLE } from './store';

type Handler = (req: FastifyRequest) => Promise<unknown>;

/** A unique index refusing a request id used twice at once for different records: a 409, not a 500. */
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === '23505' || String(e?.code ?? '').startsWith('SQLITE_CONSTRAINT_UNIQUE');
};

const guarded =
  (fn: Handler): Handler =>
  async (req) => {
    try {
      return ok(req, await fn(req));
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict({
          zh: '同一请求标识正被另一请求使用，请稍后重试',
          en: 'The same request id is in use by another request: try again shortly',
        });
      throw err;
    }
  };

/** Contract calls name the reason `remarks` or `reason`. */
const withRemarks = (params: Record<string, unknown>) =>
  params.remarks === undefined && params.reason !== undefined ? { ...params, remarks: params.reason } : params;

export function registerActionRoutes(ctx: ServerContext, routes: RouteSink): void {
  const rent = () => modelOf(ctx, ENTITY.rent);
  const order = () => modelOf(ctx, ENTITY.order);
  const code = (name: string, key: string) => {
    const e = modelOf(ctx, name).schema;
    const t = e.stateMachine?.transitions.find((x) => x.key === key);
    if (t) return transitionPermission(e, t);
    return actionPermission(
      e,
      e.actions!.find((a) => a.key === key)!,
    );
  };
  const post = (urls: string[], entity: string, key: string, fn: Handler) => {
    for (const url of urls) routes.add({ method: 'POST', url, access: code(entity, key), handler: guarded(fn) });
  };

  // Force end: the rental by id, or (contract) its order's id.
  post(
    ['/api/share-biz/rentrecord/forceEnd', '/api/toycar-portal/api/admin/forceEndOrder'],
    ENTITY.rent,
    'forceEnd',
    async (req) => {
      const params = withRemarks(paramsOf(req));
      const id =
        params.rentRecordId === undefined && params.orderId !== undefined
          ? await rentOfOrder(ctx, targetOf(params, ['orderId']))
          : targetOf(params, ['rentRecordId']);
      const inputs = inputsOf(req, rent(), 'forceEnd', params);
      return forceEnd(ctx, req, id, fenOf(inputs.orderAmount), String(inputs.remarks), inputs);
    },
  );
  post(
    ['/api/share-biz/rentrecord/rentRecordSyncOrder', '/api/share-biz/wx/rentRecordSyncOrder'],
    ENTITY.rent,
    'syncOrder',
    async (req) => syncOrder(ctx, req, targetOf(paramsOf(req), ['rentRecordId'])),
  );
  post(
    ['/api/share-biz/rentrecord/rentRecordModifyMoney', '/api/share-biz/wx/rentRecordModifyMoney'],
    ENTITY.rent,
    'modifyMoney',
    async (req) => {
      const params = withRemarks(paramsOf(req));
      // The contract's callers may name the new amount orderAmount.
      if (params.rentAmount === undefined && params.orderAmount !== undefined) params.rentAmount = params.orderAmount;
      const id = targetOf(params, ['rentRecordId']);
      const inputs = inputsOf(req, rent(), 'modifyMoney', params);
      return modifyMoney(ctx, req, id, fenOf(inputs.rentAmount), String(inputs.remarks), inputs);
    },
  );

  post(
    ['/api/share-biz/order/finishPayPointsOrder', '/api/share-biz/wx/finishPayPointsOrder'],
    ENTITY.order,
    'finishPoints',
    async (req) => {
      const params = paramsOf(req);
      const inputs = inputsOf(req, order(), 'finishPoints', params);
      return finishPoints(ctx, req, targetOf(params, ['orderId']), fenOf(inputs.orderAmount), inputs);
    },
  );
  post(
    ['/api/share-biz/order/cancelPayPointsOrder', '/api/share-biz/wx/cancelPayPointsOrder'],
    ENTITY.order,
    'cancelPoints',
    async (req) => cancelPoints(ctx, req, targetOf(paramsOf(req), ['orderId'])),
  );

  const refund =
    (kind: RefundKind, transition: string, amountProp: string): Handler =>
    async (req) => {
      const params = withRemarks(paramsOf(req));
      // A billing-error refund has no reason in the contract: the kind says it.
      if (kind === 'billingErrorRefund' && params.remarks === undefined) params.remarks = '计费错误退款';
      const inputs = inputsOf(req, order(), transition, params);
      const amount = fenOf(inputs[amountProp]);
      // The contract's constraint refund names the member; the console sends it from the row (schema `send`).
      const memberId = memberIdOf(inputs.memberId ?? params.memberId);
      const byMember =
        kind === 'constraintRefund' &&
        params.orderId === undefined &&
        params.ids === undefined &&
        params.id === undefined;
      if (byMember && memberId === undefined)
        throw badRequest({
          zh: '强制退款须指定订单或会员（memberId）',
          en: 'A forced refund needs the order or the member (memberId)',
        });
      const id = byMember ? await refundableOrderOf(ctx, req, memberId!, amount) : targetOf(params, ['orderId']);
      return requestRefund(
        ctx,
        req,
        kind,
        id,
        { amount, remarks: String(inputs.remarks ?? params.remarks ?? ''), memberId },
        inputs,
      );
    };
  post(
    ['/api/share-biz/order/refundOrder', '/api/toycar-portal/api/admin/refundOrder'],
    ENTITY.order,
    'refund',
    refund('refundOrder', 'refund', 'refundAmount'),
  );
  post(
    ['/api/share-biz/order/billingErrorRefund', '/api/share-biz/wx/billingErrorRefund'],
    ENTITY.order,
    'billingErrorRefund',
    refund('billingErrorRefund', 'billingErrorRefund', 'refundAmount'),
  );
  post(
    ['/api/share-biz/order/constraintRefund', '/api/share-biz/wx/constraintRefund'],
    ENTITY.order,
    'constraintRefund',
    refund('constraintRefund', 'constraintRefund', 'orderAmount'),
  );

  post(['/api/share-pay/refundorder/retry'], ENTITY.refund, 'retry', async (req) =>
    retryRefund(ctx, req, targetOf(paramsOf(req), ['refundOrderId'])),
  );

  // Resend failed pushes (a batch: all or nothing).
  routes.add({
    method: 'POST',
    url: '/api/share-operation/adminpushlog/resend',
    access: code(ENTITY.push, 'resend'),
    transaction: true,
    handler: async (req) => {
      const params = paramsOf(req);
      const ids = String(params.ids ?? params.id ?? '')
        .split(',')
        .filter(Boolean);
      if (!ids.length) throw badRequest({ zh: '请选择至少一条数据', en: 'Please select at least one row' });
      for (const id of ids) await resendPush(ctx, req, targetOf({ id }));
      return ok(req, { queued: ids.length });
    },
  });
}

/** The member a constraint refund names: absent, or a whole number (400 naming memberId otherwise). */
function memberIdOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw badRequest({
      zh: `会员ID（memberId）须是正整数：${String(value)}`,
      en: `memberId must be a positive whole number: ${String(value)}`,
    });
  return n;
}

/** The rental of an order (the contract's force end names the order). */
async function rentOfOrder(ctx: ServerContext, orderId: number): Promise<number> {
  const row = await ctx.database.db
    .selectFrom(TABLE.order)
    .select('rent_record_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw badRequest({ zh: `订单 ${orderId} 不存在`, en: `Order ${orderId} does not exist` });
  return Number(row.rent_record_id);
}

/** A constraint refund without an order: the member's newest order that can still refund the amount. */
async function refundableOrderOf(
  ctx: ServerContext,
  req: FastifyRequest,
  memberId: number,
  amount: number,
): Promise<number> {
  const rows = await ctx.database.db
    .selectFrom(TABLE.order)
    .select(['id', 'paid_amount', 'refunded_amount'])
    .where('tenant_id', '=', req.auth!.tenantId)
    .where('member_id', '=', memberId)
    .where('order_status', 'in', [ORDER.paid, ORDER.partlyRefunded])
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const found = rows.find((r) => fen(r.paid_amount) - fen(r.refunded_amount) >= amount);
  if (!found)
    throw badRequest({
      zh: `会员 ${memberId} 没有可退该金额的订单`,
      en: `Member ${memberId} has no order that can refund this amount`,
    });
  return Number(found.id);
}
