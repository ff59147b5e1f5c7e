import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, merchantRef, remarkColumn, server, storeRef } from './_columns';

/**
 * Share ratios (unified-merchant/shareratio; DOMAIN.md "Profit sharing"): who receives which percentage of
 * a merchant's paid orders — for all its stores or one store, for one product. When an order is split
 * (plugins/profit-sharing), the enabled ratios of its merchant and product apply: a store's own ratios
 * when it has any, else the merchant-wide ones; what the receivers do not take stays with the merchant.
 *
 * The server keeps the enabled ratios of one merchant, store and product at most 100 % together (adding,
 * changing, enabling or `submittotal` — the whole set at once — are refused with the total otherwise), and
 * writes a change record (sharing.shareRatioChangeRecord) for every change, with who and when.
 * `operation?ids=` enables or disables (a state machine on `isAble`).
 */
export default defineEntity({
  name: 'sharing.shareRatio',
  title: { zh: '分账比例', en: 'Share ratios' },
  route: '/sharing/shareratio',
  menu: { parent: 'sharing', sort: 1, icon: 'pay' },
  permission: 'shareratio',
  api: { service: 'unified-merchant', entity: 'shareratio' },
  storage: {
    table: 'um_share_ratio',
    tenant: true,
    audit: true,
    softDelete: true,
    indexes: [['merchantId', 'productCode', 'storeId']],
  },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  columns: [
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      // Picked by name (issue 35); read and searched by the name kept beside it (merchantName).
      type: 'select',
      ref: merchantRef,
      db: { type: 'bigint', index: true },
      table: false,
      view: false,
      rules: [required('请选择商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'merchantName',
      label: { zh: '商户', en: 'Merchant' },
      maxLength: 64,
      search: true,
      table: { width: 160, ellipsis: true },
      ...server,
    },
    {
      prop: 'storeId',
      label: { zh: '适用门店', en: 'Store' },
      // A store of the chosen merchant, picked by name; read and searched by the name kept beside it.
      type: 'select',
      ref: storeRef,
      options: { dependsOn: 'merchantId', match: 'merchantId' },
      db: { type: 'bigint' },
      view: false,
      help: { zh: '不填则适用于商户的全部门店', en: 'Leave empty for every store of the merchant' },
      table: { hide: true },
    },
    {
      prop: 'storeName',
      label: { zh: '门店', en: 'Store' },
      maxLength: 64,
      search: true,
      table: { width: 140, ellipsis: true },
      ...server,
    },
    {
      prop: 'productCode',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      default: 'toycar',
      search: { mode: 'exact' },
      table: { width: 110 },
      rules: [required('请选择产品', 'Please choose the product', 'change')],
    },
    {
      prop: 'receiverType',
      label: { zh: '接收方类型', en: 'Receiver type' },
      type: 'select',
      dict: 'receiver_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择接收方类型', 'Please choose the receiver type', 'change')],
    },
    {
      prop: 'receiverName',
      label: { zh: '接收方', en: 'Receiver' },
      maxLength: 64,
      search: true,
      table: { width: 150, ellipsis: true },
      rules: [required('请输入接收方名称', 'Please enter the receiver')],
    },
    {
      prop: 'receiverAccount',
      label: { zh: '接收方账号', en: 'Receiver account' },
      maxLength: 64,
      table: { width: 150 },
      help: { zh: '支付渠道的商户号或个人账号', en: "The receiver's merchant number or account at the payment channel" },
      rules: [required('请输入接收方账号', "Please enter the receiver's account")],
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
      prop: 'ratio',
      label: { zh: '分账比例(%)', en: 'Ratio (%)' },
      // A number with 2 decimals, stored exactly as a decimal; the server compares hundredths of a percent.
      type: 'number',
      db: { type: 'decimal' },
      precision: 2,
      min: 0.01,
      max: 100,
      table: { width: 100, align: 'right' },
      rules: [required('请输入分账比例', 'Please enter the ratio')],
    },
    {
      prop: 'isAble',
      label: { zh: '启用状态', en: 'Enabled' },
      type: 'select',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      form: false,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
    remarkColumn(),
    createTimeColumn(),
  ],
  stateMachine: {
    field: 'isAble',
    transitions: [
      {
        key: 'enable',
        label: { zh: '启用', en: 'Enable' },
        from: [0],
        to: 1,
        endpoint: 'operation',
        batch: true,
        effect: 'profit-sharing.ratioToggled',
        success: { zh: '已启用', en: 'Enabled' },
      },
      {
        key: 'disable',
        label: { zh: '停用', en: 'Disable' },
        from: [1],
        to: 0,
        endpoint: 'operation',
        batch: true,
        danger: true,
        effect: 'profit-sharing.ratioToggled',
        success: { zh: '已停用', en: 'Disabled' },
      },
    ],
  },
});
