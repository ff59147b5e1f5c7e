/**
 * The names of the references a page shows. A screen loads one page of each referenced entity for its
 * pickers (useRefRows); a row may name one outside that page — past the server's page ceiling, or another
 * tenant's row in the platform administrator's list. Those ids are then asked for by id (`ids=`, a
 * contract extension our server reads; BladeX ignores it and answers a page, so its labels stay what the
 * page held), in one call per entity, so a cell shows a name, never the bare id.
 */
import { useMemo } from 'react';
import type { Column, EntitySchema } from '../schema/model';
import { listOp } from '../schema/resolve';
import { MAX_PAGE_SIZE } from '../schema/validation-fields';
import type { Row } from '../data/provider';
import { useRefRowsByIds } from '../data/hooks';

/** Each value of a reference cell: a multi reference holds a list or a comma text. */
const valuesOf = (v: unknown): string[] =>
  v === null || v === undefined || v === ''
    ? []
    : Array.isArray(v)
      ? v.map(String)
      : typeof v === 'string' && v.includes(',')
        ? v.split(',').map((s) => s.trim())
        : [String(v)];

/** Per referenced entity, the ids the rows name that its loaded rows do not hold (at most a page). */
export function missingRefIds(
  columns: Column[],
  rows: Row[] | undefined,
  loaded: Record<string, Row[]>,
  entityOf: (name: string) => EntitySchema | undefined,
): Array<{ entity: EntitySchema; ids: string[] }> {
  if (!rows?.length) return [];
  const wanted = new Map<string, Set<string>>();
  for (const c of columns) {
    // By id only: a reference keyed by another column (a code) cannot be asked for with `ids`.
    if (!c.ref || (c.ref.value ?? 'id') !== 'id') continue;
    const e = entityOf(c.ref.schema);
    const have = loaded[c.ref.schema];
    // Trees answer whole, and until the page of the entity is in, nothing is known to be missing.
    if (!e || !have || e.tree || !['page', 'list'].includes(listOp(e))) continue;
    const known = new Set(have.map((r) => String(r.id)));
    const set = wanted.get(e.name) ?? new Set<string>();
    for (const row of rows)
      for (const id of valuesOf(row[c.prop])) if (/^\d{1,16}$/.test(id) && !known.has(id)) set.add(id);
    if (set.size) wanted.set(e.name, set);
  }
  return [...wanted].map(([name, ids]) => ({ entity: entityOf(name)!, ids: [...ids].sort().slice(0, MAX_PAGE_SIZE) }));
}

/** The loaded rows of each referenced entity, with the rows the page names beyond them. */
export function useShownRefs(
  columns: Column[],
  rows: Row[] | undefined,
  loaded: Record<string, Row[]>,
  entityOf: (name: string) => EntitySchema | undefined,
  /** The screen the names are read through (engine/data/hooks.ts `useRefRows`). */
  via?: string,
): Record<string, Row[]> {
  const missing = useMemo(() => missingRefIds(columns, rows, loaded, entityOf), [columns, rows, loaded, entityOf]);
  const { byName } = useRefRowsByIds(missing, via);
  return useMemo(() => {
    if (!Object.keys(byName).length) return loaded;
    const out = { ...loaded };
    for (const [name, extra] of Object.entries(byName)) out[name] = [...(loaded[name] ?? []), ...extra];
    return out;
  }, [loaded, byName]);
}
