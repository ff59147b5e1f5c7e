/**
 * Books invariants over one row (schema `invariants`, docs/integrity.md): the sum of some props compared
 * with the sum of others, e.g. refunded <= paid. One SQL condition per invariant gives the rows that break
 * it — for the write that would (refused, naming the row and the rule) and for the books check.
 */
import { sql, type RawBuilder } from 'kysely';
import type { I18nText, InvariantSpec } from '../../../engine/schema';
import type { Db } from '../../kernel/db/database';
import { badRequest } from '../../kernel/http/errors';
import type { EntityModel } from '../../kernel/model';
import { toDb } from '../convert';
import { integrityText } from './texts';

const OPS = new Set(['=', '<=', '>=', '<', '>']);

const sumOf = (model: EntityModel, props: string[]): RawBuilder<unknown> =>
  props.length
    ? sql.join(
        props.map((p) => sql`coalesce(${sql.ref(`${model.table}.${model.field(p)!.dbName}`)}, 0)`),
        sql` + `,
      )
    : sql`0`;

/** True for the rows of `model.table` (unaliased) that break the invariant. */
export function breaks(model: EntityModel, inv: InvariantSpec): RawBuilder<boolean> {
  if (!OPS.has(inv.op)) throw new Error(`${model.name}: invariant ${inv.key} has an unknown operator`);
  const conds: Array<RawBuilder<unknown>> = [
    sql`not ((${sumOf(model, inv.left)}) ${sql.raw(inv.op)} (${sumOf(model, inv.right)}))`,
  ];
  if (model.softDelete) conds.push(sql`${sql.ref(`${model.table}.is_deleted`)} = 0`);
  for (const [prop, values] of Object.entries(inv.where ?? {})) {
    const f = model.field(prop)!;
    conds.push(sql`${sql.ref(`${model.table}.${f.dbName}`)} in (${sql.join(values.map((v) => toDb(f, v)))})`);
  }
  return sql<boolean>`(${sql.join(conds, sql` and `)})`;
}

/** `「name」` / `"name"` of a row for messages (its label column, else its id). */
export function rowName(model: EntityModel, row: Record<string, unknown>): I18nText {
  const name = String((model.labelField && row[model.labelField.dbName]) || `#${String(row.id ?? '')}`);
  return { zh: `「${name}」`, en: `"${name}"` };
}

/**
 * 400 when one of these rows (by id, or every row the filter column holds one of the values) breaks an
 * invariant of its entity: the write that made it so rolls back.
 */
export async function checkInvariants(
  db: Db,
  model: EntityModel | undefined,
  ids: unknown[],
  by = 'id',
): Promise<void> {
  const list = model?.schema.invariants ?? [];
  const keys = ids.filter((k) => k !== null && k !== undefined && k !== '');
  if (!model || !list.length || !keys.length) return;
  const field = model.field(by);
  const bound = field ? keys.map((k) => toDb(field, k)) : keys;
  for (const inv of list) {
    const row = await db
      .selectFrom(model.table)
      .selectAll()
      .where(field?.dbName ?? by, 'in', bound)
      .where(breaks(model, inv))
      .limit(1)
      .executeTakeFirst();
    if (row) {
      throw badRequest(integrityText.invariant(inv.label, rowName(model, row)));
    }
  }
}
