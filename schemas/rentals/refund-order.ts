import { defineEntity } from '../../engine/schema';
import { createTimeColumn, memberColumns, moneyColumn, server, storeColumns } from './_columns';

/**
 * Refund orders (share-pay/refundorder; also the admin refund list `toycar-portal/api/admin/getRefundList`):
 * one per refund of an order — normal, billing-error or constraint (operator-forced). A refund is
 * `requested` by an order action, handed to the payment channel by a background job (`processing`), and
 * ends `succeeded` or `failed`. The amount is reserved on the order when the refund is requested, so
 * refunds in flight count against what may still be refunded; a failed refund gives it back (a change
 * record says so) and may be retried, which reserves it again if the order still allows it.
 */
export default defineEntity({
  name: 'rentals.refundOrder',
  title: { zh: '退款记录', en: 'Refunds' },
  route: '/rental/refundorder',
  menu: { parent: 'rental', sort: 6, icon: 'money' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '退款记录由退款流程和渠道回调写入，不能手工修改或删除',
      en: "Refunds are written by the refund flow and the channel's notifications and cannot be changed or removed by hand",
    },
    instead: {
      zh: '请在订单上发起退款；失败的退款可在行上重试',
      en: 'Start a refund on the order; retry a failed one on its row',
    },
  },
  permission: 'refundorder',
  api: { service: 'share-pay', entity: 'refundorder' },
  storage: {
    table: 'pay_refund_order',
    tenant: true,
    indexes: [['tenantId', 'createTime'], ['tenantId', 'refundStatus'], ['orderId']],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  excel: { export: true },
  // A refund lives in its order's tenant; the order's refunded amount is the sum of its refunds (docs/integrity.md).
  owner: { prop: 'orderId', schema: 'rentals.order' },
  columns: [
    {
      prop: 'refundNo',
      label: { zh: '退款单号', en: 'Refund number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
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
    ...memberColumns,
    ...storeColumns,
    {
      prop: 'refundType',
      label: { zh: '退款类型', en: 'Type' },
      type: 'select',
      dict: 'refund_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 120 },
      ...server,
    },
    moneyColumn('amount', '退款金额', 'Amount'),
    {
      prop: 'refundStatus',
      label: { zh: '退款状态', en: 'Status' },
      type: 'select',
      dict: 'refund_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    { prop: 'remarks', label: { zh: '退款原因', en: 'Reason' }, maxLength: 255, table: { ellipsis: true }, ...server },
    {
      prop: 'channelRefundId',
      label: { zh: '渠道退款号', en: 'Channel refund' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    { prop: 'failReason', label: { zh: '失败原因', en: 'Failure' }, maxLength: 255, table: { hide: true }, ...server },
    {
      prop: 'operatorName', actor: true,
      label: { zh: '申请人', en: 'Requested by' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'successTime',
      label: { zh: '退款时间', en: 'Refunded at' },
      type: 'datetime',
      table: { width: 170 },
      ...server,
    },
    createTimeColumn('申请时间', 'Requested at'),
  ],
  summary: { sums: ['amount'] },
  stateMachine: {
    field: 'refundStatus',
    transitions: [
      {
        key: 'retry',
        label: { zh: '重新退款', en: 'Retry' },
        from: [3],
        to: 1,
        confirm: {
          zh: '重新向支付渠道发起这笔退款（订单仍须有足够的可退金额）。确定重试？',
          en: 'Send this refund to the payment channel again (the order must still allow the amount). Retry?',
        },
        success: { zh: '已重新发起退款', en: 'Refund sent again' },
      },
    ],
  },
});
