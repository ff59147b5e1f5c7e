/**
 * Node side of "one story per schema file, no list to edit".
 *
 * Why an indexer plus a virtual module (and not a generated file or a runtime loop):
 * - CSF needs static named exports and Storybook builds its sidebar from an index made in Node, so
 *   stories cannot be created by looping over the registry at runtime.
 * - A generated stories file would have to be written before every run, could go stale (or point at a
 *   file another engineer's test just removed) and would be one more file in git.
 * - Instead, main.ts lists schemas/ as a stories folder and its indexer (`indexSchemaFile`) turns each
 *   schema file into one index entry whose importPath is `virtual:schema-stories` (Storybook supports `virtual:` import
 *   paths). `schemaStoriesPlugin` serves that module to Vite, with one static export per entry of the
 *   current index, so the index is the single source of truth. Adding a schema file re-indexes it
 *   (Storybook watches stories folders) and the plugin invalidates the virtual module in dev.
 */
import { execFile } from 'node:child_process';
import { basename } from 'node:path';
import type { IndexInput } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import type { SchemaStoryEntry } from './schema-story-names';

/** Kept literal here (schema-story-names.ts holds the same strings for the browser side). */
const SCHEMA_STORIES_MODULE = 'virtual:schema-stories';
const SCHEMA_STORIES_TITLE = 'Schema screens';
const RESOLVED_ID = `\0${SCHEMA_STORIES_MODULE}`;
/** The runtime half: the meta and the story factory the virtual module re-exports. */
// `.pathname`, not fileURLToPath: under vitest's happy-dom the URL class is not Node's.
const here = (name: string) => decodeURIComponent(new URL(name, import.meta.url).pathname);
const RUNTIME = here('./schema-stories.tsx');
const CLI = here('./schema-entries-cli.ts');

/** Entries of several schema files from one child process (`node --import tsx schema-entries-cli.ts`). */
function loadEntries(files: string[]): Promise<Record<string, SchemaStoryEntry | null>> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...files], { maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (stderr) process.stderr.write(stderr);
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as Record<string, SchemaStoryEntry | null>);
    });
  });
}

/**
 * Storybook indexes files one call at a time but all at once; calls made within a few milliseconds
 * share one child process (a second per process, so one per file would cost seconds per build).
 */
let batch: { files: string[]; result: Promise<Record<string, SchemaStoryEntry | null>> } | undefined;
function entryOf(file: string): Promise<SchemaStoryEntry | null> {
  if (!batch) {
    const files: string[] = [];
    const result = new Promise<void>((r) => setTimeout(r, 25)).then(() => {
      batch = undefined;
      return loadEntries(files);
    });
    batch = { files, result };
  }
  batch.files.push(file);
  return batch.result.then((all) => all[file] ?? null);
}

/** Index entries for one schema file: one story, or none for catalogs and non-schemas. */
export async function indexSchemaFile(fileName: string): Promise<IndexInput[]> {
  if (basename(fileName).startsWith('_')) return [];
  const entry = await entryOf(fileName);
  if (!entry) return [];
  return [
    {
      type: 'story',
      importPath: SCHEMA_STORIES_MODULE,
      exportName: entry.exportName,
      name: entry.name,
      title: SCHEMA_STORIES_TITLE,
      tags: ['schema'],
    },
  ];
}

/** What the plugin needs of Storybook's story index generator. */
export interface IndexSource {
  getIndex(): Promise<{ entries: Record<string, { importPath: string; exportName?: string }> }>;
  onInvalidated(listener: () => void): void;
}

/** The virtual module: the runtime's meta, and `export const X = schemaStory('x')` per indexed schema. */
export function schemaStoriesModule(exportNames: string[]): string {
  const lines = [
    `import { schemaStoriesMeta, schemaStoryByExport } from ${JSON.stringify(RUNTIME)};`,
    'export default schemaStoriesMeta;',
    ...exportNames.map((n) => `export const ${n} = schemaStoryByExport(${JSON.stringify(n)});`),
  ];
  return `${lines.join('\n')}\n`;
}

export function schemaStoriesPlugin(indexSource: Promise<IndexSource>): Plugin {
  return {
    name: 'toycar:schema-stories',
    enforce: 'pre',
    resolveId: (id) => (id === SCHEMA_STORIES_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const index = await (await indexSource).getIndex();
      const names = Object.values(index.entries)
        .filter((e) => e.importPath === SCHEMA_STORIES_MODULE && e.exportName)
        .map((e) => e.exportName as string);
      return schemaStoriesModule([...new Set(names)].sort());
    },
    async configureServer(server) {
      // A schema file added or removed in dev: Storybook re-indexes; the exports must follow.
      (await indexSource).onInvalidated(() => {
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
    },
  };
}
