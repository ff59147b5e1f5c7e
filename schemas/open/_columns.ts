import type { Column } from '../../engine/schema';
import { required } from '../../engine/schema';

/** Columns the open-platform screens share. */
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

export const createTime: Column = {
  prop: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'datetime',
  form: false,
  table: { width: 170, sortable: true },
};

export const appRef: Column = {
  prop: 'appId',
  label: { zh: '应用', en: 'App' },
  type: 'select',
  ref: { schema: 'open.app', label: 'appName' },
  db: { type: 'bigint' },
  search: { mode: 'exact' },
  table: { width: 160 },
  rules: [required('请选择应用', 'Please choose the app', 'change')],
};

export const developerRef: Column = {
  prop: 'developerId',
  label: { zh: '开发者', en: 'Developer' },
  type: 'select',
  ref: { schema: 'open.developer', label: 'developerName' },
  db: { type: 'bigint' },
  search: { mode: 'exact' },
  table: { width: 160 },
  rules: [required('请选择开发者', 'Please choose the developer', 'change')],
};

export const apiRef: Column = {
  prop: 'apiId',
  label: { zh: '接口', en: 'API' },
  type: 'select',
  ref: { schema: 'open.api', label: 'apiName' },
  db: { type: 'bigint' },
  search: { mode: 'exact' },
  table: { width: 180 },
  rules: [required('请选择接口', 'Please choose the API', 'change')],
};
