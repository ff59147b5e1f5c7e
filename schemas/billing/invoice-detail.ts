import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, idColumn, merchantColumns, moneyColumn, server } from '../sharing/_columns';

/**
 * Invoice details (unified-merchant/invoicedetail): one per bill an uploaded invoice covers — the bill, its
 * month and the amount invoiced for it — reviewed by staff through `upDateStatus` with `billDetailStatus`
 * (a state machine: to review → accepted, or → rejected with a reason, which sends the bill back to
 * invoice pending so the merchant uploads a new invoice). A bill is remitted only once its invoice detail
 * is accepted. `sum` totals the amounts of the current search in SQL. The saved table options of this
 * screen are among those the shell's "clear cache" drops.
 */
export default defineEntity({
  name: 'billing.invoiceDetail',
  title: { zh: '发票明细', en: 'Invoice details' },
  route: '/billing/invoicedetail',
  menu: { parent: 'billing', sort: 5, icon: 'file' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '发票明细随发票申请生成，不能手工新增、修改或删除',
      en: 'Invoice details are made with the invoice request and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在发票记录上操作', en: 'Act on the invoice' },
  },
  permission: 'invoicedetail',
  api: { service: 'unified-merchant', entity: 'invoicedetail' },
  storage: { table: 'um_invoice_detail', tenant: true, audit: true, indexes: [['monthlyBillId'], ['invoiceId']] },
  table: {
    index: true,
    selection: true,
    viewButton: true,
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  // A detail lives in its invoice's tenant; the invoice's amount is the sum of its details (docs/integrity.md).
  owner: { prop: 'invoiceId', schema: 'billing.invoice' },
  columns: [
    {
      prop: 'invoiceNo',
      label: { zh: '发票号码', en: 'Invoice number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 140 },
      ...server,
    },
    idColumn('invoiceId', '发票ID', 'Invoice ID'),
    idColumn('monthlyBillId', '月账单ID', 'Bill ID'),
    {
      prop: 'billNo',
      label: { zh: '账单编号', en: 'Bill number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 170 },
      ...server,
    },
    ...merchantColumns,
    {
      prop: 'billMonth',
      label: { zh: '账单月份', en: 'Month' },
      type: 'month',
      maxLength: 7,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    moneyColumn('amount', '开票金额', 'Amount'),
    {
      prop: 'billDetailStatus',
      label: { zh: '审核状态', en: 'Review' },
      type: 'select',
      dict: 'bill_detail_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'auditRemark',
      label: { zh: '审核意见', en: 'Review note' },
      maxLength: 255,
      table: { ellipsis: true },
      ...server,
    },
    createTimeColumn('上传时间', 'Uploaded'),
  ],
  summary: { sums: ['amount'] },
  stateMachine: {
    field: 'billDetailStatus',
    transitions: [
      {
        key: 'accept',
        label: { zh: '通过', en: 'Accept' },
        from: [0],
        to: 1,
        endpoint: 'upDateStatus',
        batch: true,
        effect: 'billing.invoiceReviewed',
        success: { zh: '发票已通过', en: 'Invoice accepted' },
      },
      {
        key: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: [0],
        to: 2,
        endpoint: 'upDateStatus',
        danger: true,
        effect: 'billing.invoiceReviewed',
        inputs: [
          {
            prop: 'auditRemark',
            label: { zh: '驳回原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 255,
            form: { span: 24 },
            rules: [required('请输入驳回原因', 'Please enter the reason')],
          },
        ],
        copy: ['auditRemark'],
        confirm: {
          zh: '驳回后账单回到「待开票」，商户需重新上传发票。确定驳回？',
          en: 'The bill goes back to "Invoice pending" and the merchant uploads a new invoice. Reject?',
        },
        success: { zh: '发票已驳回', en: 'Invoice rejected' },
      },
    ],
  },
});
