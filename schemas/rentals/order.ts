import { defineEntity, keyColumn, required, type Column } from '../../engine/schema';
import { createTimeColumn, memberColumns, moneyColumn, server, storeColumns } from './_columns';

const reason = (zh: string, en: string): Column => ({
  prop: 'remarks',
  label: { zh, en },
  type: 'textarea',
  maxLength: 200,
  form: { span: 24 },
  rules: [required(`请输入${zh}`, `Please enter the ${en.toLowerCase()}`)],
});

/** What a refund dialog shows of its order: who paid what, what went back already, what is left (issue 35). */
const refundContext = [
  'orderNumber',
  'memberPhone',
  'paidAmount',
  'refundedAmount',
  { label: { zh: '可退金额', en: 'Refundable' }, minus: ['paidAmount', 'refundedAmount'] as [string, string] },
];

/** The three refunds are one 退款 action whose dialog asks the kind (issue 35: one refund action). */
const refundGroup = {
  key: 'refund',
  label: { zh: '退款', en: 'Refund' },
  kindLabel: { zh: '退款方式', en: 'Refund kind' },
};

const refundAmount = (prop: string): Column => ({
  prop,
  label: { zh: '退款金额(元)', en: 'Refund amount (yuan)' },
  type: 'money',
  min: 0.01,
  max: 100000,
  help: {
    zh: '不能超过实付金额减去已退金额',
    en: 'At most the amount paid less the amount already refunded',
  },
  rules: [required('请输入退款金额', 'Please enter the refund amount')],
});

/**
 * Orders (share-biz/order): the money side of a rental, one per rent record. A WeChat Pay order is paid
 * by the member after the car is returned (`unpaid` → `paid`); a Pay-Score (points) order is opened when
 * the rental starts (`Pay-Score in progress`) and finished with the final amount or cancelled. Paid orders can be
 * refunded, partly or wholly (`partly refunded`, `refunded`): the server never lets the refunds of an
 * order add up to more than was paid, whoever asks and however many ask at once (plugins/rentals).
 *
 * A refund's transition names `refunded` as its target: the server ends there when nothing is left to
 * refund, and in `partly refunded` otherwise (the amount decides, not the button).
 *
 * Every change of state is a transition below (a form with a confirmation on the row); each goes through
 * the payment channel (an adapter, simulated by default), writes a change record and is idempotent: the
 * same request repeated is recognised and answered with the first result. `getDetailByOrderNumber` answers
 * an order with its rental, payments, refunds and changes; `orderInfoExport` the .xlsx of the list.
 */
export default defineEntity({
  name: 'rentals.order',
  title: { zh: '订单列表', en: 'Orders' },
  route: '/rental/order',
  menu: { parent: 'rental', sort: 2, icon: 'shopping' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '订单由会员下单和支付流程生成，不能手工新增、修改或删除',
      en: "Orders come from the member's checkout and payment and cannot be added, changed or removed by hand",
    },
    instead: { zh: '请在订单行上用退款等操作', en: "Use the order's row actions such as refund" },
  },
  permission: 'order',
  api: { service: 'share-biz', entity: 'order' },
  storage: {
    table: 'biz_order',
    tenant: true,
    indexes: [['tenantId', 'createTime'], ['tenantId', 'orderStatus', 'createTime'], ['orderNumber'], ['rentRecordId']],
  },
  // One details view per row: the order details dialog (plugins/rentals) — no flat id-heavy 查看 beside it.
  // The details, the refund and the Pay-Score finish are buttons; the rarer refunds and the cancel wait in 更多.
  table: {
    index: true,
    viewButton: false,
    inlineOps: ['detail', 'refund', 'finishPoints'],
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  excel: { export: { path: 'orderInfoExport', direct: true } },
  columns: [
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact', order: 1 },
      table: { key: true, width: 190, fixed: 'left' },
      ...server,
    },
    {
      prop: 'rentRecordId',
      label: { zh: '租赁记录ID', en: 'Rent record ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...server,
      view: false,
    },
    ...memberColumns,
    ...storeColumns,
    {
      prop: 'source',
      label: { zh: '订单来源', en: 'Source' },
      type: 'select',
      dict: 'order_source',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 110 },
      ...server,
    },
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
    keyColumn(moneyColumn('orderAmount', '订单金额', 'Amount')),
    moneyColumn('paidAmount', '实付金额', 'Paid'),
    moneyColumn('refundedAmount', '已退金额', 'Refunded'),
    {
      prop: 'orderStatus',
      label: { zh: '订单状态', en: 'Status' },
      type: 'select',
      dict: 'order_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { key: true, width: 110 },
      ...server,
    },
    { prop: 'payTime', label: { zh: '支付时间', en: 'Paid at' }, type: 'datetime', table: { width: 170 }, ...server },
    {
      prop: 'transactionId',
      label: { zh: '渠道交易号', en: 'Channel transaction' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    keyColumn(createTimeColumn('下单时间', 'Ordered')),
  ],
  summary: { sums: ['orderAmount', 'paidAmount', 'refundedAmount'] },
  actions: [{ key: 'detail', label: { zh: '订单详情', en: 'Details' }, scope: 'row', plugin: 'rentals', icon: 'file' }],
  // The refunded amount is what the order's refunds take (requested, processing or succeeded; a failed one
  // gives its amount back), and never more than was paid (docs/integrity.md).
  totals: [
    {
      prop: 'refundedAmount',
      lines: 'rentals.refundOrder',
      key: 'orderId',
      sum: 'amount',
      where: { refundStatus: [0, 1, 2] },
    },
  ],
  invariants: [
    {
      key: 'refundedWithinPaid',
      label: { zh: '已退金额不能超过实付金额', en: 'the amount refunded cannot exceed the amount paid' },
      left: ['refundedAmount'],
      op: '<=',
      right: ['paidAmount'],
    },
  ],
  stateMachine: {
    field: 'orderStatus',
    transitions: [
      {
        key: 'finishPoints',
        label: { zh: '完结支付分', en: 'Finish Pay-Score' },
        from: [1],
        to: 2,
        endpoint: 'finishPayPointsOrder',
        inputs: [
          {
            prop: 'orderAmount',
            label: { zh: '完结金额(元)', en: 'Amount to collect (yuan)' },
            type: 'money',
            min: 0,
            max: 100000,
            rules: [required('请输入完结金额', 'Please enter the amount to collect')],
          },
        ],
        confirm: {
          zh: '按完结金额向会员扣款并完成订单。确定完结？',
          en: 'The amount is collected from the member and the order is completed. Finish?',
        },
        success: { zh: '支付分订单已完结', en: 'Pay-Score order finished' },
      },
      {
        key: 'cancelPoints',
        label: { zh: '取消支付分', en: 'Cancel Pay-Score' },
        from: [1],
        to: 5,
        endpoint: 'cancelPayPointsOrder',
        danger: true,
        confirm: {
          zh: '取消后不向会员扣款，订单金额记为 0。确定取消支付分订单？',
          en: 'The member is not charged and the order amount becomes 0. Cancel the Pay-Score order?',
        },
        success: { zh: '支付分订单已取消', en: 'Pay-Score order cancelled' },
      },
      {
        key: 'refund',
        label: { zh: '普通退款', en: 'Regular refund' },
        group: refundGroup,
        from: [2, 3],
        to: 4,
        endpoint: 'refundOrder',
        danger: true,
        context: refundContext,
        inputs: [refundAmount('refundAmount'), reason('退款原因', 'Reason')],
        confirm: {
          zh: '退款将原路退回会员的支付账户；退完实付金额后订单变为「已退款」。确定退款？',
          en: 'The money goes back to the member’s payment account; once all of it is refunded the order is "Refunded". Refund?',
        },
        success: { zh: '退款已提交', en: 'Refund submitted' },
      },
      {
        key: 'billingErrorRefund',
        label: { zh: '计费错误退款', en: 'Billing-error refund' },
        group: refundGroup,
        from: [2, 3],
        to: 4,
        endpoint: 'billingErrorRefund',
        danger: true,
        context: refundContext,
        inputs: [refundAmount('refundAmount')],
        confirm: {
          zh: '按计费错误退回多收的金额。确定退款？',
          en: 'The amount overcharged by a billing error is returned. Refund?',
        },
        success: { zh: '退款已提交', en: 'Refund submitted' },
      },
      {
        key: 'constraintRefund',
        // The contract's call names the member (memberId); the row answers it, the form does not ask.
        send: ['memberId'],
        label: { zh: '强制退款', en: 'Forced refund' },
        group: refundGroup,
        from: [2, 3],
        to: 4,
        endpoint: 'constraintRefund',
        danger: true,
        context: refundContext,
        inputs: [refundAmount('orderAmount'), reason('强制退款说明', 'Note')],
        confirm: {
          zh: '强制退款由运营人员发起，须写明说明。确定强制退款？',
          en: 'A forced refund is started by an operator and needs a note. Refund?',
        },
        success: { zh: '退款已提交', en: 'Refund submitted' },
      },
    ],
  },
});
