/**
 * Column priority (issue 35): which columns of a list must stay in view, and how many of the others fit.
 *
 * A schema marks its key columns (`table.key`: the name, the state, the amount, the time). They are always
 * shown; the other columns follow in the schema's order while the table's width lasts, and the ones that
 * do not fit are left to the column chooser (unchecked there) and the detail view. So a list fits its
 * pane at 1440 and at 1024 without sideways scrolling, with its key columns in view. Once the user saves
 * their own choice in the chooser, it is kept as they made it (column-options.ts).
 *
 * Pure functions, no React: tests/unit/column-priority.test.ts holds them.
 */
import type { Column, EntitySchema } from '../schema/model';
import type { ResolvedColumn } from './column-options';

const tableSpec = (c: Column) => (typeof c.table === 'object' ? c.table : {});

const STATE = /(status|state)$/i;
const TIME = new Set(['datetime', 'date']);

/**
 * The key columns of a list's columns (those the table shows). Marked ones when any column is marked;
 * else a sensible default: the first column, the state-machine's or first status column, the first
 * money column, the first time column and the columns the summary row totals. A column fixed to an edge is always a key column.
 */
export function keyProps(schema: Pick<EntitySchema, 'stateMachine' | 'summary'>, columns: Column[]): Set<string> {
  const keys = new Set(columns.filter((c) => tableSpec(c).key || tableSpec(c).fixed).map((c) => c.prop));
  if (columns.some((c) => tableSpec(c).key)) return keys;
  const shown = columns.filter((c) => !tableSpec(c).hide);
  const first = (test: (c: Column) => boolean) => shown.find(test)?.prop;
  const state = schema.stateMachine?.field;
  for (const prop of [
    shown[0]?.prop,
    state && shown.some((c) => c.prop === state) ? state : first((c) => STATE.test(c.prop)),
    first((c) => c.type === 'money'),
    first((c) => TIME.has(c.type ?? '')),
    // A total under the table is read against its column: every summed one stays in view.
    ...shown.filter((c) => schema.summary?.sums.includes(c.prop)).map((c) => c.prop),
  ])
    if (prop) keys.add(prop);
  return keys;
}

/** Width of a text at the table's 14 px font, estimated (CJK wide, Latin narrow): where nothing can measure. */
export function estimateTextWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80) w += 14;
    else if (/[A-Z]/.test(ch)) w += 9.5;
    else if (/[ il.,:;'|!]/.test(ch)) w += 4;
    else w += 8;
  }
  return Math.ceil(w);
}

let pen: CanvasRenderingContext2D | null | undefined;

/** Width of a text at the table's 14 px font: measured in a canvas with the page's font, else estimated. */
export function textWidth(s: string): number {
  if (pen === undefined) {
    try {
      pen = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (pen) pen.font = `14px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    } catch {
      pen = null;
    }
  }
  const measured = pen?.measureText(s).width;
  return typeof measured === 'number' && measured > 0 ? Math.ceil(measured) : estimateTextWidth(s);
}

/** Horizontal padding plus border of a `size="middle"` cell. */
export const CELL_CHROME = 17;

/** The width a column takes: its own, else its header's (a sorter adds its arrows), at least 100. */
export const plannedWidth = (c: ResolvedColumn, label: string): number =>
  c.width ?? Math.max(100, textWidth(label) + CELL_CHROME + (tableSpec(c.column).sortable ? 24 : 0));

/**
 * The props of the columns hidden because they do not fit: `available` is the table's width less what the
 * selection, index and operations columns take. Keys are always kept (they may overflow only if they
 * alone do); the others are kept in order while they fit, a narrower later one may still fit.
 */
export function overflowing(
  columns: ResolvedColumn[],
  keys: Set<string>,
  available: number,
  labelOf: (c: Column) => string,
): Set<string> {
  const shown = columns.filter((c) => !c.hidden);
  let budget =
    available -
    shown.filter((c) => keys.has(c.column.prop)).reduce((n, c) => n + plannedWidth(c, labelOf(c.column)), 0);
  const out = new Set<string>();
  for (const c of shown) {
    if (keys.has(c.column.prop)) continue;
    const w = plannedWidth(c, labelOf(c.column));
    if (w <= budget) budget -= w;
    else out.add(c.column.prop);
  }
  return out;
}

/** A row operation as the row offers it. */
export interface RowOp {
  /** `view`, `edit`, `delete`, `addChild`, or the key of an action or transition. */
  key: string;
  label: string;
  danger?: boolean;
}

/** How many operations a row shows as buttons when its schema does not say (the rest go to 更多 / More). */
export const INLINE_OPS = 3;

/**
 * Which of a row's operations are buttons and which wait in its More menu. The schema's `inlineOps`
 * names the buttons; otherwise a row with at most INLINE_OPS operations shows them all, and a busier one
 * its first INLINE_OPS (in the order `ordered` gives) and a More menu with the rest.
 */
export function splitOps<T extends RowOp>(ops: T[], inline?: string[]): { inline: T[]; more: T[] } {
  if (inline) {
    const at = (o: T) => inline.indexOf(o.key);
    const shown = ops.filter((o) => at(o) >= 0).sort((a, b) => at(a) - at(b));
    return { inline: shown, more: ops.filter((o) => at(o) < 0) };
  }
  if (ops.length <= INLINE_OPS) return { inline: ops, more: [] };
  return { inline: ops.slice(0, INLINE_OPS), more: ops.slice(INLINE_OPS) };
}

/**
 * The order a row's operations are offered in: view, edit, add child, the schema's actions and
 * transitions (the ones that do no harm first), delete last — so what is used most stays a button.
 */
export function ordered<T extends RowOp>(ops: T[]): T[] {
  const rank = (o: T) => (o.key === 'delete' ? 3 : o.key === 'view' || o.key === 'edit' ? 0 : o.danger ? 2 : 1);
  return ops
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .map(({ o }) => o);
}

/** Width of one operation button (7 px padding each side). */
const opWidth = (label: string) => textWidth(label) + 14;

/**
 * The operations column's width: as wide as the widest row's buttons (and its More button), and never
 * narrower than its header.
 */
export function opsColumnWidth(
  rows: Array<{ inline: string[]; more: boolean }>,
  title: string,
  moreLabel: string,
): number {
  const widest = rows.reduce(
    (w, r) => Math.max(w, r.inline.reduce((n, l) => n + opWidth(l), 0) + (r.more ? opWidth(moreLabel) + 14 : 0)),
    0,
  );
  return Math.max(widest, textWidth(title)) + CELL_CHROME + 2;
}
