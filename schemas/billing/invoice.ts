import { defineEntity } from '../../engine/schema';
import { createTimeColumn, merchantColumns, moneyColumn, server } from '../sharing/_columns';

/**
 * Invoices merchants send for their monthly bills (unified-merchant/invoice). Written by
 * `invoice/uploadSubmit` (plugins/billing): one invoice covers one or more bills of one merchant waiting
 * for an invoice, for exactly their amount; it moves each bill to invoiced and adds one invoice detail per
 * bill (billing.invoiceDetail), which staff review. `monthbill/viewInvoiceFile?id=` answers a bill's
 * invoices with their files; `monthbill/getMerchantInvoiceList?merchantId=` a merchant's invoices.
 */
export default defineEntity({
  name: 'billing.invoice',
  title: { zh: '发票记录', en: 'Invoices' },
  route: '/billing/invoice',
  menu: { parent: 'billing', sort: 4, icon: 'file' },
  readOnly: true,
  permission: 'invoice',
  api: { service: 'unified-merchant', entity: 'invoice' },
  storage: { table: 'um_invoice', tenant: true, audit: true, indexes: [['merchantId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    {
      prop: 'invoiceNo',
      label: { zh: '发票号码', en: 'Invoice number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 140 },
      ...server,
    },
    {
      prop: 'invoiceCode',
      label: { zh: '发票代码', en: 'Invoice code' },
      maxLength: 32,
      table: { width: 140 },
      ...server,
    },
    {
      prop: 'invoiceType',
      label: { zh: '发票类型', en: 'Type' },
      type: 'select',
      dict: 'invoice_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 140 },
      ...server,
    },
    ...merchantColumns,
    moneyColumn('invoiceAmount', '发票金额', 'Amount'),
    {
      prop: 'invoiceDate',
      label: { zh: '开票日期', en: 'Issued on' },
      type: 'date',
      table: { width: 110 },
      ...server,
    },
    {
      prop: 'billNos',
      label: { zh: '账单编号', en: 'Bill numbers' },
      maxLength: 500,
      search: true,
      table: { width: 180, ellipsis: true },
      ...server,
    },
    {
      prop: 'invoiceFile',
      label: { zh: '发票文件', en: 'File' },
      type: 'upload',
      maxLength: 500,
      table: { hide: true },
      ...server,
    },
    { prop: 'remark', label: { zh: '备注', en: 'Remark' }, maxLength: 255, table: { hide: true }, ...server },
    createTimeColumn('上传时间', 'Uploaded'),
  ],
  summary: { sums: ['invoiceAmount'] },
  // The amount is the sum of the invoice's details, one per bill it covers (docs/integrity.md).
  totals: [{ prop: 'invoiceAmount', lines: 'billing.invoiceDetail', key: 'invoiceId', sum: 'amount' }],
});
