import { defineEntity } from '../../engine/schema';
import { roleSetMenuColumns } from '../system/_menu-columns';

/**
 * Merchant menus (issue 4 item 9): the menu and button tree of the merchant app, granted to merchant
 * roles. Global like the platform's menus; `nameEn` is what the grant tree shows in English; category
 * 1 = menu, 2 = button. A small demo tree is seeded on start (plugins/role-sets/server/seed-role-set-menus.ts).
 * `grant-tree` and `checkTree?roleIds=` serve the grant dialog (plugins/role-sets/server/merchant-routes.ts).
 */
export default defineEntity({
  name: 'merchant.menu',
  title: { zh: '商户菜单', en: 'Merchant menus' },
  route: '/merchant/menu',
  menu: { parent: 'merchant', sort: 2, icon: 'menu' },
  permission: 'merchantmenu',
  api: { service: 'toycar-merchant', entity: 'merchantmenu' },
  storage: { table: 'tc_merchant_menu', audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'name' },
  table: { index: true, selection: true, viewButton: true },
  columns: roleSetMenuColumns('/api/toycar-merchant/merchantmenu/tree'),
});
