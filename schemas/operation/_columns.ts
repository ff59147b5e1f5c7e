import type { Column } from '../../engine/schema';
import { required } from '../../engine/schema';

/**
 * Columns the operations screens share. `richtext` is the operations plugin's value type
 * (plugins/operations/plugin.ts): HTML an operator writes, sanitised by the server on save and on read.
 */
export const status: Column = {
  prop: 'status',
  label: { zh: '状态', en: 'Status' },
  type: 'radio',
  dict: 'enable_status',
  db: { type: 'int' },
  default: 1,
  search: { mode: 'exact' },
  table: { width: 90 },
};

export const sort: Column = {
  prop: 'sort',
  label: { zh: '排序', en: 'Order' },
  type: 'number',
  min: 0,
  max: 9999,
  default: 1,
  table: { width: 80 },
};

export const image = (zh: string, en: string): Column => ({
  prop: 'imageUrl',
  label: { zh, en },
  type: 'image',
  maxLength: 500,
  table: { width: 100 },
});

/** A web address operators link to: http or https only (spec §5 URL check). */
export const link = (prop: string, zh: string, en: string): Column => ({
  prop,
  label: { zh, en },
  type: 'url',
  maxLength: 500,
  table: { hide: true },
  rules: [{ validator: 'url', message: { zh: '链接须以 http:// 或 https:// 开头', en: 'The link must start with http:// or https://' } }],
});

export const richText = (zh: string, en: string): Column => ({
  prop: 'content',
  label: { zh, en },
  type: 'richtext',
  db: { type: 'text' },
  table: false,
  form: { span: 24 },
});

export const createTime: Column = {
  prop: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'datetime',
  form: false,
  search: { mode: 'range' },
  table: { width: 170, sortable: true },
};

export const nameColumn = (prop: string, zh: string, en: string, max = 60): Column => ({
  prop,
  label: { zh, en },
  search: true,
  maxLength: max,
  table: { width: 180 },
  rules: [required(`请输入${zh}`, `Please enter the ${en.toLowerCase()}`)],
});
