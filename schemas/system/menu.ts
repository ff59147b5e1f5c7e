import { defineEntity, required } from '../../engine/schema';
import * as menu from './_menu-columns';

/**
 * Menus and buttons (spec §3 "Menu node", CONTRACT §5): one lazy tree (`lazy-menu-list?parentId=`, one
 * level with `hasChildren`); category 1 rows are sidebar entries, category 2 rows are button permissions
 * whose `code` the console checks. Rows for schema screens are synced by the server on every start.
 * `nameEn` (→ `meta.i18n`), `keepAlive`, `isTab` and `isAuth` travel in the routes' `meta`; `meta.roles` is
 * not stored: the server already sends each caller only the menus their roles were granted.
 * Extra reads (plugins/grant/server/menu-tree-routes.ts): `menu/tree` (menus only, with title/key/value, for
 * tree-selects), `menu/lazy-list?parentId=`, `menu/menu-list`, and the grant trees of the role dialog.
 * Menus are shared by every tenant: only the platform administrator adds, edits or removes them.
 */
export default defineEntity({
  name: 'system.menu',
  title: { zh: '菜单管理', en: 'Menus' },
  route: '/system/menu',
  menu: { parent: 'system', sort: 20, icon: 'tree' },
  platformOnly: 'write',
  permission: 'menu',
  api: { service: 'blade-system', entity: 'menu', ops: { lazyTree: 'lazy-menu-list' } },
  storage: { table: 'blade_menu', audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'name', lazy: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'name',
      label: { zh: '菜单名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入菜单名称', 'Please enter the menu name')],
    },
    { prop: 'nameEn', label: { zh: '英文名称', en: 'English name' }, maxLength: 255, table: { hide: true } },
    {
      prop: 'code',
      label: { zh: '菜单编号', en: 'Code' },
      search: true,
      maxLength: 255,
      db: { index: true },
      rules: [required('请输入菜单编号', 'Please enter the menu code')],
    },
    {
      prop: 'alias',
      label: { zh: '菜单别名', en: 'Alias' },
      maxLength: 255,
      rules: [required('请输入菜单别名', 'Please enter the menu alias')],
    },
    menu.path,
    menu.source,
    menu.parentId('/api/blade-system/menu/tree', 'title'),
    menu.category,
    {
      prop: 'action',
      label: { zh: '按钮功能', en: 'Button placement' },
      type: 'radio',
      dict: 'button_func',
      db: { type: 'int' },
      default: 0,
    },
    {
      prop: 'isOpen',
      label: { zh: '打开方式', en: 'Opens in' },
      type: 'radio',
      dict: 'menu_open',
      db: { type: 'int' },
      default: 1,
    },
    {
      prop: 'keepAlive',
      label: { zh: '保持滚动位置', en: 'Keep alive' },
      type: 'switch',
      default: 0,
      table: { hide: true },
    },
    {
      prop: 'isTab',
      label: { zh: '以标签打开', en: 'Opens as a tab' },
      type: 'switch',
      default: 1,
      table: { hide: true },
    },
    {
      prop: 'roles',
      label: { zh: '可见角色', en: 'Visible to roles' },
      maxLength: 500,
      table: { hide: true },
      help: {
        zh: '角色别名, 逗号分隔; 留空则所有被授权的角色可见 (meta.roles)',
        en: 'Role aliases, comma-separated; empty = every role granted the menu (meta.roles)',
      },
    },
    {
      prop: 'isAuth',
      label: { zh: '需要登录', en: 'Needs sign-in' },
      type: 'switch',
      default: 1,
      table: { hide: true },
    },
    {
      prop: 'topMenuId',
      label: { zh: '顶部菜单', en: 'Top menu' },
      type: 'number',
      db: { type: 'bigint' },
      default: 0,
      form: false,
      table: false,
      view: false,
    },
    menu.sort,
    {
      prop: 'remark',
      label: { zh: '菜单备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
