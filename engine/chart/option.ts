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

/** The theme's colours: the primary colour first, then the status and preset colours of the same theme. */
export function lookOf(token: GlobalToken): ChartLook {
  return {
    palette: [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token.purple,
      token.cyan,
      token.magenta,
      token.gold,
    ],
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
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function chartOption({ spec, data, facts, look, lang }: ChartOptionInput): ChartOption {
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
    return {
      ...base,
      legend: { ...base.legend, bottom: 0, top: undefined },
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
          radius: ['36%', '62%'],
          center: ['50%', '46%'],
          itemStyle: { borderColor: look.tooltipBackground, borderWidth: 2, borderRadius: 4 },
          label: { color: look.text, formatter: '{b}\n{d}%', lineHeight: 16 },
          labelLine: { lineStyle: { color: look.line } },
          data: points.map(({ name, value }) => ({ name, value })),
        },
      ],
    };
  }

  const money = series.map(isMoneySeries);
  // Money beside counts gets an axis of its own, on the right.
  const twoAxes = money.some(Boolean) && money.some((m) => !m);
  const axisOf = (i: number) => (twoAxes && money[i] ? 1 : 0);
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
        const head = escapeHtml(xText(data, facts, points[0].dataIndex, false));
        const lines = points.map(
          (pt) =>
            `${pt.marker}${escapeHtml(names[pt.seriesIndex] ?? '')}: <b>${escapeHtml(pointText(series[pt.seriesIndex]?.[pt.dataIndex], lang))}</b>`,
        );
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
    series: spec.measures.map((_m, i) =>
      spec.type === 'bar'
        ? {
            type: 'bar' as const,
            name: names[i],
            yAxisIndex: axisOf(i),
            barMaxWidth: 28,
            itemStyle: { borderRadius: [3, 3, 0, 0] },
            data: series[i].map(Number),
          }
        : {
            type: 'line' as const,
            name: names[i],
            yAxisIndex: axisOf(i),
            showSymbol: series[i].length <= 31,
            areaStyle: spec.measures.length === 1 ? { opacity: 0.12 } : undefined,
            data: series[i].map(Number),
          },
    ),
  };
}
