/**
 * Columns the three log tables share (API logs, error logs, usual logs): where a request came from and who
 * made it. Every log row is written by the server only, so each column is form-less and the screens are
 * list + view. The leading `_` keeps this file out of the registry.
 */
import type { Column } from '../../engine/schema';

/** Written by the server only: never in an add or edit form. */
export const readOnly = { form: false } as const;

export const serviceId: Column = {
  prop: 'serviceId',
  label: { zh: '服务ID', en: 'Service' },
  maxLength: 64,
  search: true,
  ...readOnly,
};

export const serverHost: Column = {
  prop: 'serverHost',
  label: { zh: '服务器名', en: 'Server host' },
  maxLength: 255,
  ...readOnly,
};

export const serverIp: Column = {
  prop: 'serverIp',
  label: { zh: '服务器IP', en: 'Server IP' },
  maxLength: 255,
  table: { hide: true },
  ...readOnly,
};

export const env: Column = {
  prop: 'env',
  label: { zh: '服务器环境', en: 'Environment' },
  maxLength: 64,
  search: true,
  ...readOnly,
};

export const method: Column = { prop: 'method', label: { zh: '请求方法', en: 'Method' }, maxLength: 16, ...readOnly };

export const requestUri: Column = {
  prop: 'requestUri',
  label: { zh: '请求接口', en: 'Request URI' },
  maxLength: 1000,
  search: true,
  ...readOnly,
};

export const userAgent: Column = {
  prop: 'userAgent',
  label: { zh: '用户代理', en: 'User agent' },
  maxLength: 1000,
  table: { hide: true },
  ...readOnly,
};

/** Query and body of the request, with passwords, tokens, secrets and captcha codes masked. */
export const params: Column = {
  prop: 'params',
  label: { zh: '操作提交的数据', en: 'Parameters' },
  type: 'textarea',
  table: false,
  ...readOnly,
};

export const remoteIp: Column = {
  prop: 'remoteIp',
  label: { zh: '操作IP地址', en: 'Client IP' },
  maxLength: 255,
  ...readOnly,
};

export const createBy: Column = {
  prop: 'createBy',
  label: { zh: '操作人', en: 'User' },
  maxLength: 64,
  search: true,
  ...readOnly,
};

/** Newest first; searched as a range (`createTime_dategt` / `createTime_datelt`). */
export const createTime: Column = {
  prop: 'createTime',
  label: { zh: '操作时间', en: 'Time' },
  type: 'datetime',
  search: { mode: 'range' },
  table: { width: 170, sortable: true },
  ...readOnly,
};

/** List + view only, newest first: nobody adds, edits or removes a log row (also SMS history). */
export const logTable = {
  index: true,
  viewButton: true,
  addButton: false,
  editButton: false,
  deleteButton: false,
  defaultSort: { prop: 'createTime', order: 'desc' },
} as const;
