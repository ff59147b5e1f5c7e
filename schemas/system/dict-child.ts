import { defineEntity, required } from '../../engine/schema';

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
  table: { index: true, selection: true, viewButton: true, menuWidth: 300 },
  dialog: { width: 880, closeOnClickOutside: false },
  columns: [
    {
      prop: 'code',
      label: { zh: '字典编号', en: 'Code' },
      search: true,
      maxLength: 255,
      form: { readonly: true },
      rules: [required('请输入字典编号', 'Please enter the dictionary code')],
    },
    {
      prop: 'dictValue',
      label: { zh: '字典名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入字典名称', 'Please enter the dictionary name')],
    },
    { prop: 'dictValueEn', label: { zh: '英文名称', en: 'English name' }, maxLength: 255, table: { hide: true } },
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
    {
      prop: 'sort',
      label: { zh: '字典排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      table: { width: 90 },
      rules: [required('请输入字典排序', 'Please enter the sort order')],
    },
    {
      prop: 'isSealed',
      label: { zh: '封存', en: 'Sealed' },
      type: 'radio',
      dict: 'yes_no',
      default: 0,
      db: { type: 'int' },
      table: { width: 80 },
      rules: [
        { required: true, trigger: 'blur', message: { zh: '请选择封存', en: 'Please choose whether it is sealed' } },
      ],
    },
    {
      prop: 'remark',
      label: { zh: '字典备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
