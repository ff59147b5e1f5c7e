/**
 * `npm run seed [-- --flag value]`: migrate and seed the configured database (same settings as the server)
 * without starting it. Idempotent. Flags are declared in FLAGS so later issues can add sizes
 * (e.g. `--api-logs 1000000` for benchmarks) with one entry and one step in `runSeed`.
 */
import { loadRegistry } from '../../engine/schema/node/load';
import { loadSettings } from '../config';
import { openDatabase, type Database } from '../db/database';
import { seedApiLogs } from './api-logs';
import { prepareDatabase } from './prepare';

interface FlagSpec {
  description: string;
  kind: 'number' | 'boolean';
}

/** Every flag the seed understands. Add a size flag here and handle it in runSeed. */
export const FLAGS: Record<string, FlagSpec> = {
  help: { description: 'print this help', kind: 'boolean' },
  'api-logs': { description: 'make the API-log table hold N deterministic rows (benchmarks)', kind: 'number' },
};

export type SeedOptions = Record<string, number | boolean>;

export function parseFlags(argv: string[]): SeedOptions {
  const out: SeedOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/.exec(argv[i]);
    const spec = m && FLAGS[m[1]];
    if (!m || !spec)
      throw new Error(
        `Unknown argument "${argv[i]}". Known: ${Object.keys(FLAGS)
          .map((f) => `--${f}`)
          .join(', ')}`,
      );
    if (spec.kind === 'boolean') out[m[1]] = true;
    else {
      const raw = m[2] ?? argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--${m[1]} needs a whole number, got "${raw}"`);
      out[m[1]] = n;
    }
  }
  return out;
}

/** Base data (idempotent), then any sized data the options ask for. */
export async function runSeed(database: Database, options: SeedOptions, log: (line: string) => void): Promise<void> {
  const registry = await loadRegistry();
  const report = await prepareDatabase(database, registry);
  log(
    `Migrated (${report.migration.createdTables.length} tables created); demo data ${report.seeded ? 'seeded' : 'already present'}.`,
  );
  if (typeof options['api-logs'] === 'number') await seedApiLogs(database, options['api-logs'], log);
}

async function main(): Promise<void> {
  const options = parseFlags(process.argv.slice(2));
  if (options.help) {
    for (const [name, spec] of Object.entries(FLAGS)) process.stdout.write(`--${name}  ${spec.description}\n`);
    return;
  }
  const settings = loadSettings();
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  try {
    await runSeed(database, options, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
