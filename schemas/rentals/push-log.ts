import { defineEntity } from '../../engine/schema';
import { createTimeColumn, server } from './_columns';

/**
 * Push history (share-operation/adminpushlog): the outbox of what the server tells partners — paid and
 * refunded orders and bookings, rental changes — to the toycar portal or the TC partner. A row is written
 * in the same transaction as the business change it reports, with a background job that delivers it
 * through the partner adapter (simulated by default) and retries with backoff; the row shows the state
 * (`pending` → `retrying` → `delivered` | `failed`), the attempts and the last error. A failed push can be
 * sent again (`resend`). The eight history calls `share-biz/back/push*` answer pages of one kind each
 * (startTime, endTime, storeName, rentRecordChangeType); `getPushLogByTaskId` one job's rows.
 */
export default defineEntity({
  name: 'rentals.pushLog',
  title: { zh: '推送记录', en: 'Push history' },
  route: '/rental/pushlog',
  menu: { parent: 'rental', sort: 9, icon: 'message' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '推送记录是每次推送的留痕，由系统写入，不能手工修改或删除',
      en: 'Push history is the trail of each push, written by the system, and cannot be changed or removed by hand',
    },
    instead: { zh: '请重新发起推送，结果会记入此处', en: 'Send the push again; its result is recorded here' },
  },
  permission: 'pushlog',
  api: { service: 'share-operation', entity: 'adminpushlog' },
  storage: {
    table: 'biz_push_log',
    tenant: true,
    indexes: [['tenantId', 'pushType', 'createTime'], ['tenantId', 'pushStatus'], ['taskId']],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    {
      prop: 'pushType',
      label: { zh: '推送类型', en: 'Type' },
      type: 'select',
      dict: 'push_type',
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 130, key: true },
      ...server,
    },
    {
      prop: 'target',
      label: { zh: '推送对象', en: 'Target' },
      type: 'select',
      dict: 'push_target',
      maxLength: 16,
      search: { mode: 'exact' },
      table: { width: 110 },
      ...server,
    },
    {
      prop: 'bizNo',
      label: { zh: '业务单号', en: 'Number' },
      maxLength: 40,
      search: { mode: 'exact' },
      table: { width: 190, key: true },
      ...server,
    },
    {
      prop: 'bizId',
      label: { zh: '业务ID', en: 'Record ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...server,
      view: false,
    },
    {
      prop: 'storeName',
      label: { zh: '门店', en: 'Store' },
      maxLength: 64,
      search: true,
      table: { width: 150, ellipsis: true },
      ...server,
    },
    {
      prop: 'rentRecordChangeType',
      label: { zh: '租赁变更类型', en: 'Rental change' },
      type: 'select',
      dict: 'rent_change_type',
      db: { type: 'int' },
      // The search of pushTCRentRecordChangeOrder (rentRecordChangeType), on the screen too.
      search: { mode: 'exact' },
      table: { hide: true },
      ...server,
    },
    {
      prop: 'pushStatus',
      label: { zh: '推送状态', en: 'Status' },
      type: 'select',
      dict: 'push_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100, key: true },
      ...server,
    },
    {
      prop: 'attempts',
      label: { zh: '尝试次数', en: 'Attempts' },
      type: 'number',
      table: { width: 90, align: 'right' },
      ...server,
    },
    {
      prop: 'lastError',
      label: { zh: '最近错误', en: 'Last error' },
      maxLength: 500,
      // Why a push failed is what the list is read for: in view beside its state.
      table: { ellipsis: true, width: 220, key: true },
      ...server,
    },
    { prop: 'payload', label: { zh: '推送内容', en: 'Payload' }, type: 'textarea', table: false, ...server },
    { prop: 'jobId', label: { zh: '任务ID', en: 'Job ID' }, maxLength: 32, table: { hide: true }, ...server },
    {
      prop: 'taskId',
      label: { zh: '批次号', en: 'Batch' },
      maxLength: 40,
      search: { mode: 'exact' },
      table: { hide: true },
      ...server,
    },
    {
      prop: 'pushTime',
      label: { zh: '送达时间', en: 'Delivered at' },
      type: 'datetime',
      table: { width: 170, key: true },
      ...server,
    },
    createTimeColumn(),
  ],
  stateMachine: {
    field: 'pushStatus',
    transitions: [
      {
        key: 'resend',
        label: { zh: '重新推送', en: 'Send again' },
        from: [3],
        to: 0,
        batch: true,
        confirm: {
          zh: '重新把这条记录推送给合作方（按原内容，失败会自动重试）。确定重新推送？',
          en: 'Send this record to the partner again (same content, retried on failure). Send again?',
        },
        success: { zh: '已重新排队推送', en: 'Queued to send again' },
      },
    ],
  },
});
