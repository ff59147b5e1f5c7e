import { defineEntity, required } from '../../engine/schema';

/**
 * Roles (spec §6): a tree per tenant. A role is granted menus and buttons (blade_role_menu, a server-internal
 * association); the alias `administrator` in tenant 000000 holds every permission. API only for now.
 */
export default defineEntity({
  name: 'system.role',
  title: { zh: '角色管理', en: 'Roles' },
  permission: 'role',
  api: { service: 'blade-system', entity: 'role' },
  storage: { table: 'blade_role', tenant: true, audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'roleName' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'roleName',
      label: { zh: '角色名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入角色名称', 'Please enter the role name')],
    },
    {
      prop: 'roleAlias',
      label: { zh: '角色别名', en: 'Alias' },
      search: true,
      unique: true,
      maxLength: 255,
      rules: [
        required('请输入角色别名', 'Please enter the role alias'),
        {
          pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
          message: { zh: '角色别名只能包含字母、数字和下划线', en: 'The alias uses letters, digits and underscores' },
        },
      ],
    },
    {
      prop: 'parentId',
      label: { zh: '上级角色', en: 'Parent role' },
      type: 'tree-select',
      dict: { url: '/api/blade-system/role/tree', label: 'roleName', value: 'id', tree: true },
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
});
