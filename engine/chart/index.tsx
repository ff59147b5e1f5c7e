/**
 * engine/chart: the chart widget, for schema screens (`charts` of an entity, shown above its list) and for
 * plugin pages (dashboards). Everything heavy — the widget, antd's date picker and echarts — loads when a
 * chart first shows (its own chunks), so importing this module costs a screen almost nothing and the login
 * page and the shell never load echarts (docs/performance.md).
 *
 *   <SchemaChart schema={orders} chart="perDay" params={search} />   a chart the schema declares
 *   <ChartWidget spec={spec} url="/api/share-biz/x/backStageChartStatistics" />   any statistics endpoint
 */
import { lazy, Suspense } from 'react';
import type { ChartSpec, EntitySchema } from '../schema/model';
import { chartFacts, chartPath } from '../schema/stats';
import type { ChartWidgetProps } from './types';

export type { ChartWidgetProps } from './types';
export { factsOf } from './types';
export type { ChartData, ChartFacts } from '../schema/stats';

const LazyWidget = lazy(() => import('./ChartWidget'));

/** The chart widget over any statistics endpoint answering `ChartData`. */
export function ChartWidget(props: ChartWidgetProps) {
  // The card's head and padding, and the range controls' row when there is a range.
  const height = (props.height ?? props.spec.height ?? 280) + (props.spec.range === false ? 66 : 106);
  return (
    <Suspense fallback={<div className="chart-slot" aria-busy="true" style={{ height }} />}>
      <LazyWidget {...props} />
    </Suspense>
  );
}

export interface SchemaChartProps {
  schema: EntitySchema;
  /** The chart's key in `schema.charts`, or the chart itself. */
  chart: string | ChartSpec;
  params?: Record<string, unknown>;
  height?: number;
}

/** A chart an entity schema declares, over its statistics endpoint (server/crud/stats.ts). */
export function SchemaChart({ schema, chart, params, height }: SchemaChartProps) {
  const spec = typeof chart === 'string' ? schema.charts?.find((c) => c.key === chart) : chart;
  if (!spec) return null;
  return (
    <ChartWidget
      spec={spec}
      url={chartPath(schema, spec)}
      facts={chartFacts(schema, spec)}
      params={params}
      height={height}
    />
  );
}

/** The charts a schema shows above its list (`show` not 'none'), following the list's search values. */
export function ListCharts({ schema, params }: { schema: EntitySchema; params?: Record<string, unknown> }) {
  const charts = (schema.charts ?? []).filter((c) => c.show !== 'none');
  if (!charts.length) return null;
  return (
    <div
      className="list-charts"
      style={{ display: 'grid', gap: 16, marginBottom: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))' }}
    >
      {charts.map((c) => (
        <SchemaChart key={c.key} schema={schema} chart={c} params={params} />
      ))}
    </div>
  );
}
