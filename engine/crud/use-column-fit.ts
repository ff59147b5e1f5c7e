/**
 * The columns a list shows at the width it has (column-priority.ts, issue 35): the key columns always, the
 * others while they fit, the index column only when everything fits, and the platform administrator's
 * tenant column only when the rows listed belong to more than one tenant (the same name on every row says
 * nothing; the tenant filter in the search stays). A user's own choice in the column chooser is kept as
 * they made it (no fitting then); "reset" returns to the fitted columns.
 */
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import type { EntitySchema } from '../schema/model';
import { text, type Lang } from '../schema/resolve';
import type { Row } from '../data/provider';
import type { ResolvedColumn } from './column-options';
import { keyProps, overflowing } from './column-priority';
import { tenantColumn } from './tenant-column';

/** The width of an element, followed as it changes; undefined until measured (or without ResizeObserver). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry.contentRect.width);
      if (w > 0) setWidth((old) => (old === w ? old : w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Whether the rows come from more than one tenant. */
export const severalTenants = (rows: Row[] | undefined): boolean =>
  new Set((rows ?? []).map((r) => String(r.tenantId ?? ''))).size > 1;

/** Widths the table spends outside the value columns. */
const SELECTION_WIDTH = 49;
const INDEX_WIDTH = 64;
const BORDERS = 8;

export interface ColumnFitInput {
  schema: EntitySchema;
  resolved: ResolvedColumn[];
  /** The user saved their own columns. */
  saved: boolean;
  update: (columns: ResolvedColumn[] | undefined) => void;
  rows: Row[] | undefined;
  /** The table's width; undefined: not measured, every column shown. */
  width: number | undefined;
  opsWidth: number;
  lang: Lang;
}

export function useColumnFit({ schema, resolved, saved, update, rows, width, opsWidth, lang }: ColumnFitInput) {
  const tenantShown = severalTenants(rows);
  // Columns without a width may grow with their values (a long address, a URL): what the plan let in can
  // still overflow. `more` counts what the rendered table made give way besides: 序号 first, then the last
  // other columns. Measured again from nothing when the width or the columns change.
  const [more, setMore] = useState({ at: '', n: 0 });
  const planKey = `${width}|${saved}|${resolved.map((r) => `${r.column.prop}:${r.hidden}`).join(',')}`;
  const extra = more.at === planKey ? more.n : 0;
  const keys = useMemo(
    () =>
      keyProps(
        schema,
        resolved.map((r) => r.column),
      ),
    [schema, resolved],
  );
  const fitted = useMemo(() => {
    // The engine's tenant column (tenant-column.ts), not a schema's own tenantId column.
    const cols = resolved.map((r) => (r.column === tenantColumn && !tenantShown ? { ...r, hidden: true } : r));
    const wantsIndex = !!schema.table?.index;
    if (saved || width === undefined) return { columns: cols, index: wantsIndex };
    const reserved = opsWidth + BORDERS + (schema.table?.selection ? SELECTION_WIDTH : 0);
    const labelOf = (c: ResolvedColumn['column']) => text(c.label, lang);
    const fit = (room: number) => overflowing(cols, keys, room, labelOf);
    let out = fit(width - reserved - (wantsIndex ? INDEX_WIDTH : 0));
    // 序号 is the first to give way: it says the least.
    let index = wantsIndex && out.size === 0;
    if (wantsIndex && !index) out = fit(width - reserved);
    let left = extra;
    if (index && left > 0) [index, left] = [false, left - 1];
    const others = cols.filter((r) => !r.hidden && !keys.has(r.column.prop) && !out.has(r.column.prop));
    for (const r of others.slice(Math.max(others.length - left, 0))) out.add(r.column.prop);
    return {
      columns: cols.map((r) => (out.has(r.column.prop) ? { ...r, hidden: true } : r)),
      index,
      // Something may still give way (for the measuring below).
      canShrink: index || others.length > left,
    };
  }, [resolved, tenantShown, schema, saved, width, opsWidth, keys, lang, extra]);

  /** After each render: when the table scrolls sideways although the plan fitted, one more column goes. */
  const checkOverflow = useCallback(
    (box: HTMLElement | null) => {
      if (saved || width === undefined || !fitted.canShrink || !box) return;
      const scroller = box.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) setMore({ at: planKey, n: extra + 1 });
    },
    [saved, width, fitted.canShrink, planKey, extra],
  );

  // The chooser lists every column but the tenant's, which follows the rows; a choice saves them all.
  const chooser = useMemo(() => fitted.columns.filter((r) => r.column !== tenantColumn), [fitted.columns]);
  const choose = useCallback(
    (next: ResolvedColumn[] | undefined) => {
      if (!next) return update(undefined);
      const at = resolved.findIndex((r) => r.column === tenantColumn);
      const all = [...next];
      if (at >= 0) all.splice(at, 0, resolved[at]);
      update(all);
    },
    [resolved, update],
  );
  return { columns: fitted.columns, index: fitted.index, keys, chooser, choose, checkOverflow };
}
