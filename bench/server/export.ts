/**
 * Export memory: the API-log list exported by the real app as a job (bench/server/export-child.ts, a
 * process per run) from tables of 10,000 and 100,000 seeded rows. Figures: the 100,000-row export's time
 * and rows per second, its peak RSS, the peak heap growth over the idle app (garbage included), the heap
 * retained after a full GC (sampled every 250 ms) and the ratio of the 100k to the 10k retained growth —
 * bounded memory means that ratio stays near 1 while the rows grow 10×.
 */
import { spawn } from 'node:child_process';
import { projectRoot } from '../../engine/schema/node/load';
import type { Figure } from '../lib/figures';
import { seedFile } from './load';

export interface ExportOptions {
  rows: number;
  log: (line: string) => void;
}

interface Measured {
  rows: number;
  ms: number;
  fileBytes: number;
  baseRss: number;
  peakRss: number;
  baseHeap: number;
  peakHeap: number;
  /** The heap right after a full collection, at its highest during the export. */
  peakRetained: number;
}

function measure(file: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/server/export-child.ts', file], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => {
      const m = /\{"result":(\{[^\n]*\})\}/.exec(out);
      if (code === 0 && m) resolve(JSON.parse(m[1]) as Measured);
      else reject(new Error(`export-child exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}

const MB = 1024 * 1024;

export async function runExportBench(o: ExportOptions): Promise<Figure[]> {
  const small = Math.max(1000, Math.round(o.rows / 10));
  const results: Measured[] = [];
  for (const rows of [small, o.rows]) {
    const file = await seedFile(rows, o.log);
    const r = await measure(file);
    // The app logs its own calls (log-in, export, polls) into the same table: a few rows more.
    if (r.rows < rows) throw new Error(`exported ${r.rows} rows of ${rows}`);
    o.log(
      `  export ${rows} rows: ${(r.ms / 1000).toFixed(1)} s, ${(r.fileBytes / MB).toFixed(1)} MB file, ` +
        `peak RSS ${(r.peakRss / MB).toFixed(0)} MB (idle ${(r.baseRss / MB).toFixed(0)}), ` +
        `heap +${((r.peakHeap - r.baseHeap) / MB).toFixed(1)} MB, retained after GC +${((r.peakRetained - r.baseHeap) / MB).toFixed(1)} MB`,
    );
    results.push(r);
  }
  const [lo, hi] = results;
  const label = `${o.rows.toLocaleString('en')} rows`;
  return [
    {
      key: 'export.big.seconds',
      label: `export ${label}: job time`,
      unit: 's',
      value: hi.ms / 1000,
      extra: { rows: hi.rows },
    },
    {
      key: 'export.big.rowsPerSec',
      label: `export ${label}: rows per second`,
      unit: 'rows/s',
      value: hi.rows / (hi.ms / 1000),
    },
    {
      key: 'export.big.peakRss',
      label: `export ${label}: peak RSS of the server process (idle)`,
      unit: 'MB',
      value: hi.peakRss / MB,
      extra: { idle: Math.round(hi.baseRss / MB) },
    },
    {
      key: 'export.big.heapGrowth',
      label: `export ${label}: peak heap growth over the idle app`,
      unit: 'MB',
      value: (hi.peakHeap - hi.baseHeap) / MB,
      extra: { small: Number(((lo.peakHeap - lo.baseHeap) / MB).toFixed(1)) },
    },
    {
      key: 'export.big.retained',
      label: `export ${label}: heap retained after GC, growth over the idle app`,
      unit: 'MB',
      value: (hi.peakRetained - hi.baseHeap) / MB,
      extra: { small: Number(((lo.peakRetained - lo.baseHeap) / MB).toFixed(1)) },
    },
    {
      key: 'export.retainedRatio',
      label: `export retained heap ${label} / ${small.toLocaleString('en')} rows (10× the rows)`,
      unit: '×',
      value: (hi.peakRetained - hi.baseHeap) / Math.max(MB, lo.peakRetained - lo.baseHeap),
    },
  ];
}
