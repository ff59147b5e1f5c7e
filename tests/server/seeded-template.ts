/**
 * The seeded templates every test server starts from (a copy of the demo database instead of a seed of
 * seconds — tens of seconds on PostgreSQL). Made once per run by the global setup (global-template.ts) and
 * handed to the test files with vitest's provide/inject; a file run outside that setup makes its own.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Registry } from '../../engine/schema';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import { openDatabase } from '../../server/kernel/db/database';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';
import { createPgDatabase, newDatabaseName } from './pg-template';

export const fixturesDir = resolve(import.meta.dirname, 'fixtures');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded SQLite file of this run (copied, never opened, by the test servers). */
    sqliteTemplate?: string;
    /** The seeded PostgreSQL database of this run (CREATE DATABASE … TEMPLATE it). */
    pgTemplate?: string;
  }
}

/**
 * schemas/ plus the fixtures. Other suites may be writing a schema file under schemas/ at this moment (the
 * "new schema file" acceptance tests): a half-written file fails to load, so try again shortly.
 */
export async function loadTestRegistry(): Promise<Registry> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadRegistry([defaultSchemaDir, fixturesDir]);
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/** A new seeded SQLite file in a temp dir (the caller removes the dir). */
export async function makeSqliteTemplate(registry: Registry): Promise<{ file: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'toycar-template-'));
  const file = join(dir, 'template.db');
  const database = openDatabase({ file });
  await prepareDatabase(database, registry, { modules: await loadModules() });
  await database.close(); // checkpoints the WAL: the file alone is the whole database
  return { file, dir };
}

/** A new seeded PostgreSQL database; its name. */
export async function makePgTemplate(url: string, registry: Registry): Promise<string> {
  const name = newDatabaseName();
  const database = openDatabase({ url: await createPgDatabase(url, name) });
  await prepareDatabase(database, registry, { modules: await loadModules() });
  await database.close(); // a template may have no open connection when it is copied
  return name;
}
