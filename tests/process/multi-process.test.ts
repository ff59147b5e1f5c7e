/**
 * Several `node server/main.ts` processes over one PostgreSQL database, as behind a load balancer (issue 31,
 * items 2, 4 and 6), each with its own DATA_DIR and no JWT_SECRET:
 * - three started at once on an empty database: one migration, one demo seed, one set of keys, and all
 *   three serve and accept each other's tokens; a database a newer release migrated is refused;
 * - two processes agree on tokens, log-outs and lockouts, and share the SM2 public key.
 * Skipped, saying why, when no PostgreSQL answers on 127.0.0.1:5432 (or CI_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { BASIC, call, removeDir, signIn, startServer, waitReady, within, type ServerProcess } from './harness';

const PG_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Databases this file creates are named with this prefix (and dropped at the end). */
const PREFIX = process.env.PROCESS_PG_PREFIX ?? 'toycar_multi_';
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
if (!pgAnswers) console.warn(`multi-process tests skipped: no PostgreSQL answers at ${PG_URL}`);

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
  if (pgAnswers)
    for (const name of databases) await admin(PG_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
});

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `${PREFIX}${randomBytes(4).toString('hex')}`;
  await admin(PG_URL, (c) => c.query(`create database ${name}`));
  databases.push(name);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `n` processes started at once over one database, no JWT_SECRET; resolves once all answer. */
async function startMany(url: string, n: number): Promise<ServerProcess[]> {
  const env = { DATABASE_URL: url, JWT_SECRET: '', SECRET_KEY: '', SM2_PUBLIC_KEY: '', SM2_PRIVATE_KEY: '' };
  const ps = await Promise.all(Array.from({ length: n }, () => startServer({ env })));
  running.push(...ps);
  await Promise.all(ps.map((p) => waitReady(p.port, 240_000)));
  return ps;
}

const userInfo = (port: number, token: string) => call(port, 'GET', '/api/blade-auth/oauth/user-info', { token });

function passwordGrant(port: number, password: string) {
  const q = new URLSearchParams({
    tenantId: '100001',
    username: 'operator',
    password: md5Hex(password),
    grant_type: 'password',
    scope: 'all',
  });
  return call(port, 'POST', `/api/blade-auth/oauth/token?${q}`, {
    headers: { authorization: BASIC, 'tenant-id': '100001', 'accept-language': 'en' },
  });
}

const sm2KeyOf = (p: ServerProcess) => /publicKey \([^)]*\): (04[0-9a-f]+)/.exec(p.output())?.[1];

describe.runIf(pgAnswers)('several processes over one PostgreSQL database', () => {
  it(
    'three started at once on an empty database: one migration, one seed, one key set, all serve',
    { timeout: 420_000 },
    async () => {
      const url = await freshDatabase();
      const ps = await startMany(url, 3);

      // One of them migrated and seeded; the others found the work done.
      const seeded = ps.filter((p) => /demo data seeded/.test(p.output()));
      expect(seeded.length, ps.map((p) => p.output()).join('\n---\n')).toBe(1);
      expect(ps.filter((p) => /PostgreSQL ready: 1\d\d tables created/.test(p.output())).length).toBe(1);
      const counts = await admin(url, async (c) => {
        const one = async (q: string) => Number((await c.query(q)).rows[0].n);
        return {
          platformAdmins: await one(
            `select count(*) n from blade_user where tenant_id = '000000' and account = 'admin'`,
          ),
          tenants: await one(`select count(*) n from blade_tenant where tenant_id in ('000000', '100001')`),
          versions: await one('select count(*) n from blade_schema_version'),
          keys: await one('select count(*) n from blade_server_key'),
          purposes: await one('select count(distinct purpose) n from blade_server_key'),
        };
      });
      expect(counts).toEqual({ platformAdmins: 1, tenants: 2, versions: 1, keys: 3, purposes: 3 });

      // All three serve, and accept each other's tokens; one SM2 key for all.
      const tokens = await Promise.all(ps.map((p) => signIn(p.port)));
      for (const token of tokens) for (const p of ps) expect((await userInfo(p.port, token)).status).toBe(200);
      expect(new Set(ps.map(sm2KeyOf)).size).toBe(1);
      expect(sm2KeyOf(ps[0])).toBeTruthy();

      // A newer release migrated the database: this one refuses to start, and says so.
      await admin(url, (c) =>
        c.query(`insert into blade_schema_version (version, applied_time) values (999, '2030-01-01 00:00:00')`),
      );
      const old = await startServer({ env: { DATABASE_URL: url } });
      running.push(old);
      const { code } = await old.exited;
      expect(code).toBe(1);
      expect(old.output()).toMatch(/schema version 999; this release knows version \d+ at most/);
    },
  );

  it(
    "two processes, no JWT_SECRET: each accepts the other's tokens, log-outs and lockouts",
    { timeout: 300_000 },
    async () => {
      const url = await freshDatabase();
      const [a, b] = await startMany(url, 2);

      const token = await signIn(a.port);
      expect((await userInfo(b.port, token)).status).toBe(200);
      const fromB = await signIn(b.port);
      expect((await userInfo(a.port, fromB)).status).toBe(200);

      // Log-out on B ends the session on A too.
      expect((await call(b.port, 'POST', '/api/blade-auth/oauth/logout', { token })).status).toBe(200);
      await within(6_000, async () => (await userInfo(a.port, token)).status === 401);
      expect((await userInfo(a.port, fromB)).status).toBe(200);

      // Five wrong passwords on A lock the account on B, even with the right one.
      for (let i = 0; i < 5; i++) expect((await passwordGrant(a.port, 'wrong')).status).toBe(400);
      const locked = await passwordGrant(b.port, 'admin');
      expect(locked.status).toBe(400);
      expect(JSON.stringify(locked.body)).toMatch(/locked/i);
    },
  );
});
