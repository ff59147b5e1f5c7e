import { defineEntity, required } from '../../engine/schema';
import * as role from '../system/_role-columns';

/**
 * Factory roles (spec §7 "System", issue 4 item 8): the role set of the factory app, separate from the
 * platform's roles — own table, own grant table (factory.roleMenu), own menu tree (factory.menu). Per tenant.
 * `grant` (batch, button `factoryrole_grant`) opens the grant dialog of plugins/grant: the factory menu tree
 * from `factorymenu/grant-tree`, pre-checked from `factorymenu/checkTree?roleIds=`, saved with
 * `POST factoryrole/grant {roleIds, menuIds}` (plugins/role-sets/server/factory-routes.ts).
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
    role.roleName,
    role.roleAlias,
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
