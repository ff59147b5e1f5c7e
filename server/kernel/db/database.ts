/**
 * The database handle: Kysely over better-sqlite3 (default, one file, WAL) or PostgreSQL (`pg` Pool) when a
 * URL is given. Tables are dynamic (they come from schemas), so the Kysely type is a record of records:
 * any table, any column, always through the builder with bound values.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { withStatementCache } from './statement-cache';
import { WriteTracker } from './write-tracker';

export type AnyDB = Record<string, Record<string, unknown>>;
export type Db = Kysely<AnyDB>;
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  /** The open transaction of the current async context (see `transaction`), else the pool. */
  readonly db: Db;
  /**
   * Run `fn` in one transaction. Everything `fn` awaits that reads `database.db` joins it (module route
   * handlers, entity hooks, generic CRUD), so a hook cannot write outside its request's transaction; a
   * nested call joins the open transaction instead of starting another.
   */
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * Run `fn` once the open transaction of the current async context commits (never if it rolls back), or
   * right away when none is open: how an outbox tells a broker outside the database about rows it wrote.
   */
  afterCommit(fn: () => void): void;
  dialect: DialectName;
  /** Run `fn` while holding a lock every server process shares, so concurrent starts migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which tables this process has written (for caches of derived facts such as counts). */
  writes?: WriteTracker;
  /** PostgreSQL: the connection pool's use, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export interface OpenOptions {
  /** postgres://… ; when absent SQLite is used. */
  url?: string;
  /** SQLite file (`:memory:` allowed). */
  file?: string;
  /** PostgreSQL schema to use as search_path (tests use one fresh schema per file). */
  pgSchema?: string;
}

export function openDatabase(opts: OpenOptions): Database {
  return opts.url ? openPostgres(opts.url, opts.pgSchema) : openSqlite(opts.file ?? ':memory:');
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  // Another process (e.g. `npm run seed` beside a running server) may hold the write lock for a moment.
  raw.pragma('busy_timeout = 5000');
  raw.pragma('synchronous = NORMAL');
  const writes = new WriteTracker();
  const db = new Kysely<AnyDB>({
    dialect: new SqliteDialect({ database: withStatementCache(raw) }),
    plugins: [writes],
  });
  return withTransactions(db, {
    dialect: 'sqlite',
    writes,
    // One file: SQLite's own write lock serialises processes; inside one process Kysely serialises too.
    withStartupLock: (fn) => fn(),
    close: () => db.destroy(),
  });
}

interface OpenTransaction {
  trx: Db;
  /** Set when the transaction ended: a timer started inside it must not reach for it afterwards. */
  ended: boolean;
  /** Callbacks waiting for the commit (`afterCommit`). */
  after: Array<() => void>;
}

/** Call each callback; one that throws does not keep the others from running. */
function runAll(fns: Array<() => void>): void {
  for (const fn of fns) {
    try {
      fn();
    } catch {
      /* a commit callback's failure is its own business */
    }
  }
}

/**
 * `database.db.transaction().execute(fn)` inside an open transaction runs `fn` in it, as a nested
 * `database.transaction(fn)` does (Kysely refuses to nest): code written to open its own transaction —
 * a module's seed, say — also works inside a larger one (the start-up's, server/compose/prepare.ts).
 */
function joinOnNest(trx: Db): void {
  const joined = {
    execute: <T>(fn: (t: Db) => Promise<T>) => fn(trx),
    // Isolation and access mode are those of the open transaction.
    setIsolationLevel: () => joined,
    setAccessMode: () => joined,
  };
  (trx as unknown as { transaction: () => typeof joined }).transaction = () => joined;
}

/**
 * Add `db` (the async context's open transaction, else the root) and `transaction()` to a dialect's
 * handle. On SQLite this also keeps a request from waiting on itself: Kysely serialises its one
 * connection, so a query outside an open transaction would wait for that transaction to end.
 */
function withTransactions(root: Db, rest: Omit<Database, 'db' | 'transaction' | 'afterCommit'>): Database {
  const current = new AsyncLocalStorage<OpenTransaction>();
  // Node 20's AsyncLocalStorage, once run, hooks the creation of every promise of the process (a few per
  // cent of a small request's CPU, docs/performance.md): switched off whenever no transaction is open.
  // Contexts made inside a finished transaction may show it again later: it is `ended`, so never used.
  let running = 0;
  const settle = () => {
    if (--running === 0) current.disable();
  };
  return {
    ...rest,
    get db() {
      const open = current.getStore();
      return open && !open.ended ? open.trx : root;
    },
    async transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      const open = current.getStore();
      if (open && !open.ended) return fn(open.trx);
      let tx: OpenTransaction | undefined;
      running++;
      let result: T;
      try {
        result = await root.transaction().execute(async (trx) => {
          joinOnNest(trx);
          tx = { trx, ended: false, after: [] };
          try {
            return await current.run(tx, () => fn(trx));
          } finally {
            tx.ended = true;
          }
        });
      } finally {
        settle();
      }
      // Committed: what waited for the commit runs now, outside the transaction's async context.
      if (tx?.after.length) runAll(tx.after);
      return result;
    },
    afterCommit(fn: () => void): void {
      const open = current.getStore();
      if (open && !open.ended) open.after.push(fn);
      else runAll([fn]);
    },
  };
}

const POOL_MAX = 10;
const STARTUP_LOCK_KEY = 74_208_311; // any constant; shared by every toycar-console process

function openPostgres(url: string, pgSchema?: string): Database {
  const config: pg.PoolConfig = { connectionString: url, max: POOL_MAX };
  if (pgSchema) config.options = `-c search_path=${pgSchema}`;
  const pool = new pg.Pool(config);
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Tracked too, for in-process caches such as the role grants (server/access/resolve-access.ts); COUNTs are not cached on PG.
  const writes = new WriteTracker();
  const db = new Kysely<AnyDB>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return withTransactions(db, {
    dialect: 'postgres',
    writes,
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: () => db.destroy(),
  });
}

/** Create a PostgreSQL schema (for a test file) on a short-lived connection. */
export async function createPgSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropPgSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${name.replace(/"/g, '')}" cascade`);
  } finally {
    await client.end();
  }
}

/** `count(*)` comes back as a string from pg and a number from SQLite. */
export const toCount = (v: unknown): number => Number(v ?? 0);

export { sql };
