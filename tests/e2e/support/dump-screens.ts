/**
 * Prints (JSON) every schema screen the sidebar offers: entity and page schemas with a route and a menu
 * entry, with the title of their menu group. The journey spec runs this under tsx while Playwright
 * collects tests, so a new schema file gets its journey with no list to edit.
 */
import { loadRegistry } from '../../../engine/schema/node/load';

const registry = await loadRegistry();
const groups = new Map(registry.menus.map((m) => [m.code, m]));
const screens = [...registry.entities, ...registry.pages]
  .filter((s) => s.route && s.menu)
  // The sidebar opens a screen at its menu path: the standard one where it has one (/base/region).
  .map((s) => ({ schema: s, group: groups.get(s.menu!.parent) ?? null, path: registry.menuPath(s.route!) }));
process.stdout.write(JSON.stringify(screens));
