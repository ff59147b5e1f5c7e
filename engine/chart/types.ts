/** The chart widget's props and the facts of a chart declared outside a schema (a plugin's). */
import type { ChartSpec } from '../schema/model';
import type { ChartFacts } from '../schema/stats';

export interface ChartWidgetProps {
  /** What to draw: title, type (line, bar, pie), x, measures (their legend labels), range, height. */
  spec: ChartSpec;
  /** The statistics endpoint answering the chart's data (`ChartData`); for a schema chart, `chartPath`. */
  url: string;
  /** Sent with every call, under the widget's `from` / `to` (e.g. the list's search values). */
  params?: Record<string, unknown>;
  /** Bucket, range and axis name; for a schema chart `chartFacts(schema, spec)`, else derived from `spec`. */
  facts?: ChartFacts;
  /** Plot height in px (default: the spec's, else 280). */
  height?: number;
}

const DEFAULT_DAYS = { hour: 2, day: 30, month: 365 } as const;

/**
 * Facts of a chart that has no schema behind it: x is a time bucket when the spec says `by`, the range
 * (unless `false`) is over `range.prop`, else x when it is a time bucket.
 */
export function factsOf(spec: ChartSpec): ChartFacts {
  const bucket = spec.x.by;
  const prop = spec.range === false ? undefined : (spec.range?.prop ?? (bucket ? spec.x.prop : undefined));
  return {
    bucket,
    range: prop
      ? { prop, days: (spec.range || undefined)?.days ?? DEFAULT_DAYS[bucket ?? 'day'] }
      : undefined,
    xLabel: spec.x.label ?? { zh: spec.x.prop, en: spec.x.prop },
  };
}
