/**
 * `npm run check:books`: verify, over the configured database (same settings as the server: DATA_DIR or
 * DATABASE_URL), every integrity rule the schemas declare — totals equal their lines, invariants hold,
 * owned rows live in their parent's tenant, references name live rows of their own tenant
 * (docs/integrity.md). Prints each breach with its record and exits 1 on any; reads only. Run it after an
 * upgrade or a restore (README).
 */
import { loadRegistry } from '../../engine/schema/node/load';
import { loadSettings } from '../config';
import { checkBooks, describeBreach } from '../crud/integrity/books';
import { openDatabase } from '../kernel/db/database';
import { buildModels } from '../kernel/model';
import { loadModules } from './modules';
import { allTables } from './tables';

async function main(): Promise<number> {
  const settings = loadSettings();
  const registry = await loadRegistry();
  const models = buildModels(registry, allTables(registry, await loadModules()));
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  try {
    const started = Date.now();
    const breaches = await checkBooks(database.db, models);
    // eslint-disable-next-line no-restricted-syntax -- seconds of a run, not money
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const b of breaches) process.stdout.write(`BREACH ${describeBreach(b)}\n`);
    const rules = [...models.values()].reduce(
      (n, m) => n + (m.schema.totals?.length ?? 0) + (m.schema.invariants?.length ?? 0),
      0,
    );
    process.stdout.write(
      `Books check of ${models.size} entities (${rules} totals and invariants, owners and references) in ${seconds} s: ` +
        `${breaches.length ? `${breaches.length} breach(es)` : 'no breach'}.\n`,
    );
    return breaches.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Books check failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
