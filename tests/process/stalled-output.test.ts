/**
 * A stop that always stops (issue 31, item 1), with the real `npm start` under a supervisor that reads its
 * output through pipes: the supervisor stops reading (the pipes fill up) while the server answers 800
 * requests, reads and writes; then it sends SIGTERM to the whole process group and goes away (closes its
 * ends of the pipes). The server must have kept serving all along, the group must be gone within 5 s of
 * the signal, and every acknowledged write must be in the database.
 *
 * Before the fix the server closed its listener and never exited: pino's destination had buffered every
 * line the full pipe refused, and at exit it flushed them synchronously, retrying every 100 ms forever once
 * the reader was gone (server/kernel/observe/output.ts says what replaced it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  groupAlive,
  inspectSqlite,
  integrityOk,
  removeDir,
  signIn,
  startServer,
  uniqueKey,
  waitReady,
  within,
  type Answer,
  type ServerProcess,
} from './harness';

const REQUESTS = 800;
const WRITES = 100;
const STOP_MS = 5_000;

let running: ServerProcess[] = [];
afterEach(() => {
  for (const p of running) {
    p.kill();
    removeDir(p.dataDir);
  }
  running = [];
});

/** Request `i` of the stalled phase: a write, a list read or an unknown long path (a long log line). */
async function request(port: number, token: string, i: number, acknowledged: string[]): Promise<Answer> {
  if (i % (REQUESTS / WRITES) === 0) {
    const key = uniqueKey('stall');
    const r = await call(port, 'POST', '/api/blade-system/param/submit', {
      token,
      body: { paramName: 'stall', paramKey: key, paramValue: 'x' },
    });
    if (r.status === 200 && r.body.success) acknowledged.push(key);
    return r;
  }
  if (i % 2) return call(port, 'GET', '/api/blade-system/param/page?current=1&size=5', { token });
  return call(port, 'GET', `/api/no-such-${'x'.repeat(6000)}-${i}`, { token });
}

describe('SIGTERM after the supervisor stopped reading the output', () => {
  it('npm start: keeps serving, then the whole group is gone within 5 s, nothing acknowledged lost', async () => {
    const p = await startServer({
      via: 'npm',
      npmSilent: false,
      env: { LOG_LEVEL: 'info', NODE_ENV: 'production', TEST_CAPTCHA: '' },
    });
    running.push(p);
    await waitReady(p.port);
    const token = await signIn(p.port);

    p.pauseReading();
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++;
        statuses.push((await request(p.port, token, i, acknowledged)).status);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // Served all along, while nothing read what it printed.
    expect(statuses.length).toBe(REQUESTS);
    expect(statuses.filter((s) => s === 200).length).toBe(REQUESTS / 2 + WRITES);
    expect(statuses.filter((s) => s === 404).length).toBe(REQUESTS / 2 - WRITES);
    expect(acknowledged.length).toBe(WRITES);
    // The reader really stalled: the server holds output it could not write, and dropped what was past
    // its limit (counted, in the metrics).
    const metrics = await call(p.port, 'GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(Number(/toycar_log_pending_bytes (\d+)/.exec(metrics.body)?.[1])).toBeGreaterThan(0);
    expect(Number(/toycar_log_lines_dropped (\d+)/.exec(metrics.body)?.[1])).toBeGreaterThan(0);

    // The supervisor stops the group and goes away.
    const t0 = Date.now();
    process.kill(-p.child.pid!, 'SIGTERM');
    p.closePipes();
    await within(STOP_MS, () => !groupAlive(p.child.pid!)).catch(() => {
      throw new Error(`process group still there ${Date.now() - t0} ms after SIGTERM`);
    });

    const stored = inspectSqlite(p.dataDir, (db) => {
      expect(integrityOk(db)).toBe(true);
      const rows = db.prepare("select param_key from blade_param where param_name = 'stall'").all() as Array<{
        param_key: string;
      }>;
      return new Set(rows.map((r) => r.param_key));
    });
    for (const key of acknowledged) expect(stored.has(key), key).toBe(true);
  });
});
