/**
 * What every page of the peer comparison offers Playwright as `window.bench` (peers/run.ts calls it):
 * ours (the console's CrudPage and SchemaForm) and each peer fed the same fixtures (bench/fixtures/wide.ts).
 * A page leaves out what its library is not compared on.
 */
import { afterPaint, median, percentile } from '../measure';
import { keyTimings, startKeyTiming } from './settle';

export interface ScrollResult {
  fps: number;
  p95FrameMs: number;
  longTasks: number;
  scrolledPx: number;
}

export interface PeerBench {
  /** Mounts a `rows` × `cols` CRUD table; ms from the rows handed over to the page settled. */
  crud?: (rows: number, cols: number) => Promise<number>;
  /** Mounts the 500-field form, ms from mount to settled; keystrokes are timed from then on. */
  form?: () => Promise<number>;
  keystrokes?: () => { median: number; p95: number; count: number };
  /** Mounts the 10,000-row table and scrolls it every frame for `ms`. */
  scroll?: (ms: number) => Promise<ScrollResult>;
}

export function expose(bench: PeerBench): void {
  (window as unknown as { bench: PeerBench }).bench = bench;
  document.title = 'bench ready';
}

export const timeKeys = () => startKeyTiming(afterPaint);

export function keystrokes() {
  const xs = keyTimings();
  return { median: median(xs), p95: percentile(xs, 95), count: xs.length };
}

/** 120 px a frame for `ms` (a brisk wheel), as the console's own scroll figure does. */
export async function scrollFor(holder: HTMLElement, ms: number): Promise<ScrollResult> {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  const frames: number[] = [];
  await new Promise<void>((resolve) => {
    const start = performance.now();
    const step = (t: number) => {
      frames.push(t);
      holder.scrollTop += 120;
      if (t - start < ms) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  return {
    fps: ((frames.length - 1) / (frames[frames.length - 1] - frames[0])) * 1000,
    p95FrameMs: percentile(gaps, 95),
    longTasks: longTasks.length,
    scrolledPx: holder.scrollTop,
  };
}

/** A fresh container under #root, 1400 px wide like the console's bench host. */
export function container(): HTMLElement {
  const el = document.createElement('div');
  el.style.width = '1400px';
  document.getElementById('root')!.appendChild(el);
  return el;
}
