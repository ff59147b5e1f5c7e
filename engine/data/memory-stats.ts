/**
 * The reference server's list totals and chart data (server/crud/stats.ts) over rows in memory, for the
 * in-memory provider (Storybook, tests): money summed in integer fen (engine/schema/money.ts) and answered
 * as yuan text, whole numbers as numbers, time buckets cut from the `YYYY-MM-DD HH:mm:ss` text, every
 * bucket of a range answered, other columns grouped and limited by the first measure.
 */
import type { ChartSpec, EntitySchema } from '../schema/model';
import { tryParseYuan, yuanText } from '../schema/money';
import { BUCKET_LENGTH, bucketKeys, chartFacts, fieldOf, measureKey, type ChartData } from '../schema/stats';
import { isMoney, type FieldDef } from '../schema/validation-fields';
import type { DictItem, Row } from './provider';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The total of one column over rows, in its wire form. */
function totalOf(f: FieldDef | undefined, rows: Row[], prop: string): number | string {
  if (f && isMoney(f.column)) {
    let fen = 0n;
    for (const r of rows) fen += BigInt(tryParseYuan(r[prop], 'half-up') ?? 0);
    return yuanText(fen);
  }
  let n = 0;
  for (const r of rows) n += Number.isFinite(Number(r[prop])) ? Math.trunc(Number(r[prop])) : 0;
  return n;
}

export function memorySum(e: EntitySchema, rows: Row[]): Record<string, unknown> {
  return Object.fromEntries((e.summary?.sums ?? []).map((p) => [p, totalOf(fieldOf(e, p), rows, p)]));
}

/** Chart data over `rows` (already filtered by the list's search values); `from` / `to` bound the range column. */
export function memoryChart(
  e: EntitySchema,
  c: ChartSpec,
  rows: Row[],
  range: { from?: string; to?: string },
  dict?: DictItem[],
): ChartData {
  const facts = chartFacts(e, c);
  let within = rows.filter((r) => str(r[c.x.prop]) !== '');
  if (facts.range) {
    const p = facts.range.prop;
    const hi = range.to && range.to.length === 10 ? `${range.to} 23:59:59` : range.to;
    within = within.filter((r) => (!range.from || str(r[p]) >= range.from) && (!hi || str(r[p]) <= hi));
  }
  const keyOf = (r: Row) => (facts.bucket ? str(r[c.x.prop]).slice(0, BUCKET_LENGTH[facts.bucket]) : str(r[c.x.prop]));
  const groups = new Map<string, Row[]>();
  for (const r of within) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const value = (i: number, group: Row[]) => {
    const m = c.measures[i];
    return m.kind === 'count' ? group.length : totalOf(fieldOf(e, m.prop!), group, m.prop!);
  };
  let x: string[];
  if (facts.bucket) {
    x = (range.from && range.to && bucketKeys(range.from, range.to, facts.bucket)) || [...groups.keys()].sort();
  } else {
    const first = (k: string) => Number(value(0, groups.get(k) ?? []));
    x = [...groups.keys()].sort((a, b) => first(b) - first(a) || a.localeCompare(b)).slice(0, c.x.limit ?? 10);
  }
  const data: ChartData = {
    x,
    series: c.measures.map((m, i) => ({ key: measureKey(m), data: x.map((k) => value(i, groups.get(k) ?? [])) })),
  };
  if (dict && !facts.bucket) data.labels = x.map((k) => dict.find((d) => d.dictKey === k)?.dictValue ?? k);
  return data;
}
