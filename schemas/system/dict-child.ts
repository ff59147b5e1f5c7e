import { defineEntity, required } from '../../engine/schema';
import { code, dictValue, dictValueEn, isSealed, remark, sort } from './_dict-columns';

/**
 * Dictionary items (spec §3 "Dictionary child"): a tree under one dictionary group. The code and the
 * parent come from the chosen group (or parent item) and are never typed by the user.
 */
export default defineEntity({
  name: 'system.dictChild',
  title: { zh: '字典项', en: 'Dictionary items' },
  permission: 'dict',
  api: { service: 'blade-system', entity: 'dict', list: 'tree', ops: { tree: 'child-list' } },
  storage: { table: 'blade_dict', audit: true, softDelete: true, sealed: 'isSealed' },
  tree: { parentProp: 'parentId', labelProp: 'dictValue', inherit: ['code'] },
  table: { index: true, selection: true, viewButton: true },
  dialog: { width: 880, closeOnClickOutside: false },
  columns: [
    { ...code, form: { readonly: true } },
    dictValue,
    dictValueEn,
    {
      prop: 'parentId',
      label: { zh: '上级字典', en: 'Parent' },
      type: 'tree-select',
      dict: { url: '/api/blade-system/dict/tree', label: 'title', value: 'id', tree: true },
      form: { readonly: true },
      db: { type: 'bigint', index: true },
      table: false,
    },
    {
      prop: 'dictKey',
      label: { zh: '字典键值', en: 'Key' },
      maxLength: 255,
      rules: [required('请输入字典键值', 'Please enter the dictionary key')],
    },
    sort,
    isSealed,
    remark,
  ],
});
