/**
 * The integrity facts of a schema, pure (the lint, the server and `npm run check:books` read them alike;
 * docs/integrity.md): which columns are references and to what, which hold several values, which entity
 * owns a row, and which declared totals a change of an entity's rows moves.
 */
import type { Column, EntitySchema, TotalSpec } from './model';
import { columnType } from './resolve';
import { valueTypeFacts } from './value-types';

/** What a reference column points at: rows of `schema` by their `value` prop. */
export interface ReferenceTarget {
  schema: string;
  value: string;
}

/** Whether the column holds a comma list of values (checkbox, multi-select…). */
export const isMultiple = (c: Column): boolean => !!valueTypeFacts(columnType(c))?.multiple;

/** The column's values as text: one, or each item of a comma list; empty ones dropped. */
export function valuesOf(c: Column, v: unknown): string[] {
  if (v === undefined || v === null) return [];
  const items = Array.isArray(v) ? v : isMultiple(c) ? String(v).split(',') : [v];
  return items.map((x) => String(x).trim()).filter((x) => x !== '');
}

/**
 * The values of a reference column that name rows: an id of 0 or below is the usual "none" (a root, a rule
 * for every site, a self-registered user's roles of -1) and names no row.
 */
export const referencedValues = (c: Column, target: ReferenceTarget, v: unknown): string[] =>
  valuesOf(c, v).filter((x) => target.value !== 'id' || !/^-?\d+$/.test(x) || Number(x) > 0);

/** The dictionary code a column is bound to (a seeded dictionary, not an endpoint's options). */
export const dictCodeOf = (c: Column): string | undefined => (typeof c.dict === 'string' ? c.dict : undefined);

/** The reference a column declares: `ref`, `refersTo`, or being the entity's owner prop. */
export function referenceOf(e: EntitySchema, c: Column): ReferenceTarget | undefined {
  if (e.owner?.prop === c.prop) return { schema: e.owner.schema, value: e.owner.value ?? 'id' };
  if (c.ref) return { schema: c.ref.schema, value: c.ref.value ?? 'id' };
  if (c.refersTo) return { schema: c.refersTo, value: 'id' };
  return undefined;
}

/** Every reference column of an entity with its target. */
export const referenceColumns = (e: EntitySchema): Array<{ column: Column; target: ReferenceTarget }> =>
  e.columns.flatMap((column) => {
    const target = referenceOf(e, column);
    return target ? [{ column, target }] : [];
  });

/** A declared total with the header entity that keeps it. */
export interface TotalOf {
  header: EntitySchema;
  total: TotalSpec;
}

/** The totals whose lines are rows of each entity, by the lines' entity name. */
export function totalsByLines(entities: readonly EntitySchema[]): Map<string, TotalOf[]> {
  const out = new Map<string, TotalOf[]>();
  for (const header of entities)
    for (const total of header.totals ?? []) out.set(total.lines, [...(out.get(total.lines) ?? []), { header, total }]);
  return out;
}
