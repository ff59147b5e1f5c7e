/**
 * Exact COUNTs for `total`, remembered until the table may have changed — and brought up to date cheaply
 * when it only grew.
 *
 * Why: on a big table COUNT(*) over the page's predicates costs a walk of every matching index entry
 * (1M rows: 170–550 ms, and better-sqlite3 blocks the event loop meanwhile), while the rows of a page cost
 * well under a millisecond. Paging through a list, re-sorting and refreshing repeat the same filter, so
 * the same count is asked for again and again. And an append-mostly table (the API log gets a batch of
 * rows every few hundred ms while anyone uses the console) would invalidate a plain cache all the time.
 *
 * Correctness: the key is the table plus the compiled COUNT statement and its bound values (the
 * normalised filter: tenant, soft delete, scope, search; Kysely compiles equal filters to equal SQL).
 * With the count we keep the table's max id read just before it. An entry is used
 *  - as it is while this process has not written the table since (WriteTracker.generation);
 *  - plus `COUNT(filter AND id > kept max id)` while the only writes since were appends
 *    (WriteTracker.changeGeneration unchanged): appended rows get AUTOINCREMENT ids above every earlier
 *    id, and rows with ids at or below the kept max id are exactly those the kept count saw. The id range
 *    is a seek on the primary key, so this costs the number of new rows, not the table's size;
 *  - never when another connection has committed to the file since (SQLite's `PRAGMA data_version`,
 *    which moves when another connection commits — a second server process, `npm run seed` beside it).
 * A result is stored only if no write of this process started or finished while it was computed (the
 * tracker bumps at both ends of a write), so max id and count always describe the same rows.
 * PostgreSQL: other processes' writes cannot be seen cheaply, so there every count runs (it does not block
 * the event loop there). Counts of date-relative filters are safe too: filters carry literal values.
 */
import { sql } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database';

interface Entry {
  n: number;
  /** The table's max id when `n` was counted (0 for an empty table). */
  maxId: number;
  generation: number;
  changeGeneration: number;
  dataVersion: number;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Database, Map<string, Entry>>();

/** Compiled once: it runs on every full page, where building and compiling it again is the larger cost. */
const DATA_VERSION = CompiledQuery.raw('pragma data_version');

async function dataVersion(database: Database): Promise<number> {
  const r = await database.db.executeQuery<{ data_version: number }>(DATA_VERSION);
  return Number(r.rows[0]?.data_version ?? 0);
}

async function maxIdOf(database: Database, table: string): Promise<number> {
  const r = await sql<{ m: number | null }>`select max(id) as m from ${sql.table(table)}`.execute(database.db);
  return Number(r.rows[0]?.m ?? 0);
}

/**
 * COUNT(filter AND id > aboveId), walking only the new rows: `NOT INDEXED` keeps SQLite on the rowid range
 * (an index chosen for the filter would walk every matching row of the table again). The filter's compiled
 * SQL is reused as it is, its bound values after `aboveId`. undefined for a shape it does not recognise (then the caller counts in full).
 */
async function countAbove(
  database: Database,
  table: string,
  compiled: CompiledQuery,
  aboveId: number,
): Promise<number | undefined> {
  const from = `from "${table}" where `;
  const at = compiled.sql.indexOf(from);
  if (at < 0 || !compiled.sql.startsWith('select count(*) as "n" ')) return undefined;
  const text = `${compiled.sql.slice(0, at)}from "${table}" not indexed where "id" > ? and (${compiled.sql.slice(at + from.length)})`;
  const r = await database.db.executeQuery<{ n: number | string }>(
    CompiledQuery.raw(text, [aboveId, ...compiled.parameters]),
  );
  return Number(r.rows[0]?.n ?? 0);
}

function remember(cache: Map<string, Entry>, key: string, entry: Entry): void {
  cache.delete(key); // most recently used last: eviction takes the front
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

/** The exact count of the filter `compiled` stands for, reusing what is still true of the last one. */
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
  // Read the versions BEFORE counting: a write that lands during the count moves them past what we store.
  const generation = writes.generation(table);
  const changeGeneration = writes.changeGeneration(table);
  const version = await dataVersion(database);
  const hit = cache.get(key);
  const usable = hit && hit.changeGeneration === changeGeneration && hit.dataVersion === version;
  if (usable && hit.generation === generation) {
    remember(cache, key, hit);
    return hit.n;
  }
  const maxId = await maxIdOf(database, table);
  const added = usable ? await countAbove(database, table, compiled, hit.maxId) : undefined;
  const n = added === undefined ? await count() : hit!.n + added;
  // Unchanged generation (it moves at the start and the end of every write): nothing was written between
  // reading max id and counting, so the pair is consistent and can be built on.
  if (writes.generation(table) === generation)
    remember(cache, key, { n, maxId, generation, changeGeneration, dataVersion: version });
  return n;
}
