import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, merchantColumns, moneyColumn, server } from './_columns';

/**
 * Funds-split details (unified-merchant/profitsharingorderdetails): one row per receiver of a split order —
 * who, at which ratio, how much. `getDetailByPoId?poId=` answers an order's rows; the admin's
 * `manualCreateFundsSplitDetails` splits the paid orders that have none yet (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.fundsSplitDetail',
  title: { zh: '资金分账明细', en: 'Funds-split details' },
  route: '/sharing/fundssplit',
  menu: { parent: 'sharing', sort: 5, icon: 'money' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '资金分账明细由渠道结算回写，不能手工新增、修改或删除',
      en: "Funds-split details are written back from the channel's settlement and cannot be added, changed or removed by hand",
    },
    instead: { zh: '请在分账请求上操作', en: 'Act on the sharing request' },
  },
  permission: 'fundssplit',
  api: { service: 'unified-merchant', entity: 'profitsharingorderdetails' },
  storage: { table: 'um_funds_split_detail', tenant: true, indexes: [['poId'], ['merchantId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  // A receiver's part lives in the tenant of its order's split (sharing.ratioOrder, by order id).
  owner: { prop: 'poId', schema: 'sharing.ratioOrder', value: 'orderId' },
  columns: [
    idColumn('poId', '订单ID', 'Order ID', { table: { width: 90 } }),
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    ...merchantColumns,
    {
      prop: 'receiverType',
      label: { zh: '接收方类型', en: 'Receiver type' },
      type: 'select',
      dict: 'receiver_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'receiverName',
      label: { zh: '接收方', en: 'Receiver' },
      maxLength: 64,
      search: true,
      table: { width: 150, ellipsis: true },
      ...server,
    },
    {
      prop: 'receiverAccount',
      label: { zh: '接收方账号', en: 'Account' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    {
      prop: 'ratio',
      label: { zh: '比例(%)', en: 'Ratio (%)' },
      type: 'decimal',
      db: { type: 'decimal' },
      precision: 2,
      table: { width: 90, align: 'right' },
      ...server,
    },
    moneyColumn('amount', '分账金额', 'Amount'),
    idColumn('bizId', '分账请求ID', 'Request ID'),
    createTimeColumn('拆分时间', 'Split at'),
  ],
  summary: { sums: ['amount'] },
});
