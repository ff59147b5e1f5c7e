/**
 * What every start does to the database, under the cross-process startup lock: migrate (additive), seed
 * the demo data when the database is new (no tenant yet), then sync dictionaries and menus from the
 * registry, and ensure the demo tenants' top menus and resource configs (one local OSS, one console SMS).
 * Used by `server/main.ts`, `npm run seed` and the tests.
 */
import type { Registry } from '../../engine/schema';
import type { Database } from '../db/database';
import { migrate, type MigrationReport } from '../db/migrate';
import { tablesFromRegistry } from '../db/tables';
import { seedRoleSetMenus } from '../system/factory-merchant-seed';
import { syncMenus } from '../system/menu-sync';
import { grantOperatorViews, seedDemo } from './demo';
import { syncDicts } from './dicts';
import { seedRegions } from './regions';
import { syncTopMenus } from './top-menus';
import { seedResourceConfigs } from '../resource/resource-seed';

export interface PrepareOptions {
  /** Seed the demo data when the database has no tenant yet (default true). */
  demo?: boolean;
}

export interface PrepareReport {
  migration: MigrationReport;
  seeded: boolean;
  dictRows: number;
  menuRows: number;
}

export async function prepareDatabase(
  database: Database,
  registry: Registry,
  opts: PrepareOptions = {},
): Promise<PrepareReport> {
  return database.withStartupLock(async () => {
    const migration = await migrate(database, tablesFromRegistry(registry));
    const { db } = database;
    const anyTenant = await db.selectFrom('blade_tenant').select('id').limit(1).executeTakeFirst();
    const seeded = opts.demo !== false && !anyTenant;
    if (seeded) await seedDemo(db);
    const dicts = await syncDicts(db, registry);
    const menus = await syncMenus(db, registry);
    if (seeded) await grantOperatorViews(db, registry);
    if (seeded) await seedRegions(db);
    await syncTopMenus(db);
    await seedResourceConfigs(db, registry);
    await seedRoleSetMenus(db, registry);
    return { migration, seeded, dictRows: dicts.inserted, menuRows: menus.inserted };
  });
}
