import { defineEntity } from '../../engine/schema';

const ro = { form: false } as const;

/**
 * API logs (spec §3 "logs (usual, api, error)"): one row per logged API call, written by the server only
 * (every column is form-less), per tenant. API only for now: another issue adds the screen and menu.
 *
 * It is also the benchmark table (`npm run seed -- --api-logs N`, bench/server.ts). The list is read
 * newest first, so (tenant_id, create_time) serves the tenant filter, the order and `createTime_dategt`
 * from one index; service_id is indexed for exact service searches. `_like` on text cannot seek a b-tree
 * ('%v%'), it is checked on the rows the create_time range walks.
 */
export default defineEntity({
  name: 'system.apiLog',
  title: { zh: '接口日志', en: 'API logs' },
  permission: 'log_api',
  api: { service: 'blade-log', entity: 'api' },
  storage: { table: 'blade_log_api', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: {
    index: true,
    viewButton: true,
    addButton: false,
    editButton: false,
    deleteButton: false,
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  columns: [
    {
      prop: 'serviceId',
      label: { zh: '服务ID', en: 'Service' },
      maxLength: 64,
      search: true,
      db: { index: true },
      ...ro,
    },
    { prop: 'serverHost', label: { zh: '服务器名', en: 'Server host' }, maxLength: 255, ...ro },
    { prop: 'serverIp', label: { zh: '服务器IP', en: 'Server IP' }, maxLength: 255, table: { hide: true }, ...ro },
    { prop: 'env', label: { zh: '服务器环境', en: 'Environment' }, maxLength: 64, search: true, ...ro },
    { prop: 'type', label: { zh: '日志类型', en: 'Type' }, maxLength: 16, table: { hide: true }, ...ro },
    { prop: 'title', label: { zh: '日志名', en: 'Title' }, maxLength: 255, search: true, ...ro },
    { prop: 'method', label: { zh: '请求方法', en: 'Method' }, maxLength: 16, ...ro },
    { prop: 'requestUri', label: { zh: '请求接口', en: 'Request URI' }, maxLength: 1000, search: true, ...ro },
    { prop: 'userAgent', label: { zh: '用户代理', en: 'User agent' }, maxLength: 1000, table: { hide: true }, ...ro },
    { prop: 'remoteIp', label: { zh: '操作IP地址', en: 'Client IP' }, maxLength: 255, ...ro },
    { prop: 'methodClass', label: { zh: '方法类', en: 'Class' }, maxLength: 255, table: { hide: true }, ...ro },
    { prop: 'methodName', label: { zh: '方法名', en: 'Method name' }, maxLength: 255, table: { hide: true }, ...ro },
    { prop: 'params', label: { zh: '操作提交的数据', en: 'Parameters' }, type: 'textarea', table: false, ...ro },
    { prop: 'time', label: { zh: '执行时间(ms)', en: 'Time (ms)' }, type: 'number', db: { type: 'int' }, ...ro },
    { prop: 'createBy', label: { zh: '操作人', en: 'User' }, maxLength: 64, search: true, ...ro },
    {
      prop: 'createTime',
      label: { zh: '操作时间', en: 'Time' },
      type: 'datetime',
      search: { mode: 'range' },
      db: { index: true },
      table: { width: 170, sortable: true },
      ...ro,
    },
  ],
});
