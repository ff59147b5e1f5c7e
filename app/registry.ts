/**
 * The console's schema registry. Every schema file under schemas/ and every plugin declaration
 * (plugins/<name>/plugin.ts) is found at build time: adding a file is all it takes for it to be routed,
 * no list to edit (the server finds the same files with engine/schema/node/load.ts). Catalogs and plugin
 * declarations are loaded with this module; entity and page files are loaded per screen, one chunk per
 * folder of schemas/, from the build's index (engine/schema/node/vite-schema-index.ts,
 * engine/schema/lazy-registry.ts): the engine screen calls `registry.load` before it renders one.
 */
import { createLazyRegistry } from '../engine/schema/lazy-registry';
import { registryFromModules } from '../engine/schema/registry';
import { eager, groups, screens } from 'virtual:schema-index';
import { pluginDeclarationModules } from './plugin-declarations';

export const registry = createLazyRegistry({
  eager: registryFromModules({ ...Object.fromEntries(eager), ...pluginDeclarationModules }).files,
  screens,
  loadGroup: (i) => groups[i]().then((m) => m.default),
});
