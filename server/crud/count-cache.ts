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
 * With the count we keep the table's max id, read by the same statement. An entry is used
 *  - as it is while this process has not written the table since (WriteTracker.generation);
 *  - plus `COUNT(filter AND id > kept max id)` while the only writes since were appends
 *    (WriteTracker.changeGeneration unchanged): appended rows get AUTOINCREMENT ids above every earlier
 *    id, and rows with ids at or below the kept max id are exactly those the kept count saw. The id range
 *    is a seek on the primary key, so this costs the number of new rows, not the table's size;
 *  - never when another connection has committed to the file since (SQLite's `PRAGMA data_version`,
 *    which moves when another connection commits — a second server process, `npm run seed` beside it).
 * The count and the max id come from ONE statement (one snapshot), so they always describe the same rows
 * however other queries interleave; the versions are read before it, so a write landing in between can
 * only make an entry look older than it is (then it is topped up or recounted), never newer.
 * PostgreSQL: other processes' writes cannot be seen cheaply, so there every count runs (it does not block
 * the event loop there). Counts of date-relative filters are safe too: filters carry literal values.
 */
import { CompiledQuery } from 'kysely';
import type { Database } from '../kernel/db/database';
import { LruMap } from '../kernel/lru-map';

interface Entry {
  n: number;
  /** The table's max id when `n` was counted (0 for an empty table). */
  maxId: number;
  generation: number;
  changeGeneration: number;
  dataVersion: number;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Database, LruMap<string, Entry>>();

/** Compiled once: it runs on every full page, where building and compiling it again is the larger cost. */
const DATA_VERSION = CompiledQuery.raw('pragma data_version');

async function dataVersion(database: Database): Promise<number> {
  const r = await database.db.executeQuery<{ data_version: number }>(DATA_VERSION);
  return Number(r.rows[0]?.data_version ?? 0);
}

interface Counted {
  n: number;
  /** The table's max id in the same snapshot as `n` (0 for an empty table). */
  maxId: number;
}

/**
 * Runs the filter's COUNT together with the table's max id in ONE statement — one snapshot, so the pair is
 * consistent whatever other queries interleave — or, with `aboveId`, the COUNT over rows whose id is greater
 * only: `NOT INDEXED` keeps SQLite on the rowid range (an index chosen for the filter would walk every
 * matching row of the table again). The filter's compiled SQL is reused as it is (its bound values after
 * `aboveId`). undefined for a statement shape it does not recognise: then the caller counts on its own.
 */
async function countWithMaxId(
  database: Database,
  table: string,
  compiled: CompiledQuery,
  aboveId?: number,
): Promise<Counted | undefined> {
  const head = 'select count(*) as "n" ';
  const from = `from "${table}" where `;
  const at = compiled.sql.indexOf(from);
  if (at !== head.length || !compiled.sql.startsWith(head)) return undefined;
  const filter = compiled.sql.slice(at + from.length);
  const select = `select count(*) as "n", (select max("id") from "${table}") as "m" from "${table}"`;
  const query =
    aboveId === undefined
      ? CompiledQuery.raw(`${select} where ${filter}`, [...compiled.parameters])
      : CompiledQuery.raw(`${select} not indexed where "id" > ? and (${filter})`, [aboveId, ...compiled.parameters]);
  try {
    const r = await database.db.executeQuery<{ n: number | string; m: number | string | null }>(query);
    return { n: Number(r.rows[0]?.n ?? 0), maxId: Number(r.rows[0]?.m ?? 0) };
  } catch {
    return undefined; // a table without an integer `id` (none today): the caller's own count answers
  }
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
  if (!cache) caches.set(database, (cache = new LruMap(MAX_ENTRIES)));
  const key = `${table}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  // Read the versions BEFORE counting: a write that lands during the count moves them past what we store.
  const generation = writes.generation(table);
  const changeGeneration = writes.changeGeneration(table);
  const version = await dataVersion(database);
  const hit = cache.get(key);
  const usable = hit && hit.changeGeneration === changeGeneration && hit.dataVersion === version;
  if (hit && hit.dataVersion === version && hit.generation === generation) return hit.n;
  const counted = await countWithMaxId(database, table, compiled, usable ? hit.maxId : undefined);
  if (counted && usable) counted.n += hit.n;
  if (counted) {
    // Versions read before the statement: a write in between only makes the entry look older than it is
    // (an append: topped up again from the same max id; anything else: counted in full) — never newer.
    cache.set(key, { ...counted, generation, changeGeneration, dataVersion: version });
    return counted.n;
  }
  const n = await count();
  // A count of its own carries no max id: kept only for exact reuse, and only if no write of this process
  // started or finished meanwhile (the tracker bumps at both ends of a write).
  if (writes.generation(table) === generation)
    cache.set(key, { n, maxId: -1, generation, changeGeneration: -1, dataVersion: version });
  return n;
}
