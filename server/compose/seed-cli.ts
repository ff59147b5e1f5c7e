/**
 * `npm run seed [-- --flag value]`: migrate and seed the configured database (same settings as the server)
 * without starting it. Idempotent. Flags are declared in FLAGS (`--api-logs 1000000` for benchmarks) and
 * by the modules (`seedSizes` of a server module, e.g. the rentals plugin's `--rent-records`), found by the
 * same folder scan as the server's.
 */
import { loadRegistry } from '../../engine/schema/node/load';
import { loadSettings } from '../config';
import { openDatabase, type Database } from '../kernel/db/database';
import { seedApiLogs } from '../log/seed-api-logs';
import type { ServerModule } from '../kernel/module';
import { loadModules } from './modules';
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

/** The flags of the modules' sized data. */
export const moduleFlags = (modules: ServerModule[]): Record<string, FlagSpec> =>
  Object.fromEntries(
    modules.flatMap((m) => (m.seedSizes ?? []).map((s) => [s.flag, { description: s.description, kind: 'number' as const }])),
  );

export function parseFlags(argv: string[], flags: Record<string, FlagSpec> = FLAGS): SeedOptions {
  const out: SeedOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/.exec(argv[i]);
    const spec = m && flags[m[1]];
    if (!m || !spec)
      throw new Error(
        `Unknown argument "${argv[i]}". Known: ${Object.keys(flags)
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
export async function runSeed(
  database: Database,
  options: SeedOptions,
  log: (line: string) => void,
  modules?: ServerModule[],
): Promise<void> {
  const registry = await loadRegistry();
  const mods = modules ?? (await loadModules());
  const report = await prepareDatabase(database, registry, { modules: mods });
  log(
    `Migrated (${report.migration.createdTables.length} tables created); demo data ${report.seeded ? 'seeded' : 'already present'}.`,
  );
  if (typeof options['api-logs'] === 'number') await seedApiLogs(database, options['api-logs'], log);
  for (const m of mods)
    for (const size of m.seedSizes ?? []) {
      const n = options[size.flag];
      if (typeof n === 'number') await size.run({ database, registry }, n, log);
    }
}

async function main(): Promise<void> {
  const modules = await loadModules();
  const flags = { ...FLAGS, ...moduleFlags(modules) };
  const options = parseFlags(process.argv.slice(2), flags);
  if (options.help) {
    for (const [name, spec] of Object.entries(flags)) process.stdout.write(`--${name}  ${spec.description}\n`);
    return;
  }
  const settings = loadSettings();
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  try {
    await runSeed(database, options, (line) => process.stdout.write(`${line}\n`), modules);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
