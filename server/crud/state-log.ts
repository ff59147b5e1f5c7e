/**
 * The change log of state-machine transitions: one row per row changed — who (id and name), when, which
 * entity and record (and its name then), the tenant of the record, the state before and after, the
 * transition's key and its inputs as JSON. Written in the transition's transaction, so a change and its
 * log row commit or roll back together. The table is declared here (no schema needed to store it); the
 * read-only screen `system.stateLog` (schemas/system/log-state.ts) lists it, and
 * `GET <entity base>/state-history?id=` answers one record's history with state labels in the caller's
 * language.
 */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../engine/schema/resolve';
import { text } from '../../engine/schema/resolve';
import { statusDict, type StateLogEntry } from '../../engine/schema/state-machine';
import type { Db } from '../kernel/db/database';
import type { TableSpec } from '../kernel/db/tables';
import { nowText } from '../kernel/db/time';
import type { EntityModel } from '../kernel/model';
import { dictItems } from './dict-store';
import type { Row } from './convert';

export const STATE_LOG_TABLE = 'blade_state_log';

export const stateLogTable: TableSpec = {
  name: STATE_LOG_TABLE,
  columns: [
    { name: 'tenant_id', type: 'string', length: 12 },
    { name: 'entity', type: 'string', length: 128 },
    { name: 'record_id', type: 'bigint' },
    { name: 'record_label', type: 'string', length: 255 },
    { name: 'transition', type: 'string', length: 64 },
    { name: 'from_state', type: 'string', length: 64 },
    { name: 'to_state', type: 'string', length: 64 },
    { name: 'inputs', type: 'text' },
    { name: 'create_user', type: 'bigint' },
    { name: 'create_user_name', type: 'string', length: 64 },
    { name: 'create_time', type: 'datetime' },
  ],
  indexes: [{ columns: ['entity', 'record_id'] }, { columns: ['tenant_id', 'create_time'] }],
};

export interface StateLogRow {
  model: EntityModel;
  row: Row;
  transition: string;
  from: string;
  to: string;
  inputs: Record<string, unknown>;
}

const userIdOf = (req: FastifyRequest): number | null => {
  const m = /\d{1,16}/.exec(req.auth?.userId ?? '');
  return m ? Number(m[0]) : null;
};

/** Write the log rows of one transition call (inside its transaction). */
export async function writeStateLog(db: Db, req: FastifyRequest, entries: StateLogRow[]): Promise<void> {
  if (!entries.length) return;
  const now = nowText();
  const who = req.auth?.realName || req.auth?.account || '';
  await db
    .insertInto(STATE_LOG_TABLE)
    .values(
      entries.map(({ model, row, transition, from, to, inputs }) => ({
        tenant_id: String(row.tenant_id ?? req.auth?.tenantId ?? ''),
        entity: model.name,
        record_id: Number(row.id),
        record_label: model.labelField ? String(row[model.labelField.dbName] ?? '').slice(0, 255) : '',
        transition,
        from_state: from,
        to_state: to,
        inputs: JSON.stringify(inputs),
        create_user: userIdOf(req),
        create_user_name: who.slice(0, 64),
        create_time: now,
      })),
    )
    .execute();
}

const parseInputs = (v: unknown): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(String(v ?? '{}'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** One record's history, oldest first, with the state and transition labels in `lang`. */
export async function stateHistory(db: Db, model: EntityModel, id: number, lang: Lang): Promise<StateLogEntry[]> {
  const rows = await db
    .selectFrom(STATE_LOG_TABLE)
    .selectAll()
    .where('entity', '=', model.name)
    .where('record_id', '=', id)
    .orderBy('id', 'asc')
    .execute();
  const dict = statusDict(model.schema);
  const items = dict ? ((await dictItems(db, [dict], lang)).get(dict) ?? []) : [];
  const label = (key: string) => items.find((i) => i.dictKey === key)?.dictValue ?? key;
  const transitions = new Map((model.schema.stateMachine?.transitions ?? []).map((t) => [t.key, t]));
  return rows.map((r) => {
    const key = String(r.transition ?? '');
    const from = String(r.from_state ?? '');
    const to = String(r.to_state ?? '');
    return {
      id: String(r.id),
      transition: key,
      transitionLabel: transitions.has(key) ? text(transitions.get(key)!.label, lang) : key,
      fromState: from,
      fromLabel: label(from),
      toState: to,
      toLabel: label(to),
      inputs: parseInputs(r.inputs),
      createUser: r.create_user === null || r.create_user === undefined ? '' : String(r.create_user),
      createUserName: String(r.create_user_name ?? ''),
      createTime: String(r.create_time ?? ''),
    };
  });
}
