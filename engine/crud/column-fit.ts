/**
 * Column priority: which columns a table shows in the width it has. A schema marks its key columns
 * (`table: { key: true }`: the row's name, state, amount, time); they always show. The others follow in
 * schema order while they fit; the rest wait in the column chooser (and the view dialog). Widths are the
 * schema's, else estimated from the header and the value type, so the table lays out at a width known in
 * advance (no sideways scrolling at 1440 px, nor at 1024 px for the key columns).
 *
 * A schema that marks no key column gets inferred ones: its first shown column, its state-machine status,
 * its last summed amount (usually the total) and its default sort (a time). A user's own column settings win over all of this.
 */
import type { Column, EntitySchema } from '../schema/model';
import { columnType, text, type Lang } from '../schema/resolve';
import type { ResolvedColumn } from './column-options';

/** Width of a text as the console's 14 px font draws it: CJK characters ≈ 14 px, others ≈ 7.5 px. */
export function textWidth(value: string): number {
  let w = 0;
  for (const ch of value) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : /[A-Z]/.test(ch) ? 9 : 7.5;
  return Math.ceil(w);
}

/** Padding and border of a `size="middle"` cell (16 + 1), and a sorter's arrows. */
const CELL_PAD = 17;
const SORTER = 24;

/** A value type's usual width, for a column that names none. */
const TYPE_WIDTH: Record<string, number> = {
  money: 110,
  number: 90,
  decimal: 100,
  date: 110,
  datetime: 170,
  select: 100,
  radio: 100,
  switch: 90,
  image: 90,
  phone: 130,
  email: 200,
  url: 200,
  textarea: 200,
};

const spec = (c: Column) => (typeof c.table === 'object' ? c.table : {});

/** The width a column is laid out at: the user's, the schema's, else the value type's; never narrower than its header. */
export function columnWidth(column: Column, lang: Lang, saved?: number): number {
  if (saved) return saved;
  const header = textWidth(text(column.label, lang)) + CELL_PAD + (spec(column).sortable ? SORTER : 0);
  const own = spec(column).width ?? TYPE_WIDTH[columnType(column)] ?? 140;
  return Math.max(own, header);
}

/** The key columns' props: the marked ones, else those inferred from the schema (see above). */
export function keyProps(schema: EntitySchema, shown: Column[]): Set<string> {
  const marked = shown.filter((c) => spec(c).key).map((c) => c.prop);
  if (marked.length) return new Set(marked);
  const inferred = [
    shown[0]?.prop,
    schema.stateMachine?.field,
    schema.summary?.sums.at(-1),
    schema.table?.defaultSort?.prop,
  ];
  return new Set(inferred.filter((p): p is string => !!p && shown.some((c) => c.prop === p)));
}

export interface FitOptions {
  schema: EntitySchema;
  lang: Lang;
  /** The width the value columns may take (the table's less selection, index and operations). */
  available: number;
  /** Props hidden whatever the width (the tenant column on a page of one tenant's rows). */
  drop?: Set<string>;
}

export interface Fitted {
  /** For the table: every shown column with the width it is laid out at. */
  layout: ResolvedColumn[];
  /** For the column chooser: the same visibility, the widths as the user or the schema gave them. */
  settings: ResolvedColumn[];
  /** Props hidden because they did not fit (offered in the column chooser). */
  folded: string[];
}

/**
 * Show the key columns, then the others in order while they fit. Every shown column gets a numeric width,
 * so the table's total is known; a column hidden by the schema (`hide`) or the caller (`drop`) stays hidden.
 */
export function fitColumns(resolved: ResolvedColumn[], o: FitOptions): Fitted {
  const shown = resolved.filter((r) => !r.hidden && !o.drop?.has(r.column.prop)).map((r) => r.column);
  const keys = keyProps(o.schema, shown);
  const widthOf = (r: ResolvedColumn) => columnWidth(r.column, o.lang, r.width);
  const visible = (r: ResolvedColumn) => !r.hidden && !o.drop?.has(r.column.prop);
  let used = resolved.filter((r) => visible(r) && keys.has(r.column.prop)).reduce((s, r) => s + widthOf(r), 0);
  const folded: string[] = [];
  const layout: ResolvedColumn[] = [];
  const settings: ResolvedColumn[] = [];
  for (const r of resolved) {
    const prop = r.column.prop;
    let show = visible(r);
    if (show && !keys.has(prop)) {
      if (used + widthOf(r) <= o.available) used += widthOf(r);
      else {
        show = false;
        folded.push(prop);
      }
    }
    layout.push(show ? { ...r, hidden: false, width: widthOf(r) } : { ...r, hidden: true });
    settings.push(show === !r.hidden ? r : { ...r, hidden: !show });
  }
  return { layout, settings, folded };
}

/** Every shown column at its laid-out width, as the user set them (no folding): their settings win. */
export function sizedColumns(resolved: ResolvedColumn[], lang: Lang, drop?: Set<string>): ResolvedColumn[] {
  return resolved.map((r) =>
    r.hidden || drop?.has(r.column.prop)
      ? { ...r, hidden: true }
      : { ...r, width: columnWidth(r.column, lang, r.width) },
  );
}
