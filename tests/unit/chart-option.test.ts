/**
 * The chart widget's echarts option (engine/chart/option.ts), without a canvas: series and axes per chart
 * type, money beside counts on an axis of its own, tooltips showing money exactly per locale, dictionary
 * labels, bucket labels, and colours and texts taken from the antd theme (light and dark).
 */
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import type { ChartSpec } from '../../engine/schema/model';
import type { ChartData, ChartFacts } from '../../engine/schema/stats';
import { chartOption, lookOf, pointText, xText } from '../../engine/chart/option';
import { factsOf } from '../../engine/chart/types';

const light = lookOf(theme.getDesignToken({ token: { colorPrimary: '#409EFF' } }));
const darkToken = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#722ED1' } });
const dark = lookOf(darkToken);

const line: ChartSpec = {
  key: 'perDay',
  title: { zh: '每日流水', en: 'Lines per day' },
  type: 'line',
  x: { prop: 'paidAt' },
  measures: [
    { kind: 'count', label: { zh: '笔数', en: 'Lines' } },
    { kind: 'sum', prop: 'amount', label: { zh: '金额', en: 'Amount' } },
  ],
};
const days: ChartData = {
  x: ['2026-11-01', '2026-11-02', '2026-11-03'],
  series: [
    { key: 'count', data: [3, 0, 1] },
    { key: 'amount', data: ['12345678901234.56', '0.00', '-5.00'] },
  ],
};
const dayFacts: ChartFacts = { bucket: 'day', range: { prop: 'paidAt', days: 30 }, xLabel: { zh: '日期', en: 'Date' } };

// The option is a loose echarts type; the tests read plain values out of it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

describe('chart option', () => {
  it('a line chart: one series per measure, named in the language, money on a right axis of its own', () => {
    const o: Loose = chartOption({ spec: line, data: days, facts: dayFacts, look: light, lang: 'en' });
    expect(o.series.map((s: Loose) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['line', 'Lines', 0],
      ['line', 'Amount', 1],
    ]);
    expect(o.series[1].data).toEqual([12345678901234.56, 0, -5]);
    expect(o.yAxis.map((a: Loose) => a.position)).toEqual(['left', 'right']);
    expect(o.xAxis.data).toEqual(['11-01', '11-02', '11-03']);
    expect(o.xAxis.name).toBe('Date');
    expect(o.aria.enabled).toBe(true);
    const zh: Loose = chartOption({ spec: line, data: days, facts: dayFacts, look: light, lang: 'zh' });
    expect(zh.series.map((s: Loose) => s.name)).toEqual(['笔数', '金额']);
    expect(zh.xAxis.name).toBe('日期');
  });

  it('tooltips show money exactly, per locale with two decimals', () => {
    const o: Loose = chartOption({ spec: line, data: days, facts: dayFacts, look: light, lang: 'en' });
    const html: string = o.tooltip.formatter([
      { dataIndex: 0, seriesIndex: 0, marker: '' },
      { dataIndex: 0, seriesIndex: 1, marker: '' },
    ]);
    expect(html).toBe('2026-11-01<br/>Lines: <b>3</b><br/>Amount: <b>¥12,345,678,901,234.56</b>');
    expect(pointText('-5.00', 'zh')).toBe('-¥5.00');
    expect(pointText(1234567, 'zh')).toBe('1,234,567');
    expect(pointText('n/a', 'en')).toBe('n/a');
  });

  it('a bar chart of a dictionary column uses its labels; one kind of value keeps one axis', () => {
    const spec: ChartSpec = { ...line, type: 'bar', x: { prop: 'level' }, measures: [line.measures[0]] };
    const data: ChartData = { x: ['1', '2'], labels: ['低', '中'], series: [{ key: 'count', data: [4, 2] }] };
    const facts: ChartFacts = { xLabel: { zh: '级别', en: 'Level' } };
    const o: Loose = chartOption({ spec, data, facts, look: light, lang: 'zh' });
    expect(o.xAxis.data).toEqual(['低', '中']);
    expect(o.yAxis.position).toBe('left');
    expect(o.series[0]).toMatchObject({ type: 'bar', data: [4, 2], yAxisIndex: 0 });
  });

  it('a pie: one slice per group with a positive value, named by its label', () => {
    const spec: ChartSpec = { ...line, type: 'pie', x: { prop: 'level' }, measures: [line.measures[1]] };
    const data: ChartData = { x: ['1', '2', '3'], labels: ['Low', 'Medium', 'High'], series: [{ key: 'amount', data: ['10.50', '-1.00', '0.25'] }] };
    const o: Loose = chartOption({ spec, data, facts: { xLabel: spec.x.label ?? { zh: '', en: '' } }, look: light, lang: 'en' });
    expect(o.series[0].data).toEqual([
      { name: 'Low', value: 10.5 },
      { name: 'High', value: 0.25 },
    ]);
    expect(o.tooltip.formatter({ name: 'High', dataIndex: 1, percent: 2.33 })).toBe('High<br/>Amount: <b>¥0.25</b> (2.33%)');
  });

  it('takes its colours and texts from the antd theme, light and dark', () => {
    const l: Loose = chartOption({ spec: line, data: days, facts: dayFacts, look: light, lang: 'zh' });
    const d: Loose = chartOption({ spec: line, data: days, facts: dayFacts, look: dark, lang: 'zh' });
    expect(l.color[0].toLowerCase()).toBe('#409eff');
    // The dark algorithm's own shade of the chosen primary colour.
    expect(d.color[0]).toBe(darkToken.colorPrimary);
    expect(d.color[0].toLowerCase()).not.toBe('#409eff');
    expect(l.textStyle.color).not.toBe(d.textStyle.color);
    expect(d.textStyle.color).toBe(darkToken.colorText); // light text on the dark theme
    expect(l.backgroundColor).toBe('transparent');
  });

  it('bucket labels and the facts of a chart no schema declares', () => {
    expect(xText({ x: ['2026-11-01 08'], series: [] }, { bucket: 'hour', xLabel: { zh: '', en: '' } }, 0, true)).toBe('11-01 08:00');
    expect(xText({ x: ['2026-11'], series: [] }, { bucket: 'month', xLabel: { zh: '', en: '' } }, 0, true)).toBe('2026-11');
    expect(factsOf({ ...line, x: { prop: 'day', by: 'month' } })).toEqual({
      bucket: 'month',
      range: { prop: 'day', days: 365 },
      xLabel: { zh: 'day', en: 'day' },
    });
    expect(factsOf({ ...line, x: { prop: 'city' }, range: false }).range).toBeUndefined();
  });
});
