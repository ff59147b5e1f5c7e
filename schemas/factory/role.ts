import { defineEntity, required } from '../../engine/schema';

/**
 * Factory roles (spec §7 "System", issue 4 item 8): the role set of the factory app, separate from the
 * platform's roles — own table, own grant table (factory.roleMenu), own menu tree (factory.menu). Per tenant.
 * `grant` (batch, button `factoryrole_grant`) opens the grant dialog of plugins/grant: the factory menu tree
 * from `factorymenu/grant-tree`, pre-checked from `factorymenu/checkTree?roleIds=`, saved with
 * `POST factoryrole/grant {roleIds, menuIds}` (server/system/factory-routes.ts).
 */
export default defineEntity({
  name: 'factory.role',
  title: { zh: '工厂角色', en: 'Factory roles' },
  route: '/factory/role',
  menu: { parent: 'factory', sort: 2, icon: 'team' },
  permission: 'factoryrole',
  api: { service: 'share-factory', entity: 'factoryrole' },
  storage: { table: 'tc_factory_role', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sort', order: 'asc' } },
  columns: [
    {
      prop: 'roleName',
      label: { zh: '角色名称', en: 'Name' },
      search: true,
      maxLength: 64,
      rules: [required('请输入角色名称', 'Please enter the role name')],
    },
    {
      prop: 'roleAlias',
      label: { zh: '角色别名', en: 'Alias' },
      search: true,
      unique: true,
      maxLength: 64,
      rules: [
        required('请输入角色别名', 'Please enter the role alias'),
        {
          pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
          message: { zh: '角色别名只能包含字母、数字和下划线', en: 'The alias uses letters, digits and underscores' },
        },
      ],
    },
    {
      prop: 'sort',
      label: { zh: '角色排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      rules: [required('请输入角色排序', 'Please enter the sort order')],
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
    },
  ],
  actions: [
    {
      key: 'grant',
      label: { zh: '权限设置', en: 'Grant menus' },
      scope: 'batch',
      plugin: 'grant',
      icon: 'safety',
    },
  ],
});
