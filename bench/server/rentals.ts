/**
 * The rent-record list at size (issue 15): `data/bench/rentals-<rows>.db` seeded by the normal seed code
 * (the demo, then `--rent-records <rows>` bulk rows), the REAL server and the bare handler
 * (rentals-bare.ts) loaded with autocannon, one after the other, with the same URLs — page 1, a filtered
 * page (store, state, start time) and a deep page (1 % into the list) in the console's order (newest
 * first) — at 10 connections; the figures are ours / bare: requests per second, and CPU time per request
 * (each target's user + system time from /proc over its measured run) — the CPU ratio stays meaningful
 * when other processes share the cores and steal the targets' turns unevenly, which the req/s ratio does
 * not (docs/performance.md "Rentals"). Then the export of every rent record matching
 * a filter of `exportRows` rows (pageList, streamed) in a process of its own: time, time to first byte,
 * peak RSS and retained heap.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { seedRentRecords } from '../../plugins/rentals/server/seed/bulk';
import { prepareDatabase } from '../../server/compose/prepare';
import { openDatabase } from '../../server/kernel/db/database';
import type { Figure } from '../lib/figures';
import { startTarget } from '../lib/proc';
import { fire, interleaved, login } from './load';

export interface RentalsOptions {
  rows: number;
  exportRows: number;
  seconds: number;
  warmup: number;
  log: (line: string) => void;
}

const PATH = '/api/share-biz/rentrecord/page';
const MB = 1024 * 1024;
/** The bulk rows' clock (plugins/rentals/server/seed/bulk.ts): one every 30 s from 2025-12-01 01:00 UTC. */
const at = (i: number) => new Date(Date.UTC(2025, 11, 1, 1, 0, 0) + i * 30_000).toISOString().slice(0, 19).replace('T', ' ');

async function seed(rows: number, log: (line: string) => void): Promise<string> {
  const file = join(projectRoot, 'data/bench', `rentals-${rows}.db`);
  const database = openDatabase({ file });
  try {
    await prepareDatabase(database, await loadRegistry());
    await seedRentRecords(database, rows, log);
  } finally {
    await database.close();
  }
  return file;
}

function scenarios(rows: number) {
  const order = 'descs=startTime';
  return [
    { name: 'page1', query: `current=1&size=10&${order}` },
    {
      name: 'filtered',
      query: `current=1&size=10&${order}&storeName=${encodeURIComponent('嘉里城')}&status=2&startTime_dategt=${encodeURIComponent(at(Math.floor(rows * 0.3)))}`,
    },
    { name: 'deep', query: `current=${Math.max(2, Math.floor(rows / 100))}&size=10&${order}` },
  ];
}

interface Exported {
  /** The list's total for the export's filter: the rows the file holds. */
  rows: number;
  ms: number;
  firstByteMs: number;
  /** The share of the file's bytes received by half the export's time (streamed evenly: about 0.5). */
  halfTimeShare: number;
  bytes: number;
  baseRss: number;
  peakRss: number;
  baseHeap: number;
  peakRetained: number;
}

function exportOnce(file: string, filter: Record<string, string>): Promise<Exported> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/server/rentals-export-child.ts', file, JSON.stringify(filter)],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => {
      const m = /\{"result":(\{[^\n]*\})\}/.exec(out);
      if (code === 0 && m) resolve(JSON.parse(m[1]) as Exported);
      else reject(new Error(`rentals-export-child exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}

export async function runRentalsBench(o: RentalsOptions): Promise<Figure[]> {
  const file = await seed(o.rows, o.log);
  const figures: Figure[] = [];
  const ours = await startTarget('bench/server/targets.ts', ['ours', file]);
  const bare = await startTarget('bench/server/rentals-bare.ts', [file]);
  try {
    const auth = { 'blade-auth': `bearer ${await login(ours.port)}` };
    for (const s of scenarios(o.rows)) {
      const oursUrl = `http://127.0.0.1:${ours.port}${PATH}?${s.query}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${PATH}?${s.query}`;
      const body = (await (await fetch(oursUrl, { headers: auth })).json()) as { data?: { total?: number; records?: unknown[] } };
      if (!body.data?.records?.length) throw new Error(`rentals ${s.name}: no rows (${JSON.stringify(body).slice(0, 300)})`);
      await fire(oursUrl, auth, 10, o.warmup);
      await fire(bareUrl, {}, 10, o.warmup);
      const { ours: a, bare: b } = await interleaved(
        { url: oursUrl, headers: auth, pid: ours.child.pid },
        { url: bareUrl, headers: {}, pid: bare.child.pid },
        o.seconds,
      );
      o.log(
        `  rent records ${s.name}: ours ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms ${a.cpuUs.toFixed(0)} µs CPU/req, ` +
          `bare ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms ${b.cpuUs.toFixed(0)} µs CPU/req (${body.data.total} rows)`,
      );
      figures.push(
        { key: `rentals.${s.name}.ratio`, label: `rent records ${s.name} (10 conn): ours / bare req/s`, unit: '×', value: a.rps / b.rps, extra: { ours: a.rps, bare: b.rps, total: body.data.total } },
        { key: `rentals.${s.name}.p99`, label: `rent records ${s.name} (10 conn): p99 ms ours (bare)`, unit: 'ms', value: a.p99, extra: { bare: b.p99 } },
        ...(Number.isFinite(a.cpuUs) && a.cpuUs > 0
          ? [{ key: `rentals.${s.name}.cpuRatio`, label: `rent records ${s.name}: bare / ours CPU per request`, unit: '×', value: b.cpuUs / a.cpuUs, extra: { oursUs: Math.round(a.cpuUs), bareUs: Math.round(b.cpuUs) } }]
          : []),
      );
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  const filter = { startTime_dategt: at(-1), startTime_datelt: at(o.exportRows) };
  const r = await exportOnce(file, filter);
  if (r.rows !== o.exportRows) throw new Error(`rentals export: the filter matches ${r.rows} rows, not ${o.exportRows}`);
  o.log(
    `  rent-record export of ${r.rows} rows: ${(r.ms / 1000).toFixed(1)} s, first byte after ${r.firstByteMs.toFixed(0)} ms, ` +
      `${(r.bytes / MB).toFixed(1)} MB, peak RSS ${(r.peakRss / MB).toFixed(0)} MB (idle ${(r.baseRss / MB).toFixed(0)})`,
  );
  figures.push(
    { key: 'rentals.export.seconds', label: `rent-record export of ${o.exportRows} rows: seconds`, unit: 's', value: r.ms / 1000, extra: { bytes: r.bytes, rowsPerSecond: Math.round(r.rows / (r.ms / 1000)) } },
    { key: 'rentals.export.firstByteMs', label: 'rent-record export: first byte after (streamed)', unit: 'ms', value: r.firstByteMs },
    { key: 'rentals.export.halfTimeShare', label: 'rent-record export: share of the bytes sent by half time', unit: '', value: r.halfTimeShare },
    { key: 'rentals.export.peakRss', label: 'rent-record export: peak RSS', unit: 'MB', value: r.peakRss / MB, extra: { idle: r.baseRss / MB } },
    { key: 'rentals.export.retainedGrowth', label: 'rent-record export: retained heap growth', unit: 'MB', value: (r.peakRetained - r.baseHeap) / MB },
  );
  return figures;
}
