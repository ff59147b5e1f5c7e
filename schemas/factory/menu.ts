import { defineEntity } from '../../engine/schema';
import { roleSetMenuColumns } from '../system/_menu-columns';

/**
 * Factory menus (issue 4 item 8): the menu and button tree of the factory app, granted to factory roles
 * (not to platform roles). Global, like the platform's menus: the tree is the same for every tenant, the
 * grants are per tenant's roles. `nameEn` is what the grant tree shows in English. category 1 = menu,
 * 2 = button (dict menu_category). A small demo tree is seeded on start
 * (plugins/role-sets/server/seed-role-set-menus.ts). `grant-tree` and `checkTree?roleIds=` serve the grant dialog
 * (plugins/role-sets/server/factory-routes.ts).
 */
export default defineEntity({
  name: 'factory.menu',
  title: { zh: '工厂菜单', en: 'Factory menus' },
  route: '/factory/menu',
  menu: { parent: 'factory', sort: 3, icon: 'menu' },
  permission: 'factorymenu',
  api: { service: 'share-factory', entity: 'factorymenu' },
  storage: { table: 'tc_factory_menu', audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'name' },
  table: { index: true, selection: true, viewButton: true },
  columns: roleSetMenuColumns('/api/share-factory/factorymenu/tree'),
});
