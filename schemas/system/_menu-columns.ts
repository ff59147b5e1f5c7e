import { required, type Column } from '../../engine/schema';

/**
 * Menu-tree columns shared by the platform's menus (system.menu) and the role sets' own menu trees
 * (factory.menu, merchant.menu): one definition of path, icon, parent, type and sort.
 */
export const path: Column = { prop: 'path', label: { zh: '路由地址', en: 'Path' }, maxLength: 255 };

export const source: Column = { prop: 'source', label: { zh: '菜单图标', en: 'Icon' }, type: 'icon', maxLength: 255 };

/**
 * The parent picker over the tree at `treeUrl`, labelled by the node prop `label` (`title` on BladeX's
 * picker trees such as menu/tree, whose nodes carry no `name`).
 */
export const parentId = (treeUrl: string, label = 'name'): Column => ({
  prop: 'parentId',
  label: { zh: '上级菜单', en: 'Parent' },
  type: 'tree-select',
  dict: { url: treeUrl, label, value: 'id', tree: true },
  default: 0,
  table: false,
});

export const category: Column = {
  prop: 'category',
  label: { zh: '菜单类型', en: 'Type' },
  type: 'radio',
  dict: 'menu_category',
  db: { type: 'int' },
  default: 1,
  search: true,
  rules: [{ required: true, trigger: 'blur', message: { zh: '请选择菜单类型', en: 'Please choose the type' } }],
};

export const sort: Column = {
  prop: 'sort',
  label: { zh: '菜单排序', en: 'Sort' },
  type: 'number',
  min: 0,
  max: 99999,
  default: 1,
  rules: [required('请输入菜单排序', 'Please enter the sort order')],
};

/**
 * The columns of a role set's own menu tree: the same shape as the platform's menus, minus what only the
 * platform's sidebar reads. `treeUrl` is the tree the parent picker loads.
 */
export const roleSetMenuColumns = (treeUrl: string): Column[] => [
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
  path,
  source,
  parentId(treeUrl),
  category,
  sort,
];
