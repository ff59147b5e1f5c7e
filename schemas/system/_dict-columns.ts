/**
 * Columns that dictionary groups (dict.ts) and dictionary items (dict-child.ts) share: both are rows of
 * blade_dict, so they must agree on these. The leading `_` keeps this file out of the registry.
 */
import { required, type Column } from '../../engine/schema';

export const code: Column = {
  prop: 'code',
  label: { zh: '字典编号', en: 'Code' },
  search: true,
  maxLength: 255,
  rules: [required('请输入字典编号', 'Please enter the dictionary code')],
};

export const dictValue: Column = {
  prop: 'dictValue',
  label: { zh: '字典名称', en: 'Name' },
  search: true,
  maxLength: 255,
  rules: [required('请输入字典名称', 'Please enter the dictionary name')],
};

export const dictValueEn: Column = {
  prop: 'dictValueEn',
  label: { zh: '英文名称', en: 'English name' },
  maxLength: 255,
  table: { hide: true },
};

export const sort: Column = {
  prop: 'sort',
  label: { zh: '字典排序', en: 'Sort' },
  type: 'number',
  min: 0,
  max: 99999,
  default: 1,
  table: { width: 90 },
  rules: [required('请输入字典排序', 'Please enter the sort order')],
};

export const isSealed: Column = {
  prop: 'isSealed',
  label: { zh: '封存', en: 'Sealed' },
  type: 'radio',
  dict: 'yes_no',
  default: 0,
  db: { type: 'int' },
  table: { width: 80 },
  rules: [required('请选择封存', 'Please choose whether it is sealed')],
};

export const remark: Column = {
  prop: 'remark',
  label: { zh: '字典备注', en: 'Remark' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { hide: true },
};
