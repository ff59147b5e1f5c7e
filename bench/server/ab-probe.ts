/**
 * This checkout's server against another checkout's (a commit before a change), and the bare handler, in
 * alternating one-second slices (load.ts `interleaved`), CPU time per request of each:
 *   `tsx bench/server/ab-probe.ts <other checkout> [query] [seconds]`
 * with PROBE=devices | drawer | api-log as in cpu-probe.ts. On a shared machine back-to-back runs of the
 * same code differ by tens of per cent; slices of both sides see the same moments. A development aid.
 */
import { spawn } from 'node:child_process';
import { startTarget, type Target } from '../lib/proc';
import { probeSetup } from './probes';
import { cpuSeconds, fire, login } from './load';

const [other, query = 'current=1&size=10', seconds = '5'] = process.argv.slice(2);
const probe = process.env.PROBE ?? 'devices';
const setup = probeSetup(probe);
const { file, env } = setup;

/** The other checkout's real server, on the same file. */
function startOther(): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server/targets.ts', 'ours', file], {
    cwd: other,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\{"port":(\d+)\}/.exec(out);
      if (m)
        resolve({
          port: Number(m[1]),
          child,
          stop: () =>
            new Promise<void>((r) =>
              child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM')),
            ),
        });
    });
    child.once('exit', (code) => reject(new Error(`other target exited with ${code}`)));
  });
}

const mine = await startTarget('bench/server/targets.ts', ['ours', file], env);
const base = await startOther();
const bare = await startTarget(setup.bare[0], [...setup.bare.slice(1), file], env);
try {
  const sides: Array<{ name: string; t: Target; headers: Record<string, string> }> = [
    { name: 'this', t: mine, headers: { 'blade-auth': `bearer ${await login(mine.port)}` } },
    { name: 'other', t: base, headers: { 'blade-auth': `bearer ${await login(base.port)}` } },
    { name: 'bare', t: bare, headers: {} },
  ];
  const url = (t: Target) => `http://127.0.0.1:${t.port}${setup.path}?${query}`;
  for (const s of sides) await fire(url(s.t), s.headers, 10, 2, setup.method);
  const acc = sides.map(() => ({ cpu: 0, n: 0 }));
  for (let i = 0; i < Number(seconds); i++)
    for (const [k, s] of sides.entries()) {
      const before = cpuSeconds(s.t.child.pid);
      const r = await fire(url(s.t), s.headers, 10, 1, setup.method);
      acc[k].cpu += cpuSeconds(s.t.child.pid) - before;
      acc[k].n += r.total;
    }
  const us = acc.map((a) => (a.cpu * 1e6) / a.n);
  for (const [k, s] of sides.entries())
    console.log(
      `${s.name.padEnd(6)} ${us[k].toFixed(0).padStart(5)} µs CPU/request, ${(acc[k].n / Number(seconds)).toFixed(0)} req/s, bare/it ${(us[2] / us[k]).toFixed(2)}`,
    );
} finally {
  await Promise.all([mine.stop(), base.stop(), bare.stop()]);
}
