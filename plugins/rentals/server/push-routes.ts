/**
 * The push history calls (spec §7 Operations):
 *
 * - `GET share-biz/back/push*` — eight pages of the push log, one kind each (pay / refund orders, their TC
 *   variants, booking payments and refunds, TC booking payments, TC rental changes), with `startTime`,
 *   `endTime` (the time the push was queued), `storeName` (not for the two booking variants, whose
 *   bookings the contract does not tie to a store name) and, for rental changes, `rentRecordChangeType`;
 * - `POST share-operation/adminpushlog/getPushLogByTaskId?taskId=` — the pushes one call queued;
 * - `POST toycar-portal/push-toycar/sendPaymentOrder?id=` and `sendRefundOrder?id=` — push one payment or
 *   one succeeded refund to the partners now (a new outbox row and job, answered with their ids).
 *
 * Unknown or malformed parameters are a 400 naming them.
 */
import type { FastifyRequest } from 'fastify';
import type { SqlBool } from 'kysely';
import { randomUUID } from 'node:crypto';
import { yuanNumber } from '../../../engine/schema/money';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import { toWire } from '../../../server/crud/convert';
import { sql } from '../../../server/kernel/db/database';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { enqueuePush, type PushType } from './push';
import { ENTITY, fen, idParam, lockRow, modelOf } from './store';

/** Path → the kind it lists, and whether it takes a store name / a change type. */
const HISTORY: Record<string, { type: PushType; store: boolean; change?: boolean }> = {
  pushPayOrder: { type: 'payOrder', store: true },
  pushRefundOrder: { type: 'refundOrder', store: true },
  pushTCPayOrder: { type: 'tcPayOrder', store: true },
  pushTCRefundOrder: { type: 'tcRefundOrder', store: true },
  pushPayBookOrder: { type: 'payBookOrder', store: false },
  pushRefundBookOrder: { type: 'refundBookOrder', store: false },
  pushTCPayBookOrder: { type: 'tcPayBookOrder', store: false },
  pushTCRentRecordChangeOrder: { type: 'tcRentRecordChange', store: true, change: true },
};

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

function timeParam(v: unknown, name: string, end: boolean): string | undefined {
  if (v === undefined || v === '') return undefined;
  const s = String(v).trim().replace('T', ' ');
  if (!TIME.test(s))
    throw badRequest({
      zh: `${name} 须为日期或时间（YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss）`,
      en: `${name} must be a date or a date-time (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)`,
    });
  if (s.length === 10) return `${s} ${end ? '23:59:59' : '00:00:00'}`;
  return s.length === 16 ? `${s}:00` : s;
}

function pageParam(v: unknown, name: string, fallback: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw badRequest({ zh: `${name} 须为 1 到 ${max} 的整数`, en: `${name} must be a whole number from 1 to ${max}` });
  return n;
}

async function historyPage(ctx: ServerContext, req: FastifyRequest, spec: (typeof HISTORY)[string]) {
  const q = { ...((req.query ?? {}) as Record<string, unknown>) };
  delete q['blade-auth'];
  delete q.tenantId;
  const allowed = [
    'current',
    'size',
    'startTime',
    'endTime',
    ...(spec.store ? ['storeName'] : []),
    ...(spec.change ? ['rentRecordChangeType'] : []),
  ];
  const unknown = Object.keys(q).filter((k) => !allowed.includes(k));
  if (unknown.length)
    throw badRequest({ zh: `不支持的参数：${unknown.join('、')}`, en: `Unknown parameter(s): ${unknown.join(', ')}` });
  const current = pageParam(q.current, 'current', 1, 1_000_000);
  const size = pageParam(q.size, 'size', 10, 500);
  const from = timeParam(q.startTime, 'startTime', false);
  const to = timeParam(q.endTime, 'endTime', true);
  if (from && to && from > to)
    throw badRequest({ zh: 'startTime 不能晚于 endTime', en: 'startTime must not be after endTime' });
  const model = modelOf(ctx, ENTITY.push);
  const filters: Filter[] = [...baseFilters(model, req.auth), (eb) => eb('push_type', '=', spec.type)];
  if (from) filters.push((eb) => eb('create_time', '>=', from));
  if (to) filters.push((eb) => eb('create_time', '<=', to));
  const store = typeof q.storeName === 'string' ? q.storeName.trim() : '';
  if (store) {
    const pattern = `%${store.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(() => sql<SqlBool>`store_name like ${pattern} escape '\\'`);
  }
  if (q.rentRecordChangeType !== undefined && q.rentRecordChangeType !== '')
    filters.push((eb) => eb('rent_record_change_type', '=', idParam(q.rentRecordChangeType, 'rentRecordChangeType')));
  const db = ctx.database.db;
  const where = allOf(filters);
  const [{ n }] = await db
    .selectFrom(model.table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .execute();
  const rows = await db
    .selectFrom(model.table)
    .selectAll()
    .where(where)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const total = Number(n);
  return { records: rows.map((r) => toWire(model, r)), total, size, current, pages: Math.ceil(total / size) };
}

export function registerPushRoutes(ctx: ServerContext, routes: RouteSink): void {
  for (const [path, spec] of Object.entries(HISTORY))
    routes.add({
      method: 'GET',
      url: `/api/share-biz/back/${path}`,
      access: 'pushlog_view',
      handler: async (req) => ok(req, await historyPage(ctx, req, spec)),
    });

  routes.add({
    method: ['GET', 'POST'],
    url: '/api/share-operation/adminpushlog/getPushLogByTaskId',
    access: 'pushlog_view',
    handler: async (req) => {
      const q = { ...((req.query ?? {}) as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) };
      const taskId = typeof q.taskId === 'string' ? q.taskId.trim() : '';
      if (!taskId) throw badRequest({ zh: '缺少参数 taskId', en: 'The parameter taskId is missing' });
      const model = modelOf(ctx, ENTITY.push);
      const rows = await ctx.database.db
        .selectFrom(model.table)
        .selectAll()
        .where(allOf([...baseFilters(model, req.auth), (eb) => eb('task_id', '=', taskId.slice(0, 40))]))
        .orderBy('id')
        .limit(1000)
        .execute();
      return ok(
        req,
        rows.map((r) => toWire(model, r)),
      );
    },
  });

  const send = (path: string, entity: string, types: [PushType, PushType]) =>
    routes.add({
      // The spec's line reads GET; the console posts. Both answer the same (the id in the query or body).
      method: ['GET', 'POST'],
      url: `/api/toycar-portal/push-toycar/${path}`,
      access: 'pushlog_resend',
      transaction: true,
      handler: async (req) => {
        const q = {
          ...((req.query ?? {}) as Record<string, unknown>),
          ...((req.body ?? {}) as Record<string, unknown>),
        };
        const row = await lockRow(ctx, req, entity, idParam(q.id, 'id'));
        const refund = entity === ENTITY.refund;
        if (refund && Number(row.refund_status) !== 2)
          throw badRequest({ zh: '只有退款成功的退款单可以推送', en: 'Only a succeeded refund can be pushed' });
        if (!refund && Number(row.pay_status) !== 1)
          throw badRequest({ zh: '只有支付成功的支付单可以推送', en: 'Only a succeeded payment can be pushed' });
        const order = await ctx.database.db
          .selectFrom('biz_order')
          .select(['source'])
          .where('id', '=', Number(row.order_id))
          .executeTakeFirst();
        const taskId = randomUUID();
        const base = {
          tenantId: String(row.tenant_id),
          bizId: Number(row.id),
          bizNo: String(refund ? row.refund_no : row.payment_no),
          storeName: String(row.store_name ?? ''),
          taskId,
          payload: {
            orderNumber: row.order_number,
            amount: yuanNumber(fen(row.amount)),
            number: refund ? row.refund_no : row.payment_no,
          },
        };
        const pushIds = [await enqueuePush(ctx, { ...base, type: types[0] })];
        if (Number(order?.source) === 2) pushIds.push(await enqueuePush(ctx, { ...base, type: types[1] }));
        return ok(req, { taskId, pushIds: pushIds.map(String) });
      },
    });
  send('sendPaymentOrder', ENTITY.payment, ['payOrder', 'tcPayOrder']);
  send('sendRefundOrder', ENTITY.refund, ['refundOrder', 'tcRefundOrder']);
}
