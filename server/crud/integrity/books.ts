/**
 * The books check (`npm run check:books`, docs/integrity.md): over a whole database, every rule the schemas
 * declare — each total equals its lines, each row satisfies its invariants, each owned row lives in its
 * parent's tenant, each reference names a live row of its own tenant. Answers every breach with its record;
 * reads only. Each check is one SQL query over the table (multi-value references are read and compared in
 * memory), so it runs over a production-sized database in seconds.
 */
import { sql, type RawBuilder } from 'kysely';
import { isMultiple, referenceColumns, referencedValues, type ReferenceTarget } from '../../../engine/schema/integrity';
import { yuanText } from '../../../engine/schema/money';
import { isMoney } from '../../../engine/schema/validation';
import type { Db } from '../../kernel/db/database';
import type { EntityModel, FieldModel, ModelSet } from '../../kernel/model';
import { breaks, rowName } from './invariants';
import { totalExpression } from './totals';

export interface Breach {
  entity: string;
  id: string;
  /** The record's name (its label column), for people. */
  name: string;
  /** total:<prop>, invariant:<key>, owner, reference:<prop> */
  rule: string;
  detail: string;
}

const LIMIT = 1000;

const show = (f: FieldModel | undefined, v: unknown): string =>
  v === null || v === undefined
    ? 'null'
    : f && isMoney(f.column)
      ? yuanText(String(v).replace(/\.0*$/, ''))
      : String(v);

const breach = (model: EntityModel, row: Record<string, unknown>, rule: string, detail: string): Breach => ({
  entity: model.name,
  id: String(row.id),
  name: rowName(model, row).en.slice(1, -1),
  rule,
  detail,
});

const live = (model: EntityModel, alias: string): RawBuilder<unknown> =>
  model.softDelete ? sql`${sql.ref(`${alias}.is_deleted`)} = 0` : sql`1 = 1`;

async function totals(db: Db, models: ModelSet, header: EntityModel): Promise<Breach[]> {
  const out: Breach[] = [];
  for (const t of header.schema.totals ?? []) {
    const f = header.field(t.prop)!;
    const expr = totalExpression(models, header, t);
    const rows = await db
      .selectFrom(header.table)
      .selectAll()
      .select(expr.as('__computed'))
      .where(live(header, header.table) as RawBuilder<boolean>)
      .where(sql<boolean>`coalesce(${sql.ref(`${header.table}.${f.dbName}`)}, 0) <> ${expr}`)
      .limit(LIMIT)
      .execute();
    for (const r of rows)
      out.push(
        breach(
          header,
          r,
          `total:${t.prop}`,
          `${t.prop} is ${show(f, r[f.dbName] ?? 0)} but its lines (${t.lines}) give ${show(f, r.__computed)}`,
        ),
      );
  }
  return out;
}

async function invariants(db: Db, model: EntityModel): Promise<Breach[]> {
  const out: Breach[] = [];
  for (const inv of model.schema.invariants ?? []) {
    const rows = await db.selectFrom(model.table).selectAll().where(breaks(model, inv)).limit(LIMIT).execute();
    const figures = (r: Record<string, unknown>) =>
      [...inv.left, ...inv.right].map((p) => `${p} ${show(model.field(p), r[model.field(p)!.dbName])}`).join(', ');
    for (const r of rows) out.push(breach(model, r, `invariant:${inv.key}`, `${inv.label.en} (${figures(r)})`));
  }
  return out;
}

const integerish = (f: FieldModel) => ['int', 'bigint', 'boolean'].includes(f.dbType);
/** c.col = p.col, as text when the two columns are stored differently (PostgreSQL compares no text with a number). */
const sameValue = (child: FieldModel, target: FieldModel): RawBuilder<boolean> =>
  integerish(child) === integerish(target)
    ? sql<boolean>`${sql.ref(`p.${target.dbName}`)} = ${sql.ref(`c.${child.dbName}`)}`
    : sql<boolean>`cast(${sql.ref(`p.${target.dbName}`)} as text) = cast(${sql.ref(`c.${child.dbName}`)} as text)`;

/** Rows whose reference (owner included) names no live row of the target, or one of another tenant. */
async function references(db: Db, models: ModelSet, model: EntityModel, seen: Set<string>): Promise<Breach[]> {
  const out: Breach[] = [];
  for (const { column, target: ref } of referenceColumns(model.schema)) {
    const target = models.get(ref.schema);
    const child = model.field(column.prop);
    const key = target?.field(ref.value);
    if (!target || !child || !key || column.db?.virtual) continue;
    // Two schemas may keep their rows in one table (a list and its facade): a column is checked once.
    const checked = `${model.table}.${child.dbName}→${target.table}`;
    if (seen.has(checked)) continue;
    seen.add(checked);
    const sameTenant = model.tenant && target.tenant;
    const rule = model.schema.owner?.prop === column.prop ? 'owner' : `reference:${column.prop}`;
    const what = (v: unknown) =>
      `${column.prop} ${String(v)} is no live row of ${target.name}${sameTenant ? ' in the same tenant' : ''}`;
    if (isMultiple(column)) {
      out.push(...(await multiReferences(db, model, { target, ref, child, key, sameTenant, rule, what })));
      continue;
    }
    const conds: Array<RawBuilder<unknown>> = [sameValue(child, key), live(target, 'p')];
    if (sameTenant) conds.push(sql`p.tenant_id = c.tenant_id`);
    for (const { field, value } of target.scope) conds.push(sql`${sql.ref(`p.${field.dbName}`)} = ${value}`);
    const rows = await db
      .selectFrom(`${model.table} as c`)
      .selectAll('c')
      .where(live(model, 'c') as RawBuilder<boolean>)
      .where(sql<boolean>`c.${sql.ref(child.dbName)} is not null`)
      .where(sql<boolean>`cast(c.${sql.ref(child.dbName)} as text) <> ''`)
      .where(
        ref.value === 'id' && integerish(child) ? sql<boolean>`c.${sql.ref(child.dbName)} > 0` : sql<boolean>`1 = 1`,
      )
      .where(
        sql<boolean>`not exists (select 1 from ${sql.table(target.table)} as p where ${sql.join(conds, sql` and `)})`,
      )
      .limit(LIMIT)
      .execute();
    for (const r of rows) out.push(breach(model, r, rule, what(r[child.dbName])));
  }
  return out;
}

interface MultiCheck {
  target: EntityModel;
  ref: ReferenceTarget;
  child: FieldModel;
  key: FieldModel;
  sameTenant: boolean;
  rule: string;
  what: (v: unknown) => string;
}

async function multiReferences(db: Db, model: EntityModel, m: MultiCheck): Promise<Breach[]> {
  const { target, child, key, sameTenant } = m;
  let q = db.selectFrom(target.table).select([key.dbName, ...(target.tenant ? ['tenant_id'] : [])]);
  if (target.softDelete) q = q.where('is_deleted', '=', 0);
  const known = new Set(
    (await q.execute()).map((r) => `${sameTenant ? String(r.tenant_id) : ''}|${String(r[key.dbName])}`),
  );
  let rows = db.selectFrom(model.table).selectAll();
  if (model.softDelete) rows = rows.where('is_deleted', '=', 0);
  const out: Breach[] = [];
  for (const r of await rows.execute()) {
    const bad = referencedValues(child.column!, m.ref, r[child.dbName]).filter(
      (v) => !known.has(`${sameTenant ? String(r.tenant_id) : ''}|${v}`),
    );
    if (bad.length && out.length < LIMIT) out.push(breach(model, r, m.rule, m.what(bad.join(','))));
  }
  return out;
}

/** Every breach of every declared rule, entity by entity. */
export async function checkBooks(db: Db, models: ModelSet): Promise<Breach[]> {
  const out: Breach[] = [];
  const seen = new Set<string>();
  for (const model of models.values()) {
    out.push(...(await totals(db, models, model)));
    out.push(...(await invariants(db, model)));
    out.push(...(await references(db, models, model, seen)));
  }
  return out;
}

/** One line per breach, for people. */
export const describeBreach = (b: Breach): string =>
  `${b.entity} #${b.id} ${b.name ? `"${b.name}" ` : ''}[${b.rule}] ${b.detail}`;
