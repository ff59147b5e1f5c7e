import { defineEntity } from '../../engine/schema';
import { code, dictValue, dictValueEn, isSealed, remark, sort } from './_dict-columns';

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
  table: { index: true, selection: true, viewButton: true },
  dialog: { width: 880, closeOnClickOutside: false },
  columns: [
    code,
    dictValue,
    dictValueEn,
    sort,
    isSealed,
    remark,
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
