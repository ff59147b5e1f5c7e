/**
 * Node-side loader: scans a folder (schemas/ by default) for `.ts` and `.json` schema files and builds
 * the registry. Used by the server and the lint; the browser uses Vite's import.meta.glob instead.
 * Runs under tsx, so `.ts` files import directly.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRegistry, schemaOfModule, type LoadedFile, type Registry } from '../registry';

export const defaultSchemaDir = resolve(import.meta.dirname, '../../../schemas');
export const projectRoot = resolve(import.meta.dirname, '../../..');

const isSchemaFile = (name: string) => /\.(ts|json)$/.test(name) && !name.endsWith('.d.ts') && !name.startsWith('_');

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const ent of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, ent.name);
    if (ent.isDirectory()) out.push(...(await walk(p)));
    else if (isSchemaFile(ent.name)) out.push(p);
  }
  return out.sort();
}

export interface LoadProblem {
  file: string;
  message: string;
}

/** The plugin folders' declarations: `plugins/<name>/plugin.ts` (or `.json`), in folder order. */
async function pluginDeclarationPaths(pluginsDir: string): Promise<string[]> {
  if (!existsSync(pluginsDir)) return [];
  const out: string[] = [];
  for (const ent of (await readdir(pluginsDir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!ent.isDirectory()) continue;
    for (const name of ['plugin.ts', 'plugin.json']) {
      const p = join(pluginsDir, ent.name, name);
      if (existsSync(p)) out.push(p);
    }
  }
  return out;
}

export const defaultPluginDir = join(projectRoot, 'plugins');

export interface LoadOptions {
  /** Where plugin folders are (default plugins/); false loads schema files only. */
  plugins?: string | false;
}

/**
 * Load every schema file of `dirs` and every plugin declaration; files that fail to import are
 * reported, not thrown.
 */
export async function loadSchemaFiles(
  dirs: string[] = [defaultSchemaDir],
  opts: LoadOptions = {},
): Promise<{ files: LoadedFile[]; problems: LoadProblem[] }> {
  const files: LoadedFile[] = [];
  const problems: LoadProblem[] = [];
  const pluginDir = opts.plugins === false ? undefined : (opts.plugins ?? defaultPluginDir);
  const paths = [
    ...(await Promise.all(dirs.map(walk))).flat(),
    ...(pluginDir ? await pluginDeclarationPaths(pluginDir) : []),
  ];
  for (const path of paths) {
    const file = relative(projectRoot, path);
    try {
      const mod = path.endsWith('.json')
        ? JSON.parse(await readFile(path, 'utf8'))
        : await import(pathToFileURL(path).href + `?t=${Date.now()}`);
      const value = schemaOfModule(mod);
      if (value) files.push({ file, value });
      else problems.push({ file, message: 'the file has no default export: export default defineEntity({...})' });
    } catch (err) {
      problems.push({ file, message: `cannot be loaded: ${(err as Error).message}` });
    }
  }
  return { files, problems };
}

export async function loadRegistry(dirs?: string[], opts?: LoadOptions): Promise<Registry> {
  const { files, problems } = await loadSchemaFiles(dirs, opts);
  if (problems.length) throw new Error(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  return createRegistry(files);
}
