/**
 * Browser figures: the bench page (production build, bench/vite.config.ts mode bench-pages) in headless
 * Chromium. Table renders alternate CrudPage / bare antd so both see the same machine load; medians.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';
import type { Figure } from '../lib/figures';
import { launch } from '../lib/chromium';
import { serveDir } from '../lib/static';
import type * as Cases from './cases';

type Bench = typeof Cases;
const call = <K extends keyof Bench>(page: Page, name: K, ...args: Parameters<Bench[K]>) =>
  page.evaluate(
    ([n, a]) => (window as unknown as { bench: Record<string, (...x: unknown[]) => unknown> }).bench[n](...a),
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<Bench[K]>>>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export async function runBrowserBench(o: {
  repeats: number;
  scrollMs: number;
  keys: number;
  log: (l: string) => void;
}): Promise<Figure[]> {
  const { port, server } = await serveDir(join(projectRoot, 'data/bench/pages'));
  const browser = await launch();
  const figures: Figure[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => o.log(`  page error: ${e.message}`));
    const open = async () => {
      await page.goto(`http://127.0.0.1:${port}/bench/browser/index.html`);
      await page.waitForFunction(() => document.title === 'bench ready');
    };
    await open();
    await call(page, 'crud');
    await call(page, 'antd'); // warm-up: code compiled, fonts and styles in place
    const ours: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < o.repeats; i++) {
      ours.push(await call(page, 'crud'));
      bare.push(await call(page, 'antd'));
    }
    const a = median(ours);
    const b = median(bare);
    o.log(
      `  table 100×50: CrudPage ${ours.map((x) => x.toFixed(0)).join(' ')} ms; antd ${bare.map((x) => x.toFixed(0)).join(' ')} ms`,
    );
    figures.push(
      {
        key: 'table.firstRender.ms',
        label: 'CrudPage 100×50 first render after data (bare antd)',
        unit: 'ms',
        value: a,
        extra: { bare: b },
      },
      {
        key: 'table.firstRender.ratio',
        label: 'CrudPage / bare antd Table, 100×50 first render',
        unit: '×',
        value: a / b,
      },
    );

    await open();
    const s = await call(page, 'scroll', o.scrollMs);
    o.log(`  scroll 10k: ${JSON.stringify(s)}`);
    figures.push(
      {
        key: 'scroll.fps',
        label: 'scroll 10,000-row CrudPage: frames per second',
        unit: 'fps',
        value: s.fps,
        extra: { p95FrameMs: s.p95FrameMs, scrolledPx: s.scrolledPx },
      },
      {
        key: 'scroll.longTasks',
        label: 'scroll 10,000-row CrudPage: long tasks (> 50 ms)',
        unit: 'tasks',
        value: s.longTasks,
        extra: { totalMs: s.longTaskMs },
      },
      {
        key: 'scroll.firstRender.ms',
        label: '10,000-row CrudPage first render after data',
        unit: 'ms',
        value: s.firstMs,
      },
    );

    await open();
    const mountMs = await call(page, 'form');
    const input = page.locator('[aria-label="字段250"]').first();
    await input.click();
    await page.keyboard.type('keystroke-latency-'.repeat(5).slice(0, o.keys), { delay: 40 });
    await page.waitForTimeout(200);
    const k = await call(page, 'keystrokes');
    o.log(`  form 500 fields: mount ${mountMs.toFixed(0)} ms, keys ${JSON.stringify(k)}`);
    figures.push(
      {
        key: 'form.keystroke.ms',
        label: '500-field form: keystroke → paint, median (p95)',
        unit: 'ms',
        value: k.median,
        extra: { p95: k.p95, keys: k.count },
      },
      { key: 'form.mount.ms', label: '500-field form: first render', unit: 'ms', value: mountMs },
    );
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}
