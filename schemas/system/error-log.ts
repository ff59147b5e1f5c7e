import { defineEntity } from '../../engine/schema';

const ro = { form: false } as const;

/**
 * Error logs (spec §3 "logs (usual, api, error)"): unexpected server errors (the 500 path) and the console's
 * uploaded client error logs (`POST /api/blade-log/error/save-client`, env `browser`). Rows are written by
 * the server only (every column is form-less), per tenant. API only for now: issue 4 adds the screens.
 */
export default defineEntity({
  name: 'system.errorLog',
  title: { zh: '错误日志', en: 'Error logs' },
  permission: 'log_error',
  api: { service: 'blade-log', entity: 'error' },
  // The list is read newest first within a tenant: one index serves the filter and the order.
  storage: { table: 'blade_log_error', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: {
    index: true,
    viewButton: true,
    addButton: false,
    editButton: false,
    deleteButton: false,
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  columns: [
    { prop: 'serviceId', label: { zh: '服务ID', en: 'Service' }, maxLength: 64, search: true, ...ro },
    { prop: 'serverHost', label: { zh: '服务器名', en: 'Server host' }, maxLength: 255, ...ro },
    { prop: 'serverIp', label: { zh: '服务器IP', en: 'Server IP' }, maxLength: 255, table: { hide: true }, ...ro },
    { prop: 'env', label: { zh: '服务器环境', en: 'Environment' }, maxLength: 64, search: true, ...ro },
    { prop: 'method', label: { zh: '请求方法', en: 'Method' }, maxLength: 16, ...ro },
    { prop: 'requestUri', label: { zh: '请求接口', en: 'Request URI' }, maxLength: 1000, search: true, ...ro },
    { prop: 'userAgent', label: { zh: '用户代理', en: 'User agent' }, maxLength: 1000, table: { hide: true }, ...ro },
    { prop: 'stackTrace', label: { zh: '堆栈', en: 'Stack trace' }, type: 'textarea', table: false, ...ro },
    { prop: 'exceptionName', label: { zh: '异常名', en: 'Exception' }, maxLength: 255, search: true, ...ro },
    { prop: 'message', label: { zh: '异常信息', en: 'Message' }, type: 'textarea', table: { ellipsis: true }, ...ro },
    { prop: 'lineNumber', label: { zh: '错误行数', en: 'Line' }, type: 'number', table: { hide: true }, ...ro },
    { prop: 'fileName', label: { zh: '文件名', en: 'File' }, maxLength: 1000, table: { hide: true }, ...ro },
    { prop: 'params', label: { zh: '操作提交的数据', en: 'Parameters' }, type: 'textarea', table: false, ...ro },
    { prop: 'remoteIp', label: { zh: '操作IP地址', en: 'Client IP' }, maxLength: 255, ...ro },
    { prop: 'createBy', label: { zh: '操作人', en: 'User' }, maxLength: 64, search: true, ...ro },
    {
      prop: 'createTime',
      label: { zh: '操作时间', en: 'Time' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...ro,
    },
  ],
});
