/**
 * The mall's tables and small helpers shared by its routes: models by name, a row of the caller's tenant
 * and scope (locked on PostgreSQL for the rest of the transaction), id parameters, who is acting.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { fenFromDb, yuanNumber } from '../../../engine/schema/money';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { Row } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';

export const ENTITY = {
  spu: 'mall.spu',
  category: 'mall.category',
  shelfCategory: 'mall.shelfCategory',
  repository: 'mall.repository',
  stock: 'mall.stock',
  movement: 'mall.stockMovement',
  orderIn: 'mall.orderIn',
  pickIn: 'mall.pickIn',
  refundIn: 'mall.refundIn',
  dispatcher: 'mall.dispatcher',
  cargoWay: 'mall.cargoWay',
  template: 'mall.cargoWayTemplate',
  strategy: 'mall.strategy',
  strategyItem: 'mall.strategyItem',
  order: 'mall.order',
  merchantDispatcher: 'mall.merchantDispatcher',
} as const;

/** Dispatcher-order states (dict mall_order_status). */
export const ORDER = { paid: 1, refunding: 2, partly: 3, refunded: 4 } as const;

export function modelOf(ctx: ServerContext, name: string): EntityModel {
  const m = ctx.models.get(name);
  if (!m) throw new Error(`schema ${name} is not loaded`);
  return m;
}

/** The live rows of an entity the caller may see (tenant, scope, soft delete), as a Kysely query. */
export function scoped(ctx: ServerContext, req: FastifyRequest, name: string) {
  const model = modelOf(ctx, name);
  return ctx.database.db.selectFrom(model.table).where(allOf(baseFilters(model, req.auth)));
}

/** The row with this id the caller may see, locked on PostgreSQL; 404 if none. */
export async function rowOf(ctx: ServerContext, req: FastifyRequest, name: string, id: number, lock = false): Promise<Row> {
  let q = scoped(ctx, req, name).selectAll().where('id', '=', id);
  if (lock && ctx.database.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A whole-number id from a request value (ids travel as strings), or a 400 naming the parameter. */
export function idParam(value: unknown, name: string): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,16}$/.test(s)) throw badRequest({ zh: `参数 ${name} 须为记录ID`, en: `The parameter ${name} must be a record id` });
  return Number(s);
}

/** A comma list of ids (`ids=1,2`), at least one, or a 400 naming the parameter. */
export function idsParam(value: unknown, name: string): number[] {
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  const ids = list.map((s) => s.trim()).filter(Boolean);
  if (!ids.length) throw badRequest({ zh: `请提供 ${name}`, en: `${name} is required` });
  return ids.map((s) => idParam(s, name));
}

/** A whole number within bounds, or a 400 naming the parameter and the bounds. */
export function intParam(value: unknown, name: string, min: number, max: number): number {
  const s = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  const n = /^-?\d{1,9}$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest({ zh: `参数 ${name} 须为 ${min}–${max} 的整数`, en: `${name} must be a whole number from ${min} to ${max}` });
  return n;
}

export const operatorOf = (req: FastifyRequest) => (req.auth?.realName || req.auth?.account || '').slice(0, 40);

/** A readable unique number: prefix + time to the second + 4 random digits. */
export const numberOf = (prefix: string) =>
  `${prefix}${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

/** A parameter as sent, arrays included (paramsOf keeps strings and numbers only): body over query. */
export function rawParam(req: FastifyRequest, key: string): unknown {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  return body[key] ?? (req.query as Record<string, unknown> | undefined)?.[key];
}

/** Paging parameters of a custom page (current ≥ 1, size 1–500). */
export function pagingOf(p: Record<string, string>) {
  const current = p.current ? intParam(p.current, 'current', 1, 1000000) : 1;
  const size = p.size ? intParam(p.size, 'size', 1, 500) : 10;
  return { current, size, offset: (current - 1) * size };
}

/** The BladeX page answer. */
export const pageOf = <T>(records: T[], total: number, current: number, size: number) => ({
  records,
  total,
  current,
  size,
  pages: Math.ceil(total / size),
});

/** A stored fen amount (or an SQL sum of them) as yuan on the wire. */
export const yuan = (v: unknown): number => yuanNumber(fenFromDb(v ?? 0));

/** `coalesce(sum(col), 0)` in SQL. */
export const sumSql = (col: string) => sql<number>`coalesce(sum(${sql.ref(col)}), 0)`;
