import { defineEntity, required } from '../../engine/schema';
import * as role from './_role-columns';

/**
 * Roles (spec §6): a tree table per tenant. A role is granted menus and buttons (blade_role_menu), data
 * scopes and API scopes (blade_role_scope): server-internal associations written by `role/grant` and read
 * by `menu/role-tree-keys` (plugins/grant/server/grant-routes.ts). The alias `administrator` in tenant 000000 holds
 * every permission and manages every tenant; the alias `admin` is a tenant's administrator.
 * `role/tree?tenantId=` (the platform administrator may name another tenant) and `role/tree-by-id?roleId=`
 * serve the tree with `title` / `key` / `value` on every node besides the row's props.
 */
export default defineEntity({
  name: 'system.role',
  title: { zh: '角色管理', en: 'Roles' },
  route: '/authority/role',
  menu: { parent: 'authority', sort: 10, icon: 'role' },
  permission: 'role',
  api: { service: 'blade-system', entity: 'role' },
  storage: { table: 'blade_role', tenant: true, audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'roleName' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    role.roleName,
    role.roleAlias,
    {
      prop: 'parentId',
      label: { zh: '上级角色', en: 'Parent role' },
      type: 'tree-select',
      // BladeX's role/tree nodes are picker nodes: `title`, not the row's roleName.
      dict: { url: '/api/blade-system/role/tree', label: 'title', value: 'id', tree: true },
      default: 0,
      table: false,
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
  ],
  // The grant dialog of plugins/grant (its config.ts names the endpoints); button code role_grant.
  actions: [{ key: 'grant', label: { zh: '权限设置', en: 'Grant' }, scope: 'batch', plugin: 'grant', icon: 'safety' }],
});
