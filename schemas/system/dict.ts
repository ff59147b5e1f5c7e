import { defineEntity, required } from '../../engine/schema';

/**
 * Dictionary groups (spec §3 "Dictionary parent"): rows of blade_dict with parentId 0. Their items are
 * system.dictChild, shown beside them on the dictionary pages.
 */
export default defineEntity({
  name: 'system.dict',
  title: { zh: '字典管理', en: 'Dictionaries' },
  permission: 'dict',
  api: { service: 'blade-system', entity: 'dict', list: 'page', ops: { page: 'parent-list' } },
  storage: { table: 'blade_dict', audit: true, softDelete: true, sealed: 'isSealed' },
  scope: { parentId: 0 },
  table: { index: true, selection: true, viewButton: true, menuWidth: 250 },
  dialog: { width: 880, closeOnClickOutside: false },
  columns: [
    {
      prop: 'code',
      label: { zh: '字典编号', en: 'Code' },
      search: true,
      maxLength: 255,
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
    {
      prop: 'parentId',
      label: { zh: '上级', en: 'Parent' },
      type: 'number',
      default: 0,
      db: { type: 'bigint', index: true },
      table: false,
      form: false,
      view: false,
    },
    { prop: 'dictKey', label: { zh: '字典键值', en: 'Key' }, default: '-1', table: false, form: false, view: false },
  ],
});
