/**
 * Installing the client halves the app found. The engine cannot list plugins (it imports none), so the
 * app hands over what `import.meta.glob('../plugins/*\/client/index.{ts,tsx}')` gives: a record from each
 * client half's path to its module, or to a loader of it. A plugin is then known by its folder name and
 * registered (checked against its declaration) the first time it is asked for:
 *
 * ```ts
 * const installer = createPluginInstaller(import.meta.glob('../plugins/*\/client/index.{ts,tsx}'));
 * await installer.installAll(); // every client half (a CRUD screen may name any plugin's action)
 * const workflow = await installer.install('workflow'); // one (a plugin page needs only its own)
 * ```
 * A module given eagerly (`{ eager: true }`) is registered during the call itself, before the promise
 * settles, so a caller that cannot wait (Storybook's preview) has it at once.
 */
import type { ClientPlugin } from './define';
import { registerPlugin } from './registry';

/** A client half's module: its default export is `defineClientPlugin(...)`. */
export interface ClientPluginModule {
  default: ClientPlugin;
}

/** A module, or a loader of it (Vite's lazy glob). */
export type ClientPluginSource = ClientPluginModule | (() => Promise<ClientPluginModule>);

export interface PluginInstaller {
  /** Folder names of the client halves given, sorted. */
  readonly names: readonly string[];
  /** Load (once) and register the client half of plugin `name`. */
  install(name: string): Promise<ClientPlugin>;
  /** Load (once) and register every client half given. */
  installAll(): Promise<ClientPlugin[]>;
}

/** `../plugins/<name>/client/index.ts` → `<name>`: the folder a client half sits in. */
export const pluginFolderOfClient = (path: string): string | undefined =>
  /(?:^|\/)plugins\/([^/]+)\/client\/index\.tsx?$/.exec(path.replace(/\\/g, '/'))?.[1];

function registered(name: string, path: string, mod: ClientPluginModule | undefined): ClientPlugin {
  const plugin = mod?.default;
  if (!plugin || typeof plugin !== 'object')
    throw new Error(`Plugin "${name}": ${path} has no default export; export default defineClientPlugin(declaration, {...})`);
  if (plugin.name !== name)
    throw new Error(`Plugin "${name}": the client half in plugins/${name}/ is named "${plugin.name}" (name it after its folder)`);
  registerPlugin(plugin);
  return plugin;
}

export function createPluginInstaller(modules: Record<string, ClientPluginSource>): PluginInstaller {
  const sources = new Map<string, { path: string; source: ClientPluginSource }>();
  for (const [path, source] of Object.entries(modules)) {
    const name = pluginFolderOfClient(path);
    if (!name) throw new Error(`${path} is not a plugin's client half (plugins/<name>/client/index.ts)`);
    if (sources.has(name))
      throw new Error(`Plugin "${name}" has two client halves: ${sources.get(name)!.path} and ${path}`);
    sources.set(name, { path, source });
  }
  const names = [...sources.keys()].sort();
  const done = new Map<string, Promise<ClientPlugin>>();

  const load = (name: string): Promise<ClientPlugin> => {
    const found = sources.get(name);
    if (!found)
      return Promise.reject(
        new Error(`Plugin "${name}" has no client half (plugins/${name}/client/index.ts); found: ${names.join(', ') || 'none'}`),
      );
    const { path, source } = found;
    if (typeof source !== 'function') {
      try {
        return Promise.resolve(registered(name, path, source));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return source().then((mod) => registered(name, path, mod));
  };

  const install = (name: string): Promise<ClientPlugin> => {
    let p = done.get(name);
    if (!p) {
      p = load(name);
      done.set(name, p);
      // A failed load (a chunk missing after a deploy) may be tried again.
      p.catch(() => done.get(name) === p && done.delete(name));
    }
    return p;
  };

  return { names, install, installAll: () => Promise.all(names.map(install)) };
}
