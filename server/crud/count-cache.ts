/**
 * Exact COUNTs for `total`, remembered until the table may have changed.
 *
 * Why: on a big table COUNT(*) over the page's predicates costs a walk of every matching index entry
 * (1M rows: tens of ms, and better-sqlite3 blocks the event loop meanwhile), while the rows of a page cost
 * well under a millisecond. Paging through a list, re-sorting and refreshing repeat the same filter, so
 * the same count is asked for again and again.
 *
 * Correctness: the key is the table plus the compiled COUNT statement and its bound values (the
 * normalised filter: tenant, soft delete, scope, search; Kysely compiles equal filters to equal SQL).
 * An entry is used only while
 *  - this process has not written the table since (WriteTracker generation, bumped on every
 *    INSERT/UPDATE/DELETE before and after it runs, so a count that raced a write is never reused), and
 *  - no other connection has committed to the file since (SQLite's `PRAGMA data_version`, which changes
 *    when another connection commits — e.g. a second server process or `npm run seed` beside it).
 * PostgreSQL: other processes' writes cannot be seen cheaply, so there every count runs (it does not block
 * the event loop there). Counts of date-relative filters are safe too: filters carry literal values.
 */
import { sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import type { Database } from '../db/database';

interface Entry {
  n: number;
  generation: number;
  dataVersion: number;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Database, Map<string, Entry>>();

async function dataVersion(database: Database): Promise<number> {
  const r = await sql<{ data_version: number }>`pragma data_version`.execute(database.db);
  return Number(r.rows[0]?.data_version ?? 0);
}

/** `count()` runs the COUNT; its result is reused while the table provably did not change. */
export async function cachedCount(
  database: Database,
  table: string,
  compiled: CompiledQuery,
  count: () => Promise<number>,
): Promise<number> {
  const writes = database.writes;
  if (!writes || database.dialect !== 'sqlite') return count();
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const key = `${table}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  // Read both versions BEFORE counting: a write that lands during the count bumps them past what we store.
  const generation = writes.generation(table);
  const version = await dataVersion(database);
  const hit = cache.get(key);
  if (hit && hit.generation === generation && hit.dataVersion === version) {
    cache.delete(key); // keep recently used keys at the end (LRU eviction from the front)
    cache.set(key, hit);
    return hit.n;
  }
  const n = await count();
  cache.delete(key);
  cache.set(key, { n, generation, dataVersion: version });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return n;
}
