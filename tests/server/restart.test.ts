/**
 * `npm start` semantics end to end: the real server process on a SQLite file keeps what was written
 * across a restart, and the second start neither re-seeds nor duplicates anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC } from './helpers';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'toycar-restart-'));
const port = 18000 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
let proc: ChildProcess | undefined;

async function start(): Promise<string> {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  proc = spawn(resolve(root, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: root, env, stdio: 'pipe' });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return out;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${out}`);
}

async function stop() {
  if (!proc) return;
  const exited = new Promise((r) => proc!.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
  proc = undefined;
}

async function token(): Promise<string> {
  const q = 'tenantId=000000&username=admin&password=21232f297a57a5a743894a0e4a801fc3&grant_type=password&scope=all&type=account';
  const r = await fetch(`${base}/api/blade-auth/oauth/token?${q}`, { method: 'POST', headers: { authorization: BASIC } });
  return ((await r.json()) as { access_token: string }).access_token;
}

const api = async (path: string, t: string, body?: unknown) =>
  (await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'blade-auth': `bearer ${t}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.json())) as { code: number; data: { total: number; records: Array<Record<string, unknown>> } };

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!!process.env.DATABASE_URL)('restart on the SQLite file', () => {
  it('keeps written rows and does not seed twice', async () => {
    const first = await start();
    expect(first).toContain('Sign in with tenant 000000, user admin, password admin');
    let t = await token();
    expect((await api('/api/blade-system/param/submit', t, { paramName: '重启', paramKey: 'restart.kept', paramValue: 'v1' })).code).toBe(200);
    const dictsBefore = (await api('/api/blade-system/dict/parent-list?size=100', t)).data.total;
    await stop();

    await start();
    t = await token();
    const kept = await api('/api/blade-system/param/page?paramKey=restart.kept', t);
    expect(kept.data.records.map((r) => r.paramValue)).toEqual(['v1']);
    expect((await api('/api/blade-system/dict/parent-list?size=100', t)).data.total).toBe(dictsBefore);
    // tenantId: the platform administrator's lists show every tenant otherwise (each demo tenant has an admin).
    const users = await api('/api/blade-user/page?account_equal=admin&tenantId=000000', t);
    expect(users.data.total).toBe(1);
  }, 300_000); // two real server starts: generous on a loaded 2-core machine
});
