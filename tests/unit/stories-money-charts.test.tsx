/**
 * The money and chart stories (storybook/stories/money-charts.stories.tsx) render without errors and show
 * what they are about: the summary row's totals of the current search — exact, per locale with two
 * decimals, under their own columns — the charts' titles, range presets and data in both languages, and
 * the widget over a plugin's endpoint. The in-memory provider sums as the server does, in fen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { formatFen, parseYuan, sumFen } from '../../engine/schema/money';
import * as stories from '../../storybook/stories/money-charts.stories';
import { ledgerRows } from '../../storybook/stories/money-charts-fixture';
import { checkStory } from './stories-check';

const s = composeStories(stories);
const ok = { errors: [], missing: [] };
const rows = ledgerRows();
const totalFen = sumFen(rows.map((r) => parseYuan(r.amount as number)));
const totalQty = rows.reduce((n, r) => n + (r.qty as number), 0);

const summaryCell = (prop: string) => document.querySelector(`.crud-summary .crud-summary-value[data-prop="${prop}"]`);
const plotState = () => [...document.querySelectorAll('.chart-plot')].map((el) => el.getAttribute('data-state'));

afterEach(() => cleanup());

describe('money and chart stories', () => {
  it('a list shows its totals under the amount and quantity columns, exact and per locale', async () => {
    expect(await checkStory(s.ListWithSummary, { labels: ['流水明细', '合计', '每日流水', '每月金额', '按级别'], minRows: 10 })).toEqual(ok);
    await waitFor(() => expect(summaryCell('amount')?.textContent).toBe(formatFen(totalFen, 'zh')));
    expect(summaryCell('qty')?.textContent).toBe(new Intl.NumberFormat('en').format(totalQty));
    // Under its own column: the summary cell sits at the amount header's position (selection and index first).
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    const cells = [...document.querySelectorAll('.crud-summary td')];
    const at = (el: Element | null) => cells.findIndex((td) => td.contains(el));
    const spanBefore = (i: number) => cells.slice(0, i).reduce((n, td) => n + Number(td.getAttribute('colspan') ?? 1), 0);
    expect(headers[spanBefore(at(summaryCell('amount')))]).toBe('金额');
    expect(headers[spanBefore(at(summaryCell('qty')))]).toBe('数量');
  });

  it('the totals follow the search', async () => {
    expect(await checkStory(s.ListWithSummary, { labels: ['合计'], minRows: 10 })).toEqual(ok);
    await waitFor(() => expect(summaryCell('amount')?.textContent).toBe(formatFen(totalFen, 'zh')));
    const refunds = rows.filter((r) => String(r.title).includes('退款'));
    await act(async () => {
      fireEvent.change(screen.getAllByPlaceholderText(/请输入摘要/)[0], { target: { value: '退款' } });
    });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /搜\s*索/ })[0]);
    });
    const want = formatFen(sumFen(refunds.map((r) => parseYuan(r.amount as number))), 'zh');
    await waitFor(() => expect(summaryCell('amount')?.textContent).toBe(want));
    expect(want.startsWith('-¥')).toBe(true);
  });

  it('in English on the dark theme', async () => {
    expect(await checkStory(s.EnglishDark, { labels: ['Ledger lines', 'Total', 'Lines per day', 'Amount per month', 'By level', 'Last 30 days'], minRows: 10 })).toEqual(ok);
    await waitFor(() => expect(summaryCell('amount')?.textContent).toBe(formatFen(totalFen, 'en')));
  });

  it('each chart kind loads its data with its range and shows its title and presets', async () => {
    for (const [Story, title, preset] of [
      [s.LineChart, '每日流水', '近30天'],
      [s.BarChart, '每月金额', '近12个月'],
      [s.PieChart, '按级别', '近90天'],
    ] as const) {
      expect(await checkStory(Story, { labels: [title, preset] })).toEqual(ok);
      await waitFor(() => expect(plotState()).toEqual(['ready']));
      cleanup();
    }
  });

  it('an empty range says so; the widget works over a plugin endpoint', async () => {
    expect(await checkStory(s.EmptyRange, { labels: ['所选范围内暂无数据'] })).toEqual(ok);
    expect(plotState()).toEqual(['empty']);
    cleanup();
    expect(await checkStory(s.PluginEndpoint, { labels: ['设备在线情况'] })).toEqual(ok);
    await waitFor(() => expect(plotState()).toEqual(['ready']));
  });
});
