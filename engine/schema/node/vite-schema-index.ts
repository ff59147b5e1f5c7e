/**
 * The schema files as the browser loads them (engine/schema/lazy-registry.ts), from two virtual modules:
 * - `virtual:schema-index`: the catalogs, imported eagerly (`eager`: [path, module]), one row per entity
 *   or page (`screens`, engine/schema/screen-index.ts) and one dynamic import per group (`groups`);
 * - `virtual:schema-group/<name>`: a group's entity and page files ([path, module] pairs), one lazy chunk.
 * The index is computed in Node from the files themselves, by the loader the server uses
 * (./schema-index-cli.ts in a child process), when the build or the dev server first asks for it; the
 * dev server computes it again when a file under the schema folders is added, changed or removed. The
 * folders are the files' only list: adding a file is all it takes for its screen to be routed.
 */
import { execFile } from 'node:child_process';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';
import type { SchemaIndex } from '../screen-index';

export const SCHEMA_INDEX_ID = 'virtual:schema-index';
const GROUP_PREFIX = 'virtual:schema-group/';
const CLI = fileURLToPath(new URL('./schema-index-cli.ts', import.meta.url));

export interface SchemaIndexOptions {
  /** Schema folders, relative to the Vite root or absolute (default: `schemas`). */
  dirs?: string[];
}

interface CliOutput {
  root: string;
  problems: Array<{ file: string; message: string }>;
  index: SchemaIndex;
}

async function computeIndex(dirs: string[], cwd: string): Promise<CliOutput> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...dirs], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = JSON.parse(stdout) as CliOutput;
  if (out.problems.length) throw new Error(out.problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  return out;
}

const str = JSON.stringify;

function indexModule({ root, index }: CliOutput): string {
  const imports = index.eager.map((f, i) => `import e${i} from ${str(join(root, f))};`);
  const eager = index.eager.map((f, i) => `[${str(f)}, e${i}]`);
  const groups = index.groups.map((g) => `() => import(${str(GROUP_PREFIX + g.name)})`);
  return [
    ...imports,
    `export const eager = [${eager.join(', ')}];`,
    `export const screens = ${str(index.screens)};`,
    `export const groups = [${groups.join(', ')}];`,
  ].join('\n');
}

function groupModule({ root, index }: CliOutput, name: string): string | undefined {
  const group = index.groups.find((g) => g.name === name);
  if (!group) return undefined;
  const imports = group.files.map((f, i) => `import m${i} from ${str(join(root, f))};`);
  return [...imports, `export default [${group.files.map((f, i) => `[${str(f)}, m${i}]`).join(', ')}];`].join('\n');
}

export function schemaIndexPlugin(options: SchemaIndexOptions = {}): Plugin {
  let root = process.cwd();
  let dirs: string[] = [];
  let pending: Promise<CliOutput> | undefined;
  const current = () => (pending ??= computeIndex(dirs, root));

  const watch = (server: ViteDevServer) => {
    const inFolders = (file: string) => dirs.some((d) => file.startsWith(d + sep));
    server.watcher.on('all', (event, file) => {
      if (!['add', 'change', 'unlink'].includes(event) || !inFolders(file)) return;
      pending = undefined;
      const graph = server.moduleGraph;
      for (const mod of [...graph.idToModuleMap.values()])
        if (mod.id?.startsWith('\0' + SCHEMA_INDEX_ID) || mod.id?.startsWith('\0' + GROUP_PREFIX))
          graph.invalidateModule(mod);
      server.ws.send({ type: 'full-reload' });
    });
  };

  return {
    name: 'schema-index',
    configResolved(config) {
      root = config.root;
      dirs = (options.dirs ?? ['schemas']).map((d) => (isAbsolute(d) ? d : resolve(root, d)));
    },
    resolveId(id) {
      return id === SCHEMA_INDEX_ID || id.startsWith(GROUP_PREFIX) ? '\0' + id : undefined;
    },
    async load(id) {
      if (id === '\0' + SCHEMA_INDEX_ID) return indexModule(await current());
      if (!id.startsWith('\0' + GROUP_PREFIX)) return undefined;
      const code = groupModule(await current(), id.slice(1 + GROUP_PREFIX.length));
      if (code === undefined) this.error(`no schema group ${id.slice(1)}`);
      return code;
    },
    configureServer: watch,
  };
}
