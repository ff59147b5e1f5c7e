/**
 * Prints, as JSON, the story entry of each schema file named on the command line (null for files
 * that are not screens, or that fail to load). Run by schema-index.ts in a child Node process with
 * tsx, like the server loads schemas: inside Storybook's own process every .ts import goes through
 * its loader, which warns about each extensionless import of the engine and the schema files.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { schemaOfModule } from '../engine/schema/registry';
import { schemaStoryEntry, type SchemaStoryEntry } from './schema-story-names';

async function entryOf(file: string): Promise<SchemaStoryEntry | null> {
  try {
    const mod: unknown = file.endsWith('.json') ? JSON.parse(await readFile(file, 'utf8')) : await import(pathToFileURL(file).href);
    const value = schemaOfModule(mod);
    return (value && schemaStoryEntry(value)) ?? null;
  } catch (err) {
    // A broken schema file must not take the whole gallery down; the lint reports it properly.
    process.stderr.write(`storybook: cannot load ${file}: ${(err as Error).message}\n`);
    return null;
  }
}

const files = process.argv.slice(2);
const entries = await Promise.all(files.map(entryOf));
process.stdout.write(JSON.stringify(Object.fromEntries(files.map((f, i) => [f, entries[i]]))));
