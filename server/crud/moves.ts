/**
 * The server's own state changes — a sharing request sent, succeeded, failed or returned by its job, a bill
 * sent back to invoice pending when its invoice is rejected — by the same rules as the schemas'
 * transitions: the row must be in a from-state (400 naming the row, both states and the change), the state
 * is written with a conditional `UPDATE … WHERE id = ? AND <status> IN (<from>)` (409 when another request
 * moved the row in between), and a row of the toolkit's change log (blade_state_log) records it with who
 * and when — all in the caller's open transaction. The operators' changes are the schemas' transitions;
 * these have no button and no route.
 *
 * Used by more than one business area (profit sharing's requests, billing's bills and invoices): areas never
 * import each other, so the toolkit holds it, beside the transitions it mirrors (./transitions.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import type { Lang } from '../../engine/schema/resolve';
import { jobRequest } from './excel/caller';
import { fromDb, toDb, type Row } from './convert';
import { dictLabel } from './dict-store';
import { writeStateLog } from './state-log';
import type { ServerContext } from '../kernel/http/context';
import { badRequest, conflict, notFound } from '../kernel/http/errors';
import type { EntityModel } from '../kernel/model';
import { SYSTEM_ACTOR } from '../../engine/schema/actor';

export interface SystemMove {
  key: string;
  label: I18nText;
  from: number[];
  to: number;
}

export const move = (key: string, from: number[], to: number, zh: string, en: string): SystemMove => ({
  key,
  from,
  to,
  label: { zh, en },
});

export function modelOf(ctx: ServerContext, name: string): EntityModel {
  const m = ctx.models.get(name);
  if (!m) throw new Error(`schema ${name} is not loaded`);
  return m;
}

/** The state column's value of a stored row. */
export function stateOf(model: EntityModel, row: Row): number {
  const f = model.field(model.schema.stateMachine!.field)!;
  return Number(fromDb(f, row[f.dbName]));
}

const labelOf = (model: EntityModel, row: Row) =>
  (model.labelField && String(row[model.labelField.dbName] ?? '')) || `#${String(row.id)}`;

async function stateText(ctx: ServerContext, model: EntityModel, state: number): Promise<I18nText> {
  const dict = model.schema.columns.find((c) => c.prop === model.schema.stateMachine?.field)?.dict;
  if (typeof dict !== 'string') return { zh: String(state), en: String(state) };
  const db = ctx.database.db;
  const [zh, en] = await Promise.all([dictLabel(db, dict, state, 'zh'), dictLabel(db, dict, state, 'en')]);
  return { zh, en };
}

/**
 * Apply a move to a row read in the open transaction: state and `set` (column names, stored form) in one
 * conditional update, then the change-log row with `inputs`.
 */
export async function applyMove(
  ctx: ServerContext,
  req: FastifyRequest,
  model: EntityModel,
  row: Row,
  m: SystemMove,
  set: Row = {},
  inputs: Record<string, unknown> = {},
): Promise<void> {
  const field = model.field(model.schema.stateMachine!.field)!;
  const state = stateOf(model, row);
  const who = labelOf(model, row);
  if (!m.from.includes(state)) {
    const [now, ...from] = await Promise.all([state, ...m.from].map((s) => stateText(ctx, model, s)));
    throw badRequest({
      zh: `「${who}」当前为「${now.zh}」，不能${m.label.zh}（只能从${from.map((f) => `「${f.zh}」`).join('')}${m.label.zh}）`,
      en: `"${who}" is "${now.en}", so "${m.label.en}" is not allowed (only from ${from.map((f) => `"${f.en}"`).join(' or ')})`,
    });
  }
  const result = await ctx.database.db
    .updateTable(model.table)
    .set({ ...set, [field.dbName]: toDb(field, m.to) })
    .where('id', '=', Number(row.id))
    .where(
      field.dbName,
      'in',
      m.from.map((s) => toDb(field, s)),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict({
      zh: `「${who}」已被他人修改，「${m.label.zh}」未执行，请刷新后重试`,
      en: `"${who}" was changed by someone else meanwhile: "${m.label.en}" was not applied; refresh and try again`,
    });
  await writeStateLog(ctx.database.db, req, [
    { model, row, transition: m.key, from: String(state), to: String(m.to), inputs },
  ]);
}

/** A row by id, locked for the rest of the transaction (PostgreSQL `FOR UPDATE`; SQLite serialises anyway). */
export async function lockById(ctx: ServerContext, table: string, id: number): Promise<Row | undefined> {
  let q = ctx.database.db.selectFrom(table).selectAll().where('id', '=', id);
  if (ctx.database.dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function requireById(ctx: ServerContext, table: string, id: number): Promise<Row> {
  const row = await lockById(ctx, table, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Who acts when the server acts on its own (a job): a request-like caller of the row's tenant named
 * 系统 (shown as System to an English reader), so the change log says the server did it.
 */
export function systemActor(tenantId: string, lang: Lang = 'zh'): FastifyRequest {
  return jobRequest({
    lang,
    auth: {
      tenantId,
      userId: '0',
      account: 'system',
      // Stored in one form; reads show it in the reader's language (schema `actor`, engine/schema/actor.ts).
      realName: SYSTEM_ACTOR.zh,
      roleIds: [],
      roleNames: [],
      deptId: '',
      postId: '',
      clientId: '',
    },
  });
}

/** Who is acting, for logs and change records. */
export const operatorOf = (req: FastifyRequest) => (req.auth?.realName || req.auth?.account || '').slice(0, 64);
