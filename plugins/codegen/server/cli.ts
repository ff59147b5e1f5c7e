/**
 * `npm run gen:schema -- --table <name> [--datasource <id>] [--out <file>] [--dry-run]` (started by
 * scripts/gen-schema.ts, which reads the server's settings) — the code
 * generator without the console: reads the table from the configured database (the server's settings:
 * DATA_DIR / DATABASE_URL) or from a data source row, and writes (or merges into) a schema file under
 * schemas/, exactly as `gen-code` does — the same mapping, the same merge by prop, the same lint. More
 * flags name what an entry would: --service, --prefix, --name, --menu, --package, --entity.
 * The menu, button and dictionary rows follow at the next server start (its sync).
 */
import { loadRegistry } from '../../../engine/schema/node/load';
import { openDatabase } from '../../../server/kernel/db/database';
import { createSecretBox } from '../../../server/kernel/secret-box';
import { ApiError } from '../../../server/kernel/http/errors';
import { diffText } from './diff';
import { writeAtomically } from './files';
import { planEntry } from './generate';
import type { CodeEntry } from './mapping';
import { englishLabel, wordsOf } from './names';

const FLAGS = ['table', 'datasource', 'out', 'service', 'prefix', 'name', 'menu', 'package', 'entity', 'dry-run', 'help'];

export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m || !FLAGS.includes(m[1])) throw new Error(`Unknown argument "${argv[i]}". Known: ${FLAGS.map((f) => `--${f}`).join(', ')}`);
    if (m[1] === 'dry-run' || m[1] === 'help') out[m[1]] = '1';
    else {
      const v = m[2] ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`--${m[1]} needs a value`);
      out[m[1]] = v;
    }
  }
  return out;
}

/** An entry from the flags; what they leave out is made from the table name (biz_store_patrol: biz_, toycar-biz). */
export function entryOfArgs(a: Record<string, string>): CodeEntry {
  if (!a.table) throw new Error('--table <name> is required');
  const words = wordsOf(a.table);
  const prefix = a.prefix ?? (words.length > 1 ? `${a.table.split('_')[0]}_` : '');
  const domain = prefix.replace(/_+$/, '') || 'gen';
  return {
    datasourceId: a.datasource ?? null,
    codeName: a.name ?? englishLabel(a.table.slice(prefix.length) || a.table),
    serviceName: a.service ?? `toycar-${domain}`,
    tableName: a.table,
    tablePrefix: prefix,
    pkName: 'id',
    entityName: a.entity ?? null,
    packageName: a.package ?? null,
    menuParent: a.menu ?? 'system',
    baseMode: 1,
    wrapMode: 1,
    schemaFile: a.out ? a.out.replace(/^\.?\/?schemas\//, '') : null,
  };
}

/** Where the CLI reads: the server's settings (server/config.ts), passed in by the script. */
export interface CliSettings {
  databaseUrl?: string;
  sqliteFile: string;
  secretKey: string;
}

/** Run the CLI; resolves to its exit code. Refusals are printed in English, as the server's 400 says them. */
export async function runGenSchema(argv: string[], settings: () => CliSettings): Promise<number> {
  try {
    return await generateFromArgs(parseArgs(argv), settings);
  } catch (err) {
    process.stderr.write(`${err instanceof ApiError ? (typeof err.text === 'string' ? err.text : err.text.en) : (err as Error).message}\n`);
    return 1;
  }
}

async function generateFromArgs(args: Record<string, string>, loadSettings: () => CliSettings): Promise<number> {
  if (args.help) {
    process.stdout.write(`npm run gen:schema -- --table <name> [--datasource <id>] [--out <file under schemas/>] [--dry-run]\n  more: --service --prefix --name --menu --package --entity\n`);
    return 0;
  }
  const entry = entryOfArgs(args);
  const settings = loadSettings();
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  try {
    const registry = await loadRegistry();
    const plan = await planEntry({ database, registry, secrets: createSecretBox(settings.secretKey) }, entry);
    for (const n of plan.notes) process.stdout.write(`note: ${n.en}\n`);
    for (const p of plan.problems) process.stderr.write(`${p.file} ${p.pointer}: ${p.message}\n    fix: ${p.fix}\n`);
    for (const f of plan.files) {
      process.stdout.write(`\n${f.file} (${f.state})\n`);
      if (f.state !== 'unchanged') process.stdout.write(`${diffText(f.diff)}\n`);
    }
    if (plan.problems.length) return 1;
    if (args['dry-run']) return 0;
    for (const f of plan.files) if (f.state !== 'unchanged') writeAtomically(f.abs, f.text);
    process.stdout.write(`\n${plan.schema.name}: ${plan.files.map((f) => `${f.file} ${f.state}`).join(', ')}. Start the server to get its screen and API.\n`);
    return 0;
  } finally {
    await database.close();
  }
}
