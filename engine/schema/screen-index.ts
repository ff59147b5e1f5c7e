/**
 * The index a console needs before any screen opens (engine/schema/lazy-registry.ts), computed at build
 * time from the loaded schema files: which files are eager (catalogs: menus, dictionaries, standard
 * paths), how the entity and page files are grouped into lazy chunks, and one compact row per entity or
 * page (its name, route and title, for the router and the tab before its file loads). A screen needs its own group and the groups of every schema its file names — a reference's
 * entity, an owner, a composed page's master and detail — and, for a composed page, of the schemas its
 * parts name (their reference columns). A name is found by value, not by field: any string in the file
 * equal to another schema's name, so a new kind of reference needs no change here (a stray equal string
 * only loads one group more).
 */
import type { I18nText } from './model';
import { isCatalog, isPluginDecl, isPage, type LoadedFile } from './registry';

/** [name, route ('' when it has none), title zh, title en, its group, ...the other groups its screen needs]. */
export type ScreenRow = [string, string, string, string, number, ...number[]];

export interface SchemaIndex {
  /** Files loaded before any screen (catalogs). */
  eager: string[];
  /** The lazy chunks: a name and its entity and page files. */
  groups: Array<{ name: string; files: string[] }>;
  screens: ScreenRow[];
}

/** Every string inside a schema value that is one of `names` (plain data: objects, arrays, strings). */
function namesIn(value: unknown, names: ReadonlySet<string>, into = new Set<string>(), seen = new Set<object>()) {
  if (typeof value === 'string') {
    if (names.has(value)) into.add(value);
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) namesIn(v, names, into, seen);
  }
  return into;
}

/** The index of these files; `groupOf` names a file's group (its lazy chunk). */
export function schemaIndexOf(files: LoadedFile[], groupOf: (file: string) => string): SchemaIndex {
  const sorted = [...files].sort((a, b) => a.file.localeCompare(b.file));
  const eager = sorted.filter((f) => isCatalog(f.value) || isPluginDecl(f.value));
  const screens = sorted.filter((f) => !eager.includes(f));
  const groups: SchemaIndex['groups'] = [];
  const groupIndex = new Map<string, number>();
  const groupOfName = new Map<string, number>();
  const valueOf = new Map<string, LoadedFile['value']>();
  for (const f of screens) {
    const g = groupOf(f.file);
    if (!groupIndex.has(g)) groupIndex.set(g, groups.push({ name: g, files: [] }) - 1);
    const i = groupIndex.get(g)!;
    groups[i].files.push(f.file);
    const name = (f.value as { name: string }).name;
    groupOfName.set(name, i);
    valueOf.set(name, f.value);
  }
  const names = new Set(groupOfName.keys());
  const rows: ScreenRow[] = screens.map((f) => {
    const v = f.value as { name: string; route?: string; title: I18nText };
    const named = namesIn(v, names);
    // A composed page shows its parts' screens: what they name is needed too.
    if (isPage(f.value)) for (const n of [...named]) namesIn(valueOf.get(n), names, named);
    const own = groupOfName.get(v.name)!;
    const needs = [...new Set([...named].map((n) => groupOfName.get(n)!))]
      .filter((g) => g !== own)
      .sort((a, b) => a - b);
    return [v.name, v.route ?? '', v.title.zh, v.title.en, own, ...needs];
  });
  return { eager: eager.map((f) => f.file), groups, screens: rows };
}
