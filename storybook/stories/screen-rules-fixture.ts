/**
 * One schema that exercises every screen rule of docs/screen-rules.md, for the screen-rules stories:
 * a reference drawn by its name, a masked phone, an empty cell, a toggle naming what it does, signed
 * money, locked rows, and a grouped transition whose dialog shows the record and asks the kind.
 * Generic words only (a shop's tickets), independent of schemas/.
 */
import type { Column, EntitySchema } from '../../engine/schema/model';
import { createRegistry, type Registry } from '../../engine/schema/registry';
import { defineCatalog } from '../../engine/schema/define';

const t = (zh: string, en: string) => ({ zh, en });

export const counter: EntitySchema = {
  name: 'rules.counter',
  title: t('柜台', 'Counters'),
  permission: 'rules_counter',
  api: { service: 'rules', entity: 'counter' },
  columns: [{ prop: 'counterName', label: t('柜台名称', 'Counter'), search: true }],
};

const amount = (prop: string, label: ReturnType<typeof t>): Column => ({ prop, label, type: 'money', precision: 2 });
const refundGroup = { key: 'refund', label: t('退款', 'Refund'), kindLabel: t('退款方式', 'Refund kind') };
const refundInput: Column = {
  prop: 'refundAmount',
  label: t('退款金额(元)', 'Refund amount (yuan)'),
  type: 'money',
  rules: [{ required: true, message: t('请输入退款金额', 'Enter the refund amount') }],
};

export const ticket: EntitySchema = {
  name: 'rules.ticket',
  title: t('票据', 'Tickets'),
  permission: 'rules_ticket',
  api: { service: 'rules', entity: 'ticket' },
  // Generated tickets (source 1) are the server's: no edit or delete offered.
  table: { locked: { prop: 'source', in: [1] }, viewButton: true },
  columns: [
    { prop: 'ticketNo', label: t('票据编号', 'Ticket number'), search: true },
    // Held as an id, drawn as the counter's name; searched with a picker.
    {
      prop: 'counterId',
      label: t('柜台', 'Counter'),
      type: 'number',
      ref: { schema: 'rules.counter', label: 'counterName' },
      search: true,
    },
    { prop: 'buyerPhone', label: t('购买人手机', 'Buyer phone'), type: 'phone', mask: 'phone' },
    { prop: 'kind', label: t('类型', 'Kind'), type: 'select', dict: 'rules_kind' },
    { ...amount('amount', t('金额', 'Amount')), sign: { prop: 'kind', minus: [2] } },
    amount('paidAmount', t('实付', 'Paid')),
    amount('refundedAmount', t('已退', 'Refunded')),
    { prop: 'remark', label: t('备注', 'Remark') },
    { prop: 'source', label: t('来源', 'Source'), type: 'select', dict: 'rules_source', form: false },
    { prop: 'enabled', label: t('启用', 'Enabled'), type: 'switch', default: 1 },
    { prop: 'state', label: t('状态', 'State'), type: 'select', dict: 'rules_state', form: false, default: 1 },
  ],
  actions: [
    {
      key: 'toggle',
      label: t('切换', 'Toggle'),
      scope: 'row',
      params: 'id',
      effect: { toggle: 'enabled' },
      success: t('已切换', 'Switched'),
    },
  ],
  stateMachine: {
    field: 'state',
    transitions: [
      {
        key: 'refund',
        label: t('普通退款', 'Regular refund'),
        from: [1],
        to: 2,
        group: refundGroup,
        danger: true,
        context: [
          'ticketNo',
          'paidAmount',
          'refundedAmount',
          { label: t('可退金额', 'Refundable'), minus: ['paidAmount', 'refundedAmount'] },
        ],
        inputs: [refundInput],
      },
      {
        key: 'forcedRefund',
        label: t('强制退款', 'Forced refund'),
        from: [1],
        to: 2,
        group: refundGroup,
        danger: true,
        context: [
          'ticketNo',
          'paidAmount',
          'refundedAmount',
          { label: t('可退金额', 'Refundable'), minus: ['paidAmount', 'refundedAmount'] },
        ],
        inputs: [
          refundInput,
          {
            prop: 'note',
            label: t('强制退款说明', 'Remarks'),
            rules: [{ required: true, message: t('请写明说明', 'Write the remarks') }],
          },
        ],
      },
    ],
  },
};

const catalog = defineCatalog({
  dicts: [
    {
      code: 'rules_kind',
      title: t('类型', 'Kind'),
      items: [
        { key: 1, label: t('收入', 'Income') },
        { key: 2, label: t('扣减', 'Deduction') },
      ],
    },
    {
      code: 'rules_source',
      title: t('来源', 'Source'),
      items: [
        { key: 1, label: t('系统生成', 'Generated') },
        { key: 2, label: t('手工录入', 'Entered') },
      ],
    },
    {
      code: 'rules_state',
      title: t('状态', 'State'),
      items: [
        { key: 1, label: t('已支付', 'Paid'), tone: 'success' },
        { key: 2, label: t('已退款', 'Refunded'), tone: 'default' },
      ],
    },
  ],
});

export const rulesRegistry: Registry = createRegistry(
  [catalog, counter, ticket].map((value, i) => ({ file: `storybook/rules/${i}.ts`, value })),
);

export const counterRows = () => [
  { id: 11, counterName: '万达广场一楼柜台' },
  { id: 12, counterName: '银泰城三楼柜台' },
];

/** Rows as the server sends them: the phone already masked (no reveal grant), one remark empty. */
export const ticketRows = () => [
  {
    id: '1',
    ticketNo: 'T202612060001',
    counterId: 11,
    buyerPhone: '138****1234',
    kind: 1,
    amount: 128.5,
    paidAmount: 128.5,
    refundedAmount: 0,
    remark: '周末套餐',
    source: 2,
    enabled: 1,
    state: 1,
  },
  {
    id: '2',
    ticketNo: 'T202612060002',
    counterId: 12,
    buyerPhone: '139****5678',
    kind: 2,
    amount: 20,
    paidAmount: 60,
    refundedAmount: 20,
    remark: '',
    source: 1,
    enabled: 0,
    state: 1,
  },
  {
    id: '3',
    ticketNo: 'T202612060003',
    counterId: 11,
    buyerPhone: '137****0001',
    kind: 1,
    amount: 45,
    paidAmount: 45,
    refundedAmount: 45,
    remark: null,
    source: 1,
    enabled: 1,
    state: 2,
  },
];
