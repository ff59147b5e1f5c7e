import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, merchantColumns, moneyColumn, server, storeColumns, timeColumn } from './_columns';

/**
 * Ratio orders (unified-merchant/ratioorder): the split of one paid order, written when the order is split
 * (plugins/profit-sharing): the ratios that applied (a readable summary), what the receivers get together
 * and what stays with the merchant — the two add up to the paid amount to the fen. One per order.
 */
export default defineEntity({
  name: 'sharing.ratioOrder',
  title: { zh: '比例订单', en: 'Ratio orders' },
  route: '/sharing/ratioorder',
  menu: { parent: 'sharing', sort: 4, icon: 'shopping' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '比例订单由分账规则按订单生成，不能手工新增、修改或删除',
      en: 'Ratio orders are made from the sharing rules for each order and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请修改分账比例，新订单按新比例生成', en: 'Change the sharing ratio; new orders follow it' },
  },
  permission: 'ratioorder',
  api: { service: 'unified-merchant', entity: 'ratioorder' },
  storage: { table: 'um_ratio_order', tenant: true, indexes: [['merchantId', 'payTime']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'payTime', order: 'desc' } },
  columns: [
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    idColumn('orderId', '订单ID', 'Order ID'),
    ...merchantColumns,
    ...storeColumns,
    {
      prop: 'productCode',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    moneyColumn('paidAmount', '实付金额', 'Paid'),
    moneyColumn('shareAmount', '分账金额', 'Shared'),
    moneyColumn('merchantAmount', '商户留存', 'Kept by merchant'),
    {
      prop: 'ratioText',
      label: { zh: '适用比例', en: 'Ratios' },
      maxLength: 500,
      table: { width: 220, ellipsis: true },
      ...server,
    },
    timeColumn('payTime', '支付时间', 'Paid at'),
    createTimeColumn('分账时间', 'Split at'),
  ],
  summary: { sums: ['paidAmount', 'shareAmount', 'merchantAmount'] },
  // What the receivers get is the sum of their parts (sharing.fundsSplitDetail of the order), and with
  // what the merchant keeps it is exactly what was split (docs/integrity.md).
  totals: [
    { prop: 'shareAmount', lines: 'sharing.fundsSplitDetail', key: 'poId', headerKey: 'orderId', sum: 'amount' },
  ],
  invariants: [
    {
      key: 'sharesDistributed',
      label: {
        zh: '分账金额与商户留存之和须等于实付金额',
        en: 'the shares and what the merchant keeps must add up to the amount paid',
      },
      left: ['shareAmount', 'merchantAmount'],
      op: '=',
      right: ['paidAmount'],
    },
  ],
});
