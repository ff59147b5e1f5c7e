import { defineEntity } from '../../engine/schema';
import * as log from './_log-columns';

/**
 * API logs (spec §3 "logs (usual, api, error)"): one row per API call under /api (except `/api/health` and
 * the uploaded files), written by the server after the answer is sent (server/log/api-log.ts): method,
 * requestUri, params (query and JSON/form body, secrets masked), time taken (ms), remoteIp, userAgent,
 * createBy (the caller's account), serviceId (the service segment of the path), title (the rest of the
 * path: entity/op), type `1`, the caller's tenant (else 000000). Screen: /log/api, list + view only.
 *
 * It is also the benchmark table (`npm run seed -- --api-logs N`, bench/server.ts). The list is read
 * newest first, so (tenant_id, create_time) serves the tenant filter, the order and `createTime_dategt`
 * from one index; service_id is indexed for exact service searches. `_like` on text cannot seek a b-tree
 * ('%v%'), it is checked on the rows the create_time range walks.
 */
export default defineEntity({
  name: 'system.apiLog',
  title: { zh: '接口日志', en: 'API logs' },
  route: '/log/api',
  menu: { parent: 'log', sort: 2, icon: 'api' },
  readOnly: true,
  permission: 'log_api',
  excel: { export: true },
  api: { service: 'blade-log', entity: 'api' },
  storage: { table: 'blade_log_api', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: log.logTable,
  columns: [
    { ...log.serviceId, db: { index: true } },
    log.serverHost,
    log.serverIp,
    log.env,
    { prop: 'type', label: { zh: '日志类型', en: 'Type' }, maxLength: 16, table: { hide: true }, ...log.readOnly },
    { prop: 'title', label: { zh: '日志名', en: 'Title' }, maxLength: 255, search: true, ...log.readOnly },
    { ...log.method, search: { mode: 'exact' } },
    log.requestUri,
    log.userAgent,
    log.remoteIp,
    {
      prop: 'methodClass',
      label: { zh: '方法类', en: 'Class' },
      maxLength: 255,
      table: { hide: true },
      ...log.readOnly,
    },
    {
      prop: 'methodName',
      label: { zh: '方法名', en: 'Method name' },
      maxLength: 255,
      table: { hide: true },
      ...log.readOnly,
    },
    log.params,
    {
      prop: 'time',
      label: { zh: '执行时间(ms)', en: 'Time (ms)' },
      type: 'number',
      db: { type: 'int' },
      ...log.readOnly,
    },
    log.createBy,
    { ...log.createTime, db: { index: true } },
  ],
  // Calls per day over the list's search (server/crud/stats.ts; the widget loads on demand, engine/chart).
  charts: [
    {
      key: 'perDay',
      title: { zh: '每日接口调用', en: 'API calls per day' },
      type: 'line',
      x: { prop: 'createTime', label: { zh: '日期', en: 'Date' } },
      measures: [{ kind: 'count', label: { zh: '调用次数', en: 'Calls' } }],
      range: { days: 7 },
      height: 220,
    },
  ],
});
