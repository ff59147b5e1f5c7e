/**
 * The server modules, found by folder scan like the schemas: every `plugins/<name>/server/index.ts` whose
 * default export is a module (server/kernel/module.ts). No list to edit: creating the folder adds the
 * module. Ordered so that a module's seeds run after those it names in `after` (then by name).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultPluginDir } from '../../engine/schema/node/load';
import type { ServerModule } from '../kernel/module';

const isModule = (v: unknown): v is ServerModule =>
  !!v && typeof v === 'object' && typeof (v as ServerModule).name === 'string';

/** Load every module under `pluginsDir` (default plugins/); a folder without a server half is skipped. */
export async function loadModules(pluginsDir = defaultPluginDir): Promise<ServerModule[]> {
  if (!existsSync(pluginsDir)) return [];
  const found: ServerModule[] = [];
  for (const ent of await readdir(pluginsDir, { withFileTypes: true })) {
    if (!ent.isDirectory()) continue;
    const file = ['index.ts', 'index.js'].map((f) => join(pluginsDir, ent.name, 'server', f)).find(existsSync);
    if (!file) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!isModule(mod.default))
      throw new Error(`${file}: the default export is not a server module (defineServerModule)`);
    if (mod.default.name !== ent.name)
      throw new Error(`${file}: the module is named "${mod.default.name}"; name it "${ent.name}" (its folder)`);
    found.push(mod.default);
  }
  return orderModules(found);
}

/** Dependency order (`after`), ties by name; an unknown or circular `after` is a start-up error. */
export function orderModules(modules: ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const out: ServerModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: ServerModule, path: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting')
      throw new Error(`modules depend on each other: ${[...path, m.name].join(' → ')}`);
    state.set(m.name, 'visiting');
    for (const dep of [...(m.after ?? [])].sort()) {
      const d = byName.get(dep);
      if (!d) throw new Error(`module ${m.name} runs after "${dep}", which is not installed`);
      visit(d, [...path, m.name]);
    }
    state.set(m.name, 'done');
    out.push(m);
  };
  for (const m of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(m, []);
  return out;
}
