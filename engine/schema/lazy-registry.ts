/**
 * A registry that loads entity and page schemas per screen, so the console's first screen does not grow
 * with the catalogue. What the shell and the router need before a screen opens is eager and small:
 * the catalogs and plugin declarations (menus, dictionaries, value types, standard paths) and an index
 * row per entity or page — its name, route and title, the group (one lazy chunk, e.g. one folder of schemas/) its
 * file is in, and the groups its screen needs besides (engine/schema/screen-index.ts computes them at
 * build time from the files). `load(names)` fetches those groups in parallel — one round trip whatever
 * the references — and from then on the synchronous lookups of `Registry` answer for them, so the CRUD
 * engine and the plugins keep using them unchanged once the screen's schemas are loaded (the screen
 * loads them before it renders).
 */
import { createRegistry, routeTable, schemaOfModule, type LoadedFile, type Registry } from './registry';
import { isCatalog, isPluginDecl } from './registry';
import type { ScreenRow } from './screen-index';

/** A group's files as its module exports them: [path relative to the project root, module]. */
export type GroupModules = Array<[string, unknown]>;

export interface LazyRegistrySource {
  /** Catalogs and plugin declarations: loaded before any screen. */
  eager: LoadedFile[];
  /** One row per entity or page (engine/schema/screen-index.ts). */
  screens: ScreenRow[];
  /** Loads group `i` of the index. */
  loadGroup(i: number): Promise<GroupModules>;
}

const toFiles = (mods: GroupModules): LoadedFile[] =>
  mods.flatMap(([file, mod]) => {
    const value = schemaOfModule(mod);
    return value ? [{ file, value }] : [];
  });

const LISTS = ['files', 'entities', 'pages', 'menus', 'dicts', 'plugins', 'pluginPages', 'standardScreens'] as const;

export function createLazyRegistry(src: LazyRegistrySource): Registry {
  const eager = src.eager.filter((f) => isCatalog(f.value) || isPluginDecl(f.value));
  let current = createRegistry(eager);
  const loadedGroups = new Set<number>();
  const loading = new Map<number, Promise<void>>();
  /** Group and needed groups by schema name. */
  const rows = new Map(src.screens.map(([name, , , , group, ...needs]) => [name, [group, ...needs]]));
  const titles = new Map(src.screens.map(([name, , zh, en]) => [name, { zh, en }]));
  const { routes, standardPath } = routeTable(
    src.screens.map(([name, route]) => ({ name, route: route || undefined })),
    current.standardScreens,
  );

  const loadGroup = (g: number): Promise<void> => {
    let p = loading.get(g);
    if (!p) {
      p = src.loadGroup(g).then(
        (mods) => {
          loadedGroups.add(g);
          current = createRegistry([...current.files, ...toFiles(mods)]);
        },
        (err: unknown) => {
          // A failed chunk (network, a deploy in between) is fetched again by the next attempt.
          loading.delete(g);
          throw err;
        },
      );
      loading.set(g, p);
    }
    return p;
  };
  /** The groups these names' screens need that are not loaded yet. */
  const missing = (names: string[]) =>
    [...new Set(names.flatMap((n) => rows.get(n) ?? []))].filter((g) => !loadedGroups.has(g));
  const settled = new Map<string, Promise<void>>();

  const registry = {
    entity: (name) => current.entity(name),
    page: (name) => current.page(name),
    byRoute: (route) => {
      const name = routes.get(route);
      return name === undefined ? undefined : (current.entity(name) ?? current.page(name));
    },
    menuPath: (route) => standardPath.get(route) ?? route,
    fileOf: (name) => current.fileOf(name),
    screenAt: (route) => {
      const name = routes.get(route);
      return name === undefined ? undefined : { name, title: titles.get(name)! };
    },
    loaded: (names) => missing(names).length === 0,
    load(names) {
      const groups = missing(names);
      if (!groups.length) return Promise.resolve();
      // One promise per set of names while it runs: a component suspending on it (React's `use`) gets the
      // same promise back on its next render instead of a new one.
      const key = names.join('\n');
      let p = settled.get(key);
      if (!p) {
        p = Promise.all(groups.map(loadGroup)).then(
          () => void settled.delete(key),
          (err: unknown) => {
            settled.delete(key);
            throw err;
          },
        );
        settled.set(key, p);
      }
      return p;
    },
  } as Registry;
  // The lists follow what is loaded: each reads the registry of the files loaded so far.
  for (const key of LISTS) Object.defineProperty(registry, key, { get: () => current[key], enumerable: true });
  return registry;
}
