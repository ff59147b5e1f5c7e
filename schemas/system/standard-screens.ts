import { defineCatalog } from '../../engine/schema';

/**
 * The one table of our system screens' standard faces (BladeX / SpringBlade). Saber opens a menu item by loading its view at the menu row's path (`src/views/<path>.vue`),
 * and a BladeX gateway's menu table carries the same paths; where ours differ, the standard path is seeded
 * as the menu row's path, and this console opens the screen from either (registry.byRoute). The buttons are
 * codes Saber's views check besides ours (the "权限配置" drawers of the scope screens, the top menus' menu
 * configuration), seeded under the screen's menu entry and granted to the administrators like the rest.
 * Read by the registry (engine/schema/registry.ts) and the menu sync (server/access/menu-sync.ts).
 * The spec's fixed routes (`/dict-horizontal/index`, `/dict-vertical/index`, `/wel/*`, `/info/index`) stay.
 */
export default defineCatalog({
  standardScreens: [
    {
      route: '/authority/data-scope',
      path: '/authority/datascope',
      buttons: [{ code: 'data_scope_setting', title: { zh: '权限配置', en: 'Scope settings' } }],
    },
    {
      route: '/authority/api-scope',
      path: '/authority/apiscope',
      buttons: [{ code: 'api_scope_setting', title: { zh: '权限配置', en: 'Scope settings' } }],
    },
    { route: '/system/region', path: '/base/region' },
    { route: '/log/usual', path: '/monitor/log/usual' },
    { route: '/log/api', path: '/monitor/log/api' },
    { route: '/log/error', path: '/monitor/log/error' },
    { route: '/dict-horizontal/index', path: '/system/dict' },
    {
      route: '/system/topmenu',
      buttons: [{ code: 'topmenu_setting', title: { zh: '菜单配置', en: 'Menu settings' } }],
    },
  ],
});
