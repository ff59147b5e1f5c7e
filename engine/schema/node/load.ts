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

/** Load every schema file; files that fail to import are reported, not thrown. */
export async function loadSchemaFiles(dirs: string[] = [defaultSchemaDir]): Promise<{ files: LoadedFile[]; problems: LoadProblem[] }> {
  const files: LoadedFile[] = [];
  const problems: LoadProblem[] = [];
  for (const dir of dirs) {
    for (const path of await walk(dir)) {
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
  }
  return { files, problems };
}

export async function loadRegistry(dirs?: string[]): Promise<Registry> {
  const { files, problems } = await loadSchemaFiles(dirs);
  if (problems.length) throw new Error(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  return createRegistry(files);
}

/** What a plugin tells the lint: its name (schema actions say `plugin: '<name>'`) and the value types it adds. */
export interface PluginManifest {
  name: string;
  valueTypes?: string[];
}

/** Every `plugins/<name>/manifest.(ts|json)`: the lint's view of the installed plugins. */
export async function loadPluginManifests(root = projectRoot): Promise<PluginManifest[]> {
  const dir = join(root, 'plugins');
  if (!existsSync(dir)) return [];
  const out: PluginManifest[] = [];
  for (const ent of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!ent.isDirectory()) continue;
    for (const file of ['manifest.ts', 'manifest.json']) {
      const p = join(dir, ent.name, file);
      if (!existsSync(p)) continue;
      const mod = file.endsWith('.json') ? JSON.parse(await readFile(p, 'utf8')) : await import(pathToFileURL(p).href);
      out.push((mod.default ?? mod) as PluginManifest);
    }
  }
  return out;
}

export const pluginLintOptions = (manifests: PluginManifest[]) => ({
  extraValueTypes: manifests.flatMap((m) => m.valueTypes ?? []),
  plugins: manifests.map((m) => m.name),
});
