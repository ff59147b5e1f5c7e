import type { Column } from '../../engine/schema';

/** The inspection a line belongs to (unified.checkItem), named by its number. */
export const checkItemId: Column = {
  prop: 'checkItemId',
  label: { zh: '巡检任务', en: 'Inspection' },
  type: 'select',
  ref: { schema: 'unified.checkItem', label: 'taskNo' },
  db: { type: 'bigint' },
  search: { mode: 'exact' },
  table: { width: 170 },
  rules: [{ required: true, trigger: 'change', message: { zh: '请选择巡检任务', en: 'Please choose the inspection' } }],
};

/** What the inspector found: 0 not checked yet, 1 normal, 2 abnormal (dictionary `check_result`). */
export const result: Column = {
  prop: 'result',
  label: { zh: '检查结果', en: 'Result' },
  type: 'select',
  dict: 'check_result',
  db: { type: 'int' },
  default: 0,
  search: { mode: 'exact' },
  table: { width: 90 },
};

export const photo: Column = {
  prop: 'photo',
  label: { zh: '现场照片', en: 'Photo' },
  type: 'image',
  maxLength: 500,
  table: { hide: true },
};

export const remark: Column = {
  prop: 'remark',
  label: { zh: '说明', en: 'Note' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { ellipsis: true },
};
