/**
 * Server test helpers: a real database per test file (SQLite in a temp file, or a fresh PostgreSQL schema
 * when DATABASE_URL is set), the app built on it with the demo seed, log-in and request shortcuts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Registry } from '../../engine/schema';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import type { AppConfig } from '../../server/http/context';
import { createPgSchema, dropPgSchema, openDatabase, type Database } from '../../server/db/database';
import { buildApp, type RouteExtension } from '../../server/http/app';
import { md5Hex } from '../../server/auth/password';
import { prepareDatabase } from '../../server/seed/prepare';

export const fixturesDir = resolve(import.meta.dirname, 'fixtures');
export const dialectName = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const JWT_SECRET = 'test-secret-for-server-tests';

/** A fresh database: SQLite temp file, or a new PostgreSQL schema (dropped on close). */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await createPgSchema(url, schema);
    const database = openDatabase({ url, pgSchema: schema });
    return { database, drop: async () => (await database.close(), await dropPgSchema(url, schema)) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'toycar-server-'));
  const database = openDatabase({ file: join(dir, 'test.db') });
  return { database, drop: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
}

/**
 * schemas/ plus the fixtures. Other suites may be writing a schema file under schemas/ at this moment (the
 * "new schema file" acceptance tests): a half-written file fails to load, so try again shortly.
 */
async function loadRegistryRetrying(): Promise<Registry> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadRegistry([defaultSchemaDir, fixturesDir]);
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  registry: Registry;
  /** Where put-file stores uploads for this server (a temp dir, removed on close). */
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * Registry of schemas/ plus the test fixtures (unless `registry` is given), migrated, seeded, served.
 * `extensions` add routes (e.g. one that fails on purpose); `config` overrides settings.
 */
export async function startTestServer(
  opts: { registry?: Registry; extensions?: RouteExtension[]; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const registry = opts.registry ?? (await loadRegistryRetrying());
  const { database, drop } = await createTestDatabase();
  await prepareDatabase(database, registry);
  const uploadDir = mkdtempSync(join(tmpdir(), 'toycar-upload-'));
  const app = await buildApp({
    db: database,
    registry,
    config: { jwtSecret: JWT_SECRET, testCaptcha: true, env: 'test', uploadDir, ...opts.config },
    extensions: opts.extensions,
  });
  return {
    app,
    database,
    registry,
    uploadDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface Reply {
  status: number;
  // Test code reads arbitrary JSON shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function request(app: FastifyInstance, opts: InjectOptions): Promise<Reply> {
  const res = await app.inject(opts);
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body };
}

export interface LoginOptions {
  tenantId?: string;
  username?: string;
  password?: string;
  ip?: string;
  lang?: string;
}

/** POST oauth/token with the password grant; the reply as is. */
export function passwordGrant(app: FastifyInstance, o: LoginOptions = {}): Promise<Reply> {
  return request(app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: {
      authorization: BASIC,
      'tenant-id': o.tenantId ?? '000000',
      ...(o.lang && { 'accept-language': o.lang }),
    },
    remoteAddress: o.ip ?? '10.0.0.1',
    query: {
      tenantId: o.tenantId ?? '000000',
      username: o.username ?? 'admin',
      password: md5Hex(o.password ?? 'admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
}

/** Log in and return the access token (fails the test when the log-in fails). */
export async function login(app: FastifyInstance, o: LoginOptions = {}): Promise<string> {
  const r = await passwordGrant(app, o);
  if (r.status !== 200 || !r.body.access_token) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

/** Request shortcuts carrying a token and (optionally) a language. */
export function client(app: FastifyInstance, token?: string, lang?: string) {
  const headers = { ...(token && { 'blade-auth': `bearer ${token}` }), ...(lang && { 'accept-language': lang }) };
  type Query = Record<string, string | number>;
  const q = (query?: Query) =>
    query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined;
  return {
    get: (url: string, query?: Query) => request(app, { method: 'GET', url, query: q(query), headers }),
    post: (url: string, body?: unknown, query?: Query) =>
      request(app, {
        method: 'POST',
        url,
        query: q(query),
        headers,
        ...(body !== undefined && { payload: body as object }),
      }),
    put: (url: string, body?: unknown) => request(app, { method: 'PUT', url, headers, payload: body as object }),
    del: (url: string) => request(app, { method: 'DELETE', url, headers }),
  };
}

export type Client = ReturnType<typeof client>;
