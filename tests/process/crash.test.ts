/**
 * Crash and stop under a write load, on SQLite and on PostgreSQL (when one answers on 127.0.0.1:5432):
 * SIGKILL in the middle of the writes, then every acknowledged write is present, the store is sound
 * (SQLite's integrity check; PostgreSQL's amcheck on the written table's indexes) and the server starts
 * again on it; SIGTERM under the same load exits within 5 s with nothing acknowledged lost.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
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
  type ServerProcess,
} from './harness';

const PG_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgAnswers = await (async () => {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
})();

let running: ServerProcess[] = [];
const databases: string[] = [];
afterEach(() => {
  for (const p of running) {
    p.kill();
    removeDir(p.dataDir);
  }
  running = [];
});
afterAll(async () => {
  for (const name of databases) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh PostgreSQL database for one server, and its URL. */
async function freshPgDatabase(): Promise<string> {
  const name = `toycar_crash_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  databases.push(name);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function started(env: Record<string, string> = {}, dataDir?: string) {
  const p = await startServer({ env, dataDir });
  running.push(p);
  await waitReady(p.port);
  return p;
}

/** 8 clients adding parameter rows until told to stop; the keys of the writes that were acknowledged. */
function writeLoad(p: ServerProcess, token: string) {
  const acknowledged: string[] = [];
  let stop = false;
  const one = async () => {
    while (!stop) {
      const key = uniqueKey('crash');
      const r = await call(p.port, 'POST', '/api/blade-system/param/submit', {
        token,
        body: { paramName: 'crash', paramKey: key, paramValue: 'v' },
        timeoutMs: 5000,
      }).catch(() => undefined);
      if (!r) return;
      if (r.status === 200 && r.body.success) acknowledged.push(key);
    }
  };
  const clients = Array.from({ length: 8 }, one);
  return {
    acknowledged,
    /** Under load: 20 writes acknowledged (not within 30 s fails the test), instead of a fixed pause. */
    running: () => within(30_000, () => acknowledged.length >= 20),
    done: async () => {
      stop = true;
      await Promise.all(clients);
    },
  };
}

async function pgKeys(url: string): Promise<Set<string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query("select param_key from blade_param where param_name = 'crash'");
    return new Set(r.rows.map((x: { param_key: string }) => x.param_key));
  } finally {
    await c.end();
  }
}

/** amcheck on every B-tree index of blade_param (the table the load wrote). */
async function pgIndexesSound(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('create extension if not exists amcheck');
    const idx = await c.query(
      "select indexrelid::regclass::text as name from pg_index i join pg_class t on t.oid = i.indrelid where t.relname = 'blade_param'",
    );
    expect(idx.rows.length).toBeGreaterThan(0);
    for (const { name } of idx.rows as Array<{ name: string }>)
      await c.query('select bt_index_check($1::regclass, true)', [name]);
  } finally {
    await c.end();
  }
}

const dialects = [
  { name: 'SQLite', available: true },
  { name: 'PostgreSQL', available: pgAnswers },
];

describe.each(dialects)('$name', ({ name, available }) => {
  const pgDialect = name === 'PostgreSQL';

  it.runIf(available)(
    'SIGKILL during a write load: every acknowledged write kept, the store sound, the server starts again',
    async () => {
      const url = pgDialect ? await freshPgDatabase() : undefined;
      const env: Record<string, string> = url ? { DATABASE_URL: url } : {};
      const p = await started(env);
      const load = writeLoad(p, await signIn(p.port));
      await load.running();
      process.kill(-p.child.pid!, 'SIGKILL');
      await load.done();
      await within(5000, () => !groupAlive(p.child.pid!));
      let stored: Set<string>;
      if (url) {
        stored = await pgKeys(url);
        await pgIndexesSound(url);
      } else
        stored = inspectSqlite(p.dataDir, (db) => {
          expect(integrityOk(db)).toBe(true);
          const rows = db.prepare("select param_key from blade_param where param_name = 'crash'").all() as Array<{
            param_key: string;
          }>;
          return new Set(rows.map((r) => r.param_key));
        });
      const lost = load.acknowledged.filter((k) => !stored.has(k));
      expect(lost).toEqual([]);
      // The next start opens what the crash left, and serves it.
      const again = await started(env, p.dataDir);
      const token = await signIn(again.port);
      const page = await call(again.port, 'GET', '/api/blade-system/param/page?paramName=crash&size=1', { token });
      expect(page.body.data.total).toBe(stored.size);
      again.child.kill('SIGTERM');
      await within(5000, () => !groupAlive(again.child.pid!));
    },
  );

  it.runIf(available)('SIGTERM during a write load: exits within 5 s, nothing acknowledged lost', async () => {
    const url = pgDialect ? await freshPgDatabase() : undefined;
    const p = await started(url ? { DATABASE_URL: url } : ({} as Record<string, string>));
    const load = writeLoad(p, await signIn(p.port));
    await load.running();
    p.child.kill('SIGTERM');
    const took = await within(5000, () => !groupAlive(p.child.pid!));
    await load.done();
    expect(took).toBeLessThan(5000);
    const stored = url
      ? await pgKeys(url)
      : inspectSqlite(p.dataDir, (db) => {
          expect(integrityOk(db)).toBe(true);
          const rows = db.prepare("select param_key from blade_param where param_name = 'crash'").all() as Array<{
            param_key: string;
          }>;
          return new Set(rows.map((r) => r.param_key));
        });
    expect(load.acknowledged.filter((k) => !stored.has(k))).toEqual([]);
  });
});
