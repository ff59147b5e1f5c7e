/**
 * CPU time per request of each target, for one query: `tsx bench/server/cpu-probe.ts [query] [seconds]`.
 * Reads /proc/<pid>/stat (utime + stime) around an autocannon run at 10 connections, so the figure does not
 * depend on what else the machine is doing the way req/s does. A development aid beside `npm run bench`.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';
import { startTarget } from '../lib/proc';
import { login, PATH } from './load';

const [query = 'current=1&size=10', seconds = '5'] = process.argv.slice(2);
const file = join(projectRoot, 'data/bench/api-logs-1000000.db');
const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};

for (const kind of ['ours', 'bare'] as const) {
  const t = await startTarget('bench/server/targets.ts', [kind, file], {}, kind === 'ours' && process.env.PROBE_ARGS ? process.env.PROBE_ARGS.split(' ') : []);
  try {
    const headers: Record<string, string> = kind === 'ours' ? { 'blade-auth': `bearer ${await login(t.port)}` } : {};
    const url = `http://127.0.0.1:${t.port}${PATH}?${query}`;
    await autocannon({ url, headers, connections: 10, duration: 2 });
    const before = ticks(t.child.pid!);
    const r = await autocannon({ url, headers, connections: 10, duration: Number(seconds) });
    const cpuMs = (ticks(t.child.pid!) - before) * 10;
    const n = (r.requests as unknown as { sent: number }).sent;
    console.log(`${kind}: ${r.requests.average.toFixed(0)} req/s, ${n} requests, ${((cpuMs * 1000) / n).toFixed(0)} µs CPU/request, p99 ${r.latency.p99} ms`);
  } finally {
    if (process.env.SQL_TIMING) t.child.stderr!.on('data', (d: Buffer) => process.stderr.write(d.toString().split('\n').filter((l) => l.startsWith('SQLT')).join('\n')));
    await t.stop();
  }
}
