import { defineEntity } from '../../engine/schema';
import * as log from './_log-columns';

/**
 * Error logs (spec §3 "logs (usual, api, error)"): unexpected server errors (the 500 path) and the console's
 * uploaded client error logs (`POST /api/blade-log/error/save-client`, env `browser`). Rows are written by
 * the server only (every column is form-less), per tenant. Screen: /log/error, list + view only.
 */
export default defineEntity({
  name: 'system.errorLog',
  title: { zh: '错误日志', en: 'Error logs' },
  route: '/log/error',
  menu: { parent: 'log', sort: 3, icon: 'file' },
  readOnly: true,
  permission: 'log_error',
  api: { service: 'blade-log', entity: 'error' },
  // The list is read newest first within a tenant: one index serves the filter and the order.
  storage: { table: 'blade_log_error', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: log.logTable,
  columns: [
    log.serviceId,
    log.serverHost,
    log.serverIp,
    log.env,
    log.method,
    log.requestUri,
    log.userAgent,
    { prop: 'stackTrace', label: { zh: '堆栈', en: 'Stack trace' }, type: 'textarea', table: false, ...log.readOnly },
    {
      prop: 'exceptionName',
      label: { zh: '异常名', en: 'Exception' },
      maxLength: 255,
      search: true,
      ...log.readOnly,
    },
    {
      prop: 'message',
      label: { zh: '异常信息', en: 'Message' },
      type: 'textarea',
      table: { ellipsis: true },
      ...log.readOnly,
    },
    {
      prop: 'lineNumber',
      label: { zh: '错误行数', en: 'Line' },
      type: 'number',
      table: { hide: true },
      ...log.readOnly,
    },
    { prop: 'fileName', label: { zh: '文件名', en: 'File' }, maxLength: 1000, table: { hide: true }, ...log.readOnly },
    log.params,
    {
      prop: 'requestId',
      label: { zh: '请求编号', en: 'Request ID' },
      maxLength: 64,
      search: true,
      table: { hide: true },
      ...log.readOnly,
    },
    log.remoteIp,
    log.createBy,
    log.createTime,
  ],
});
