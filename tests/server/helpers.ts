/**
 * Server test helpers: a real database per test server (SQLite in a temp file, or a PostgreSQL database
 * or schema when DATABASE_URL is set), the app built on it with the demo seed, log-in and request shortcuts.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Registry } from '../../engine/schema';
import type { AppConfig } from '../../server/kernel/http/context';
import { createPgSchema, dropPgSchema, openDatabase, type Database } from '../../server/kernel/db/database';
import { buildApp } from '../../server/compose/app';
import { loadModules } from '../../server/compose/modules';
import type { ServerModule } from '../../server/kernel/module';
import { md5Hex } from '../../server/auth/password';
import { generateSm2KeyPair } from '../../server/auth/sm2';
import { prepareDatabase } from '../../server/compose/prepare';
import { createPgDatabase, dropPgDatabase, newDatabaseName } from './pg-template';
import { fixturesDir, loadTestRegistry, makePgTemplate, makeSqliteTemplate } from './seeded-template';
import { inject } from 'vitest';

export { fixturesDir };
export const dialectName = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const JWT_SECRET = 'test-secret-for-server-tests';
/** The SM2 pair of every test server (SpringBlade's sign-in): one per test process. */
export const TEST_SM2 = generateSm2KeyPair();

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
 * The demo seed costs seconds (hundreds of rows, one password hash per account), and most test files
 * start several servers: each server gets a copy of the run's seeded template (seeded-template.ts, made once
 * by the global setup), or of one this process makes when run without it.
 */
let ownTemplate: Promise<string> | undefined;

function seededTemplate(registry: Registry): Promise<string> {
  const provided = inject('sqliteTemplate');
  if (provided) return Promise.resolve(provided);
  ownTemplate ??= makeSqliteTemplate(registry).then(({ file, dir }) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  });
  return ownTemplate;
}

let ownPgTemplate: Promise<string> | undefined;

function seededPgTemplate(url: string, registry: Registry): Promise<string> {
  const provided = inject('pgTemplate');
  if (provided) return Promise.resolve(provided);
  ownPgTemplate ??= makePgTemplate(url, registry);
  return ownPgTemplate;
}

/**
 * A copy of the seeded database, with the settings a command line tool opens it by as the server reads
 * them (DATA_DIR holding its toycar.db, or DATABASE_URL).
 */
export async function copyOfSeededDatabase(
  registry: Registry,
): Promise<{ database: Database; settings: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await seededPgTemplate(url, registry);
    const name = newDatabaseName();
    const copy = await createPgDatabase(url, name, template);
    const database = openDatabase({ url: copy });
    return {
      database,
      settings: { DATABASE_URL: copy },
      drop: async () => (await database.close(), await dropPgDatabase(url, name)),
    };
  }
  const source = await seededTemplate(registry);
  const dir = mkdtempSync(join(tmpdir(), 'toycar-server-'));
  copyFileSync(source, join(dir, 'toycar.db'));
  const database = openDatabase({ file: join(dir, 'toycar.db') });
  return {
    database,
    settings: { DATA_DIR: dir },
    drop: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })),
  };
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
 * Registry of schemas/ plus the test fixtures (unless `registry` is given), migrated, seeded, served with
 * every module of plugins/ and the test's own `modules` (e.g. one whose route fails on purpose); `config`
 * overrides settings.
 */
export async function startTestServer(
  opts: { registry?: Registry; modules?: ServerModule[]; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const registry = opts.registry ?? (await loadTestRegistry());
  const modules = [...(await loadModules()), ...(opts.modules ?? [])];
  const { database, drop } = opts.registry ? await createTestDatabase() : await copyOfSeededDatabase(registry);
  // On a copy of the seeded template this only adds what the test's own modules bring (tables, menus).
  await prepareDatabase(database, registry, { modules });
  const uploadDir = mkdtempSync(join(tmpdir(), 'toycar-upload-'));
  const app = await buildApp({
    db: database,
    registry,
    // Suites sign in many times from a few addresses: the log-in rate limit is high unless a test sets it.
    config: {
      jwtSecret: JWT_SECRET,
      sm2: TEST_SM2,
      testCaptcha: true,
      env: 'test',
      uploadDir,
      rateLimit: { token: 100_000, captcha: 100_000 },
      ...opts.config,
    },
    modules,
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
