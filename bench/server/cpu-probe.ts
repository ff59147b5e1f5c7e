/**
 * CPU time per request of each target, for one query: `tsx bench/server/cpu-probe.ts [query] [seconds]`.
 * Reads /proc/<pid>/stat (utime + stime) around an autocannon run at 10 connections, so the figure does not
 * depend on what else the machine is doing the way req/s does. A development aid beside `npm run bench`.
 * By default the API-log list (data/bench/api-logs-1000000.db); PROBE=devices the device list of
 * data/bench/devices-100000.db, PROBE=drawer the command drawer (`query` = `deviceId=<id>`), each against its
 * own bare handler. PROBE_ARGS passes node flags to ours, e.g. `--cpu-prof --cpu-prof-dir=data/prof`
 * (then bench/server/profile-summary.ts). PROBE_ONLY=ours skips the bare target.
 */
import autocannon from 'autocannon';
import { startTarget } from '../lib/proc';
import { probeSetup } from './probes';
import { cpuSeconds, login } from './load';

const [query = 'current=1&size=10', seconds = '5'] = process.argv.slice(2);
const probe = process.env.PROBE ?? 'api-log';
const setup = probeSetup(probe);
const { file, env } = setup;
const kinds = process.env.PROBE_ONLY === 'ours' ? (['ours'] as const) : (['ours', 'bare'] as const);

for (const kind of kinds) {
  const [script, ...pre] = kind === 'ours' ? ['bench/server/targets.ts', 'ours'] : setup.bare;
  const nodeArgs = kind === 'ours' && process.env.PROBE_ARGS ? process.env.PROBE_ARGS.split(' ') : [];
  const t = await startTarget(script, [...pre, file], env, nodeArgs);
  try {
    const headers: Record<string, string> = kind === 'ours' ? { 'blade-auth': `bearer ${await login(t.port)}` } : {};
    const url = `http://127.0.0.1:${t.port}${setup.path}?${query}`;
    const options = { url, headers, connections: 10, method: setup.method };
    await autocannon({ ...options, duration: 2 });
    const before = cpuSeconds(t.child.pid);
    const r = await autocannon({ ...options, duration: Number(seconds) });
    const cpuUs = (cpuSeconds(t.child.pid) - before) * 1e6;
    const n = (r.requests as unknown as { sent: number }).sent;
    console.log(
      `${kind}: ${r.requests.average.toFixed(0)} req/s, ${n} requests, ${(cpuUs / n).toFixed(0)} µs CPU/request, ` +
        `p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`,
    );
  } finally {
    await t.stop();
  }
}
