/**
 * Kysely's SQLite driver prepares every statement it runs; preparing costs as much as running a small
 * indexed SELECT. The generic handlers send the same few SQL texts over and over (one per op and filter
 * shape, values bound), so prepared statements are kept and reused, most recently used last.
 * A statement still iterating (a streamed query) is busy and cannot be reused: a fresh one is prepared.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

export function withStatementCache(raw: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit as unknown as SqliteStatement;
      }
      const stmt = raw.prepare(sql);
      if (!hit) {
        cache.set(sql, stmt);
        if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
      }
      return stmt as unknown as SqliteStatement;
    },
  };
}
