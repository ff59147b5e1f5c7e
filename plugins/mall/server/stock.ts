/**
 * Stock that moves: every change of a warehouse's stock of a goods goes through `moveStock`, inside the
 * transaction of the transition that causes it (the audits' effects below), with a movement row (who,
 * when, why, how many). The goods row is locked first (PostgreSQL `FOR UPDATE`; SQLite serialises writes),
 * so concurrent movements of one goods queue and each sees the stock the last one left. A movement that
 * would take the stock or the free stock (quantity − reserved) below zero is refused with a 400 naming
 * the goods and the shortfall, and the whole transition rolls back.
 */
import type { FastifyRequest } from 'fastify';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { TransitionEffect } from '../../../server/kernel/transitions';
import { modelOf, ENTITY, operatorOf } from './store';

/** Movement kinds (dict mall_movement_type). */
export const MOVE = { in: 1, reserve: 2, out: 3, returned: 4 } as const;

export interface Movement {
  tenantId: string;
  repositoryId: number;
  spuId: number;
  /** Change of the pieces in stock, and of those reserved for audited pick orders. */
  quantity: number;
  reserved: number;
  type: number;
  sourceNo: string;
}

export async function moveStock(ctx: ServerContext, req: FastifyRequest, m: Movement): Promise<void> {
  const db = ctx.database.db;
  const spuTable = modelOf(ctx, ENTITY.spu).table;
  const stockTable = modelOf(ctx, ENTITY.stock).table;
  let lock = db.selectFrom(spuTable).select(['id', 'spu_name']).where('id', '=', m.spuId);
  if (ctx.database.dialect === 'postgres') lock = lock.forUpdate();
  const spu = await lock.executeTakeFirst();
  const name = String(spu?.spu_name ?? `#${m.spuId}`);
  const where = { tenant_id: m.tenantId, repository_id: m.repositoryId, spu_id: m.spuId };
  const row = await db
    .selectFrom(stockTable)
    .select(['id', 'quantity', 'reserved'])
    .where('tenant_id', '=', where.tenant_id)
    .where('repository_id', '=', where.repository_id)
    .where('spu_id', '=', where.spu_id)
    .executeTakeFirst();
  const quantity = Number(row?.quantity ?? 0) + m.quantity;
  const reserved = Number(row?.reserved ?? 0) + m.reserved;
  // Short: less in stock than taken out, or less free (not reserved) than a new reservation needs.
  const free = quantity - reserved;
  if (quantity < 0 || reserved < 0 || free < 0) {
    const short = Math.max(-quantity, -reserved, -free);
    throw badRequest({
      zh: `库存不足：商品「${name}」还差 ${short} 件`,
      en: `Not enough stock: goods "${name}" is ${short} short`,
    });
  }
  const now = nowText();
  if (row) await db.updateTable(stockTable).set({ quantity, reserved, update_time: now }).where('id', '=', row.id).execute();
  else await db.insertInto(stockTable).values({ ...where, quantity, reserved, update_time: now }).execute();
  await db
    .insertInto(modelOf(ctx, ENTITY.movement).table)
    .values({
      ...where,
      movement_type: m.type,
      quantity_change: m.quantity,
      reserved_change: m.reserved,
      quantity_after: quantity,
      source_no: m.sourceNo,
      operator_name: operatorOf(req),
      create_time: now,
    })
    .execute();
}

const lineOf = (row: Record<string, unknown>) => ({
  tenantId: String(row.tenant_id),
  repositoryId: Number(row.repository_id),
  spuId: Number(row.spu_id),
  n: Number(row.quantity),
  sourceNo: String(row.order_no ?? ''),
});

/** The effects of the audits (schemas/mall order-in, pick-in, refund-in). */
export function stockEffects(ctx: ServerContext): Record<string, TransitionEffect> {
  const move = (req: FastifyRequest, row: Record<string, unknown>, q: (n: number) => [number, number], type: number) => {
    const l = lineOf(row);
    const [quantity, reserved] = q(l.n);
    return moveStock(ctx, req, { ...l, quantity, reserved, type });
  };
  return {
    stockIn: ({ req, row }) => move(req, row, (n) => [n, 0], MOVE.in),
    pickReserve: ({ req, row }) => move(req, row, (n) => [0, n], MOVE.reserve),
    pickDeliver: ({ req, row }) => move(req, row, (n) => [-n, -n], MOVE.out),
    refundReturn: ({ req, row }) => move(req, row, (n) => [n, 0], MOVE.returned),
  };
}
