import { defineEntity, keyColumn, required } from '../../engine/schema';
import { countColumn, createTimeColumn, merchantColumns, moneyColumn, server, timeColumn } from '../sharing/_columns';

/**
 * Monthly merchant bills (DOMAIN.md "Monthly bill"; unified-merchant/monthbill): one per merchant and
 * calendar month, made by the server (plugins/billing) from the month's paid orders, succeeded refunds and
 * profit shares — automatically once a month has closed, or on demand (`manualCreateMonthlyBill`). Its
 * lines (billing.monthBillDetail) say where each amount comes from; the bill's amounts are their sums, made
 * in SQL, so the bill equals its lines to the fen: billAmount = orders − refunds − shares + adjustments.
 *
 * The bill's life is a state machine: to confirm → confirmed (also for a selection, `newConfirmBillBatch`)
 * → invoice pending (`openInvoiceStatus`) → invoiced (the merchant uploads the invoice:
 * `invoice/uploadSubmit`) → remitted (`updateRemitStatus`, once the invoice is accepted). A bill to confirm
 * may be disputed and is then handled back to confirmation (`updateBillStatus` /
 * `handleBillStatus`); an invoiced bill whose invoice is rejected on the invoice details screen (billing.invoiceDetail) goes back to invoice pending. Every change is
 * logged (the state log and the bill log `monthbilllog/logList`).
 */
const LINES = 'billing.monthBillDetail';

export default defineEntity({
  name: 'billing.monthBill',
  title: { zh: '商户月账单', en: 'Monthly bills' },
  route: '/billing/monthbill',
  menu: { parent: 'billing', sort: 1, icon: 'money' },
  readOnly: true,
  permission: 'monthbill',
  api: { service: 'unified-merchant', entity: 'monthbill' },
  storage: {
    table: 'um_month_bill',
    tenant: true,
    audit: true,
    indexes: [['tenantId', 'billMonth'], ['merchantId', 'billMonth'], ['billStatus']],
  },
  table: {
    index: true,
    selection: true,
    viewButton: true,
    menuWidth: 320,
    defaultSort: { prop: 'billMonth', order: 'desc' },
  },
  excel: { export: true },
  columns: [
    {
      prop: 'billNo',
      label: { zh: '账单编号', en: 'Bill number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { key: true, width: 170, fixed: 'left' },
      ...server,
    },
    ...merchantColumns,
    {
      prop: 'billMonth',
      label: { zh: '账单月份', en: 'Month' },
      maxLength: 7,
      search: { mode: 'exact', order: 1 },
      table: { key: true, width: 90 },
      ...server,
    },
    {
      prop: 'billStatus',
      label: { zh: '账单状态', en: 'Status' },
      type: 'select',
      dict: 'month_bill_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { key: true, width: 100 },
      ...server,
    },
    countColumn('orderCount', '订单数', 'Orders'),
    moneyColumn('orderAmount', '订单收入', 'Orders'),
    moneyColumn('refundAmount', '退款', 'Refunds'),
    moneyColumn('shareAmount', '分账', 'Shares'),
    moneyColumn('adjustAmount', '调整', 'Adjustments'),
    keyColumn(moneyColumn('billAmount', '账单金额', 'Bill amount')),
    timeColumn('confirmTime', '确认时间', 'Confirmed at'),
    timeColumn('remitTime', '打款时间', 'Remitted at'),
    createTimeColumn('生成时间', 'Generated'),
  ],
  summary: { sums: ['orderAmount', 'refundAmount', 'shareAmount', 'adjustAmount', 'billAmount', 'orderCount'] },
  // The amounts are sums of the lines, recomputed whenever a line changes (docs/integrity.md).
  totals: [
    { prop: 'orderAmount', lines: LINES, key: 'monthlyBillId', sum: 'amount', where: { lineKind: ['order'] } },
    { prop: 'refundAmount', lines: LINES, key: 'monthlyBillId', sum: 'amount', where: { lineKind: ['refund'] } },
    {
      prop: 'shareAmount',
      lines: LINES,
      key: 'monthlyBillId',
      sum: 'amount',
      where: { lineKind: ['share', 'shareBack'] },
      sign: { prop: 'lineKind', minus: ['shareBack'] },
    },
    {
      prop: 'adjustAmount',
      lines: LINES,
      key: 'monthlyBillId',
      sum: 'amount',
      where: { lineKind: ['adjust'] },
      sign: { prop: 'categoryType', minus: [2] },
    },
    {
      prop: 'billAmount',
      lines: LINES,
      key: 'monthlyBillId',
      sum: 'amount',
      sign: { prop: 'categoryType', minus: [2] },
    },
  ],
  actions: [
    {
      key: 'manualCreate',
      label: { zh: '生成账单', en: 'Generate bills' },
      scope: 'toolbar',
      endpoint: 'manualCreateMonthlyBill',
      params: 'body',
      plugin: 'billing',
      icon: 'plus',
      permission: 'monthbill_create',
    },
    { key: 'lines', label: { zh: '明细', en: 'Lines' }, scope: 'row', plugin: 'billing', icon: 'file' },
    {
      key: 'uploadInvoice',
      label: { zh: '上传发票', en: 'Upload invoice' },
      scope: 'row',
      plugin: 'billing',
      icon: 'upload',
      permission: 'monthbill_invoice',
      visible: { prop: 'billStatus', in: [2] },
    },
    {
      key: 'viewInvoice',
      label: { zh: '查看发票', en: 'Invoice' },
      scope: 'row',
      endpoint: 'viewInvoiceFile',
      plugin: 'billing',
      icon: 'file',
      visible: { prop: 'billStatus', in: [3, 4] },
    },
  ],
  stateMachine: {
    field: 'billStatus',
    transitions: [
      {
        key: 'confirm',
        label: { zh: '确认', en: 'Confirm' },
        from: [0],
        to: 1,
        endpoint: 'newConfirmBillBatch',
        batch: true,
        effect: 'billing.billChanged',
        confirm: {
          zh: '确认后账单明细不能再修改。确定确认账单？',
          en: 'Once confirmed, the lines of the bill can no longer change. Confirm?',
        },
        success: { zh: '账单已确认', en: 'Bill confirmed' },
      },
      {
        key: 'dispute',
        label: { zh: '提出异议', en: 'Dispute' },
        from: [0],
        to: 5,
        endpoint: 'updateBillStatus',
        danger: true,
        effect: 'billing.billChanged',
        inputs: [
          {
            prop: 'remark',
            label: { zh: '异议说明', en: 'Reason' },
            type: 'textarea',
            maxLength: 255,
            form: { span: 24 },
            rules: [required('请输入异议说明', 'Please enter the reason')],
          },
        ],
        success: { zh: '已提出异议', en: 'Disputed' },
      },
      {
        key: 'handle',
        label: { zh: '处理异议', en: 'Resolve' },
        from: [5],
        to: 0,
        endpoint: 'handleBillStatus',
        effect: 'billing.billChanged',
        inputs: [
          {
            prop: 'remark',
            label: { zh: '处理结果', en: 'Resolution' },
            type: 'textarea',
            maxLength: 255,
            form: { span: 24 },
            rules: [required('请输入处理结果', 'Please enter the resolution')],
          },
        ],
        success: { zh: '已处理，账单待确认', en: 'Resolved: the bill is to confirm again' },
      },
      {
        key: 'openInvoice',
        label: { zh: '开放开票', en: 'Open invoicing' },
        from: [1],
        to: 2,
        endpoint: 'openInvoiceStatus',
        batch: true,
        effect: 'billing.billChanged',
        confirm: {
          zh: '开放后商户可上传该账单的发票。确定开放开票？',
          en: 'The merchant may then upload the invoice of the bill. Open invoicing?',
        },
        success: { zh: '已开放开票', en: 'Invoicing opened' },
      },
      {
        key: 'remit',
        label: { zh: '打款', en: 'Remit' },
        from: [3],
        to: 4,
        endpoint: 'updateRemitStatus',
        batch: true,
        guard: 'billing.invoiceAccepted',
        effect: 'billing.remitted',
        confirm: {
          zh: '确认已向商户打款账单金额？',
          en: 'Has the bill amount been paid to the merchant?',
        },
        success: { zh: '已打款', en: 'Remitted' },
      },
    ],
  },
});
