import { defineEntity } from '../../engine/schema';

const server = { form: false } as const;

/**
 * Background jobs (server/kernel/jobs, table blade_job, declared by the kernel): exports, imports and any
 * job a module enqueues, per tenant, newest first. Rows are written by the job service only (read-only
 * screen at /log/job). `status`: queued → running → succeeded | failed | cancelled (dict job_status); a
 * failed attempt goes back to queued with an exponential backoff while attempts remain. Row actions:
 * `retry` (failed or cancelled → queued, attempts reset; code job_retry) and `cancel` (queued or running;
 * code job_cancel), served by server/crud/job-routes.ts, which also serves the owner's progress and
 * download endpoints.
 */
export default defineEntity({
  name: 'system.job',
  title: { zh: '后台任务', en: 'Background jobs' },
  route: '/log/job',
  menu: { parent: 'log', sort: 5, icon: 'schedule' },
  readOnly: true,
  permission: 'job',
  api: { service: 'blade-job', entity: 'job' },
  storage: { table: 'blade_job', tenant: true },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    {
      prop: 'kind',
      label: { zh: '任务类型', en: 'Kind' },
      type: 'select',
      dict: 'job_kind',
      maxLength: 64,
      search: { mode: 'exact' },
      table: { width: 120 },
      ...server,
    },
    {
      prop: 'status',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'job_status',
      maxLength: 16,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'progress',
      label: { zh: '进度(%)', en: 'Progress (%)' },
      type: 'number',
      table: { width: 100, align: 'right' },
      ...server,
    },
    {
      prop: 'doneCount',
      label: { zh: '已处理', en: 'Done' },
      type: 'number',
      db: { type: 'bigint' },
      table: { width: 100, align: 'right' },
      ...server,
    },
    {
      prop: 'totalCount',
      label: { zh: '总数', en: 'Total' },
      type: 'number',
      db: { type: 'bigint' },
      table: { width: 100, align: 'right' },
      ...server,
    },
    {
      prop: 'attempts',
      label: { zh: '已尝试', en: 'Attempts' },
      type: 'number',
      table: { width: 90, align: 'right' },
      ...server,
    },
    {
      prop: 'maxAttempts',
      label: { zh: '最多尝试', en: 'Max attempts' },
      type: 'number',
      table: { hide: true },
      ...server,
    },
    {
      prop: 'error',
      label: { zh: '错误', en: 'Error' },
      type: 'textarea',
      table: { ellipsis: true, width: 240 },
      ...server,
    },
    {
      prop: 'result',
      label: { zh: '结果', en: 'Result' },
      type: 'textarea',
      table: { hide: true },
      ...server,
    },
    { prop: 'createBy', label: { zh: '提交人', en: 'Submitted by' }, maxLength: 64, search: true, ...server },
    { prop: 'tenantId', label: { zh: '所属租户', en: 'Tenant' }, table: { width: 100 }, ...server },
    {
      prop: 'createTime',
      label: { zh: '提交时间', en: 'Submitted' },
      type: 'datetime',
      search: true,
      table: { width: 170 },
      ...server,
    },
    { prop: 'startTime', label: { zh: '开始时间', en: 'Started' }, type: 'datetime', table: { hide: true }, ...server },
    {
      prop: 'finishTime',
      label: { zh: '完成时间', en: 'Finished' },
      type: 'datetime',
      table: { width: 170 },
      ...server,
    },
  ],
  actions: [
    {
      key: 'retry',
      label: { zh: '重试', en: 'Retry' },
      scope: 'row',
      params: 'id',
      icon: 'reload',
      visible: { prop: 'status', in: ['failed', 'cancelled'] },
      confirm: { zh: '确定重新执行该任务？', en: 'Run this job again?' },
      // No generic effect: server/crud/job-routes.ts serves retry (it replaces the generic route).
      effect: {},
      success: { zh: '已重新排队', en: 'Queued again' },
    },
    {
      key: 'cancel',
      label: { zh: '取消', en: 'Cancel' },
      scope: 'row',
      params: 'id',
      icon: 'stop',
      danger: true,
      visible: { prop: 'status', in: ['queued', 'running'] },
      confirm: { zh: '确定取消该任务？', en: 'Cancel this job?' },
      effect: {},
      success: { zh: '已取消', en: 'Cancelled' },
    },
  ],
});
