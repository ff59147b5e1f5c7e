import { required, type Column } from '../../engine/schema';

/** Columns both scope lists share (data scopes, API scopes): the menu a scope belongs to, and a remark. */
export const menuId: Column = {
  prop: 'menuId',
  label: { zh: '所属菜单', en: 'Menu' },
  type: 'tree-select',
  dict: { url: '/api/blade-system/menu/tree', label: 'title', value: 'id', tree: true },
  db: { type: 'bigint', index: true },
  search: true,
  rules: [required('请选择所属菜单', 'Please choose the menu')],
};

export const remark: Column = {
  prop: 'remark',
  label: { zh: '备注', en: 'Remark' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { hide: true },
};
