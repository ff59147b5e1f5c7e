/**
 * The database handle: Kysely over better-sqlite3 (default, one file, WAL) or PostgreSQL (`pg` Pool) when a
 * URL is given. Tables are dynamic (they come from schemas), so the Kysely type is a record of records:
 * any table, any column, always through the builder with bound values.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { withStatementCache } from './statement-cache';
import { WriteTracker } from './write-tracker';

export type AnyDB = Record<string, Record<string, unknown>>;
export type Db = Kysely<AnyDB>;
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: DialectName;
  /** Run `fn` while holding a lock every server process shares, so concurrent starts migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which tables this process has written (for caches of derived facts such as counts). */
  writes?: WriteTracker;
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
  return {
    db,
    dialect: 'sqlite',
    writes,
    // One file: SQLite's own write lock serialises processes; inside one process Kysely serialises too.
    withStartupLock: (fn) => fn(),
    close: () => db.destroy(),
  };
}

const STARTUP_LOCK_KEY = 74_208_311; // any constant; shared by every toycar-console process

function openPostgres(url: string, pgSchema?: string): Database {
  const config: pg.PoolConfig = { connectionString: url, max: 10 };
  if (pgSchema) config.options = `-c search_path=${pgSchema}`;
  const pool = new pg.Pool(config);
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Tracked too, for in-process caches such as the role grants (server/system/access.ts); COUNTs are not cached on PG.
  const writes = new WriteTracker();
  const db = new Kysely<AnyDB>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return {
    db,
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
    close: () => db.destroy(),
  };
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
