import { defineEntity } from '../../engine/schema';

/**
 * Merchant balance changes (余额流水): every change of a merchant's balance — profit shares in, withdrawals
 * out, adjustments, refunds clawed back — with the balance after it, in fen, per tenant. Written by the
 * server only (the billing side adds lines; the demo seeds months of them whose sum is the balance).
 * `GET unified-merchant/unifiedmerchant/getBalanceLog?merchantId=` pages one merchant's lines.
 */
export default defineEntity({
  name: 'unified.balanceLog',
  title: { zh: '余额流水', en: 'Balance changes' },
  route: '/merchants/balance-log',
  menu: { parent: 'merchants', sort: 9, icon: 'money' },
  permission: 'balancelog',
  api: { service: 'unified-merchant', entity: 'balancelog' },
  storage: { table: 'um_merchant_balance_log', tenant: true, audit: true, indexes: [['merchantId']] },
  readOnly: true,
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  summary: { sums: ['amount'] },
  columns: [
    {
      prop: 'merchantId',
      label: { zh: '商户', en: 'Merchant' },
      type: 'select',
      ref: { schema: 'merchant.merchant', label: 'merchantName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 220 },
    },
    {
      prop: 'changeType',
      label: { zh: '变动类型', en: 'Change' },
      type: 'select',
      dict: 'balance_change_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
    },
    { prop: 'amount', label: { zh: '变动金额', en: 'Amount' }, type: 'money', table: { width: 120, align: 'right' } },
    { prop: 'balanceAfter', label: { zh: '变动后余额', en: 'Balance after' }, type: 'money', table: { width: 130, align: 'right' } },
    { prop: 'bizNo', label: { zh: '业务单号', en: 'Reference' }, search: true, maxLength: 40, table: { width: 190 } },
    { prop: 'remark', label: { zh: '说明', en: 'Note' }, maxLength: 255, table: { ellipsis: true } },
    {
      prop: 'createTime',
      label: { zh: '发生时间', en: 'When' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 160, sortable: true },
    },
  ],
});
