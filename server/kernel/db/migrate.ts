/**
 * Additive, idempotent migrations: create a table when missing, add the columns it lacks, create the
 * indexes it lacks. Nothing is ever dropped or narrowed; a column whose type changed in the schema keeps
 * its old type (reported, so an operator can decide).
 */
import { createHash } from 'node:crypto';
import { sql, type ColumnDataType, type Expression } from 'kysely';
import type { Database, DialectName } from './database';
import type { ColumnSpec, TableSpec } from './tables';

export interface MigrationReport {
  createdTables: string[];
  addedColumns: string[];
  createdIndexes: number;
}

function dataType(c: ColumnSpec): ColumnDataType | Expression<unknown> {
  switch (c.type) {
    case 'string':
      return `varchar(${c.length ?? 255})`;
    case 'text':
    case 'json':
      return 'text';
    case 'int':
      return 'integer';
    case 'bigint':
      return 'bigint';
    case 'decimal':
      return sql`numeric(20, 6)`;
    case 'datetime':
      return 'varchar(19)';
    case 'date':
      return 'varchar(10)';
    case 'boolean':
      return 'smallint';
  }
}

async function existingColumns(database: Database, table: string): Promise<Set<string> | undefined> {
  const { db, dialect } = database;
  const rows =
    dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(db)
        ).rows;
  return rows.length ? new Set(rows.map((r) => r.name)) : undefined;
}

/** PostgreSQL limits identifiers to 63 bytes and index names are per schema: keep them short and unique. */
function indexName(table: string, columns: string[], unique?: boolean): string {
  const name = `${unique ? 'ux' : 'ix'}_${table}_${columns.join('_')}`;
  if (name.length <= 60) return name;
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

async function createTable(database: Database, t: TableSpec): Promise<void> {
  const { db, dialect } = database;
  let builder = db.schema.createTable(t.name).ifNotExists();
  builder =
    dialect === 'sqlite'
      ? builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : builder.addColumn('id', 'bigserial', (c) => c.primaryKey());
  for (const c of t.columns)
    builder = builder.addColumn(c.name, dataType(c), (col) =>
      c.default !== undefined ? col.defaultTo(c.default) : col,
    );
  await builder.execute();
}

export async function migrate(
  database: Database,
  tables: TableSpec[],
  /** Awaited after each table (the caller's chance to yield or stop). */
  between?: () => Promise<void>,
): Promise<MigrationReport> {
  const report: MigrationReport = { createdTables: [], addedColumns: [], createdIndexes: 0 };
  const { db } = database;
  for (const t of tables) {
    const have = await existingColumns(database, t.name);
    if (!have) {
      await createTable(database, t);
      report.createdTables.push(t.name);
    } else {
      for (const c of t.columns) {
        if (have.has(c.name)) continue;
        await db.schema
          .alterTable(t.name)
          .addColumn(c.name, dataType(c), (col) => (c.default !== undefined ? col.defaultTo(c.default) : col))
          .execute();
        report.addedColumns.push(`${t.name}.${c.name}`);
      }
    }
    for (const idx of t.indexes) {
      let b = db.schema
        .createIndex(indexName(t.name, idx.columns, idx.unique))
        .ifNotExists()
        .on(t.name)
        .columns(idx.columns);
      if (idx.unique) b = b.unique();
      await b.execute();
      report.createdIndexes++;
    }
    await between?.();
  }
  return report;
}

export const describeDialect = (d: DialectName) => (d === 'sqlite' ? 'SQLite' : 'PostgreSQL');
