/**
 * Which release's schema a database has. Migrations are additive, so an older database is brought up to
 * date by any start; a database that a *newer* release has already migrated is another matter: this
 * release would run on tables and data it does not understand (and its seeds could undo the newer one's
 * work). So every start, under the startup lock, compares:
 *
 * - `SCHEMA_VERSION` with the highest version recorded in `blade_schema_version` (raised by hand when a
 *   release changes the meaning of stored data, not for every added column);
 * - the one-off migrations recorded for each present module with those the module declares: an id this
 *   release does not know was applied by a newer one.
 *
 * Either finding refuses the start with a message saying what to do.
 */
import type { Migration } from '../module';
import { sql, type Database } from './database';
import { MODULE_MIGRATION_TABLE } from './module-migrations';
import type { TableSpec } from './tables';
import { nowText } from './time';

/** The schema version this release writes and understands. */
export const SCHEMA_VERSION = 1;
export const SCHEMA_VERSION_TABLE = 'blade_schema_version';

export const schemaVersionTable: TableSpec = {
  name: SCHEMA_VERSION_TABLE,
  columns: [
    { name: 'version', type: 'int' },
    { name: 'applied_time', type: 'datetime' },
  ],
  indexes: [{ columns: ['version'], unique: true }],
};

export class NewerSchemaError extends Error {}

/** Asked of the catalog (a failed query would end an open PostgreSQL transaction). */
async function tableExists(database: Database, table: string): Promise<boolean> {
  const { rows } =
    database.dialect === 'sqlite'
      ? await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(database.db)
      : await sql`select 1 from information_schema.tables
          where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return rows.length > 0;
}

/**
 * Throws NewerSchemaError when a newer release migrated this database. Runs before anything is migrated
 * (a missing table simply means an older or a new database).
 */
export async function refuseNewerSchema(
  database: Database,
  modules: Array<{ name: string; migrations?: Migration[] }>,
  known = SCHEMA_VERSION,
): Promise<void> {
  const upgrade =
    'It was upgraded by a newer release of toycar-console: run that release (or a later one), or restore the backup taken before the upgrade (README, "Run in production").';
  if (await tableExists(database, SCHEMA_VERSION_TABLE)) {
    const row = await database.db
      .selectFrom(SCHEMA_VERSION_TABLE)
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirst();
    const version = Number(row?.v ?? 0);
    if (version > known)
      throw new NewerSchemaError(
        `The database has schema version ${version}; this release knows version ${known} at most. ${upgrade}`,
      );
  }
  if (!(await tableExists(database, MODULE_MIGRATION_TABLE))) return;
  const recorded = await database.db.selectFrom(MODULE_MIGRATION_TABLE).select(['module', 'migration_id']).execute();
  const declared = new Map(modules.map((m) => [m.name, new Set((m.migrations ?? []).map((x) => x.id))]));
  const unknown = recorded
    .filter((r) => declared.get(String(r.module))?.has(String(r.migration_id)) === false)
    .map((r) => `${String(r.module)}:${String(r.migration_id)}`);
  if (unknown.length)
    throw new NewerSchemaError(
      `The database records migrations this release does not have (${unknown.join(', ')}). ${upgrade}`,
    );
}

/** Record this release's version (once per version). */
export async function recordSchemaVersion(database: Database, version = SCHEMA_VERSION): Promise<void> {
  const have = await database.db
    .selectFrom(SCHEMA_VERSION_TABLE)
    .select('id')
    .where('version', '=', version)
    .executeTakeFirst();
  if (!have) await database.db.insertInto(SCHEMA_VERSION_TABLE).values({ version, applied_time: nowText() }).execute();
}
