import { defineEntity, keyColumn } from '../../engine/schema';
import { createTimeColumn, moneyColumn, server, storeColumns } from './_columns';

/**
 * Rent record changes (share-biz/rentrecordchange): every money or status change of a rental, written by
 * the server in the same transaction as the change itself (plugins/rentals) — who, when, why, the amount
 * and the order's state before and after. `requestKey` (the caller's name for its request) and
 * `requestHash` (a digest of its data) are the request's identity: the same request repeated finds its
 * first change and is answered with it, never applied twice (plugins/rentals/server/changes.ts).
 */
export default defineEntity({
  name: 'rentals.rentRecordChange',
  title: { zh: '租赁变更记录', en: 'Rental changes' },
  route: '/rental/rentrecordchange',
  menu: { parent: 'rental', sort: 3, icon: 'log' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '租赁变更记录是租赁每次变化的留痕，由系统写入，不能手工修改或删除',
      en: 'Rental changes are the trail of each change of a rental, written by the system, and cannot be changed or removed by hand',
    },
    instead: {
      zh: '请在租赁记录上操作，变更会自动记入此处',
      en: 'Act on the rent record; its changes are recorded here',
    },
  },
  permission: 'rentrecordchange',
  api: { service: 'share-biz', entity: 'rentrecordchange' },
  storage: {
    table: 'biz_rent_record_change',
    tenant: true,
    indexes: [['tenantId', 'createTime'], ['rentRecordId'], ['orderId'], ['tenantId', 'requestHash']],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  excel: { export: true },
  columns: [
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190, key: true },
      ...server,
    },
    {
      prop: 'rentRecordId',
      label: { zh: '租赁记录ID', en: 'Rent record ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...server,
      view: false,
    },
    {
      prop: 'orderId',
      label: { zh: '订单ID', en: 'Order ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...server,
      view: false,
    },
    ...storeColumns,
    {
      prop: 'changeType',
      label: { zh: '变更类型', en: 'Change' },
      type: 'select',
      dict: 'rent_change_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      // What changed is what a change log is read for (with the amount, summed, and when).
      table: { width: 130, key: true },
      ...server,
    },
    moneyColumn('beforeAmount', '变更前金额', 'Amount before'),
    moneyColumn('afterAmount', '变更后金额', 'Amount after'),
    keyColumn(moneyColumn('changeAmount', '变动金额', 'Amount moved')),
    {
      prop: 'beforeStatus',
      label: { zh: '变更前订单状态', en: 'Order status before' },
      type: 'select',
      dict: 'order_status',
      db: { type: 'int' },
      table: { width: 120 },
      ...server,
    },
    {
      prop: 'afterStatus',
      label: { zh: '变更后订单状态', en: 'Order status after' },
      type: 'select',
      dict: 'order_status',
      db: { type: 'int' },
      table: { width: 120 },
      ...server,
    },
    {
      prop: 'remarks',
      label: { zh: '原因', en: 'Reason' },
      maxLength: 255,
      table: { ellipsis: true },
      ...server,
    },
    {
      prop: 'refundOrderId',
      label: { zh: '退款单ID', en: 'Refund ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...server,
      view: false,
    },
    {
      prop: 'requestKey',
      label: { zh: '请求标识', en: 'Request key' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    {
      prop: 'requestHash',
      label: { zh: '请求摘要', en: 'Request digest' },
      maxLength: 40,
      table: false,
      ...server,
    },
    {
      prop: 'operatorName', actor: true,
      label: { zh: '操作人', en: 'Operator' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...server,
    },
    keyColumn(createTimeColumn('变更时间', 'Changed at')),
  ],
  summary: { sums: ['changeAmount'] },
});
