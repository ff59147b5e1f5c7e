/**
 * Real server processes for the stop and crash suites: start `server/main.ts` the way production does
 * (`node --import tsx`, or through `npm start`), on a free port and a throw-away data folder (or a fresh
 * PostgreSQL schema), talk to it over loopback, stop it with a signal and watch it go.
 */
import SQLite from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { md5Hex } from '../../server/auth/password';

export const root = resolve(import.meta.dirname, '../..');
export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Everything the process printed so far (while its pipes are read). */
  output(): string;
  /** Resolves with the exit code / signal once the process (and, for npm, its whole group) is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stop reading stdout and stderr and close our ends of the pipes (the supervisor went away). */
  closePipes(): void;
  /** Stop reading stdout and stderr, keeping the pipes open: they fill up (a supervisor that stalls). */
  pauseReading(): void;
  /** SIGKILL the whole process group (clean-up of a failed test). */
  kill(): void;
}

export interface StartOptions {
  /** `node` (node --import tsx server/main.ts, the process itself) or `npm` (npm start, its wrapper). */
  via?: 'node' | 'npm';
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** With `via: 'npm'`: `npm start --silent` (default) or plain `npm start`, npm's own lines and all. */
  npmSilent?: boolean;
  /**
   * Start on an empty data folder, migrating and seeding as a first production start does. Otherwise a
   * new SQLite folder is a copy of the run's seeded one (global-seeded.ts).
   */
  empty?: boolean;
}

/** A new data folder: empty, or a copy of the run's seeded one. */
function newDataDir(empty: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'toycar-proc-'));
  if (!empty) cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}

export async function startServer(opts: StartOptions = {}): Promise<ServerProcess> {
  // On PostgreSQL the folder holds only keys and uploads: the database is the test's.
  const dataDir = opts.dataDir ?? newDataDir(!!opts.empty || !!opts.env?.DATABASE_URL);
  const port = opts.port ?? (await freePort());
  const [cmd, args] =
    opts.via === 'npm'
      ? ['npm', opts.npmSilent === false ? ['start'] : ['start', '--silent']]
      : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
  const child = spawn(cmd, args, {
    cwd: root,
    // Its own process group, as a supervisor or a terminal gives it; stdin closed, output on pipes.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      TEST_CAPTCHA: '1',
      SKIP_CONSOLE_BUILD: '1',
      ...opts.env,
    },
  });
  let out = '';
  const read = (d: Buffer) => (out += d.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.on('exit', (code, signal) => res({ code, signal })),
  );
  return {
    child,
    port,
    dataDir,
    output: () => out,
    exited,
    closePipes() {
      child.stdout!.destroy();
      child.stderr!.destroy();
    },
    pauseReading() {
      for (const s of [child.stdout!, child.stderr!]) {
        s.off('data', read);
        s.pause();
      }
    },
    kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    },
  };
}

/** Wait until the server answers /api/health (or `timeoutMs` passes). */
export async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const r = await call(port, 'GET', '/api/health').catch(() => undefined);
    if (r?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`server on ${port} did not answer /api/health`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether anything still accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      res(true);
    });
    s.once('error', () => res(false));
  });
}

/** Processes of a process group still alive (empty once the whole group has exited). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Wait for a condition, polling; resolves with the time it took, or rejects after `ms`. */
export async function within(ms: number, cond: () => boolean | Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await cond()) return Date.now() - t0;
    await sleep(50);
  }
  throw new Error(`not within ${ms} ms`);
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One HTTP call over loopback (JSON in, JSON out). */
export function call(
  port: number,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; agent?: Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((res, rej) => {
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: opts.agent ?? false,
        timeout: opts.timeoutMs ?? 15_000,
        headers: {
          ...(opts.token && { 'blade-auth': `bearer ${opts.token}` }),
          ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
          ...opts.headers,
        },
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          res({ status: r.statusCode ?? 0, body });
        });
        r.on('error', rej);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', rej);
    req.end(payload);
  });
}

/** Sign in (password grant) and answer the access token. */
export async function signIn(port: number, tenantId = '000000', username = 'admin', password = 'admin') {
  const q = new URLSearchParams({
    tenantId,
    username,
    password: md5Hex(password),
    grant_type: 'password',
    scope: 'all',
  });
  const r = await call(port, 'POST', `/api/blade-auth/oauth/token?${q}`, {
    headers: { authorization: BASIC, 'tenant-id': tenantId },
  });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

/** A unique key for rows a test writes. */
export const uniqueKey = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}`;

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Open a stopped server's SQLite file read-only: `PRAGMA integrity_check` and a query. */
export function inspectSqlite<T>(dataDir: string, fn: (db: import('better-sqlite3').Database) => T): T {
  const db = new SQLite(join(dataDir, 'toycar.db'), { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export const integrityOk = (db: import('better-sqlite3').Database) =>
  (db.pragma('integrity_check', { simple: true }) as string) === 'ok';
