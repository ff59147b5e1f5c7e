import type { Db } from '../../../server/kernel/db/database';

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits at ~25 columns. */
const CHUNK = 400;

/** Insert many rows in chunks (one statement per chunk, in the caller's transaction). */
export async function insertMany(db: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto(table).values(rows.slice(i, i + CHUNK)).execute();
}
