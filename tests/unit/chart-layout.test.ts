/**
 * The charts' texts laid out by echarts itself (server-side rendering, no canvas) and measured: no label,
 * legend entry or axis text overlaps another, colours of a top-10 pie are all different, and the bucket
 * still being filled is drawn as partial (dashed tail, "so far" in the tooltip) instead of a drop.
 */
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { init, use as register } from 'echarts/core';
import { LineChart, PieChart, BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartSpec } from '../../engine/schema/model';
import type { ChartData, ChartFacts } from '../../engine/schema/stats';
import { chartOption, lookOf } from '../../engine/chart/option';
import { currentBucket, partialIndex } from '../../engine/chart/partial';

register([LineChart, PieChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const look = lookOf(theme.getDesignToken());
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

/** Every text echarts drew (not hidden by its own overlap rules), as page rectangles. */
function drawnTexts(option: unknown, width: number, height: number): Box[] {
  const chart = init(null as unknown as HTMLElement, null, { renderer: 'svg', ssr: true, width, height });
  chart.setOption(option as Loose);
  const boxes: Box[] = [];
  const zr: Loose = chart.getZr();
  zr.storage.getDisplayList(true).forEach((el: Loose) => {
    if (el.type !== 'tspan' && el.type !== 'text') return;
    if (el.ignore || el.invisible || el.style?.opacity === 0 || !el.style?.text) return;
    const r = el.getBoundingRect().clone();
    const m = el.getComputedTransform();
    if (m) r.applyTransform(m);
    boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height, text: String(el.style.text) });
  });
  chart.dispose();
  return boxes;
}

const overlapping = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1)
      .map((b) => `${a.text} × ${b.text}`),
  );

const pie: ChartSpec = {
  key: 'topStores',
  title: { zh: '门店排行', en: 'Top stores' },
  type: 'pie',
  x: { prop: 'storeName', limit: 10 },
  measures: [{ kind: 'sum', prop: 'paidAmount', label: { zh: '实付金额', en: 'Paid' } }],
};
const stores = [
  '万达广场（杭州拱墅店）',
  '银泰城（滨江店）',
  '龙湖天街（西溪店）',
  '印象城（余杭店）',
  '大悦城（下城店）',
  '宝龙广场（萧山店）',
  '吾悦广场（富阳店）',
  '来福士（钱江新城店）',
  '万象汇（临平店）',
  '星光大道（滨江二期店）',
];
const pieData: ChartData = {
  x: stores,
  series: [{ key: 'paidAmount', data: ['9120.00', '7310.50', '6200.00', '4100.00', '3900.00', '1200.00', '900.00', '310.00', '120.00', '45.00'] }],
};
const pieFacts: ChartFacts = { xLabel: { zh: '门店', en: 'Store' } };

const perDay: ChartSpec = {
  key: 'perDay',
  title: { zh: '近30天', en: 'Last 30 days' },
  type: 'line',
  x: { prop: 'startTime' },
  measures: [
    { kind: 'count', label: { zh: '租赁笔数', en: 'Rentals' } },
    { kind: 'sum', prop: 'paidAmount', label: { zh: '实付金额', en: 'Paid' } },
  ],
};
const days = Array.from({ length: 30 }, (_v, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const lineData: ChartData = {
  x: days,
  series: [
    { key: 'count', data: days.map((_d, i) => (i === 29 ? 3 : 40 + (i % 7) * 5)) },
    { key: 'paidAmount', data: days.map((_d, i) => (i === 29 ? '90.00' : `${1200 + (i % 7) * 150}.00`)) },
  ],
};
const dayFacts: ChartFacts = { bucket: 'day', range: { prop: 'startTime', days: 30 }, xLabel: { zh: '日期', en: 'Day' } };

describe('chart layout', () => {
  for (const lang of ['zh', 'en'] as const)
    for (const [width, height] of [
      [560, 300],
      [420, 300],
    ])
      it(`a top-10 pie at ${width}×${height} (${lang}): no two texts overlap, no colour repeats`, () => {
        const option: Loose = chartOption({ spec: pie, data: pieData, facts: pieFacts, look, lang });
        const boxes = drawnTexts(option, width, height);
        expect(boxes.length).toBeGreaterThan(5);
        expect(overlapping(boxes)).toEqual([]);
        expect(new Set(look.palette.slice(0, 10).map((c) => c.toLowerCase())).size).toBe(10);
      });

  it('the former layout (outer labels, legend below) is caught by the same measure', () => {
    const option: Loose = chartOption({ spec: pie, data: pieData, facts: pieFacts, look, lang: 'zh' });
    option.legend = { type: 'plain', bottom: 0 };
    option.series[0] = { type: 'pie', radius: ['36%', '62%'], center: ['50%', '46%'], label: { formatter: '{b}\n{d}%' }, data: option.series[0].data };
    expect(overlapping(drawnTexts(option, 420, 300)).length).toBeGreaterThan(0);
  });

  it('a 30-day line at 560×300: axis texts and legend do not overlap', () => {
    for (const lang of ['zh', 'en'] as const) {
      const option = chartOption({ spec: perDay, data: lineData, facts: dayFacts, look, lang, current: '2026-11-30' });
      expect(overlapping(drawnTexts(option, 560, 300))).toEqual([]);
    }
  });

  it('today is drawn as partial: a dashed tail per measure, one tooltip line per measure, "so far"', () => {
    const o: Loose = chartOption({ spec: perDay, data: lineData, facts: dayFacts, look, lang: 'en', current: '2026-11-30' });
    expect(o.series).toHaveLength(4);
    const [count, countTail] = o.series;
    expect(count.data[29]).toBe('-');
    expect(count.data[28]).toBe(40);
    expect(countTail.lineStyle.type).toBe('dashed');
    expect(countTail.name).toBe(count.name);
    expect(countTail.lineStyle.color).toBe(count.lineStyle.color);
    expect(countTail.data.filter((v: unknown) => v !== '-')).toEqual([40, 3]);
    const html: string = o.tooltip.formatter([
      { dataIndex: 29, seriesIndex: 1, marker: '' },
      { dataIndex: 29, seriesIndex: 3, marker: '' },
    ]);
    expect(html).toContain('2026-11-30 (so far)');
    expect(html).toContain('Rentals: <b>3</b>');
    expect(html).toContain('Paid: <b>¥90.00</b>');
    const twice: string = o.tooltip.formatter([
      { dataIndex: 28, seriesIndex: 0, marker: '' },
      { dataIndex: 28, seriesIndex: 1, marker: '' },
    ]);
    expect(twice.match(/Rentals/g)).toHaveLength(1);
    // A range that ends before today has no partial bucket.
    const past: Loose = chartOption({ spec: perDay, data: lineData, facts: dayFacts, look, lang: 'zh', current: '2026-12-06' });
    expect(past.series).toHaveLength(2);
    expect(past.series[0].data[29]).toBe(3);
  });

  it('a bar chart fades the partial bucket; the current bucket follows the local clock', () => {
    const o: Loose = chartOption({ spec: { ...perDay, type: 'bar' }, data: lineData, facts: dayFacts, look, lang: 'zh', current: '2026-11-30' });
    expect(o.series[0].data[29]).toEqual({ value: 3, itemStyle: { opacity: 0.45 } });
    const now = new Date(2026, 11, 6, 9, 30);
    expect(currentBucket('day', now)).toBe('2026-12-06');
    expect(currentBucket('month', now)).toBe('2026-12');
    expect(currentBucket('hour', now)).toBe('2026-12-06 09');
    expect(currentBucket(undefined, now)).toBeUndefined();
    expect(partialIndex(['2026-12-05', '2026-12-06'], '2026-12-06')).toBe(1);
    expect(partialIndex(['2026-12-06'], '2026-12-06')).toBe(-1);
  });
});
