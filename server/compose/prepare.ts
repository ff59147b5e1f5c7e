/**
 * What every start does to the database, under the cross-process startup lock (PostgreSQL: an advisory
 * lock, so processes started at once migrate and seed one after the other — the first does the work, the
 * others find it done): refuse a database a newer release migrated (kernel/db/schema-version.ts), then in
 * one transaction migrate (additive) every table — the schemas', the kernel's and the modules' —, run the
 * modules' one-off migrations, then each module's seed in dependency order (demo data only when the
 * database is new, i.e. has no tenant yet).
 * Used by `server/main.ts`, `npm run seed`, the benchmarks and the tests.
 */
import type { Registry } from '../../engine/schema';
import type { Database } from '../kernel/db/database';
import { migrate, type MigrationReport } from '../kernel/db/migrate';
import { runModuleMigrations } from '../kernel/db/module-migrations';
import { recordSchemaVersion, refuseNewerSchema, schemaVersionTable } from '../kernel/db/schema-version';
import type { ServerModule } from '../kernel/module';
import { loadModules } from './modules';
import { allTables } from './tables';

export interface PrepareOptions {
  /** Seed the demo data when the database has no tenant yet (default true). */
  demo?: boolean;
  /** The modules (default: the folder scan of plugins/). */
  modules?: ServerModule[];
  /** Aborted when the server is asked to stop: the preparation stops at its next step and rolls back. */
  signal?: AbortSignal;
}

export interface PrepareReport {
  migration: MigrationReport;
  /** Module migrations applied by this start, as `module:id`. */
  moduleMigrations: string[];
  seeded: boolean;
  /** What the seeds added, by the names they report (e.g. menuRows, dictRows). */
  counts: Record<string, number>;
  menuRows: number;
  dictRows: number;
}

export async function prepareDatabase(
  database: Database,
  registry: Registry,
  opts: PrepareOptions = {},
): Promise<PrepareReport> {
  const modules = opts.modules ?? (await loadModules());
  // Between steps: let the event loop turn (a signal handler, the stop's timer) and stop if asked to.
  const step = async () => {
    await new Promise((r) => setImmediate(r));
    opts.signal?.throwIfAborted();
  };
  return database.withStartupLock(async () => {
    await refuseNewerSchema(database, modules);
    // One transaction: an interrupted start (a stop, a crash, a failing seed) leaves the database as it
    // was, so the next start does the whole work again — never half-migrated, never half-seeded.
    return database.transaction(async () => {
      const migration = await migrate(database, [schemaVersionTable, ...allTables(registry, modules)], step);
      const moduleMigrations: string[] = [];
      for (const m of modules) {
        for (const id of await runModuleMigrations(database, m.name, m.migrations ?? []))
          moduleMigrations.push(`${m.name}:${id}`);
        await step();
      }
      const anyTenant = await database.db.selectFrom('blade_tenant').select('id').limit(1).executeTakeFirst();
      const seeded = opts.demo !== false && !anyTenant;
      const counts: Record<string, number> = {};
      for (const m of modules) {
        const added = await m.seed?.({ database, registry }, { demo: seeded });
        for (const [k, n] of Object.entries(added ?? {})) counts[k] = (counts[k] ?? 0) + n;
        await step();
      }
      await recordSchemaVersion(database);
      return {
        migration,
        moduleMigrations,
        seeded,
        counts,
        menuRows: counts.menuRows ?? 0,
        dictRows: counts.dictRows ?? 0,
      };
    });
  });
}
