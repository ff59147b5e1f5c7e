/**
 * Load (issue 13): the REAL server (its own process, production settings, a fresh SQLite database under
 * data/bench/) and 50 clients on loopback for 60 s, mixing reads and writes the way the console does —
 * lists of parameters and users, a parameter's detail, the menu and dictionaries, and new parameters
 * (one request in five is a write). Figures: requests per second, p50 / p99 latency, errors (any answer
 * other than success, or no answer), and whether every acknowledged write is in the table afterwards.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';
import { openDatabase } from '../../server/kernel/db/database';
import type { Figure } from '../lib/figures';
import { startTarget } from '../lib/proc';
import { login } from './load';

export interface SoakOptions {
  clients: number;
  seconds: number;
  log: (line: string) => void;
}

interface Answer {
  status: number;
  ok: boolean;
}

function call(
  port: number,
  agent: Agent,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 10_000,
        headers: {
          'blade-auth': `bearer ${token}`,
          ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let ok: boolean;
          try {
            ok = res.statusCode === 200 && JSON.parse(Buffer.concat(chunks).toString()).success === true;
          } catch {
            ok = false;
          }
          resolve({ status: res.statusCode ?? 0, ok });
        });
        res.on('error', () => resolve({ status: 0, ok: false }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ok: false }));
    req.end(payload);
  });
}

const READS = [
  '/api/blade-system/param/page?current=1&size=10',
  '/api/blade-system/param/page?current=1&size=10&paramName=soak',
  '/api/blade-user/page?current=1&size=10',
  '/api/blade-system/menu/routes',
  '/api/blade-system/dict/dictionary?code=sex',
  '/api/blade-system/dept/tree',
  '/api/blade-system/param/detail?id=1',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function runSoakBench(o: SoakOptions): Promise<Figure[]> {
  const file = join(projectRoot, 'data/bench', `soak-${randomBytes(3).toString('hex')}.db`);
  const target = await startTarget('bench/server/targets.ts', ['ours', file]);
  const latencies: number[] = [];
  const acknowledged: string[] = [];
  let errors = 0;
  let writes = 0;
  let requests = 0;
  try {
    const token = await login(target.port);
    const until = Date.now() + o.seconds * 1000;
    const client = async (n: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      let i = n;
      while (Date.now() < until) {
        const write = i++ % 5 === 0;
        const key = write ? `soak.${n}.${i}.${randomBytes(3).toString('hex')}` : '';
        const t = performance.now();
        const r = write
          ? await call(target.port, agent, token, 'POST', '/api/blade-system/param/submit', {
              paramName: 'soak',
              paramKey: key,
              paramValue: String(i),
            })
          : await call(target.port, agent, token, 'GET', READS[i % READS.length]);
        latencies.push(performance.now() - t);
        requests++;
        if (!r.ok) errors++;
        else if (write) acknowledged.push(key);
        if (write) writes++;
      }
      agent.destroy();
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: o.clients }, (_, n) => client(n)));
    const elapsed = (Date.now() - started) / 1000;
    await target.stop();
    // Every acknowledged write is in the table (read after the server stopped).
    const database = openDatabase({ file });
    let missing = 0;
    try {
      const rows = await database.db
        .selectFrom('blade_param')
        .select('param_key')
        .where('param_name', '=', 'soak')
        .execute();
      const stored = new Set(rows.map((r) => String(r.param_key)));
      missing = acknowledged.filter((k) => !stored.has(k)).length;
    } finally {
      await database.close();
    }
    latencies.sort((a, b) => a - b);
    const rps = requests / elapsed;
    o.log(
      `  ${o.clients} clients × ${o.seconds} s: ${requests} requests (${writes} writes), ${rps.toFixed(0)} req/s, ` +
        `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, ` +
        `${errors} errors, ${acknowledged.length} writes acknowledged, ${missing} missing`,
    );
    return [
      {
        key: 'soak.rps',
        label: `load ${o.clients} clients × ${o.seconds} s: req/s (20 % writes)`,
        unit: 'req/s',
        value: rps,
        extra: { requests, writes },
      },
      { key: 'soak.p50', label: 'load: p50 ms', unit: 'ms', value: percentile(latencies, 0.5) },
      { key: 'soak.p99', label: 'load: p99 ms', unit: 'ms', value: percentile(latencies, 0.99) },
      { key: 'soak.errors', label: 'load: errors (non-success answers or none)', unit: '', value: errors },
      {
        key: 'soak.writesMissing',
        label: 'load: acknowledged writes missing afterwards',
        unit: '',
        value: missing,
        extra: { acknowledged: acknowledged.length },
      },
    ];
  } finally {
    await target.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
