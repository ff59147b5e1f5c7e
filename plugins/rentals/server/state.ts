/**
 * Moving a row of the rentals area from one state to another, as the state machines say.
 *
 * The operator's changes are the schemas' transitions (schemas/rentals: force end, refunds, Pay-Score,
 * retry, resend…); their routes are this plugin's (action-routes.ts), because each is a money flow, not
 * just a new state. The server's own changes — a refund handed to the channel, a push delivered, a rental
 * settled when its order is paid — are the `SYSTEM_MOVES` below: no button, no route, the same rules.
 * Either way a move checks the row's state against the from-states (400 naming the row and both states),
 * writes the new state with a conditional `UPDATE … WHERE <status> IN (<from>)` (409 when another request
 * moved the row in between) together with the other values of the change, and writes the change-log row
 * (blade_state_log, the toolkit's), all in the caller's transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText, Transition } from '../../../engine/schema';
import { allowsFrom } from '../../../engine/schema/state-machine';
import { fromDb, toDb, type Row } from '../../../server/crud/convert';
import { dictLabel } from '../../../server/crud/dict-store';
import { writeStateLog } from '../../../server/crud/state-log';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, conflict } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';

type SystemMove = Pick<Transition, 'key' | 'from' | 'to' | 'label'>;

const sys = (key: string, from: number[], to: number, zh: string, en: string): SystemMove => ({
  key,
  from,
  to,
  label: { zh, en },
});

/** The server's own changes, by entity: what the members, the channel and the partners cause. */
export const SYSTEM_MOVES: Record<string, SystemMove[]> = {
  'rentals.rentRecord': [sys('settle', [1], 2, '结算', 'Settle')],
  'rentals.order': [
    sys('pay', [0], 2, '支付', 'Pay'),
    sys('close', [0], 5, '关闭', 'Close'),
    sys('refundReturned', [3, 4], 2, '退款退回', 'Refund returned'),
  ],
  'rentals.refundOrder': [
    sys('process', [0], 1, '提交渠道', 'Send to the channel'),
    sys('succeed', [1], 2, '退款成功', 'Succeed'),
    sys('fail', [1], 3, '退款失败', 'Fail'),
  ],
  'rentals.pushLog': [
    sys('retrying', [0, 1], 1, '等待重试', 'Wait to retry'),
    sys('deliver', [0, 1], 2, '送达', 'Deliver'),
    sys('fail', [0, 1], 3, '推送失败', 'Fail'),
  ],
};

export interface Move {
  model: EntityModel;
  /** The row as stored (column names), as read in this transaction. */
  row: Row;
  /** A transition of the schema or a system move of the entity. */
  key: string;
  /** Another target than the transition's own (a refund that leaves money refundable: partly refunded). */
  to?: number;
  /** Other columns written with the state (column names, stored form). */
  set?: Row;
  /** What the change log records as the inputs. */
  inputs?: Record<string, unknown>;
}

function movesOf(model: EntityModel): SystemMove[] {
  return [...(model.schema.stateMachine?.transitions ?? []), ...(SYSTEM_MOVES[model.name] ?? [])];
}

const labelOf = (model: EntityModel, row: Row) =>
  (model.labelField && String(row[model.labelField.dbName] ?? '')) || `#${String(row.id)}`;

async function stateText(ctx: ServerContext, model: EntityModel, state: unknown): Promise<I18nText> {
  const dict = model.schema.columns.find((c) => c.prop === model.schema.stateMachine?.field)?.dict;
  if (typeof dict !== 'string') return { zh: String(state), en: String(state) };
  const db = ctx.database.db;
  const [zh, en] = await Promise.all([dictLabel(db, dict, state, 'zh'), dictLabel(db, dict, state, 'en')]);
  return { zh, en };
}

/** The state column's value of a stored row. */
export function stateOf(model: EntityModel, row: Row): number {
  const f = model.field(model.schema.stateMachine!.field)!;
  return Number(fromDb(f, row[f.dbName]));
}

/** Refuse unless the row may take the move `key` (a 400 naming the row, its state and the change). */
export async function requireMove(ctx: ServerContext, model: EntityModel, row: Row, key: string): Promise<SystemMove> {
  const t = movesOf(model).find((m) => m.key === key);
  if (!t) throw new Error(`${model.name} has no transition or system move "${key}"`);
  const state = stateOf(model, row);
  if (allowsFrom(t as Transition, state)) return t;
  const [now, ...from] = await Promise.all([state, ...t.from].map((s) => stateText(ctx, model, s)));
  const who = labelOf(model, row);
  throw badRequest({
    zh: `「${who}」当前为「${now.zh}」，不能${t.label.zh}（只能从${from.map((f) => `「${f.zh}」`).join('')}${t.label.zh}）`,
    en: `"${who}" is "${now.en}", so "${t.label.en}" is not allowed (only from ${from.map((f) => `"${f.en}"`).join(' or ')})`,
  });
}

/** Apply a move inside the open transaction: conditional update of the state and values, then the log row. */
export async function applyMove(ctx: ServerContext, req: FastifyRequest, m: Move): Promise<number> {
  const { model, row } = m;
  const t = await requireMove(ctx, model, row, m.key);
  const field = model.field(model.schema.stateMachine!.field)!;
  const to = m.to ?? Number(t.to);
  const from = stateOf(model, row);
  const db = ctx.database.db;
  const result = await db
    .updateTable(model.table)
    .set({ ...m.set, [field.dbName]: toDb(field, to) })
    .where('id', '=', Number(row.id))
    .where(
      field.dbName,
      'in',
      t.from.map((s) => toDb(field, s)),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict({
      zh: `「${labelOf(model, row)}」已被他人修改，「${t.label.zh}」未执行，请刷新后重试`,
      en: `"${labelOf(model, row)}" was changed by someone else meanwhile: "${t.label.en}" was not applied; refresh and try again`,
    });
  await writeStateLog(db, req, [
    { model, row, transition: m.key, from: String(from), to: String(to), inputs: m.inputs ?? {} },
  ]);
  return to;
}
