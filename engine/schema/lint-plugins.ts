/**
 * Lint checks of a plugin declaration (`plugins/<name>/plugin.ts`) beyond its shape and beyond what it
 * shares with catalogs (menu groups, dictionaries) and screens (unique routes): its pages, actions and
 * value types. Called by lint.ts, which owns the shared maps.
 */
import type { PluginDecl, PluginPage } from './model';
import type { LoadedFile } from './registry';
import { builtinValueTypes } from './value-types';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

/** `plugins/<folder>/plugin.ts` → folder (undefined for a declaration loaded from elsewhere, e.g. a test). */
export const pluginFolderOf = (file: string): string | undefined =>
  /(?:^|\/)plugins\/([^/]+)\/plugin\.(?:ts|json)$/.exec(file.replace(/\\/g, '/'))?.[1];

export function lintPluginFile(
  f: LoadedFile,
  d: PluginDecl,
  ctx: { p: Report; menuGroups: Map<string, string>; menuEntries: Set<string> },
) {
  const { p, menuGroups } = ctx;
  const keys = new Set<string>();
  d.pages?.forEach((pg, i) => {
    const at = `/pages/${i}`;
    if (keys.has(pg.key)) p(f.file, `${at}/key`, `duplicate page key "${pg.key}"`, 'give each page its own key');
    keys.add(pg.key);
    if (pg.menu && pg.route.includes(':'))
      p(f.file, `${at}/menu`, 'a page with route parameters cannot be a menu entry', 'remove "menu" or the parameters');
    if (pg.menu && !menuGroups.has(pg.menu.parent))
      p(
        f.file,
        `${at}/menu/parent`,
        `unknown menu group "${pg.menu.parent}"`,
        `use one of: ${[...menuGroups.keys()].join(', ')} or add the group to "menus"`,
      );
    lintPageAccess(f.file, at, pg, ctx);
    if (pg.buttons?.length && !pg.menu)
      p(
        f.file,
        `${at}/buttons`,
        "buttons hang under the page's menu entry",
        'give the page a "menu" or move the buttons',
      );
  });
  const actions = new Set<string>();
  d.actions?.forEach((a, i) => {
    if (actions.has(a)) p(f.file, `/actions/${i}`, `duplicate action "${a}"`, 'list each action once');
    actions.add(a);
  });
  for (const kind of ['guards', 'effects'] as const) {
    const names = new Set<string>();
    d[kind]?.forEach((n, i) => {
      if (names.has(n)) p(f.file, `/${kind}/${i}`, `duplicate ${kind.slice(0, -1)} "${n}"`, 'list each name once');
      names.add(n);
    });
  }
  for (const [name, info] of Object.entries(d.valueTypes ?? {})) {
    const builtin = builtinValueTypes[name];
    if (builtin && (builtin.db !== info.db || builtin.wire !== info.wire))
      p(
        f.file,
        `/valueTypes/${name}`,
        `"${name}" is a built-in value type stored as ${builtin.db} and sent as ${builtin.wire}`,
        'a plugin may re-draw a built-in type, not re-store it: declare the same db and wire, or use a new name',
      );
  }
}

/** Who opens the page, in the menu's vocabulary (engine/schema/screen-access.ts). */
function lintPageAccess(file: string, at: string, pg: PluginPage, ctx: { p: Report; menuEntries: Set<string> }) {
  const { p, menuEntries } = ctx;
  if (pg.within && pg.menu)
    p(file, `${at}/within`, 'a page with its own menu entry is opened by that entry', 'remove "within" or "menu"');
  else if (pg.within && !menuEntries.has(pg.within))
    p(
      file,
      `${at}/within`,
      `"${pg.within}" is no menu entry`,
      'name an entity or page schema with a "menu", or "<plugin>.<page key>" of a plugin page with one',
    );
  if (!pg.menu && !pg.within && pg.access !== 'signed-in')
    p(
      file,
      at,
      'nothing says who may open this page',
      'give it a "menu" entry, name the entry it belongs to ("within"), or make it every user\'s ("access": "signed-in")',
    );
}
