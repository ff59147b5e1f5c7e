import { defineEntity } from '../../engine/schema';
import { countColumn, createTimeColumn, merchantColumns, moneyColumn, server, storeColumns } from '../sharing/_columns';

/**
 * Store day bills (unified-merchant/storedaybill): each store's day — paid orders, succeeded refunds and
 * what remains — made by the server with the monthly bills (plugins/billing), one row per store and day
 * (a rerun replaces the day's figures, never adds a second row). `sum` totals the current search in SQL,
 * so the days of a month add up to that month's bill lines of the store's merchant.
 */
export default defineEntity({
  name: 'billing.storeDayBill',
  title: { zh: '门店日账单', en: 'Store day bills' },
  route: '/billing/storedaybill',
  menu: { parent: 'billing', sort: 6, icon: 'store' },
  readOnly: true,
  permission: 'storedaybill',
  api: { service: 'unified-merchant', entity: 'storedaybill' },
  storage: { table: 'um_store_day_bill', tenant: true, audit: true, indexes: [['billDate'], ['merchantId', 'billDate']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'billDate', order: 'desc' } },
  excel: { export: true },
  columns: [
    {
      prop: 'billDate',
      label: { zh: '账单日期', en: 'Day' },
      type: 'date',
      search: { mode: 'range' },
      table: { width: 110, sortable: true },
      ...server,
    },
    ...merchantColumns,
    ...storeColumns,
    countColumn('orderCount', '订单数', 'Orders'),
    moneyColumn('orderAmount', '订单收入', 'Orders'),
    moneyColumn('refundAmount', '退款', 'Refunds'),
    moneyColumn('netAmount', '净收入', 'Net'),
    createTimeColumn('生成时间', 'Generated'),
  ],
  summary: { sums: ['orderCount', 'orderAmount', 'refundAmount', 'netAmount'] },
});
