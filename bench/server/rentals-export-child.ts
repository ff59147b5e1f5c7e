/**
 * One measured rent-record export, in a process of its own (its memory is the export's and the server's):
 *   node --expose-gc --import tsx bench/server/rentals-export-child.ts <sqlite file> <filter JSON>
 * The real app listens on loopback; `POST share-biz/rentrecord/pageList` with the filter in the body, as
 * the console sends it, and the answer (the .xlsx, streamed) is read chunk by chunk and thrown away,
 * while the process's memory is sampled. Before the base line is taken, one export of a filter matching
 * nothing has loaded exceljs and warmed the route (a one-off ~100 MB RSS spike that is not the export's);
 * the list's total for the filter is read too, so the figure says how many rows were exported. A full GC
 * runs every second to sample the retained heap (more often, it costs the export much of its time on a
 * loaded 2-core machine). Prints one JSON line `{"result": {...}}`.
 */
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { buildApp } from '../../server/compose/app';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';
import { openDatabase } from '../../server/kernel/db/database';
import { login } from './load';

const [file, filter] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<void> {
  const database = openDatabase({ file });
  const registry = await loadRegistry();
  const modules = await loadModules();
  await prepareDatabase(database, registry, { modules });
  const app = await buildApp({
    db: database,
    registry,
    modules,
    config: { jwtSecret: 'bench-secret', distDir: join(projectRoot, 'data/bench/none'), logger: { level: 'warn' } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const token = await login(port);
  const url = `http://127.0.0.1:${port}/api/share-biz/rentrecord`;
  const headers = { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' };
  const listed = (await (await fetch(`${url}/page?size=1&${new URLSearchParams(JSON.parse(filter) as Record<string, string>).toString()}`, { headers })).json()) as {
    data?: { total?: number };
  };
  const rows = Number(listed.data?.total ?? NaN);
  const warm = await fetch(`${url}/pageList`, { method: 'POST', headers, body: JSON.stringify({ startTime_datelt: '2000-01-01 00:00:00' }) });
  if (warm.status !== 200) throw new Error(`warm-up pageList answered ${warm.status}: ${await warm.text()}`);
  await warm.arrayBuffer();
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakRetained = base.heapUsed;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  const collector = setInterval(() => {
    gc?.();
    peakRetained = Math.max(peakRetained, process.memoryUsage().heapUsed);
  }, 1000);
  const t = performance.now();
  const res = await fetch(`${url}/pageList`, { method: 'POST', headers, body: filter });
  if (res.status !== 200 || !res.body) throw new Error(`pageList answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  const arrivals: Array<[number, number]> = [];
  for await (const chunk of res.body) {
    if (!bytes) firstByteMs = performance.now() - t;
    bytes += (chunk as Uint8Array).length;
    arrivals.push([performance.now() - t, bytes]);
  }
  const ms = performance.now() - t;
  // Streamed evenly, about half the file has arrived at half time; sent at the end, almost nothing.
  const halfTimeShare = (arrivals.filter(([at]) => at <= ms / 2).pop()?.[1] ?? 0) / bytes;
  clearInterval(sampler);
  clearInterval(collector);
  await app.close();
  await database.close();
  process.stdout.write(`${JSON.stringify({ result: { rows, ms, firstByteMs, halfTimeShare, bytes, baseRss: base.rss, peakRss, baseHeap: base.heapUsed, peakRetained } })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
