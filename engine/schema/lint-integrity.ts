/**
 * Lint of what the engine guarantees for every schema (docs/integrity.md): a dictionary's default is one
 * of its keys; references name stored entities; an owning parent is declared where a row of a tenant
 * depends on another tenant row (a required reference, or being a total's lines), and it is well formed;
 * totals and invariants name numeric columns that add up exactly.
 */
import type { Column, EntitySchema } from './model';
import type { LoadedFile } from './registry';
import { dictCodeOf, isMultiple, referenceOf } from './integrity';
import { columnType } from './resolve';
import { fieldOf, summable } from './stats';
import { isMoney, isWritable, type FieldDef } from './validation-fields';

type Report = (file: string, pointer: string, message: string, fix: string) => void;
type Entities = Map<string, { f: LoadedFile; e: EntitySchema }>;

export interface IntegrityLintCtx {
  p: Report;
  entities: Entities;
  dictKeys: Map<string, string[]>;
}

const isRequired = (c: Column) => !!c.rules?.some((r) => r.required);
const kindOf = (f: FieldDef) => (isMoney(f.column) ? 'money' : 'number');

export function lintIntegrity(f: LoadedFile, e: EntitySchema, ctx: IntegrityLintCtx): void {
  const { p, entities } = ctx;
  const file = f.file;
  const props = (x: EntitySchema) => x.columns.map((c) => c.prop).join(', ');
  const need = (x: EntitySchema, prop: string, at: string): FieldDef | undefined => {
    const field = fieldOf(x, prop);
    if (!field) p(file, at, `"${prop}" is not a column of ${x.name}`, `use one of: ${props(x)}`);
    return field;
  };
  const stored = (name: string, at: string): EntitySchema | undefined => {
    const target = entities.get(name)?.e;
    if (!target) p(file, at, `unknown schema "${name}"`, 'name an existing entity schema');
    else if (!target.storage) p(file, at, `"${name}" has no stored rows`, 'name an entity with storage');
    return target?.storage ? target : undefined;
  };

  e.columns.forEach((c, i) => {
    const code = dictCodeOf(c);
    const keys = code ? ctx.dictKeys.get(code) : undefined;
    if (keys && c.default !== undefined && c.default !== null && c.default !== '' && !keys.includes(String(c.default)))
      p(
        file,
        `/columns/${i}/default`,
        `default ${JSON.stringify(c.default)} is not a key of dictionary "${code}"`,
        `use one of: ${keys.join(', ')}`,
      );
    if (c.refersTo) stored(c.refersTo, `/columns/${i}/refersTo`);
  });

  const owner = e.owner;
  if (owner) {
    const parent = stored(owner.schema, '/owner/schema');
    const column = e.columns.find((c) => c.prop === owner.prop);
    if (!column) need(e, owner.prop, '/owner/prop');
    else if (isMultiple(column))
      p(
        file,
        '/owner/prop',
        `"${owner.prop}" holds several values: a row belongs to one parent`,
        'name a single-value column',
      );
    if (!e.storage) p(file, '/owner', 'an owner needs stored rows', 'add "storage" or remove "owner"');
    if (parent) {
      if (owner.value) need(parent, owner.value, '/owner/value');
      if (e.storage?.tenant && !parent.storage?.tenant)
        p(
          file,
          '/owner/schema',
          `${e.name} keeps a tenant but its owner ${parent.name} does not`,
          'own the rows by a tenant-scoped entity, or make this one not tenant-scoped',
        );
      for (const [to, from] of Object.entries(owner.inherit ?? {})) {
        need(e, to, `/owner/inherit/${to}`);
        need(parent, from, `/owner/inherit/${to}`);
      }
    }
  } else if (e.storage?.tenant && !e.readOnly) {
    // A tenant row that cannot exist without another tenant row must say which one owns it: that row's
    // tenant is the one it is written to (the platform administrator writes across tenants).
    const needs = e.columns.flatMap((c) => {
      const target = referenceOf(e, c);
      const parent = target && entities.get(target.schema)?.e;
      // A list of rows (a user's roles) is a reference, not a parent: a row belongs to one row.
      return parent?.storage?.tenant && isRequired(c) && !isMultiple(c) ? [{ prop: c.prop, schema: parent.name }] : [];
    });
    if (needs.length)
      p(
        file,
        '/owner',
        `${e.name} keeps a tenant and cannot exist without ${needs.map((n) => `${n.schema} ("${n.prop}")`).join(', ')}, but declares no owner`,
        `declare the row it belongs to, e.g. owner: { prop: '${needs[0].prop}', schema: '${needs[0].schema}' } (docs/integrity.md)`,
      );
  }

  const keys = new Set<string>();
  e.totals?.forEach((t, i) => {
    const at = `/totals/${i}`;
    if (!e.storage) p(file, at, 'a total needs stored rows', 'add "storage" or remove "totals"');
    if (keys.has(t.prop)) p(file, `${at}/prop`, `"${t.prop}" has two totals`, 'declare each total once');
    keys.add(t.prop);
    const target = need(e, t.prop, `${at}/prop`);
    if (target && !summable(target))
      p(
        file,
        `${at}/prop`,
        `"${t.prop}" (${target.column ? columnType(target.column) : target.storage}) cannot hold an exact sum`,
        'keep totals in a money or whole-number column',
      );
    if (target && isWritable(e, target, 'add') && !e.readOnly)
      p(
        file,
        `${at}/prop`,
        `"${t.prop}" is a total but a form may type it`,
        'make the column form: false (the server computes it)',
      );
    if (t.headerKey) need(e, t.headerKey, `${at}/headerKey`);
    if ((t.headerKey ?? 'id') !== (e.totals![0].headerKey ?? 'id'))
      p(
        file,
        `${at}/headerKey`,
        'the totals of one entity are keyed by different props',
        'key every total by the same prop',
      );
    const lines = stored(t.lines, `${at}/lines`);
    if (!lines) return;
    need(lines, t.key, `${at}/key`);
    if (t.sum) {
      const summed = need(lines, t.sum, `${at}/sum`);
      if (summed && !summable(summed))
        p(
          file,
          `${at}/sum`,
          `"${t.sum}" of ${lines.name} cannot be summed exactly`,
          'sum a money or whole-number column',
        );
      if (summed && target && kindOf(summed) !== kindOf(target))
        p(
          file,
          `${at}/sum`,
          `"${t.sum}" is ${kindOf(summed)} but "${t.prop}" is ${kindOf(target)}`,
          'sum money into money, numbers into numbers',
        );
    } else if (target && isMoney(target.column))
      p(
        file,
        `${at}/sum`,
        `"${t.prop}" is money but the total counts lines`,
        'name the money column of the lines to sum',
      );
    Object.keys(t.where ?? {}).forEach((prop) => need(lines, prop, `${at}/where/${prop}`));
    if (t.sign) need(lines, t.sign.prop, `${at}/sign/prop`);
    if (lines.storage?.tenant && (lines.owner?.schema !== e.name || lines.owner.prop !== t.key))
      p(
        file,
        `${at}/lines`,
        `the lines ${lines.name} keep a tenant but do not declare ${e.name} (by "${t.key}") as their owner`,
        `declare owner: { prop: '${t.key}', schema: '${e.name}' } in ${lines.name}, so a line always lives in its header's tenant`,
      );
  });

  const invariantKeys = new Set<string>();
  e.invariants?.forEach((inv, i) => {
    const at = `/invariants/${i}`;
    if (!e.storage) p(file, at, 'an invariant needs stored rows', 'add "storage" or remove "invariants"');
    if (invariantKeys.has(inv.key))
      p(file, `${at}/key`, `duplicate invariant key "${inv.key}"`, 'give each its own key');
    invariantKeys.add(inv.key);
    const sides = [
      ...inv.left.map((prop, j) => ({ prop, at: `${at}/left/${j}` })),
      ...inv.right.map((prop, j) => ({ prop, at: `${at}/right/${j}` })),
    ];
    const kinds = new Set<string>();
    for (const s of sides) {
      const field = need(e, s.prop, s.at);
      if (!field) continue;
      if (!summable(field))
        p(file, s.at, `"${s.prop}" cannot be compared exactly`, 'compare money or whole-number columns');
      else kinds.add(kindOf(field));
    }
    if (kinds.size > 1) p(file, at, 'the invariant compares money with plain numbers', 'compare money with money');
    Object.keys(inv.where ?? {}).forEach((prop) => need(e, prop, `${at}/where/${prop}`));
  });
}
