import { defineEntity, required } from '../../engine/schema';

/**
 * Merchant role menus (issue 4 item 9, `merchantrolemenu`): which merchant menus each merchant role holds,
 * as a list screen to look up and audit the grants (search by role). Rows are written by
 * `POST merchantrole/grant` (the grant dialog), which replaces a role's rows; the screen only lists and
 * removes them. Per tenant, like the roles.
 */
export default defineEntity({
  name: 'merchant.roleMenu',
  title: { zh: '商户角色菜单', en: 'Merchant role menus' },
  route: '/merchant/role-menu',
  menu: { parent: 'merchant', sort: 3, icon: 'link' },
  permission: 'merchantrolemenu',
  api: { service: 'toycar-merchant', entity: 'merchantrolemenu' },
  storage: { table: 'tc_merchant_role_menu', tenant: true, indexes: [['roleId'], ['menuId']] },
  table: { index: true, selection: true, addButton: false, editButton: false },
  owner: { prop: 'roleId', schema: 'merchant.role' },
  columns: [
    {
      prop: 'roleId',
      label: { zh: '商户角色', en: 'Merchant role' },
      type: 'select',
      ref: { schema: 'merchant.role', label: 'roleName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      rules: [required('请选择角色', 'Please choose the role')],
    },
    {
      prop: 'menuId',
      label: { zh: '商户菜单', en: 'Merchant menu' },
      type: 'select',
      ref: { schema: 'merchant.menu', label: 'name' },
      db: { type: 'bigint' },
      rules: [required('请选择菜单', 'Please choose the menu')],
      search: { mode: 'exact' },
    },
  ],
});
