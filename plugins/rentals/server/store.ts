/**
 * Reading and writing the rentals tables inside an action's transaction: the models by name, a row of the
 * caller's tenant and scope locked for the change (PostgreSQL `FOR UPDATE`; SQLite's transactions are
 * serialised already), money read back as fen, numbers derived from row ids, the operator's name.
 */
import type { FastifyRequest } from 'fastify';
import { fenFromDb, type Fen } from '../../../engine/schema/money';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { Row } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';

export const ENTITY = {
  rent: 'rentals.rentRecord',
  change: 'rentals.rentRecordChange',
  order: 'rentals.order',
  payment: 'rentals.paymentOrder',
  refund: 'rentals.refundOrder',
  payOrder: 'rentals.payOrder',
  book: 'rentals.bookOrder',
  member: 'rentals.member',
  push: 'rentals.pushLog',
} as const;

export const TABLE = {
  rent: 'biz_rent_record',
  change: 'biz_rent_record_change',
  order: 'biz_order',
  payment: 'pay_payment_order',
  refund: 'pay_refund_order',
  payOrder: 'open_pay_order',
  book: 'biz_book_order',
  member: 'tc_member',
  push: 'biz_push_log',
} as const;

/** Order states (dict order_status). */
export const ORDER = { unpaid: 0, points: 1, paid: 2, partlyRefunded: 3, refunded: 4, cancelled: 5 } as const;
/** Rental states (dict rent_status). */
export const RENT = { renting: 0, returned: 1, completed: 2, forceEnded: 3 } as const;
/** Payment types (dict pay_type). */
export const PAY_TYPE = { wechat: 1, points: 2 } as const;

export function modelOf(ctx: ServerContext, name: string): EntityModel {
  const m = ctx.models.get(name);
  if (!m) throw new Error(`schema ${name} is not loaded`);
  return m;
}

/** A stored amount as fen (0 when empty). */
export const fen = (v: unknown): Fen => (v === null || v === undefined ? 0 : fenFromDb(v));

/** The row with this id in the caller's tenant and scope, locked for the rest of the transaction; 404 if none. */
export async function lockRow(ctx: ServerContext, req: FastifyRequest, name: string, id: number): Promise<Row> {
  const model = modelOf(ctx, name);
  let q = ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', '=', id)]));
  if (ctx.database.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A row by id without the caller's filters (the server's own follow-ups: jobs), locked likewise. */
export async function lockById(ctx: ServerContext, table: string, id: number): Promise<Row | undefined> {
  let q = ctx.database.db.selectFrom(table).selectAll().where('id', '=', id);
  if (ctx.database.dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Insert a row and answer its id. */
export async function insertRow(ctx: ServerContext, table: string, values: Row): Promise<number> {
  const r = await ctx.database.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** `RF20261125` + the row id on 8 digits: unique, readable, and the same on every run of the demo seed. */
export const numberOf = (prefix: string, day: string, id: number) =>
  `${prefix}${day.slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

/** Who is acting, for change records and refund orders. */
export { operatorOf } from '../../../server/crud/moves';

/** A whole-number id from a request value (ids travel as strings), or a 400 naming the parameter. */
export function idParam(value: unknown, name: string): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,16}$/.test(s))
    throw badRequest({ zh: `参数 ${name} 须为记录ID`, en: `The parameter ${name} must be a record id` });
  return Number(s);
}
