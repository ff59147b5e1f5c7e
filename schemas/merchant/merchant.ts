import { defineEntity, keyColumn, required } from '../../engine/schema';
import * as place from './_place-columns';

/**
 * Unified merchants (统一商户, DOMAIN.md "Who and what"): the companies that own or host the business, per
 * tenant. A merchant may sit under another (`parentId`: an agent's sub-merchants; 0 = top level), owns
 * stores (merchant.store), which hold sites (merchant.site), where devices stand.
 *
 * Served at `toycar-merchant/merchant` (SERVICE-MAP) with the contract's `tree?tenantId=` (the picker tree
 * by parentId), `getStatistical` and `POST isAble?ids=`; `unified-merchant/unifiedmerchant/*` is the same
 * table seen by the billing side (plugins/merchants/server/unified-routes.ts). `isAble` is a state machine:
 * a merchant is created enabled; enabling one under a disabled parent is refused (guard), and a disabled
 * merchant gets no new stores, sub-merchants or site links (hooks in plugins/merchants/server). Lists (and so
 * the merchant pickers of other screens) show enabled merchants first.
 */
export default defineEntity({
  name: 'merchant.merchant',
  title: { zh: '统一商户', en: 'Unified merchants' },
  route: '/merchants/merchant',
  menu: { parent: 'merchants', sort: 1, icon: 'shop' },
  permission: 'merchant',
  api: { service: 'toycar-merchant', entity: 'merchant' },
  storage: { table: 'tc_merchant', tenant: true, audit: true, softDelete: true, indexes: [['parentId']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'isAble', order: 'desc' } },
  dialog: {
    groups: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        props: ['merchantName', 'merchantCode', 'shortName', 'merchantType', 'parentId', 'creditCode'],
      },
      place.groups.contact,
      place.groups.location(false),
      { title: { zh: '结算账户', en: 'Settlement' }, props: ['busiMerchantId', 'bankName', 'bankAccount'] },
    ],
  },
  excel: { export: true },
  columns: [
    {
      prop: 'merchantName',
      label: { zh: '商户名称', en: 'Merchant' },
      search: true,
      unique: true,
      maxLength: 60,
      table: { key: true, width: 200 },
      rules: [required('请输入商户名称', 'Please enter the merchant name')],
    },
    {
      prop: 'merchantCode',
      label: { zh: '商户编号', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 20,
      form: { readonly: true },
      help: { zh: '保存时自动生成', en: 'Made by the server when saved' },
      table: { width: 110 },
    },
    { prop: 'shortName', label: { zh: '简称', en: 'Short name' }, maxLength: 20, table: { hide: true } },
    {
      prop: 'merchantType',
      label: { zh: '商户类型', en: 'Type' },
      type: 'select',
      dict: 'merchant_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      rules: [required('请选择商户类型', 'Please choose the merchant type', 'change')],
    },
    {
      prop: 'parentId',
      label: { zh: '上级商户', en: 'Parent merchant' },
      type: 'select',
      ref: { schema: 'merchant.merchant', label: 'merchantName' },
      db: { type: 'bigint' },
      default: 0,
      search: { mode: 'exact' },
      table: { hide: true },
      help: { zh: '代理商下的子商户选择其代理商；不选为一级商户', en: "An agent's sub-merchant names its agent; empty = top level" },
    },
    {
      prop: 'creditCode',
      label: { zh: '统一社会信用代码', en: 'Credit code' },
      maxLength: 18,
      table: { hide: true },
      rules: [
        {
          pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
          message: { zh: '统一社会信用代码为 18 位数字或大写字母', en: 'The credit code has 18 digits or capital letters' },
        },
      ],
    },
    place.contactName,
    keyColumn(place.contactPhone),
    ...place.regionCascade,
    place.address,
    {
      prop: 'busiMerchantId',
      label: { zh: '分账商户号', en: 'Sharing account' },
      maxLength: 32,
      search: true,
      table: { hide: true },
      help: { zh: '微信支付分账接收方的商户号', en: 'The merchant number that receives profit shares (WeChat Pay)' },
      rules: [{ pattern: '^\\d{8,12}$', message: { zh: '商户号为 8 到 12 位数字', en: 'The merchant number has 8 to 12 digits' } }],
    },
    { prop: 'bankName', label: { zh: '开户银行', en: 'Bank' }, maxLength: 60, table: { hide: true } },
    {
      prop: 'bankAccount',
      label: { zh: '银行账号', en: 'Bank account' },
      maxLength: 30,
      table: { hide: true },
      rules: [{ pattern: '^\\d{8,30}$', message: { zh: '银行账号为 8 到 30 位数字', en: 'The account has 8 to 30 digits' } }],
    },
    {
      prop: 'balance',
      label: { zh: '账户余额', en: 'Balance' },
      type: 'money',
      default: 0,
      form: false,
      table: { key: true, width: 110, align: 'right' },
    },
    { ...keyColumn(place.isAble), default: 1 },
    place.createTime,
    place.remark,
  ],
  stateMachine: {
    field: 'isAble',
    transitions: place.enableTransitions({ zh: '商户', en: 'merchant' }, 'merchants.merchantEnable'),
  },
});
