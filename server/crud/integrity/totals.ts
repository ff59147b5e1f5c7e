/**
 * Derived totals (schema `totals`, docs/integrity.md): a header's column is the sum (or count) of some of
 * its lines, signed by type. One SQL expression per total serves both the recomputation — run in the
 * transaction of every change of a line, by the generic writes and by any module that writes lines itself
 * — and the books check, which compares it with what is stored. Lines count when they are live, match
 * `where`, and live in the header's tenant (a line elsewhere is a breach the books check names).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Registry, TotalSpec } from '../../../engine/schema';
import { totalsByLines, type TotalOf } from '../../../engine/schema/integrity';
import type { Db } from '../../kernel/db/database';
import { buildModels, type EntityModel, type ModelSet } from '../../kernel/model';
import { toDb } from '../convert';

const modelsByRegistry = new WeakMap<Registry, ModelSet>();

/**
 * The stored entities of a registry as models, for code that holds a database and a registry but no
 * server context (seeds, jobs' pure functions, `npm run check:books`).
 */
export function modelsOf(registry: Registry): ModelSet {
  let models = modelsByRegistry.get(registry);
  if (!models) {
    const tables = registry.entities.flatMap((e) =>
      e.storage ? [{ name: e.storage.table, columns: [], indexes: [] }] : [],
    );
    modelsByRegistry.set(registry, (models = buildModels(registry, tables)));
  }
  return models;
}

const byLines = new WeakMap<ModelSet, Map<string, TotalOf[]>>();

/** The totals a change of this entity's rows moves. */
export function totalsMovedBy(models: ModelSet, lines: string): TotalOf[] {
  let map = byLines.get(models);
  if (!map) byLines.set(models, (map = totalsByLines([...models.values()].map((m) => m.schema))));
  return map.get(lines) ?? [];
}

const column = (model: EntityModel, prop: string): string => {
  const f = model.field(prop);
  if (!f) throw new Error(`${model.name} has no prop ${prop}`);
  return f.dbName;
};

/** `lines.prop IN (values)`, the values bound in the column's stored form. */
const inValues = (lines: EntityModel, prop: string, values: unknown[]): RawBuilder<unknown> => {
  const f = lines.field(prop)!;
  return sql`l.${sql.ref(f.dbName)} in (${sql.join(values.map((v) => toDb(f, v)))})`;
};

/**
 * The total as a correlated subquery over the lines of the header row `header.table` (unaliased, so an
 * UPDATE of that table and a SELECT from it can both use it).
 */
export function totalExpression(models: ModelSet, header: EntityModel, t: TotalSpec): RawBuilder<unknown> {
  const lines = models.get(t.lines);
  if (!lines) throw new Error(`${header.name}: total ${t.prop} sums ${t.lines}, which has no stored rows`);
  const headerKey = sql.ref(`${header.table}.${column(header, t.headerKey ?? 'id')}`);
  const value = t.sum ? sql`l.${sql.ref(column(lines, t.sum))}` : sql`1`;
  const signed = t.sign
    ? sql`case when ${inValues(lines, t.sign.prop, t.sign.minus)} then -${value} else ${value} end`
    : value;
  const conds: Array<RawBuilder<unknown>> = [sql`l.${sql.ref(column(lines, t.key))} = ${headerKey}`];
  if (lines.softDelete) conds.push(sql`l.is_deleted = 0`);
  if (lines.tenant && header.tenant) conds.push(sql`l.tenant_id = ${sql.ref(`${header.table}.tenant_id`)}`);
  for (const { field, value: v } of lines.scope) conds.push(sql`l.${sql.ref(field.dbName)} = ${toDb(field, v)}`);
  for (const [prop, values] of Object.entries(t.where ?? {})) conds.push(inValues(lines, prop, values));
  return sql`(select coalesce(sum(${signed}), 0) from ${sql.table(lines.table)} as l where ${sql.join(conds, sql` and `)})`;
}

/**
 * Recompute every declared total of these header rows (by the key the lines hold: their id unless a total
 * says otherwise), inside the caller's transaction. The rows are locked first by a statement of their own,
 * so on PostgreSQL the sums are read after any other transaction changing the same header has committed
 * (two lines added at once to one bill both count).
 */
export async function refreshTotals(db: Db, models: ModelSet, headerName: string, keys: unknown[]): Promise<void> {
  const header = models.get(headerName);
  const totals = header?.schema.totals ?? [];
  const wanted = [...new Set(keys.filter((k) => k !== null && k !== undefined && k !== '').map(String))];
  if (!header || !totals.length || !wanted.length) return;
  // Every total of a header is keyed alike (the lint says so): lock the rows, then sum.
  const keyField = header.field(totals[0].headerKey ?? 'id')!;
  const ids = wanted.map((k) => toDb(keyField, k));
  const first = column(header, totals[0].prop);
  await db
    .updateTable(header.table)
    .set({ [first]: sql.ref(first) })
    .where(keyField.dbName, 'in', ids)
    .execute();
  const set = Object.fromEntries(totals.map((t) => [column(header, t.prop), totalExpression(models, header, t)]));
  await db.updateTable(header.table).set(set).where(keyField.dbName, 'in', ids).execute();
}

/** The header keys the given line rows (as stored) point at, per header entity. */
export function headersOf(
  models: ModelSet,
  lines: EntityModel,
  rows: Array<Record<string, unknown>>,
): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const { header, total } of totalsMovedBy(models, lines.name)) {
    const key = column(lines, total.key);
    const keys = rows.map((r) => r[key]).filter((k) => k !== null && k !== undefined);
    out.set(header.name, [...(out.get(header.name) ?? []), ...keys]);
  }
  return out;
}
