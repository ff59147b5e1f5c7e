import { defineEntity, required } from '../../engine/schema';
import { createTime, dispatcherColumn, quantityColumn, server, spuColumn } from './_columns';

/**
 * Dispatcher orders (`dispacher-mall/order`): goods bought from a machine, paid (fen). `refund` (an amount)
 * moves a paid order to refunding, holding the amount; `completeRefund` ends it in partly refunded or
 * refunded (plugins/mall/server/refunds.ts: refunds never exceed what was paid, even in parallel).
 * `download` / `downloadRefund` stream every matching order / refunded order as .xlsx.
 */
export default defineEntity({
  name: 'mall.order',
  title: { zh: '售货订单', en: 'Sales orders' },
  route: '/mall/order',
  menu: { parent: 'mall', sort: 40, icon: 'file' },
  readOnly: true,
  permission: 'mall_order',
  api: { service: 'dispacher-mall', entity: 'order' },
  storage: { table: 'dm_order', tenant: true, indexes: [['tenantId', 'createTime'], ['tenantId', 'orderStatus']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    { prop: 'orderNo', label: { zh: '订单号', en: 'Order number' }, maxLength: 32, search: { mode: 'exact' }, table: { key: true, width: 180 }, ...server },
    dispatcherColumn(server),
    spuColumn(server),
    quantityColumn('quantity', '数量', 'Quantity', server),
    { prop: 'payAmount', label: { zh: '实付金额', en: 'Paid' }, type: 'money', table: { key: true, width: 100, align: 'right' }, ...server },
    { prop: 'refundAmount', label: { zh: '已退金额', en: 'Refunded' }, type: 'money', table: { width: 100, align: 'right' }, ...server },
    { prop: 'refundingAmount', label: { zh: '退款中金额', en: 'Refunding' }, type: 'money', table: { hide: true }, ...server },
    { prop: 'orderStatus', label: { zh: '订单状态', en: 'Status' }, type: 'select', dict: 'mall_order_status', db: { type: 'int' }, default: 1, search: { mode: 'exact' }, table: { key: true, width: 100 }, ...server },
    createTime('下单时间', 'Ordered at'),
  ],
  summary: { sums: ['payAmount', 'refundAmount'] },
  // The amounts decide (plugins/mall/server/refunds.ts): `refund` holds an amount while the channel pays
  // it back; `completeRefund` ends in partly refunded (3) while money is left, else refunded (4).
  stateMachine: {
    field: 'orderStatus',
    transitions: [
      {
        key: 'refund',
        label: { zh: '退款', en: 'Refund' },
        from: [1, 3],
        to: 2,
        inputs: [
          {
            prop: 'refundAmount',
            label: { zh: '退款金额', en: 'Refund amount' },
            type: 'money',
            min: 0.01,
            rules: [required('请输入退款金额', 'Please enter the refund amount')],
          },
        ],
        confirm: { zh: '确定按输入金额退款？', en: 'Refund the amount entered?' },
      },
      {
        key: 'completeRefund',
        label: { zh: '完成退款', en: 'Complete refund' },
        from: [2],
        to: 4,
        confirm: { zh: '确认退款已到账？', en: 'Has the refund been paid out?' },
      },
    ],
  },
  charts: [
    {
      key: 'sales',
      title: { zh: '每日销售', en: 'Sales per day' },
      type: 'line',
      endpoint: 'backStageChartStatistics',
      x: { prop: 'createTime', by: 'day' },
      measures: [
        { kind: 'count', label: { zh: '订单数', en: 'Orders' } },
        { kind: 'sum', prop: 'payAmount', label: { zh: '销售额', en: 'Sales' } },
      ],
    },
  ],
});
