/**
 * The chart widget (loaded on demand through engine/chart/index.ts): a card with the chart's title, its
 * time-range filter (presets and a date range) and the plot, drawn by echarts on canvas once its chunk
 * has arrived. Data comes from a statistics endpoint through the data provider (`provider.chart(url)`),
 * with the widget's range as `from` / `to` on top of the caller's `params` (a list's search values).
 * Texts follow the language (titles, legend, axis, tooltips, echarts' own locale), colours the antd theme.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Segmented, Space, Spin, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { text } from '../schema/resolve';
import type { ChartFacts } from '../schema/stats';
import { useChartData } from './use-chart-data';
import { useT } from '../i18n';
import { CHART_NS } from './locale';
import { currentBucket } from './partial';
import { chartOption, lookOf } from './option';
import type { EChartsType } from './echarts';
import type { ChartWidgetProps } from './types';
import { factsOf } from './types';

type Unit = 'day' | 'month';
interface Preset {
  key: string;
  unit: Unit;
  count: number;
}

const DAY = 'YYYY-MM-DD';

/** The presets offered for a chart, its declared default among them. */
function presetsOf(facts: ChartFacts): { presets: Preset[]; initial: Preset } {
  const days = facts.range?.days ?? 30;
  if (facts.bucket === 'month') {
    const months = Math.max(1, Math.round(days / 30.4));
    const counts = [...new Set([6, 12, 24, months])].sort((a, b) => a - b);
    const presets = counts.map((count) => ({ key: `${count}m`, unit: 'month' as const, count }));
    return { presets, initial: presets.find((p) => p.count === months)! };
  }
  const base = facts.bucket === 'hour' ? [1, 2, 7] : [7, 30, 90];
  const counts = [...new Set([...base, days])].sort((a, b) => a - b);
  const presets = counts.map((count) => ({ key: `${count}d`, unit: 'day' as const, count }));
  return { presets, initial: presets.find((p) => p.count === days)! };
}

/** The dates a preset covers, ending today. */
function rangeOf(p: Preset, today: Dayjs = dayjs()): [string, string] {
  const from = p.unit === 'month' ? today.subtract(p.count - 1, 'month').startOf('month') : today.subtract(p.count - 1, 'day');
  return [from.format(DAY), today.format(DAY)];
}

const loadEcharts = () => import('./echarts');

export function ChartWidget({ spec, url, params, facts: given, height }: ChartWidgetProps) {
  const { t, lang } = useT(CHART_NS);
  const { token } = theme.useToken();
  const facts = useMemo(() => given ?? factsOf(spec), [given, spec]);
  const { presets, initial } = useMemo(() => presetsOf(facts), [facts]);
  const [range, setRange] = useState<{ preset?: string; from: string; to: string }>(() => {
    const [from, to] = rangeOf(initial);
    return { preset: initial.key, from, to };
  });
  const query = useMemo(
    () => ({ ...params, ...(facts.range ? { from: range.from, to: range.to } : {}) }),
    [params, facts.range, range.from, range.to],
  );
  const res = useChartData(url, query);
  const data = res.data;
  const plotHeight = height ?? spec.height ?? 280;

  const plot = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const [lib, setLib] = useState<typeof import('./echarts')>();
  const [drawError, setDrawError] = useState<unknown>();

  useEffect(() => {
    let alive = true;
    loadEcharts().then(
      (m) => alive && setLib(m),
      (e: unknown) => alive && setDrawError(e),
    );
    return () => {
      alive = false;
    };
  }, []);

  // One echarts instance per language (its own texts are chosen at init), resized with its box.
  useEffect(() => {
    const el = plot.current;
    if (!lib || !el) return;
    let instance: EChartsType;
    try {
      // Without a 2D canvas (some test DOMs) echarts would fail later, inside its own frames.
      if (!document.createElement('canvas').getContext?.('2d')) throw new Error('no 2D canvas');
      instance = lib.init(el, null, { renderer: 'canvas', locale: lang === 'en' ? 'EN' : 'ZH' });
    } catch (e) {
      setDrawError(e);
      return;
    }
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      if (!instance.isDisposed()) instance.dispose();
      chart.current = undefined;
    };
  }, [lib, lang]);

  const option = useMemo(
    () => (data ? chartOption({ spec, data, facts, look: lookOf(token), lang, current: currentBucket(facts.bucket) }) : undefined),
    [data, spec, facts, token, lang],
  );
  useEffect(() => {
    const instance = chart.current;
    if (!option || !instance || drawError) return;
    try {
      instance.setOption(option, { notMerge: true });
    } catch (e) {
      // A canvas that cannot draw (no 2D context): say so once and leave echarts alone from then on.
      setDrawError(e);
      instance.dispose();
      chart.current = undefined;
    }
  }, [option, lib, lang, drawError]);

  const empty =
    !!data &&
    (data.x.length === 0 || data.series.every((s) => s.data.every((v) => Number(v) === 0 || !Number.isFinite(Number(v)))));
  const title = text(spec.title, lang);
  const presetLabel = (p: Preset) => t(p.unit === 'month' ? 'lastMonths' : 'lastDays', { count: p.count });

  const controls = facts.range && (
    <Space size={8} wrap className="chart-range" style={{ justifyContent: 'flex-end', width: '100%', marginBottom: 8 }}>
      <Segmented<string>
        size="small"
        aria-label={t('range')}
        value={range.preset ?? ''}
        options={presets.map((p) => ({ label: presetLabel(p), value: p.key }))}
        onChange={(key) => {
          const p = presets.find((x) => x.key === key);
          if (!p) return;
          const [from, to] = rangeOf(p);
          setRange({ preset: p.key, from, to });
        }}
      />
      <DatePicker.RangePicker
        size="small"
        allowClear={false}
        aria-label={t('range')}
        placeholder={[t('from'), t('to')]}
        value={[dayjs(range.from), dayjs(range.to)]}
        onChange={(v) => {
          if (v?.[0] && v[1]) setRange({ from: v[0].format(DAY), to: v[1].format(DAY) });
        }}
        style={{ width: 232 }}
      />
    </Space>
  );

  return (
    <Card
      size="small"
      title={title}
      className="chart-widget"
      data-chart={spec.key}
      styles={{ body: { padding: 12 } }}
    >
      {controls}
      {res.error ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void res.mutate()}>
              {t('retry')}
            </Button>
          }
        />
      ) : drawError ? (
        <Alert type="warning" showIcon message={t('drawFailed')} />
      ) : null}
      <div style={{ position: 'relative', height: plotHeight, display: res.error || drawError ? 'none' : undefined }}>
        <div
          ref={plot}
          className="chart-plot"
          data-state={!data ? 'loading' : empty ? 'empty' : 'ready'}
          style={{ width: '100%', height: plotHeight }}
        />
        {(!data || !lib) && !res.error && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
        {empty && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
          </div>
        )}
      </div>
    </Card>
  );
}

export default ChartWidget;
