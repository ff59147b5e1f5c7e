/**
 * The current-figures table and trend chart at the top of docs/performance.md (issue 30 item 5), made
 * from the recorded runs (bench/results/*.json) by bench/report.ts. Pure: runs in, Markdown and SVG out.
 * A figure's current value is its newest recorded one (a partial `--only` run records some figures only);
 * its trend is its values over every run that recorded it, oldest first.
 */
import type { Budget, Checked } from './report';

export interface Run {
  /** The results file's name without `.json` (a date, or a date and a part for partial runs). */
  name: string;
  date: string;
  only?: string[];
  load?: number[];
  figures: Checked[];
}

export interface Row {
  key: string;
  label: string;
  peer: string;
  unit: string;
  value: number;
  extra?: Checked['extra'];
  budget?: Budget;
  pass?: boolean;
  run: string;
  trend: Array<{ run: string; value: number }>;
}

const RUN_NAME = /^(\d{4}-\d{2}-\d{2})(?:\.[\w-]+)?$/;

/** Runs ordered oldest first (names are dates, a part suffix after the date's own run). */
export function orderRuns(runs: Run[]): Run[] {
  return runs.filter((r) => RUN_NAME.test(r.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Who the figure is compared with: a peer ratio names it in its key, the server ratios a bare handler. */
export function peerOf(key: string): string {
  const peer = /^peers\.[\w]+\.(?:[\w]+\.)?(\w+?)Ratio$/.exec(key);
  if (peer) return peer[1] === 'fps' ? 'bare virtual table' : peer[1];
  if (key === 'table.firstRender.ratio') return 'bare antd';
  if (/^(server|devices|mall|rentals)\.[\w.]*(ratio|cpuRatio)$/.test(key)) return 'bare handler';
  return '';
}

/** Budgeted figures (from `budgets`) at their newest value, with their trend. */
export function currentRows(runs: Run[], budgets: Record<string, Budget>): Row[] {
  const ordered = orderRuns(runs);
  const rows = new Map<string, Row>();
  for (const run of ordered)
    for (const f of run.figures) {
      const budget = budgets[f.key];
      if (!budget || typeof f.value !== 'number' || Number.isNaN(f.value)) continue;
      const pass =
        (budget.min === undefined || f.value >= budget.min) && (budget.max === undefined || f.value <= budget.max);
      const trend = [...(rows.get(f.key)?.trend ?? []), { run: run.name, value: f.value }];
      rows.set(f.key, {
        key: f.key,
        label: f.label,
        peer: peerOf(f.key),
        unit: f.unit,
        value: f.value,
        extra: f.extra,
        budget,
        pass,
        run: run.name,
        trend,
      });
    }
  // The budgets' order: the order bench/budgets.json and the printed table keep.
  return Object.keys(budgets).flatMap((k) => rows.get(k) ?? []);
}

export function fmt(v: number, unit: string): string {
  if (unit === 'B') return `${(v / 1000).toFixed(1)} kB`;
  // Counts (modules, errors, files) read as counts; ratios keep two decimals whatever their value.
  const n =
    Number.isInteger(v) && unit !== '×'
      ? String(v)
      : Math.abs(v) >= 100
        ? v.toFixed(0)
        : Math.abs(v) >= 10
          ? v.toFixed(1)
          : v.toFixed(2);
  return unit && unit !== '×' ? `${n} ${unit}` : unit === '×' ? `${n} ×` : n;
}

const budgetText = (b: Budget, unit: string) =>
  b.min !== undefined ? `≥ ${fmt(b.min, unit)}` : b.max !== undefined ? `≤ ${fmt(b.max, unit)}` : '';

const extraText = (e: Row['extra']) =>
  e
    ? Object.entries(e)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k} ${typeof v === 'number' ? fmt(v, k === 'js' || k === 'css' ? 'B' : '') : String(v)}`)
        .join(', ')
    : '';

/** The Markdown table: figure, peer, value (absolute figures and load beside it), budget, met, trend. */
export function currentTable(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const lines = [
    '| figure | peer | value | budget | met | trend (oldest → newest) | run |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const detail = extraText(r.extra);
    lines.push(
      `| ${esc(r.label)} | ${r.peer || '–'} | **${fmt(r.value, r.unit)}**${detail ? ` (${esc(detail)})` : ''} | ${r.budget ? budgetText(r.budget, r.unit) : '–'} | ${r.pass ? 'met' : '**missed**'} | ${r.trend.map((t) => fmt(t.value, r.unit === 'B' ? 'B' : '')).join(' → ')} | ${r.run} |`,
    );
  }
  return lines.join('\n');
}

/** How far a value stands from its budget, as value / budget (max budgets) or budget / value (min):
 *  1 is the line, below 1 is met, so every figure reads the same way on one chart. */
export function budgetShare(value: number, b: Budget): number | undefined {
  if (b.max !== undefined) return b.max === 0 ? (value === 0 ? 0 : undefined) : value / b.max;
  if (b.min !== undefined) return value === 0 ? undefined : b.min / value;
  return undefined;
}

const COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#a0d911',
  '#f5222d',
  '#2f54eb',
  '#faad14',
];

/** An SVG line chart of budget share per run for the given keys (1.0 = at the budget; below = met). */
export function trendChart(runs: Run[], rows: Row[], keys: string[]): string {
  const ordered = orderRuns(runs).map((r) => r.name);
  const chosen = rows.filter((r) => keys.includes(r.key) && r.budget);
  const W = 900;
  const H = 60 + chosen.length * 18 + 300;
  const left = 60;
  const top = 20;
  const plotW = W - left - 90; // room for the last run's name
  const plotH = 260;
  // Up to 3 × the budget: a run at a load of 30 can be 7 × off, which would flatten every other line.
  const yMax = Math.min(
    3,
    Math.max(2, ...chosen.flatMap((r) => r.trend.map((t) => budgetShare(t.value, r.budget!) ?? 0))),
  );
  const x = (run: string) =>
    left + (ordered.length <= 1 ? plotW / 2 : (ordered.indexOf(run) / (ordered.length - 1)) * plotW);
  const y = (share: number) => top + plotH - (Math.min(share, yMax) / yMax) * plotH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<line x1="${left}" y1="${y(1)}" x2="${left + plotW}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>`,
    `<text x="${left - 6}" y="${y(1) + 4}" text-anchor="end">budget</text>`,
    `<text x="${left - 6}" y="${y(0) + 4}" text-anchor="end">0</text>`,
    `<text x="${left - 6}" y="${y(yMax) + 4}" text-anchor="end">${yMax.toFixed(1)} ×</text>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="#333"/>`,
    `<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="#333"/>`,
  ];
  ordered.forEach((run) =>
    parts.push(`<text x="${x(run)}" y="${top + plotH + 16}" text-anchor="middle">${run}</text>`),
  );
  chosen.forEach((r, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = r.trend
      .map((t) => [t.run, budgetShare(t.value, r.budget!)] as const)
      .filter((p): p is readonly [string, number] => p[1] !== undefined)
      .map(([run, s]) => `${x(run).toFixed(1)},${y(s).toFixed(1)}`);
    if (pts.length > 1)
      parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.join(' ')}"/>`);
    pts.forEach((p) => {
      const [cx, cy] = p.split(',');
      parts.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="${color}"/>`);
    });
    const ly = top + plotH + 40 + i * 18;
    parts.push(`<rect x="${left}" y="${ly - 9}" width="12" height="10" fill="${color}"/>`);
    parts.push(
      `<text x="${left + 18}" y="${ly}">${xmlEscape(r.label)} (${r.pass ? 'met' : 'missed'}: ${fmt(r.value, r.unit)}, budget ${budgetText(r.budget!, r.unit)})</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const START = '<!-- bench/report.ts: current table (generated) -->';
export const END = '<!-- bench/report.ts: end -->';

/** `doc` with the text between the markers replaced (the markers kept); throws when they are missing. */
export function replaceGenerated(doc: string, content: string): string {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/performance.md lacks the markers ${START} … ${END}`);
  return `${doc.slice(0, a + START.length)}\n\n${content}\n\n${doc.slice(b)}`;
}
