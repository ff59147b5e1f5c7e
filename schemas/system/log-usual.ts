import { defineEntity } from '../../engine/schema';
import * as log from './_log-columns';

/**
 * Usual logs (BladeX blade_log_usual): business events the server records with
 * `writeUsualLog(ctx, req, { logId, logData, logLevel? })` (server/log/usual-log.ts) — log-in success and
 * failure, log-out, role grants, password resets. `logId` names the event (e.g. `login`), `logLevel` is
 * `info` / `warn`, `logData` the human-readable detail. Per tenant. Screen: /log/usual, list + view only.
 */
export default defineEntity({
  name: 'system.usualLog',
  title: { zh: '通用日志', en: 'General logs' },
  route: '/log/usual',
  menu: { parent: 'log', sort: 1, icon: 'log' },
  readOnly: true,
  permission: 'log_usual',
  excel: { export: true },
  api: { service: 'blade-log', entity: 'usual' },
  storage: { table: 'blade_log_usual', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: log.logTable,
  columns: [
    log.serviceId,
    log.serverHost,
    log.env,
    {
      prop: 'logLevel',
      label: { zh: '日志级别', en: 'Level' },
      maxLength: 16,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...log.readOnly,
    },
    { prop: 'logId', label: { zh: '日志业务ID', en: 'Event' }, maxLength: 64, search: true, ...log.readOnly },
    {
      prop: 'logData',
      label: { zh: '日志数据', en: 'Detail' },
      type: 'textarea',
      search: true,
      table: { ellipsis: true },
      ...log.readOnly,
    },
    log.method,
    log.requestUri,
    log.remoteIp,
    log.userAgent,
    log.params,
    log.createBy,
    log.createTime,
  ],
  // Which business events happened, over the list's search and the chosen days (server/crud/stats.ts).
  charts: [
    {
      key: 'byEvent',
      title: { zh: '业务事件分布', en: 'Events by kind' },
      type: 'pie',
      x: { prop: 'logId', limit: 8 },
      measures: [{ kind: 'count', label: { zh: '次数', en: 'Events' } }],
      range: { prop: 'createTime', days: 30 },
      height: 240,
    },
  ],
});
