import { defineEntity, required } from '../../engine/schema';

/**
 * Factory menus (issue 4 item 8): the menu and button tree of the factory app, granted to factory roles
 * (not to platform roles). Global, like the platform's menus: the tree is the same for every tenant, the
 * grants are per tenant's roles. `nameEn` is what the grant tree shows in English. category 1 = menu,
 * 2 = button (dict menu_category). A small demo tree is seeded on start
 * (server/system/factory-merchant-seed.ts). `grant-tree` and `checkTree?roleIds=` serve the grant dialog
 * (server/system/factory-routes.ts).
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
  columns: [
    {
      prop: 'name',
      label: { zh: '菜单名称', en: 'Name' },
      search: true,
      maxLength: 64,
      rules: [required('请输入菜单名称', 'Please enter the menu name')],
    },
    { prop: 'nameEn', label: { zh: '英文名称', en: 'English name' }, maxLength: 64, table: { hide: true } },
    {
      prop: 'code',
      label: { zh: '菜单编号', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 64,
      rules: [required('请输入菜单编号', 'Please enter the menu code')],
    },
    { prop: 'path', label: { zh: '路由地址', en: 'Path' }, maxLength: 255 },
    { prop: 'source', label: { zh: '菜单图标', en: 'Icon' }, type: 'icon', maxLength: 255 },
    {
      prop: 'parentId',
      label: { zh: '上级菜单', en: 'Parent' },
      type: 'tree-select',
      dict: { url: '/api/share-factory/factorymenu/tree', label: 'name', value: 'id', tree: true },
      default: 0,
      table: false,
    },
    {
      prop: 'category',
      label: { zh: '菜单类型', en: 'Type' },
      type: 'radio',
      dict: 'menu_category',
      db: { type: 'int' },
      default: 1,
      search: true,
      rules: [{ required: true, trigger: 'blur', message: { zh: '请选择菜单类型', en: 'Please choose the type' } }],
    },
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
});
