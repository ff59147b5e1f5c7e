import { defineEntity, required } from '../../engine/schema';

/**
 * Factory role grants (issue 4 item 8): which factory menus (factory.menu) each factory role
 * (factory.role) holds. Written only by `POST factoryrole/grant`, which replaces a role's rows; read by
 * `factorymenu/checkTree`. API only (no route, no menu): the grant dialog is its screen. Per tenant, like
 * the roles, so the generic list never shows another tenant's grants.
 */
export default defineEntity({
  name: 'factory.roleMenu',
  title: { zh: '工厂角色菜单', en: 'Factory role menus' },
  permission: 'factoryrolemenu',
  api: { service: 'share-factory', entity: 'factoryrolemenu' },
  storage: { table: 'tc_factory_role_menu', tenant: true, indexes: [['roleId'], ['menuId']] },
  table: { index: true, addButton: false, editButton: false, deleteButton: false },
  owner: { prop: 'roleId', schema: 'factory.role' },
  columns: [
    {
      prop: 'roleId',
      label: { zh: '角色', en: 'Role' },
      type: 'select',
      ref: { schema: 'factory.role', label: 'roleName' },
      db: { type: 'bigint' },
      search: true,
      rules: [required('请选择角色', 'Please choose the role')],
    },
    {
      prop: 'menuId',
      label: { zh: '菜单', en: 'Menu' },
      type: 'select',
      ref: { schema: 'factory.menu', label: 'name' },
      db: { type: 'bigint' },
      rules: [required('请选择菜单', 'Please choose the menu')],
    },
  ],
});
