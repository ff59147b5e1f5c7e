/**
 * The registry of every schema file. It is built from a list of loaded files, so the same code serves
 * the browser (Vite's import.meta.glob), the server and the lint (a directory scan): adding a file under
 * schemas/ is all it takes to add a screen and an API. Plugin declarations (`plugins/<name>/plugin.ts`) are
 * files of the same registry: their menu groups and dictionaries join the catalogs', their pages the
 * routed screens, their value types the known ones.
 */
import type {
  Catalog,
  DictSeed,
  EntitySchema,
  I18nText,
  MenuGroup,
  PageSchema,
  PluginDecl,
  PluginPage,
  SchemaFile,
  StandardScreen,
} from './model';
import { declareValueTypes } from './value-types';

export interface LoadedFile {
  /** Path relative to the project root, for messages. */
  file: string;
  value: SchemaFile;
}

/** What the shell knows of a screen before its schema is loaded. */
export interface ScreenSummary {
  name: string;
  title: I18nText;
}

export interface Registry {
  files: LoadedFile[];
  entities: EntitySchema[];
  pages: PageSchema[];
  menus: MenuGroup[];
  dicts: DictSeed[];
  /** Plugin declarations, by folder name. */
  plugins: PluginDecl[];
  /** Every plugin page with the plugin that draws it. */
  pluginPages: Array<PluginPage & { plugin: string }>;
  entity(name: string): EntitySchema | undefined;
  page(name: string): PageSchema | undefined;
  /** The standard faces of our screens (catalogs' and declarations' `standardScreens`). */
  standardScreens: StandardScreen[];
  /** The entity or page whose route — or standard path (`standardScreens`) — is this path. */
  byRoute(route: string): EntitySchema | PageSchema | undefined;
  /** The path a screen's menu row carries: its standard path, else its route. */
  menuPath(route: string): string;
  fileOf(name: string): string | undefined;
  /**
   * The entity or page whose screen this path opens, known before its file is loaded (a registry that
   * loads files per screen answers from its index: engine/schema/lazy-registry.ts).
   */
  screenAt(route: string): ScreenSummary | undefined;
  /**
   * Loads these schemas (entity or page names) with the ones their screens need; once it resolves, the
   * synchronous lookups above answer for them. Already loaded (always, for a registry of loaded files):
   * resolves at once. Unknown names are ignored.
   */
  load(names: string[]): Promise<void>;
  /** Whether these schemas and the ones their screens need are loaded (`load` would resolve at once). */
  loaded(names: string[]): boolean;
}

/**
 * Routes → screen name: each entity's and page's own route, then the standard paths of the catalogs and
 * plugin declarations (`standardScreens`) for the routes they name; `standardPath` is the first standard
 * path of each route (its menu row's path).
 */
export function routeTable(
  screens: Iterable<{ name: string; route?: string }>,
  standardScreens: StandardScreen[],
): { routes: Map<string, string>; standardPath: Map<string, string> } {
  const routes = new Map<string, string>();
  for (const v of screens) if (v.route) routes.set(v.route, v.name);
  const standardPath = new Map<string, string>();
  for (const st of standardScreens) {
    const target = routes.get(st.route);
    // A path that is already some screen's route keeps that screen (the lint reports the clash).
    if (!st.path || !target || routes.has(st.path)) continue;
    if (!standardPath.has(st.route)) standardPath.set(st.route, st.path);
    routes.set(st.path, target);
  }
  return { routes, standardPath };
}

const loadedAlready = Promise.resolve();

export const isPage = (v: SchemaFile): v is PageSchema => (v as PageSchema).kind === 'page';
export const isCatalog = (v: SchemaFile): v is Catalog => (v as Catalog).kind === 'catalog';
export const isPluginDecl = (v: SchemaFile): v is PluginDecl => (v as PluginDecl).kind === 'plugin';
export const isEntity = (v: SchemaFile): v is EntitySchema => !isPage(v) && !isCatalog(v) && !isPluginDecl(v);

/** A module's schema: its default export (TS) or the module itself (JSON). */
export function schemaOfModule(mod: unknown): SchemaFile | undefined {
  if (!mod || typeof mod !== 'object') return undefined;
  const m = mod as { default?: unknown };
  const v = (m.default ?? m) as SchemaFile;
  return v && typeof v === 'object' ? v : undefined;
}

export function createRegistry(files: LoadedFile[]): Registry {
  const sorted = [...files].sort((a, b) => a.file.localeCompare(b.file));
  const entities = sorted.map((f) => f.value).filter(isEntity);
  const pages = sorted.map((f) => f.value).filter(isPage);
  const catalogs = sorted.map((f) => f.value).filter(isCatalog);
  const plugins = sorted.map((f) => f.value).filter(isPluginDecl);
  for (const p of plugins) declareValueTypes(p.valueTypes);
  const byName = new Map<string, EntitySchema | PageSchema>();
  const fileByName = new Map<string, string>();
  for (const f of sorted) {
    if (isCatalog(f.value) || isPluginDecl(f.value)) continue;
    byName.set(f.value.name, f.value);
    fileByName.set(f.value.name, f.file);
  }
  const standardScreens = [...catalogs, ...plugins].flatMap((c) => c.standardScreens ?? []);
  const { routes, standardPath } = routeTable([...entities, ...pages], standardScreens);
  const byRoute = (route: string) => {
    const name = routes.get(route);
    return name === undefined ? undefined : byName.get(name);
  };
  return {
    files: sorted,
    entities,
    pages,
    menus: [...catalogs, ...plugins].flatMap((c) => c.menus ?? []),
    dicts: [...catalogs, ...plugins].flatMap((c) => c.dicts ?? []),
    plugins,
    pluginPages: plugins.flatMap((p) => (p.pages ?? []).map((page) => ({ ...page, plugin: p.name }))),
    entity: (name) => {
      const v = byName.get(name);
      return v && isEntity(v) ? v : undefined;
    },
    page: (name) => {
      const v = byName.get(name);
      return v && isPage(v) ? v : undefined;
    },
    standardScreens,
    byRoute,
    menuPath: (route) => standardPath.get(route) ?? route,
    fileOf: (name) => fileByName.get(name),
    screenAt: (route) => {
      const v = byRoute(route);
      return v && { name: v.name, title: v.title };
    },
    load: () => loadedAlready,
    loaded: () => true,
  };
}

/** Build a registry from `import.meta.glob('…', { eager: true })` style records. */
export function registryFromModules(modules: Record<string, unknown>, prefix = ''): Registry {
  const files: LoadedFile[] = [];
  for (const [path, mod] of Object.entries(modules)) {
    const value = schemaOfModule(mod);
    if (value) files.push({ file: prefix + path.replace(/^(\.\.?\/)+/, ''), value });
  }
  return createRegistry(files);
}
