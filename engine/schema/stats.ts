/**
 * Facts of a schema's `summary` (totals of a list) and `charts` (statistics endpoints) that the browser, the
 * server, the in-memory provider and the lint share: paths, which columns may be summed, the x bucket and
 * the time range of a chart, the wire shape of a chart's data and the buckets of a time range.
 */
import type { ChartMeasure, ChartSpec, EntitySchema, I18nText } from './model';
import { entityFields, isMoney, type FieldDef } from './validation-fields';

export { chartPath, summaryPath } from './stats-paths';

export const fieldOf = (e: EntitySchema, prop: string): FieldDef | undefined =>
  entityFields(e).find((f) => f.prop === prop);

/** Money (integer fen) or whole numbers: what SQL can sum exactly. Decimals and ids are not summed. */
export function summable(f: FieldDef | undefined): boolean {
  if (!f || f.system) return false;
  return isMoney(f.column) || f.storage === 'int' || f.storage === 'bigint';
}

export const isTimeField = (f: FieldDef | undefined): boolean => f?.storage === 'datetime' || f?.storage === 'date';

export type Bucket = 'hour' | 'day' | 'month';
/** Leading characters of the stored text (`YYYY-MM-DD HH:mm:ss`) that make the bucket. */
export const BUCKET_LENGTH: Record<Bucket, number> = { hour: 13, day: 10, month: 7 };
const DEFAULT_DAYS: Record<Bucket, number> = { hour: 2, day: 30, month: 365 };
/** Most buckets a time-range chart answers (a longer range is refused). */
export const MAX_BUCKETS = 1000;

/** The measure's key in the answer: `count`, or the summed prop. */
export const measureKey = (m: ChartMeasure): string => (m.kind === 'count' ? 'count' : (m.prop ?? ''));

export interface ChartFacts {
  /** The bucket when x is a date or date-time column. */
  bucket?: Bucket;
  /** The range filter: over which prop, and the default span in days; undefined for none. */
  range?: { prop: string; days: number };
  /** Axis name. */
  xLabel: I18nText;
}

/** How a chart groups and filters, with the defaults applied. */
export function chartFacts(e: EntitySchema, c: ChartSpec): ChartFacts {
  const x = fieldOf(e, c.x.prop);
  const bucket = isTimeField(x) ? (c.x.by ?? 'day') : undefined;
  let range: ChartFacts['range'];
  if (c.range !== false) {
    const prop = c.range?.prop ?? (bucket ? c.x.prop : undefined);
    if (prop) range = { prop, days: c.range?.days ?? DEFAULT_DAYS[bucket ?? 'day'] };
  }
  return { bucket, range, xLabel: c.x.label ?? x?.label ?? { zh: c.x.prop, en: c.x.prop } };
}

/**
 * A chart's data on the wire: the x keys (buckets `YYYY-MM-DD`, `YYYY-MM`, `YYYY-MM-DD HH`, or the values of
 * the grouped column), their display labels when the column has a dictionary, and one series per measure
 * (counts and number sums as numbers, money sums as yuan text with 2 decimals).
 */
export interface ChartData {
  x: string[];
  labels?: string[];
  series: Array<{ key: string; data: Array<number | string> }>;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Every bucket from `from` to `to` (date or date-time text, inclusive), so a time chart shows the days
 * without rows as 0; undefined when the range is backwards or longer than MAX_BUCKETS.
 */
export function bucketKeys(from: string, to: string, by: Bucket): string[] | undefined {
  const day = (t: string) => Date.UTC(Number(t.slice(0, 4)), Number(t.slice(5, 7)) - 1, Number(t.slice(8, 10)));
  const out: string[] = [];
  if (by === 'month') {
    let y = Number(from.slice(0, 4));
    let m = Number(from.slice(5, 7));
    const endY = Number(to.slice(0, 4));
    const endM = Number(to.slice(5, 7));
    while (y < endY || (y === endY && m <= endM)) {
      out.push(`${pad(y, 4)}-${pad(m)}`);
      if (out.length > MAX_BUCKETS) return undefined;
      if (++m > 12) [y, m] = [y + 1, 1];
    }
    return out.length ? out : undefined;
  }
  const first = from.length >= 13 && by === 'hour' ? from.slice(0, 13) : undefined;
  const last = to.length >= 13 && by === 'hour' ? to.slice(0, 13) : undefined;
  for (let t = day(from); t <= day(to); t += 86_400_000) {
    const d = new Date(t);
    const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (by === 'day') out.push(date);
    else
      for (let h = 0; h < 24; h++) {
        const key = `${date} ${pad(h)}`;
        if ((!first || key >= first) && (!last || key <= last)) out.push(key);
      }
    if (out.length > MAX_BUCKETS) return undefined;
  }
  return out.length ? out : undefined;
}
