import { defineEntity } from '../../engine/schema';
import { createTimeColumn, memberColumns, moneyColumn, server, storeColumns } from './_columns';

/**
 * Payment orders (share-pay/paymentorder): each collection made through the payment channel — a member's
 * WeChat payment of an order, or the finishing of a Pay-Score order — with the channel's transaction
 * number. Written by the server (plugins/rentals) when the channel confirms; read-only here.
 */
export default defineEntity({
  name: 'rentals.paymentOrder',
  title: { zh: '支付单', en: 'Payments' },
  route: '/rental/paymentorder',
  menu: { parent: 'rental', sort: 5, icon: 'pay' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '支付单由支付渠道的回调写入，不能手工新增、修改或删除',
      en: "Payments are written from the payment channel's notifications and cannot be added, changed or removed by hand",
    },
    instead: { zh: '请在订单上发起支付或退款', en: 'Start a payment or a refund on the order' },
  },
  permission: 'paymentorder',
  api: { service: 'share-pay', entity: 'paymentorder' },
  storage: {
    table: 'pay_payment_order',
    tenant: true,
    indexes: [['tenantId', 'payTime'], ['orderId']],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'payTime', order: 'desc' } },
  excel: { export: true },
  columns: [
    {
      prop: 'paymentNo',
      label: { zh: '支付单号', en: 'Payment number' },
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
      prop: 'payType',
      label: { zh: '支付方式', en: 'Payment' },
      type: 'select',
      dict: 'pay_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 110 },
      ...server,
    },
    moneyColumn('amount', '支付金额', 'Amount'),
    {
      prop: 'payStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'payment_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'transactionId',
      label: { zh: '渠道交易号', en: 'Channel transaction' },
      maxLength: 64,
      search: { mode: 'exact' },
      table: { width: 200 },
      ...server,
    },
    {
      prop: 'payTime',
      label: { zh: '支付时间', en: 'Paid at' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...server,
    },
    createTimeColumn(),
  ],
  summary: { sums: ['amount'] },
});
