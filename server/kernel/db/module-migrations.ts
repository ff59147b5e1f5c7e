/**
 * One-off data migrations of modules (`migrations` in server/kernel/module.ts): each runs once per
 * database, in declaration order, in its own transaction together with the row that records it, so a
 * crash mid-way leaves it to run again at the next start and a finished one never runs twice.
 */
import type { Migration } from '../module';
import type { Database } from './database';
import type { TableSpec } from './tables';
import { nowText } from './time';

export const MODULE_MIGRATION_TABLE = 'blade_module_migration';

export const moduleMigrationTable: TableSpec = {
  name: MODULE_MIGRATION_TABLE,
  columns: [
    { name: 'module', type: 'string', length: 64 },
    { name: 'migration_id', type: 'string', length: 128 },
    { name: 'applied_time', type: 'datetime' },
  ],
  indexes: [{ columns: ['module', 'migration_id'], unique: true }],
};

/** Run the module's migrations that this database has not recorded yet; returns the ids applied. */
export async function runModuleMigrations(database: Database, module: string, list: Migration[]): Promise<string[]> {
  const done = new Set(
    (
      await database.db.selectFrom(MODULE_MIGRATION_TABLE).select('migration_id').where('module', '=', module).execute()
    ).map((r) => String(r.migration_id)),
  );
  const applied: string[] = [];
  for (const m of list) {
    if (done.has(m.id)) continue;
    await database.transaction(async (trx) => {
      await m.up(trx);
      await trx
        .insertInto(MODULE_MIGRATION_TABLE)
        .values({ module, migration_id: m.id, applied_time: nowText() })
        .execute();
    });
    applied.push(m.id);
  }
  return applied;
}
