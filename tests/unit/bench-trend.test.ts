// @vitest-environment node
/**
 * The current table and trend chart of docs/performance.md (bench/lib/trend.ts, written by
 * bench/report.ts) from fixture results: newest value per figure across full and partial runs, the trend
 * in run order, budgets met or missed, the chart's points on the budget scale.
 */
import { describe, expect, it } from 'vitest';
import {
  currentRows,
  currentTable,
  END,
  peerOf,
  replaceGenerated,
  START,
  trendChart,
  type Run,
} from '../../bench/lib/trend';

const fig = (key: string, value: number, unit = '×', extra?: Record<string, string | number>) => ({
  key,
  label: key,
  unit,
  value,
  extra,
});
const runs: Run[] = [
  // Given out of order: names are dates and sort.
  {
    name: '2026-12-06.browser',
    date: '2026-12-06',
    only: ['browser'],
    figures: [fig('peers.crud100x50.antdRatio', 1.2, '×', { ours: '600.0 ms', antd: '500.0 ms', load: 3.5 })],
  },
  {
    name: '2026-11-01',
    date: '2026-11-01',
    figures: [
      fig('peers.crud100x50.antdRatio', 0.8),
      fig('server.page1.c10.ratio', 0.5),
      fig('unbudgeted.ms', 7, 'ms'),
    ],
  },
  {
    name: '2026-11-20',
    date: '2026-11-20',
    figures: [
      fig('peers.crud100x50.antdRatio', 0.9),
      fig('server.page1.c10.ratio', 0.75),
      fig('scroll.fps', 40, 'fps'),
    ],
  },
  { name: 'notes', date: '', figures: [fig('server.page1.c10.ratio', 99)] },
];
const budgets = {
  'server.page1.c10.ratio': { min: 0.7 },
  'peers.crud100x50.antdRatio': { max: 1 },
  'scroll.fps': { min: 55 },
};

describe('bench trend report', () => {
  const rows = currentRows(runs, budgets);

  it('takes each budgeted figure at its newest value, in the budgets order, with its trend oldest first', () => {
    expect(rows.map((r) => [r.key, r.value, r.run, r.pass])).toEqual([
      ['server.page1.c10.ratio', 0.75, '2026-11-20', true],
      ['peers.crud100x50.antdRatio', 1.2, '2026-12-06.browser', false],
      ['scroll.fps', 40, '2026-11-20', false],
    ]);
    expect(rows[1].trend.map((t) => t.value)).toEqual([0.8, 0.9, 1.2]);
    expect(rows[0].trend.map((t) => t.run)).toEqual(['2026-11-01', '2026-11-20']);
  });

  it('names the peer of each ratio', () => {
    expect(peerOf('peers.crud100x50.amisRatio')).toBe('amis');
    expect(peerOf('peers.form500.keyP95.formilyRatio')).toBe('formily');
    expect(peerOf('peers.scroll10k.fpsRatio')).toBe('bare virtual table');
    expect(peerOf('devices.drawer.c10.ratio')).toBe('bare handler');
    expect(peerOf('scroll.fps')).toBe('');
  });

  it('prints one table row per figure: value with its absolute figures and load, budget, met or missed, trend', () => {
    const table = currentTable(rows).split('\n');
    expect(table).toHaveLength(2 + 3);
    expect(table[3]).toBe(
      '| peers.crud100x50.antdRatio | antd | **1.20 ×** (ours 600.0 ms, antd 500.0 ms, load 3.50) | ≤ 1.00 × | **missed** | 0.80 → 0.90 → 1.20 | 2026-12-06.browser |',
    );
    expect(table[2]).toContain('| ≥ 0.70 × | met | 0.50 → 0.75 |');
  });

  it('charts budget share per run: 1 on the dashed line, a missed figure above it', () => {
    const svg = trendChart(runs, rows, ['peers.crud100x50.antdRatio', 'server.page1.c10.ratio']);
    const budgetY = Number(/<line x1="60" y1="([\d.]+)"[^>]*stroke-dasharray/.exec(svg)![1]);
    const lines = [...svg.matchAll(/<polyline[^>]*points="([^"]+)"/g)].map((m) =>
      m[1].split(' ').map((p) => Number(p.split(',')[1])),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveLength(3); // the antd ratio over its three runs
    expect(lines[1][2]).toBeLessThan(budgetY); // 1.2 of a ≤ 1 budget: above the line (smaller y)
    expect(lines[1][0]).toBeGreaterThan(budgetY);
    expect(lines[0][1]).toBeGreaterThan(budgetY); // 0.75 against ≥ 0.7: met, below the line
    expect(svg).toContain('2026-12-06.browser');
  });

  it('replaces only the generated part of the document', () => {
    const doc = `# Title\n\n${START}\nold\n${END}\n\n## History\n`;
    expect(replaceGenerated(doc, 'new')).toBe(`# Title\n\n${START}\n\nnew\n\n${END}\n\n## History\n`);
    expect(() => replaceGenerated('# no markers', 'x')).toThrow(/markers/);
  });
});
