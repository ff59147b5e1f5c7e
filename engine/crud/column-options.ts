/**
 * Column settings (visibility, width, order) saved per user and screen in localStorage. The shell's
 * "clear cache" drops them with clearSavedTableOptions (spec §2).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Column, EntitySchema } from '../schema/model';
import { columnsIn } from '../schema/resolve';

export interface ColumnOption {
  prop: string;
  hidden?: boolean;
  width?: number;
}

/** Array order is the display order. */
export interface TableOptions {
  columns: ColumnOption[];
}

const PREFIX = 'crud.table-options:';

export const tableOptionsKey = (userKey: string, schemaName: string) => `${PREFIX}${userKey}:${schemaName}`;

const storage = (): Storage | undefined => (typeof window !== 'undefined' ? window.localStorage : undefined);

export function loadTableOptions(userKey: string, schemaName: string): TableOptions | undefined {
  try {
    const raw = storage()?.getItem(tableOptionsKey(userKey, schemaName));
    const parsed = raw ? (JSON.parse(raw) as TableOptions) : undefined;
    return parsed && Array.isArray(parsed.columns) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveTableOptions(userKey: string, schemaName: string, options: TableOptions | undefined): void {
  const key = tableOptionsKey(userKey, schemaName);
  if (options) storage()?.setItem(key, JSON.stringify(options));
  else storage()?.removeItem(key);
}

/** Drop saved table options of these schemas (every user), or of every schema when no names are given. */
export function clearSavedTableOptions(names?: string[]): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (k): k is string => !!k?.startsWith(PREFIX),
  );
  for (const key of keys) {
    if (!names || names.some((n) => key.endsWith(`:${n}`))) store.removeItem(key);
  }
}

export interface ResolvedColumn {
  column: Column;
  hidden: boolean;
  width?: number;
}

const tableSpec = (c: Column) => (typeof c.table === 'object' ? c.table : {});

/** Schema columns in the saved order with saved visibility/width; new columns keep schema defaults. */
export function applyTableOptions(columns: Column[], options?: TableOptions): ResolvedColumn[] {
  const saved = new Map((options?.columns ?? []).map((o, i) => [o.prop, { ...o, i }]));
  return columns
    .map((column, i) => {
      const s = saved.get(column.prop);
      return {
        column,
        hidden: s?.hidden ?? !!tableSpec(column).hide,
        width: s?.width ?? tableSpec(column).width,
        order: s ? s.i : columns.length + i,
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ column, hidden, width }) => ({ column, hidden, width }));
}

export const toOptions = (resolved: ResolvedColumn[]): TableOptions => ({
  columns: resolved.map((r) => ({ prop: r.column.prop, hidden: r.hidden, ...(r.width ? { width: r.width } : {}) })),
});

/** The table's columns with the user's saved settings, and a setter that saves. */
export function useTableOptions(schema: EntitySchema, userKey: string) {
  const [state, setState] = useState(() => ({
    key: tableOptionsKey(userKey, schema.name),
    options: loadTableOptions(userKey, schema.name),
  }));
  const key = tableOptionsKey(userKey, schema.name);
  const options = state.key === key ? state.options : loadTableOptions(userKey, schema.name);
  const resolved = useMemo(() => applyTableOptions(columnsIn(schema, 'table'), options), [schema, options]);
  const update = useCallback(
    (next: ResolvedColumn[] | undefined) => {
      const opts = next ? toOptions(next) : undefined;
      saveTableOptions(userKey, schema.name, opts);
      setState({ key: tableOptionsKey(userKey, schema.name), options: opts });
    },
    [userKey, schema.name],
  );
  // `saved`: the user chose their columns (the chooser), so the engine's fitting leaves them as they are.
  return { columns: resolved, update, saved: !!options };
}
