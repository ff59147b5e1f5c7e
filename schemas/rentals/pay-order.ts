import { defineEntity } from '../../engine/schema';
import { createTimeColumn, moneyColumn, server } from './_columns';

/**
 * Pay orders of the open platform (share-open/payorder): orders a partner's app (a developer app of the
 * open platform, e.g. the TC partner's) placed for its users, each tied to one of our orders. The row's
 * deal details (`showDealDetails?orderId=`) list every payment and refund of that order with their
 * channel numbers — what a partner asks about when its books disagree with ours.
 */
export default defineEntity({
  name: 'rentals.payOrder',
  title: { zh: '开放平台支付订单', en: 'Partner pay orders' },
  route: '/rental/payorder',
  menu: { parent: 'rental', sort: 4, icon: 'api' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '开放平台支付订单由合作方接口推送生成，不能手工修改或删除',
      en: "Partner pay orders are pushed by the partner's API and cannot be changed or removed by hand",
    },
    instead: { zh: '请由合作方重新推送（sendPaymentOrder）', en: 'Have the partner push it again (sendPaymentOrder)' },
  },
  permission: 'payorder',
  api: { service: 'share-open', entity: 'payorder' },
  storage: { table: 'open_pay_order', tenant: true, indexes: [['tenantId', 'createTime'], ['orderId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    {
      prop: 'payOrderNo',
      label: { zh: '平台单号', en: 'Partner order' },
      maxLength: 40,
      search: { mode: 'exact' },
      table: { width: 200 },
      ...server,
    },
    {
      prop: 'appName',
      label: { zh: '应用', en: 'App' },
      maxLength: 64,
      search: true,
      table: { width: 140 },
      ...server,
    },
    { prop: 'appId', label: { zh: '应用ID', en: 'App ID' }, maxLength: 32, table: { hide: true }, ...server },
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
    {
      prop: 'storeName',
      label: { zh: '门店', en: 'Store' },
      maxLength: 64,
      search: true,
      table: { width: 160, ellipsis: true },
      ...server,
    },
    moneyColumn('amount', '订单金额', 'Amount'),
    {
      prop: 'payStatus',
      label: { zh: '支付状态', en: 'Payment' },
      type: 'select',
      dict: 'payment_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    createTimeColumn('下单时间', 'Ordered'),
  ],
  summary: { sums: ['amount'] },
  actions: [
    { key: 'deals', label: { zh: '交易明细', en: 'Transaction details' }, scope: 'row', plugin: 'rentals', icon: 'pay' },
  ],
});
