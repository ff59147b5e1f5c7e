import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, idColumn, remarkColumn, server, merchantRef } from '../sharing/_columns';

/**
 * Lines of a monthly bill (unified-merchant/monthbilldetail; spec §3 "monthly bill detail save":
 * monthlyBillId, categoryName, categoryType, amount, remark, subMerchantId). The server writes the
 * generated lines — paid orders (income), succeeded refunds and profit shares (deductions, a share line per
 * receiver, `subMerchantId` naming a sub-merchant receiver) — and staff add adjustment lines while the
 * bill is to confirm or disputed (plugins/billing refuses any change once it is confirmed, and any change
 * of a generated line). Every write sums the bill again in SQL and adds a line to the bill log.
 */
export default defineEntity({
  name: 'billing.monthBillDetail',
  title: { zh: '账单明细', en: 'Bill lines' },
  route: '/billing/monthbilldetail',
  menu: { parent: 'billing', sort: 2, icon: 'file' },
  permission: 'monthbilldetail',
  api: { service: 'unified-merchant', entity: 'monthbilldetail' },
  storage: { table: 'um_month_bill_detail', tenant: true, audit: true, indexes: [['monthlyBillId', 'source']] },
  // A line lives in its bill's tenant and carries its bill's number and merchant (docs/integrity.md).
  owner: {
    prop: 'monthlyBillId',
    schema: 'billing.monthBill',
    inherit: { billNo: 'billNo', merchantId: 'merchantId' },
  },
  // Lines are added in their bill's drawer ("Lines" on a monthly bill), which knows the bill.
  // Generated lines are never changed by hand (plugins/billing refuses it): their rows offer no edit or delete.
  table: {
    index: true,
    viewButton: true,
    addButton: false,
    locked: { prop: 'source', in: [1] },
    defaultSort: { prop: 'createTime', order: 'asc' },
  },
  columns: [
    {
      prop: 'monthlyBillId',
      label: { zh: '月账单ID', en: 'Bill ID' },
      type: 'number',
      db: { type: 'bigint', index: true },
      // The link to the bill, never shown: the bill number beside it is what people read and search.
      form: { readonly: 'edit' },
      table: false,
      view: false,
      rules: [required('请输入月账单ID', 'Please enter the bill ID')],
    },
    {
      prop: 'billNo',
      label: { zh: '账单编号', en: 'Bill number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 170 },
      ...server,
    },
    idColumn('merchantId', '商户ID', 'Merchant ID', { ref: merchantRef }),
    {
      prop: 'categoryName',
      label: { zh: '明细名称', en: 'Line' },
      maxLength: 64,
      search: true,
      table: { width: 160 },
      rules: [required('请输入明细名称', 'Please enter the line name')],
    },
    {
      prop: 'categoryType',
      label: { zh: '明细类型', en: 'Type' },
      type: 'select',
      dict: 'bill_category_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
      rules: [required('请选择明细类型', 'Please choose the type', 'change')],
    },
    {
      prop: 'amount',
      label: { zh: '金额(元)', en: 'Amount (yuan)' },
      type: 'money',
      min: 0.01,
      max: 10000000,
      // Stored positive as the contract sends it; a deduction line reads −¥… in red.
      sign: { prop: 'categoryType', minus: [2] },
      table: { width: 120, align: 'right' },
      rules: [required('请输入金额', 'Please enter the amount')],
    },
    {
      prop: 'subMerchantId',
      label: { zh: '子商户ID', en: 'Sub-merchant ID' },
      type: 'number',
      db: { type: 'bigint' },
      min: 1,
      table: { hide: true },
      view: false,
    },
    {
      prop: 'lineKind',
      label: { zh: '明细种类', en: 'Kind' },
      maxLength: 16,
      table: { hide: true },
      view: false,
      ...server,
    },
    {
      prop: 'source',
      label: { zh: '来源', en: 'Source' },
      type: 'select',
      dict: 'bill_line_source',
      db: { type: 'int' },
      default: 2,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    remarkColumn(),
    // A generated line's name and remark in English (plugins/billing/server/line-names.ts): an English
    // reader gets them in categoryName and remark; never typed, never shown as columns of their own.
    { prop: 'categoryNameEn', label: { zh: '明细名称(英文)', en: 'Line (English)' }, maxLength: 64, table: false, view: false, ...server },
    { prop: 'remarkEn', label: { zh: '备注(英文)', en: 'Remark (English)' }, maxLength: 255, table: false, view: false, ...server },
    createTimeColumn(),
  ],
  summary: { sums: ['amount'] },
});
