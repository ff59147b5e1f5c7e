/**
 * Server throughput: the API-log table seeded by the normal seed code into data/bench/, then the REAL
 * server and the bare handler (bench/server/targets.ts) loaded with autocannon over loopback, one after
 * the other, with the same URLs: page 1, a deep page (10 % into the list) and a filtered page
 * (`serviceId_like` + `createTime_dategt`), at 10 and 32 connections.
 */
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';
import { openDatabase } from '../../server/kernel/db/database';
import { loadRegistry } from '../../engine/schema/node/load';
import { prepareDatabase } from '../../server/compose/prepare';
import { apiLogTime, seedApiLogs } from '../../server/log/seed-api-logs';
import { API_LOG_TABLE } from '../../server/log/api-log';
import { sql } from 'kysely';
import { startTarget } from '../lib/proc';
import type { Figure } from '../lib/figures';

export interface ServerOptions {
  rows: number;
  seconds: number;
  warmup: number;
  log: (line: string) => void;
}

export const PATH = '/api/blade-log/api/page';

/**
 * Take the table back to exactly the seeded rows. The real server logs every call it answers into this
 * very table (as in production): tens of thousands of rows per scenario, all at the top of the
 * newest-first list, none matching the filtered scenario's `serviceId_like=user` — so without this each
 * scenario (and each run) would measure a different table, the filtered page skipping ever more fresh rows.
 * Run before every scenario, from a connection of its own while the targets run: SQLite tells the real
 * server's count cache (`PRAGMA data_version`), and the scenario's unmeasured warm-up absorbs the recount.
 */
async function trimTo(file: string, rows: number, log: (line: string) => void): Promise<void> {
  const database = openDatabase({ file });
  try {
    const last = await database.db
      .selectFrom(API_LOG_TABLE)
      .select('id')
      .orderBy('id')
      .limit(1)
      .offset(rows - 1)
      .executeTakeFirst();
    if (last) {
      const r = await database.db.deleteFrom(API_LOG_TABLE).where('id', '>', last.id).executeTakeFirst();
      if (r.numDeletedRows) log(`  (removed ${r.numDeletedRows} API-log rows logged since the seed)`);
    }
    await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
  } finally {
    await database.close();
  }
}

/** Seed (or top up) data/bench/api-logs-<rows>.db through the normal seed code. */
export async function seedFile(rows: number, log: (line: string) => void): Promise<string> {
  const file = join(projectRoot, 'data/bench', `api-logs-${rows}.db`);
  const database = openDatabase({ file });
  try {
    await prepareDatabase(database, await loadRegistry());
    const t = Date.now();
    const added = await seedApiLogs(database, rows, log);
    if (added) log(`seeded ${added} API-log rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return file;
}

/** The three query strings for a table of `rows` rows. */
export function scenarios(rows: number): Array<{ name: string; query: string }> {
  const day = apiLogTime(Math.floor(rows * 0.7)).slice(0, 10);
  const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'page1', query: 'current=1&size=10' },
    { name: 'deep', query: `current=${Math.max(2, Math.floor(rows / 100))}&size=10` },
    { name: 'filtered', query: `current=1&size=10&serviceId_like=user&createTime_dategt=${before}` },
  ];
}

export async function login(port: number): Promise<string> {
  const md5 = createHash('md5').update('admin').digest('hex');
  const q = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5,
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const r = await fetch(`http://127.0.0.1:${port}/api/blade-auth/oauth/token?${q}`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
  });
  const body = (await r.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench login failed: ${r.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function fire(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  method: 'GET' | 'POST' = 'GET',
) {
  const r = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1, method });
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux, 100 ticks a second); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return NaN;
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface Side {
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
}

/**
 * Ours and bare loaded in alternating one-second slices (`seconds` of each): both see the same moments of
 * the machine, so a neighbour's burst of work falls on both instead of on whichever ran then — on this
 * shared 2-core machine two back-to-back 5-second runs of the same code differed by 40 %. Per side: mean
 * req/s, CPU time per request over all its slices, and the slices' p99 weighted by their requests (autocannon
 * gives percentiles, not its histogram; the slices are alike, so this is close to the p99 of all requests).
 */
export async function interleaved(
  ours: Side,
  bare: Side,
  seconds: number,
  connections = 10,
  method: 'GET' | 'POST' = 'GET',
) {
  const sum = () => ({ requests: 0, cpu: 0, p99Weighted: 0 });
  const totals = { ours: sum(), bare: sum() };
  for (let i = 0; i < seconds; i++)
    for (const [name, side] of [['ours', ours], ['bare', bare]] as const) {
      const before = cpuSeconds(side.pid);
      const r = await fire(side.url, side.headers, connections, 1, method);
      const acc = totals[name];
      acc.cpu += cpuSeconds(side.pid) - before;
      acc.requests += r.total;
      acc.p99Weighted += r.p99 * r.total;
    }
  const figures = (a: ReturnType<typeof sum>) => ({
    rps: a.requests / seconds,
    p99: Math.round(a.p99Weighted / a.requests),
    total: a.requests,
    cpuUs: (a.cpu * 1e6) / a.requests,
  });
  return { ours: figures(totals.ours), bare: figures(totals.bare) };
}

export async function runServerBench(o: ServerOptions): Promise<Figure[]> {
  const file = await seedFile(o.rows, o.log);
  const ours = await startTarget('bench/server/targets.ts', ['ours', file]);
  const bare = await startTarget('bench/server/targets.ts', ['bare', file]);
  const figures: Figure[] = [];
  try {
    const auth = { 'blade-auth': `bearer ${await login(ours.port)}` };
    for (const s of scenarios(o.rows)) {
      await trimTo(file, o.rows, o.log);
      const oursUrl = `http://127.0.0.1:${ours.port}${PATH}?${s.query}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${PATH}?${s.query}`;
      // The first request pays the cold COUNT (then cached): reported, not part of the load figures.
      let t = performance.now();
      const first = await fetch(oursUrl, { headers: auth });
      const body = (await first.json()) as { data?: { total?: number; records?: unknown[] } };
      const cold = performance.now() - t;
      if (!body.data?.records?.length) throw new Error(`${s.name}: no rows (${JSON.stringify(body).slice(0, 300)})`);
      t = performance.now();
      await fetch(bareUrl);
      const bareCold = performance.now() - t;
      figures.push({
        key: `server.${s.name}.firstMs`,
        label: `server ${s.name}: first request (cold count) ours / bare`,
        unit: 'ms',
        value: cold,
        extra: { bare: bareCold, total: body.data.total },
      });
      // Warm-up, unmeasured: JIT, statement and count caches reach the state a running server is in.
      await fire(oursUrl, auth, 10, o.warmup);
      await fire(bareUrl, {}, 10, o.warmup);
      for (const connections of [10, 32]) {
        const a = await fire(oursUrl, auth, connections, o.seconds);
        const b = await fire(bareUrl, {}, connections, o.seconds);
        const base = `server.${s.name}.c${connections}`;
        o.log(
          `  ${s.name} c${connections}: ours ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms, bare ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms`,
        );
        figures.push(
          {
            key: `${base}.rps`,
            label: `server ${s.name} ${connections} conn: req/s ours (bare)`,
            unit: 'req/s',
            value: a.rps,
            extra: { bare: b.rps },
          },
          {
            key: `${base}.ratio`,
            label: `server ${s.name} ${connections} conn: ours / bare req/s`,
            unit: '×',
            value: a.rps / b.rps,
          },
          {
            key: `${base}.p50`,
            label: `server ${s.name} ${connections} conn: p50 ms ours (bare)`,
            unit: 'ms',
            value: a.p50,
            extra: { bare: b.p50 },
          },
          {
            key: `${base}.p99`,
            label: `server ${s.name} ${connections} conn: p99 ms ours (bare)`,
            unit: 'ms',
            value: a.p99,
            extra: { bare: b.p99 },
          },
        );
      }
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  return figures;
}
