/**
 * Kysely's SQLite driver prepares every statement it runs; preparing costs as much as running a small
 * indexed SELECT. The generic handlers send the same few SQL texts over and over (one per op and filter
 * shape, values bound), so prepared statements are kept and reused, most recently used last.
 * A statement still iterating (a streamed query) is busy and cannot be reused: a fresh one is prepared.
 *
 * Rows are read as arrays and made into objects here: better-sqlite3 builds each row object property by
 * property through V8's API, which on a list page of API-log rows (19 columns) cost about a third more than
 * reading the arrays and filling plain objects in JavaScript. Same objects, same property order; a result
 * with two columns of one name keeps the last, as better-sqlite3 does.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LruMap } from '../lru-map';

const MAX_STATEMENTS = 500;

type Values = ReadonlyArray<unknown>;

type MakeRow = (values: unknown[]) => Record<string, unknown>;

/**
 * The row objects of a statement's column names, made by one object literal (`{"id": v[0], …}`), compiled
 * once per statement: a literal of fixed shape is several times cheaper than adding the properties one by
 * one in a loop (a list page of 34 columns: about 3 % of its CPU). Names that an object literal would not
 * keep as plain properties (`__proto__`) or that repeat (the last wins, as better-sqlite3 does) take the loop.
 */
function rowMaker(names: string[]): MakeRow {
  if (new Set(names).size !== names.length || names.includes('__proto__'))
    return (values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
      return row;
    };
  const body = `return {${names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ')}};`;
  // The names are the statement's own column names, quoted as JSON strings: no text of a request.
  return new Function('v', body) as MakeRow;
}

class RowStatement implements SqliteStatement {
  readonly reader: boolean;
  private readonly toObject: MakeRow = () => ({});

  constructor(private readonly stmt: SQLite.Statement) {
    this.reader = stmt.reader;
    if (this.reader) {
      this.toObject = rowMaker(stmt.columns().map((c) => c.name));
      stmt.raw(true);
    }
  }

  get busy(): boolean {
    return this.stmt.busy;
  }

  all(parameters: Values): unknown[] {
    const rows = this.stmt.all(parameters) as unknown[][];
    const out = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = this.toObject(rows[i]);
    return out;
  }

  run(parameters: Values) {
    return this.stmt.run(parameters);
  }

  *iterate(parameters: Values): IterableIterator<unknown> {
    for (const values of this.stmt.iterate(parameters) as IterableIterator<unknown[]>) yield this.toObject(values);
  }
}

export function withStatementCache(raw: SQLite.Database): SqliteDatabase {
  const cache = new LruMap<string, RowStatement>(MAX_STATEMENTS);
  return {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit && !hit.busy) return hit;
      const stmt = new RowStatement(raw.prepare(sql));
      if (!hit) cache.set(sql, stmt);
      return stmt;
    },
  };
}
