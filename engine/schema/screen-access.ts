/**
 * Who may open a screen, in the menu's vocabulary — one rule for engine screens and plugin pages, shared
 * by the server's access checks (server/access), the console's page gate (app/plugin-routes.tsx), the
 * menu sync and the lint:
 * - a screen is reachable exactly when its menu entry is granted;
 * - its buttons and calls follow the button grants under that entry;
 * - what opening it needs (its rows, and the read-only lookups it shows them with: options, trees,
 *   counts) follows its VIEW GRANT — an entity screen's `<permission>_view` button, a composed page's
 *   master's, a plugin page's menu entry itself (a plugin page has no view button);
 * - a plugin page declared `access: 'signed-in'` is every signed-in user's own (their tasks).
 * A server route says `access: '<screen name>'` (an entity or page schema name, or `<plugin>.<page key>`)
 * for "whoever may view that screen": a name with a dot is a screen, a name without one a button code.
 */
import type { PluginPage } from './model';
import type { Registry } from './registry';
import { crudPermissions } from './resolve';

export type RoutedPluginPage = PluginPage & { plugin: string };

/** What grants the view of a screen. */
export type ScreenGrant =
  /** An entity screen or composed page: its view button code. */
  | { kind: 'code'; code: string }
  /** A plugin page: its menu entry (a category-1 menu row with this code). */
  | { kind: 'menu'; code: string }
  /** A page every signed-in user has. */
  | { kind: 'everyone' };

/** The code of a plugin page's menu entry. */
export const pluginPageCode = (page: Pick<RoutedPluginPage, 'plugin' | 'key'>): string => `${page.plugin}.${page.key}`;

/** A route access or a grant name that names a screen (schema and page names have a dot, button codes none). */
export const isScreenName = (name: string): boolean => name.includes('.');

/** The menu entry whose grant opens a plugin page: its own, or the one it belongs to (`within`). */
export const pageEntry = (page: RoutedPluginPage): string | undefined =>
  page.menu ? pluginPageCode(page) : page.within;

const cache = new WeakMap<Registry, Map<string, ScreenGrant | undefined>>();

/** The grant that lets a caller view the screen named `name`; undefined when no such screen exists. */
export function screenGrant(registry: Registry, name: string): ScreenGrant | undefined {
  let known = cache.get(registry);
  if (!known) cache.set(registry, (known = new Map()));
  if (known.has(name)) return known.get(name);
  const grant = resolve(registry, name, 0);
  known.set(name, grant);
  return grant;
}

function resolve(registry: Registry, name: string, depth: number): ScreenGrant | undefined {
  if (depth > 4) return undefined;
  const entity = registry.entity(name);
  if (entity) return { kind: 'code', code: crudPermissions(entity).view };
  const page = registry.page(name);
  if (page) {
    const master = registry.entity(page.layout.master);
    return master ? { kind: 'code', code: crudPermissions(master).view } : undefined;
  }
  const plugin = registry.pluginPages.find((p) => pluginPageCode(p) === name);
  if (!plugin) return undefined;
  if (plugin.access === 'signed-in') return { kind: 'everyone' };
  if (plugin.menu) return { kind: 'menu', code: name };
  return plugin.within ? resolve(registry, plugin.within, depth + 1) : undefined;
}

/**
 * Whether the console may open a plugin page for a user whose whole menu holds these entries (their
 * codes and paths): a signed-in page always, else when its entry (own or `within`) is in the menu.
 */
export function pageOpens(page: RoutedPluginPage, menuEntries: ReadonlySet<string>): boolean {
  if (page.access === 'signed-in') return true;
  const entry = pageEntry(page);
  return (!!entry && menuEntries.has(entry)) || (!!page.menu && menuEntries.has(page.route));
}
