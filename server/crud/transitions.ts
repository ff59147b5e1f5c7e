/**
 * State-machine transitions (schema `stateMachine`), served generically: one route per transition path
 * (transitions may share a path, e.g. a contract's `isAble` that enables or disables), guarded by the
 * transition's button code. One call changes one row (`?id=`) or several (`?ids=`, all or nothing), in ONE
 * transaction:
 *
 * 1. the rows are loaded within the caller's tenant and data scope (404 otherwise);
 * 2. each row must be in a from-state of the transition (400 naming the row, its state's label and the
 *    change otherwise); on a shared path the row's state picks the transition, or the request names the
 *    target state in the status prop;
 * 3. the named guard (server/kernel/transitions.ts) may refuse a row with a reason (400);
 * 4. the status is written with a conditional `UPDATE … WHERE id IN (…) AND <status> IN (<from>)`: when
 *    another request changed a row in between, fewer rows are updated, and the call is refused with 409
 *    ("changed meanwhile") and rolled back — two concurrent transitions of a row never both succeed;
 * 5. the named effect runs; 6. a change-log row per row is written (server/crud/state-log.ts).
 *
 * `GET <base>/state-history?id=` answers a row's history (the entity's view code; same tenant and scope).
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, I18nText, Transition } from '../../engine/schema';
import { crudPermissions, stateHistoryPath, text, transitionPermission } from '../../engine/schema/resolve';
import {
  allowsFrom,
  sameState,
  statusDict,
  transitionAction,
  transitionRoutes,
} from '../../engine/schema/state-machine';
import { actionFormFields, actionSchema, coerceAction, querySchema } from '../../engine/schema/validation';
import type { Db } from '../kernel/db/database';
import { done, ok } from '../kernel/http/envelope';
import type { ServerContext } from '../kernel/http/context';
import { ApiError, badRequest, conflict, forbidden, msg } from '../kernel/http/errors';
import type { ApiRoute } from '../kernel/http/route-table';
import type { EntityModel, FieldModel } from '../kernel/model';
import { allOf, baseFilters } from './conditions';
import { fromDb, toDb, type Row } from './convert';
import { dictLabel } from './dict-store';
import { requirePlatformAdmin } from './platform-only';
import { auditValues, loadRows, refuseSealed } from './rows';
import { stateHistory, writeStateLog, type StateLogRow } from './state-log';
import { check, objectBody, queryOf } from './validate';

type Values = Record<string, unknown>;

const both = (zh: string, en: string): I18nText => ({ zh, en });

/** The row's name in messages: its label column, else `#id`. */
const whoOf = (model: EntityModel, row: Row): string =>
  (model.labelField && String(row[model.labelField.dbName] ?? '')) || `#${String(row.id)}`;

/** A state's dictionary label in both languages (the key itself when the dictionary lacks it). */
async function stateLabel(db: Db, model: EntityModel, state: unknown): Promise<I18nText> {
  const dict = statusDict(model.schema);
  if (state === null || state === undefined || state === '') return both('空', 'none');
  if (!dict) return both(String(state), String(state));
  const [zh, en] = await Promise.all((['zh', 'en'] as const).map((l) => dictLabel(db, dict, state, l)));
  return { zh, en };
}

async function statesLabel(db: Db, model: EntityModel, states: unknown[]): Promise<I18nText> {
  const labels = await Promise.all(states.map((s) => stateLabel(db, model, s)));
  return {
    zh: labels.map((l) => `「${l.zh}」`).join(''),
    en: labels.map((l) => `"${l.en}"`).join(' or '),
  };
}

const labelsOf = (ts: Transition[]): I18nText => ({
  zh: ts.map((t) => t.label.zh).join('/'),
  en: ts.map((t) => text(t.label, 'en')).join(' / '),
});

/** 400: the row's state allows none of the transitions asked for. */
async function illegal(
  db: Db,
  model: EntityModel,
  field: FieldModel,
  row: Row,
  asked: Transition[],
): Promise<ApiError> {
  const who = whoOf(model, row);
  const now = await stateLabel(db, model, fromDb(field, row[field.dbName]));
  const label = labelsOf(asked);
  const changes = await Promise.all(
    asked.map(async (t) => {
      const [from, to] = await Promise.all([statesLabel(db, model, t.from), stateLabel(db, model, t.to)]);
      return { zh: `从${from.zh}改为「${to.zh}」`, en: `from ${from.en} to "${to.en}"` };
    }),
  );
  return badRequest({
    zh: `「${who}」的${field.label.zh}为「${now.zh}」，不能执行「${label.zh}」（它只能${changes.map((c) => c.zh).join('，或')}）`,
    en: `"${who}" has ${field.label.en} "${now.en}", so "${label.en}" is not allowed (it changes ${changes.map((c) => c.en).join(', or ')})`,
  });
}

/** 409: the row left the from-states between being read and being written. */
async function changedMeanwhile(db: Db, model: EntityModel, row: Row, t: Transition): Promise<ApiError> {
  const from = await statesLabel(db, model, t.from);
  const who = whoOf(model, row);
  return conflict({
    zh: `「${who}」已被他人修改，当前不再是${from.zh}，「${t.label.zh}」未执行，请刷新后重试`,
    en: `"${who}" was changed by someone else meanwhile and is no longer ${from.en}: "${text(t.label, 'en')}" was not applied; refresh and try again`,
  });
}

const racing = both(
  '数据已被他人修改，请刷新后重试',
  'The records were changed by someone else meanwhile: refresh and try again',
);

/** PostgreSQL's deadlock and serialization failures: another transaction won, as with a lost update. */
const isRace = (err: unknown) => ['40P01', '40001'].includes(String((err as { code?: unknown })?.code ?? ''));

/**
 * The call's parameters without the status prop (on a shared path: the target state), validated for `t`:
 * the query and the body each against the action schema of the transition, then together, with every input
 * that has a `required` rule present (an input may come in either).
 */
function valuesFor(
  req: FastifyRequest,
  model: EntityModel,
  t: Transition,
  query: Values,
  body: Values | undefined,
): Values {
  const e = model.schema;
  const action = transitionAction(e, t);
  const q = coerceAction(e, action, query);
  check(req, e, `transition:${t.key}:query`, () => actionSchema(e, action, 'query'), q);
  const b = body ? coerceAction(e, action, body) : {};
  if (body) check(req, e, `transition:${t.key}:body`, () => actionSchema(e, action, 'body'), b);
  const all = { ...q, ...b };
  const required = (t.inputs ?? []).filter((c) => c.rules?.some((r) => r.required)).map((c) => c.prop);
  if (required.length)
    check(req, e, `transition:${t.key}:required`, () => ({ ...actionSchema(e, action, 'body'), required }), all);
  return all;
}

function idsOf(values: Values): number[] {
  const ids = Array.isArray(values.ids)
    ? values.ids.map(Number)
    : typeof values.ids === 'string'
      ? values.ids.split(',').map(Number)
      : typeof values.id === 'number'
        ? [values.id]
        : [];
  if (!ids.length) throw badRequest(msg.selectOne);
  if (ids.length > 1000) throw badRequest({ zh: '一次最多处理 1000 条', en: 'At most 1000 records at once' });
  return [...new Set(ids)];
}

/** The inputs of `t` among the values (what the change log records and guards and effects see). */
const inputsOf = (model: EntityModel, t: Transition, values: Values): Values =>
  Object.fromEntries(
    actionFormFields(model.schema, transitionAction(model.schema, t))
      .filter((f) => Object.hasOwn(values, f.prop))
      .map((f) => [f.prop, values[f.prop]]),
  );

interface Pick {
  row: Row;
  t: Transition;
  from: string;
}

/** Run the transition(s) of one route for the rows the request names. */
export async function runTransition(
  ctx: ServerContext,
  model: EntityModel,
  served: Transition[],
  req: FastifyRequest,
): Promise<void> {
  const e = model.schema;
  const field = model.field(e.stateMachine!.field)!;
  // The status prop is not an input: on a shared path it names the target state; otherwise it is ignored
  // (a body carrying the whole row carries its current state too).
  const query = queryOf(req);
  const hasBody = req.body !== undefined && req.body !== null && req.body !== '';
  const body = hasBody ? { ...objectBody(req.body) } : undefined;
  const target = body?.[field.prop] ?? query[field.prop];
  delete query[field.prop];
  if (body) delete body[field.prop];
  let candidates = served;
  if (served.length > 1 && target !== undefined && target !== null && target !== '') {
    candidates = served.filter((t) => sameState(t.to, target));
    if (!candidates.length)
      throw badRequest({
        zh: `${field.label.zh}不能改为「${String(target)}」`,
        en: `${field.label.en} cannot be changed to "${String(target)}" here`,
      });
  }
  const values = valuesFor(req, model, candidates[0], query, body);
  const ids = idsOf(values);

  try {
    await ctx.database.transaction(async (trx) => {
      const loaded = await loadRows(ctx, model, req.auth, ids, trx);
      refuseSealed(model, loaded, 'edit');
      const byId = new Map(loaded.map((r) => [Number(r.id), r]));
      const picks: Pick[] = [];
      for (const id of ids) {
        const row = byId.get(id)!;
        const state = fromDb(field, row[field.dbName]);
        const t = candidates.find((c) => allowsFrom(c, state));
        if (!t) throw await illegal(trx, model, field, row, candidates);
        picks.push({ row, t, from: String(state) });
      }
      const used = [...new Set(picks.map((p) => p.t))];
      // A shared path names several codes: the caller must hold the code of every transition it applies.
      if (served.length > 1)
        for (const t of used) if (!(await ctx.access.has(req, transitionPermission(e, t)))) throw forbidden();
      const inputs = new Map<Transition, Values>();
      for (const t of used)
        inputs.set(t, inputsOf(model, t, t === candidates[0] ? values : valuesFor(req, model, t, query, body)));

      for (const { row, t, from } of picks) {
        const guard = t.guard ? ctx.transitions.guard(t.guard) : undefined;
        if (!guard) continue;
        const reason = await guard({ req, model, transition: t, row, inputs: inputs.get(t)!, from, to: String(t.to) });
        if (reason) {
          const who = whoOf(model, row);
          throw badRequest({
            zh: `「${who}」不能执行「${t.label.zh}」：${reason.zh}`,
            en: `"${who}" cannot be changed by "${text(t.label, 'en')}": ${reason.en}`,
          });
        }
      }

      const audit = auditValues(model, req, 'update');
      for (const t of used) {
        const group = picks.filter((p) => p.t === t);
        const set: Row = { ...audit, [field.dbName]: toDb(field, t.to) };
        const given = inputs.get(t)!;
        for (const prop of t.copy ?? []) {
          const f = model.field(prop);
          if (f && Object.hasOwn(given, prop)) set[f.dbName] = toDb(f, given[prop]);
        }
        const groupIds = group.map((p) => Number(p.row.id));
        // The race-free step: only rows still in a from-state change.
        const result = await trx
          .updateTable(model.table)
          .set(set)
          .where(
            allOf([
              ...baseFilters(model, req.auth),
              (eb) => eb('id', 'in', groupIds),
              (eb) =>
                eb(
                  field.dbName,
                  'in',
                  t.from.map((s) => toDb(field, s)),
                ),
            ]),
          )
          .execute();
        const changed = result.reduce((n, r) => n + Number(r.numUpdatedRows), 0);
        if (changed !== groupIds.length) {
          const now = await trx
            .selectFrom(model.table)
            .select(['id', field.dbName])
            .where('id', 'in', groupIds)
            .execute();
          const moved = group.find((p) => {
            const cur = now.find((r) => Number(r.id) === Number(p.row.id));
            return !cur || !allowsFrom(t, fromDb(field, cur[field.dbName]));
          });
          throw await changedMeanwhile(trx, model, (moved ?? group[0]).row, t);
        }
      }

      const log: StateLogRow[] = [];
      for (const { row, t, from } of picks) {
        const args = { req, model, transition: t, row, inputs: inputs.get(t)!, from, to: String(t.to) };
        const effect = t.effect ? ctx.transitions.effect(t.effect) : undefined;
        if (effect) await effect(args);
        log.push({ model, row, transition: t.key, from, to: String(t.to), inputs: args.inputs });
      }
      await writeStateLog(trx, req, log);
    });
  } catch (err) {
    if (isRace(err)) throw conflict(racing);
    throw err;
  }
}

async function refusePlatformOnly(ctx: ServerContext, e: EntitySchema, req: FastifyRequest) {
  if (e.platformOnly) await requirePlatformAdmin(ctx, req);
}

/** The routes of an entity's state machine: one per transition path, and the history. */
export function transitionRoutesOf(ctx: ServerContext, model: EntityModel): ApiRoute[] {
  const e = model.schema;
  const out: ApiRoute[] = transitionRoutes(e).map(({ method, path, transitions }) => {
    const codes = transitions.map((t) => transitionPermission(e, t));
    return {
      method,
      url: path,
      // One transition: its code. A shared path: any of its codes here, each applied one checked in the handler.
      access:
        codes.length === 1
          ? async (req: FastifyRequest) => {
              await refusePlatformOnly(ctx, e, req);
              return codes[0];
            }
          : codes,
      handler: async (req: FastifyRequest) => {
        if (codes.length > 1) await refusePlatformOnly(ctx, e, req);
        await runTransition(ctx, model, transitions, req);
        return done(req);
      },
    };
  });
  out.push({
    method: 'GET',
    url: stateHistoryPath(e),
    access: async (req) => {
      if (e.platformOnly === true) await requirePlatformAdmin(ctx, req);
      return crudPermissions(e).view;
    },
    handler: async (req) => {
      const query = queryOf(req);
      const id = typeof query.id === 'string' && /^\d{1,16}$/.test(query.id) ? Number(query.id) : query.id;
      check(req, e, 'state-history', () => querySchema(e, 'detail'), { id });
      // The row must be one the caller may see (tenant, scope): else 404, as for its detail.
      await loadRows(ctx, model, req.auth, [id as number]);
      return ok(req, await stateHistory(ctx.database.db, model, id as number, req.lang));
    },
  });
  return out;
}
