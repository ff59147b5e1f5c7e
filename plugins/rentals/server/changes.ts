/**
 * Change records of rentals (table biz_rent_record_change) and the identity of the request that made each,
 * which is how every order action is idempotent:
 *
 * - a caller may name its request (`requestId`, in the body or the query, or the `Idempotency-Key`
 *   header): the same name again is the same request, answered with its first result, never applied twice
 *   (a unique index); the same name with other data is refused;
 * - without a name, the request's data (action, target, inputs) is its identity for ten minutes: a
 *   double-click, a retried call or a resent form within that time finds the first change and is
 *   answered with it. A deliberate second identical action after that is a new one.
 *
 * The action holds the order's row lock (store.ts `lockRow`) while it looks for the repeat and writes its
 * change, so two copies of one request can never both apply, on SQLite or PostgreSQL.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Fen } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { formatDateTime, nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { insertRow, operatorOf, TABLE } from './store';

export const REPEAT_WINDOW_MS = 10 * 60_000;

/** Kinds of change (dict rent_change_type). */
export const CHANGE = {
  modifyMoney: 1,
  forceEnd: 2,
  refund: 3,
  syncOrder: 4,
  billingErrorRefund: 5,
  constraintRefund: 6,
  finishPoints: 7,
  cancelPoints: 8,
  refundReturned: 9,
} as const;

export interface RequestIdentity {
  /** The caller's own name for the request, when it gave one. */
  key: string | null;
  /** The request's data: action, target and inputs. */
  hash: string;
}

/** What an order action answers (and a repeat of it answers again). */
export interface ActionResult {
  changeId: string;
  orderId: string;
  rentRecordId: string;
  orderStatus: number;
  refundOrderId?: string;
  /** True when this request had been made before and nothing was applied now. */
  repeated: boolean;
}

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/** The identity of an action request on a target. */
export function identityOf(req: FastifyRequest, action: string, target: number, inputs: Record<string, unknown>): RequestIdentity {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = (req.query ?? {}) as Record<string, unknown>;
  const header = req.headers['idempotency-key'];
  const named = body.requestId ?? query.requestId ?? (typeof header === 'string' ? header : undefined);
  const key = typeof named === 'string' && named.trim() ? named.trim().slice(0, 64) : null;
  const hash = createHash('sha256')
    .update(canonical({ action, target, inputs, tenant: req.auth?.tenantId ?? '' }))
    .digest('hex')
    .slice(0, 40);
  return { key, hash };
}

/** The change an earlier copy of this request made, if any (see the module comment). */
export async function findRepeat(ctx: ServerContext, tenantId: string, id: RequestIdentity): Promise<Row | undefined> {
  let q = ctx.database.db.selectFrom(TABLE.change).selectAll().where('tenant_id', '=', tenantId);
  q = id.key
    ? q.where('request_key', '=', id.key)
    : q
        .where('request_hash', '=', id.hash)
        .where('request_key', 'is', null)
        .where('create_time', '>=', formatDateTime(new Date(Date.now() - REPEAT_WINDOW_MS)));
  const found = await q.orderBy('id', 'desc').executeTakeFirst();
  if (found && id.key && found.request_hash !== id.hash)
    throw badRequest({
      zh: `请求标识「${id.key}」已用于另一个请求，请换一个`,
      en: `The request id "${id.key}" was used for another request: use a new one`,
    });
  return found;
}

/** The answer of an earlier copy of the request. */
export const repeatedResult = (change: Row): ActionResult => ({
  changeId: String(change.id),
  orderId: String(change.order_id),
  rentRecordId: String(change.rent_record_id),
  orderStatus: Number(change.after_status),
  ...(change.refund_order_id ? { refundOrderId: String(change.refund_order_id) } : {}),
  repeated: true,
});

export interface ChangeValues {
  order: Row;
  changeType: number;
  before: Fen;
  after: Fen;
  moved: Fen;
  beforeStatus: number;
  afterStatus: number;
  remarks: string;
  refundOrderId?: number;
}

/** Write the change record of an action (inside its transaction). */
export async function writeChange(
  ctx: ServerContext,
  req: FastifyRequest | null,
  identity: RequestIdentity | null,
  v: ChangeValues,
): Promise<number> {
  const o = v.order;
  return insertRow(ctx, TABLE.change, {
    tenant_id: o.tenant_id,
    order_number: o.order_number,
    rent_record_id: o.rent_record_id,
    order_id: o.id,
    merchant_id: o.merchant_id,
    merchant_name: o.merchant_name,
    store_id: o.store_id,
    store_name: o.store_name,
    change_type: v.changeType,
    before_amount: v.before,
    after_amount: v.after,
    change_amount: v.moved,
    before_status: v.beforeStatus,
    after_status: v.afterStatus,
    remarks: v.remarks.slice(0, 255),
    refund_order_id: v.refundOrderId ?? null,
    request_key: identity?.key ?? null,
    request_hash: identity?.hash ?? null,
    operator_name: req ? operatorOf(req) : '系统',
    create_time: nowText(),
  });
}
