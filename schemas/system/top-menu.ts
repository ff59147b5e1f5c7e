import { defineEntity, required } from '../../engine/schema';

/**
 * Top menus (spec §7 "Top menu", BladeX blade_top_menu): the entries of the shell's top bar, per tenant.
 * Which sidebar menus a top menu shows is the server-internal association blade_top_menu_setting (see
 * plugins/system/server/top-menu.ts), written by `topmenu/grant {topMenuIds, menuIds}` and read by
 * `topmenu/top-tree-keys` / `topmenu/grant-top-tree` (plugins/grant/server/top-menu-grant.ts). `nameEn` travels
 * as `meta.i18n`.
 */
export default defineEntity({
  name: 'system.topMenu',
  title: { zh: '顶部菜单', en: 'Top menus' },
  route: '/system/topmenu',
  menu: { parent: 'system', sort: 21, icon: 'appstore' },
  permission: 'topmenu',
  api: { service: 'blade-system', entity: 'topmenu' },
  storage: { table: 'blade_top_menu', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'code',
      label: { zh: '菜单编号', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 255,
      rules: [required('请输入菜单编号', 'Please enter the code')],
    },
    {
      prop: 'name',
      label: { zh: '菜单名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入菜单名称', 'Please enter the name')],
    },
    { prop: 'nameEn', label: { zh: '英文名称', en: 'English name' }, maxLength: 255, table: { hide: true } },
    { prop: 'source', label: { zh: '菜单图标', en: 'Icon' }, type: 'icon', maxLength: 255 },
    { prop: 'path', label: { zh: '路由地址', en: 'Path' }, maxLength: 255 },
    {
      prop: 'sort',
      label: { zh: '菜单排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      rules: [required('请输入菜单排序', 'Please enter the sort order')],
    },
  ],
  // The grant dialog of plugins/grant (its config.ts names the endpoints); button code topmenu_grant.
  actions: [{ key: 'grant', label: { zh: '菜单配置', en: 'Menus' }, scope: 'batch', plugin: 'grant', icon: 'safety' }],
});
