/** Budgets, the last recorded result, and the printed table. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './figures';

export interface Budget {
  min?: number;
  max?: number;
}

export interface Checked extends Figure {
  budget?: Budget;
  pass?: boolean;
  last?: number;
}

export function loadBudgets(file: string): Record<string, Budget> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Budget | string>;
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, Budget] => typeof e[1] === 'object'));
}

/** The newest bench/results/*.json (names are dates, so they sort), as key → value. */
export function lastResult(dir: string): { file?: string; values: Map<string, number> } {
  if (!existsSync(dir)) return { values: new Map() };
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f))
    .sort();
  const file = files[files.length - 1];
  if (!file) return { values: new Map() };
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { figures?: Figure[] };
  return { file, values: new Map((data.figures ?? []).map((f) => [f.key, f.value])) };
}

export function check(figures: Figure[], budgets: Record<string, Budget>, last: Map<string, number>): Checked[] {
  return figures.map((f) => {
    const budget = budgets[f.key];
    const pass = budget
      ? (budget.min === undefined || f.value >= budget.min) && (budget.max === undefined || f.value <= budget.max)
      : undefined;
    return { ...f, budget, pass, last: last.get(f.key) };
  });
}

const num = (v: number | undefined, unit = '') => {
  if (v === undefined || Number.isNaN(v)) return '–';
  if (unit === 'B') return `${(v / 1000).toFixed(1)} kB`;
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2);
};

export function printTable(rows: Checked[], write: (line: string) => void): void {
  const lines = rows.map((r) => {
    const budget = r.budget
      ? `${r.budget.min !== undefined ? `≥ ${num(r.budget.min, r.unit)}` : `≤ ${num(r.budget.max, r.unit)}`}`
      : '';
    const extra = r.extra
      ? Object.entries(r.extra)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${k} ${typeof v === 'number' ? num(v, k === 'js' || k === 'css' ? 'B' : '') : v}`)
          .join(', ')
      : '';
    const mark = r.pass === undefined ? '  ' : r.pass ? 'ok' : 'XX';
    return [
      mark,
      r.label,
      `${num(r.value, r.unit)} ${r.unit === 'B' ? '' : r.unit}`.trim(),
      budget,
      num(r.last, r.unit),
      extra,
    ];
  });
  const head = ['', 'figure', 'value', 'budget', 'last', 'detail'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const l of [head, ...lines]) write(l.map((c, i) => (i === l.length - 1 ? c : c.padEnd(widths[i]))).join('  '));
}
