/**
 * What a one-off migration needs to know of a table as it stands (its columns), and the usual one-off
 * change when a field was renamed to BladeX's name (docs/contract.md "Field names"): the additive migration
 * adds the new column, this copies the old one's values into it. Several modules rename fields (system,
 * region), so the helpers live in the kernel's database room.
 */
import { sql } from 'kysely';
import type { Db } from './database';

/** The column names of a table, on PostgreSQL (information_schema) or SQLite (pragma). */
export async function columnNames(db: Db, table: string): Promise<{ names: Set<string>; postgres: boolean }> {
  try {
    const rows = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return { names: new Set(rows.rows.map((r) => r.name)), postgres: true };
  } catch {
    // SQLite has no information_schema; a failed read leaves its transaction usable.
    const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return { names: new Set(rows.rows.map((r) => r.name)), postgres: false };
  }
}

/** Copy `from` into `to` where `to` is empty (null, or '' for text), when the old column exists. */
export async function copyRenamedColumn(db: Db, table: string, from: string, to: string, text = true): Promise<void> {
  const { names } = await columnNames(db, table);
  if (!names.has(from) || !names.has(to)) return;
  await db
    .updateTable(table)
    .set((eb) => ({ [to]: eb.ref(from) }))
    .where((eb) => (text ? eb.or([eb(to, 'is', null), eb(to, '=', '')]) : eb(to, 'is', null)))
    .where(from, 'is not', null)
    .execute();
}

/**
 * Whether every one of these tables exists: an area reading another area's tables (billing and profit
 * sharing read the rentals' orders) says "not installed" instead of failing on a missing table.
 */
export async function tablesExist(db: Db, tables: string[]): Promise<boolean> {
  const names = new Set((await db.introspection.getTables()).map((t) => t.name));
  return tables.every((t) => names.has(t));
}
