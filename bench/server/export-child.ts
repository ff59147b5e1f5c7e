/**
 * One measured export, in a process of its own (so its memory is the export's and the server's alone):
 *   node --expose-gc --import tsx bench/server/export-child.ts <sqlite file>
 * Builds the real app on the seeded API-log file, then exports the API-log list (every row) exactly as
 * the console does — POST <list>/export, the job, progress polled, the file downloaded — while sampling
 * the process's memory every 10 ms. Prints one JSON line `{"result": {...}}`.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { buildApp } from '../../server/compose/app';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';
import { openDatabase } from '../../server/kernel/db/database';
import { md5Hex } from '../../server/auth/password';

const [file] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<void> {
  const database = openDatabase({ file });
  const registry = await loadRegistry();
  const modules = await loadModules();
  await prepareDatabase(database, registry, { modules });
  const fileDir = join(projectRoot, 'data/bench/export-files');
  const app = await buildApp({
    db: database,
    registry,
    modules,
    config: {
      jwtSecret: 'bench-secret',
      fileDir,
      distDir: join(projectRoot, 'data/bench/none'),
      logger: { level: 'warn' },
      jobs: { pollMs: 50 },
    },
  });
  const token = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
    query: {
      tenantId: '000000',
      username: 'admin',
      password: md5Hex('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  const headers = { 'blade-auth': `bearer ${(token.json() as { access_token: string }).access_token}` };
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  // What the export really holds: the heap right after a full collection, every 250 ms (the peak above
  // also counts garbage not collected yet).
  let peakRetained = base.heapUsed;
  const collector = setInterval(() => {
    gc?.();
    peakRetained = Math.max(peakRetained, process.memoryUsage().heapUsed);
  }, 250);
  const t = performance.now();
  const started = await app.inject({ method: 'POST', url: '/api/blade-log/api/export', headers, payload: {} });
  const id = (started.json() as { data: { id: string } }).data.id;
  let job: { status: string; doneCount: number; result?: { rows: number } } | undefined;
  for (;;) {
    job = (await app.inject({ method: 'GET', url: '/api/blade-job/job/progress', headers, query: { id } })).json().data;
    if (job && ['succeeded', 'failed', 'cancelled'].includes(job.status)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t;
  clearInterval(sampler);
  clearInterval(collector);
  if (job?.status !== 'succeeded') throw new Error(`export ${job?.status}: ${JSON.stringify(job)}`);
  const stored = (
    await database.db.selectFrom('blade_job').select('result').where('id', '=', Number(id)).executeTakeFirstOrThrow()
  ).result;
  const fileBytes = statSync(join(fileDir, (JSON.parse(String(stored)) as { file: string }).file)).size;
  process.stdout.write(
    `${JSON.stringify({ result: { rows: job.result!.rows, ms, fileBytes, baseRss: base.rss, peakRss, baseHeap: base.heapUsed, peakHeap, peakRetained } })}\n`,
  );
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
