import { defineCatalog } from '../../engine/schema';

/**
 * The billing area's sidebar group and dictionaries (docs/areas/billing.md). Every state a monthly bill or
 * an invoice detail can be in is a key here, so the screens, the state machines and the server share it.
 */
export default defineCatalog({
  menus: [{ code: 'billing', title: { zh: '账单管理', en: 'Billing' }, path: '/billing', sort: 20, icon: 'money' }],
  dicts: [
    {
      code: 'month_bill_status',
      title: { zh: '月账单状态', en: 'Monthly bill status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待确认', en: 'To confirm' }, tone: 'warning' },
        { key: 1, label: { zh: '已确认', en: 'Confirmed' }, tone: 'processing' },
        { key: 2, label: { zh: '待开票', en: 'Invoice pending' }, tone: 'warning' },
        { key: 3, label: { zh: '已开票', en: 'Invoiced' }, tone: 'processing' },
        { key: 4, label: { zh: '已打款', en: 'Remitted' }, tone: 'success' },
        { key: 5, label: { zh: '有异议', en: 'Disputed' }, tone: 'error' },
      ],
    },
    {
      code: 'bill_category_type',
      title: { zh: '账单明细类型', en: 'Bill line type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '收入', en: 'Income' } },
        { key: 2, label: { zh: '扣减', en: 'Deduction' } },
      ],
    },
    {
      code: 'bill_line_source',
      title: { zh: '明细来源', en: 'Line source' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '系统生成', en: 'Generated' } },
        { key: 2, label: { zh: '人工调整', en: 'Adjustment' } },
      ],
    },
    {
      code: 'invoice_type',
      title: { zh: '发票类型', en: 'Invoice type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '增值税普通发票', en: 'VAT ordinary invoice' } },
        { key: 2, label: { zh: '增值税专用发票', en: 'VAT special invoice' } },
        { key: 3, label: { zh: '电子普通发票', en: 'Electronic invoice' } },
      ],
    },
    {
      code: 'bill_detail_status',
      title: { zh: '发票明细状态', en: 'Invoice detail status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待审核', en: 'To review' }, tone: 'warning' },
        { key: 1, label: { zh: '已通过', en: 'Accepted' }, tone: 'success' },
        { key: 2, label: { zh: '已驳回', en: 'Rejected' }, tone: 'error' },
      ],
    },
    {
      code: 'bill_log_action',
      title: { zh: '账单操作', en: 'Bill action' },
      sealed: true,
      items: [
        { key: 'generate', label: { zh: '生成账单', en: 'Generated' } },
        { key: 'regenerate', label: { zh: '重新生成', en: 'Regenerated' } },
        { key: 'lineAdd', label: { zh: '新增明细', en: 'Line added' } },
        { key: 'lineEdit', label: { zh: '修改明细', en: 'Line changed' } },
        { key: 'lineRemove', label: { zh: '删除明细', en: 'Line removed' } },
        { key: 'confirm', label: { zh: '确认账单', en: 'Confirmed' } },
        { key: 'dispute', label: { zh: '提出异议', en: 'Disputed' } },
        { key: 'handle', label: { zh: '处理异议', en: 'Dispute resolved' } },
        { key: 'openInvoice', label: { zh: '开放开票', en: 'Invoicing allowed' } },
        { key: 'uploadInvoice', label: { zh: '上传发票', en: 'Invoice uploaded' } },
        { key: 'acceptInvoice', label: { zh: '发票通过', en: 'Invoice accepted' } },
        { key: 'rejectInvoice', label: { zh: '退回发票', en: 'Invoice returned' } },
        { key: 'remit', label: { zh: '打款', en: 'Remitted' } },
      ],
    },
  ],
});
