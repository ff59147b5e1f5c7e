/**
 * A chart's echarts option from its spec, the statistics answer, the antd theme and the language: pure, so
 * it is tested without a canvas. Series keep the server's values: counts and whole numbers are numbers,
 * money sums yuan text (`"1234.50"`), which is plotted as a number but shown in tooltips exactly, per locale
 * with two decimals. Colours, text and lines come from the antd theme (primary colour first; dark theme too).
 */
import type { GlobalToken } from 'antd';
import type { ChartSpec } from '../schema/model';
import { text, type Lang } from '../schema/resolve';
import type { ChartData, ChartFacts } from '../schema/stats';
import type { ChartOption } from './echarts';
import { partialIndex, splitPartial } from './partial';

/** What the chart takes from the antd theme. */
export interface ChartLook {
  palette: string[];
  text: string;
  textSecondary: string;
  line: string;
  tooltipBackground: string;
  tooltipBorder: string;
  fontFamily: string;
  fontSize: number;
}

/**
 * The theme's colours: the primary colour first, then the status and preset colours of the same theme, each
 * once (gold is the warning colour in antd's default theme) — enough that a top-10 pie repeats none.
 */
export function lookOf(token: GlobalToken): ChartLook {
  const colours = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.purple,
    token.cyan,
    token.magenta,
    token.geekblue,
    token.lime,
    token.volcano,
    token.gold,
    token.orange,
    token.green,
    token.blue,
  ];
  return {
    palette: colours.filter((c, i) => colours.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i),
    text: token.colorText,
    textSecondary: token.colorTextSecondary,
    line: token.colorBorderSecondary,
    tooltipBackground: token.colorBgElevated,
    tooltipBorder: token.colorBorder,
    fontFamily: token.fontFamily,
    fontSize: token.fontSizeSM,
  };
}

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** A series of yuan text (money sums) rather than numbers. */
const isMoneySeries = (data: Array<number | string>) => data.some((v) => typeof v === 'string');

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (lang: Lang, money: boolean) => {
  const key = `${lang}${money}`;
  let f = formats.get(key);
  if (!f)
    formats.set(
      key,
      (f = new Intl.NumberFormat(
        LOCALES[lang],
        money
          ? { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : {},
      )),
    );
  return f;
};

/**
 * Value of one point as people read it: money (yuan text from the server) per locale with two decimals,
 * formatted from the text itself as engine/schema/money.ts `formatYuan` does (Intl reads decimal strings
 * exactly); other values as grouped numbers.
 */
export function pointText(value: number | string | undefined, lang: Lang): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string')
    return /^-?\d+(\.\d+)?$/.test(value) ? formatOf(lang, true).format(value as unknown as number) : value;
  return formatOf(lang, false).format(value);
}

/** Short axis numbers (1.2万 / 12K). */
const axisNumber = (lang: Lang) => {
  const f = new Intl.NumberFormat(LOCALES[lang], { notation: 'compact', maximumFractionDigits: 1 });
  return (v: number) => f.format(v);
};

/** The label of x key `i`: the dictionary label, else the key; time buckets shortened for the axis. */
export function xText(data: ChartData, facts: ChartFacts, i: number, short: boolean): string {
  const key = data.x[i] ?? '';
  if (data.labels?.[i]) return data.labels[i];
  if (!short) return facts.bucket === 'hour' ? `${key}:00` : key;
  if (facts.bucket === 'day') return key.slice(5);
  if (facts.bucket === 'hour') return `${key.slice(5)}:00`;
  return key;
}

export interface ChartOptionInput {
  spec: ChartSpec;
  data: ChartData;
  facts: ChartFacts;
  look: ChartLook;
  lang: Lang;
  /** The bucket still being filled (engine/chart/partial.ts `currentBucket`): drawn as partial when last. */
  current?: string;
}

const SO_FAR = { zh: '（截至目前）', en: ' (so far)' };

/** One drawn series and the measure it shows (a measure may be drawn twice: solid, then a dashed tail). */
interface Drawn {
  measure: number;
  option: Record<string, unknown>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function chartOption({ spec, data, facts, look, lang, current }: ChartOptionInput): ChartOption {
  const names = spec.measures.map((m) => text(m.label, lang));
  const series = spec.measures.map((m, i) => data.series[i]?.data ?? []);
  const textStyle = { color: look.text, fontFamily: look.fontFamily, fontSize: look.fontSize };
  const tooltipBase = {
    backgroundColor: look.tooltipBackground,
    borderColor: look.tooltipBorder,
    textStyle: { ...textStyle, fontSize: look.fontSize + 1 },
  };
  const base = {
    color: look.palette,
    backgroundColor: 'transparent',
    textStyle,
    animationDuration: 400,
    aria: { enabled: true },
    legend: {
      top: 0,
      type: 'plain' as const,
      textStyle: { color: look.text, fontFamily: look.fontFamily },
      inactiveColor: look.textSecondary,
    },
  };

  if (spec.type === 'pie') {
    const values = series[0] ?? [];
    const points = data.x
      .map((_k, i) => ({ name: xText(data, facts, i, false), value: Number(values[i] ?? 0), raw: values[i] }))
      .filter((p) => Number.isFinite(p.value) && p.value > 0);
    // Names go to a scrolling legend at the right, percentages inside the slices (thin slices none): outer
    // labels of ten stores collided with each other and with a legend below.
    return {
      ...base,
      legend: {
        ...base.legend,
        type: 'scroll',
        orient: 'vertical',
        top: 'middle',
        right: 0,
        width: '38%',
        textStyle: { ...base.legend.textStyle, width: 140, overflow: 'truncate' as const },
        pageTextStyle: { color: look.textSecondary },
      },
      tooltip: {
        ...tooltipBase,
        trigger: 'item',
        formatter: (p: unknown) => {
          const { name, dataIndex, percent } = p as { name: string; dataIndex: number; percent: number };
          return `${escapeHtml(name)}<br/>${escapeHtml(names[0])}: <b>${escapeHtml(pointText(points[dataIndex]?.raw, lang))}</b> (${percent}%)`;
        },
      },
      series: [
        {
          type: 'pie',
          name: names[0],
          radius: ['38%', '72%'],
          center: ['30%', '50%'],
          minShowLabelAngle: 18,
          itemStyle: { borderColor: look.tooltipBackground, borderWidth: 2, borderRadius: 4 },
          label: { position: 'inside', color: '#fff', formatter: '{d}%', fontSize: look.fontSize },
          labelLayout: { hideOverlap: true },
          data: points.map(({ name, value }) => ({ name, value })),
        },
      ],
    };
  }

  const money = series.map(isMoneySeries);
  const at = partialIndex(data.x, current);
  const colourOf = (i: number) => look.palette[i % look.palette.length];
  // Money beside counts gets an axis of its own, on the right.
  const twoAxes = money.some(Boolean) && money.some((m) => !m);
  const axisOf = (i: number) => (twoAxes && money[i] ? 1 : 0);
  const drawn: Drawn[] = spec.measures.flatMap((_m, i): Drawn[] => {
    const colour = { color: colourOf(i) };
    const values = series[i].map(Number);
    if (spec.type === 'bar')
      return [
        {
          measure: i,
          option: {
            type: 'bar' as const,
            name: names[i],
            yAxisIndex: axisOf(i),
            barMaxWidth: 28,
            itemStyle: { borderRadius: [3, 3, 0, 0], ...colour },
            data: values.map((v, k) => (k === at ? { value: v, itemStyle: { opacity: 0.45 } } : v)),
          },
        },
      ];
    const { solid, tail } = splitPartial(values, at);
    const line = {
      type: 'line' as const,
      name: names[i],
      yAxisIndex: axisOf(i),
      showSymbol: values.length <= 31,
      itemStyle: colour,
      lineStyle: colour,
    };
    return [
      { measure: i, option: { ...line, areaStyle: spec.measures.length === 1 ? { opacity: 0.12 } : undefined, data: solid } },
      ...(tail.length
        ? [{ measure: i, option: { ...line, symbol: 'emptyCircle', showSymbol: true, lineStyle: { ...colour, type: 'dashed' as const }, data: tail } }]
        : []),
    ];
  });
  const measureOf = drawn.map((d) => d.measure);
  const valueAxis = (position: 'left' | 'right', whole: boolean) => ({
    type: 'value' as const,
    position,
    // Counts and whole-number sums tick in whole steps.
    minInterval: whole ? 1 : undefined,
    axisLabel: { color: look.textSecondary, formatter: axisNumber(lang) },
    splitLine: { show: position === 'left', lineStyle: { color: look.line } },
    axisLine: { show: false },
  });
  return {
    ...base,
    grid: { left: 8, right: 16, top: 36, bottom: 8 },
    tooltip: {
      ...tooltipBase,
      trigger: 'axis',
      formatter: (p: unknown) => {
        const points = p as Array<{ dataIndex: number; seriesIndex: number; marker: string }>;
        if (!points.length) return '';
        const index = points[0].dataIndex;
        const head = escapeHtml(xText(data, facts, index, false) + (index === at ? text(SO_FAR, lang) : ''));
        // A measure drawn as a solid line and a dashed tail answers once.
        const seen = new Set<number>();
        const lines = points.flatMap((pt) => {
          const m = measureOf[pt.seriesIndex] ?? pt.seriesIndex;
          if (seen.has(m)) return [];
          seen.add(m);
          return [`${pt.marker}${escapeHtml(names[m] ?? '')}: <b>${escapeHtml(pointText(series[m]?.[pt.dataIndex], lang))}</b>`];
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      name: text(facts.xLabel, lang),
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: look.textSecondary },
      boundaryGap: spec.type === 'bar',
      data: data.x.map((_k, i) => xText(data, facts, i, true)),
      axisLabel: { color: look.textSecondary, hideOverlap: true },
      axisLine: { lineStyle: { color: look.line } },
      axisTick: { lineStyle: { color: look.line } },
    },
    yAxis: twoAxes ? [valueAxis('left', true), valueAxis('right', false)] : valueAxis('left', !money.some(Boolean)),
    series: drawn.map(({ option }) => option) as ChartOption['series'],
  };
}
