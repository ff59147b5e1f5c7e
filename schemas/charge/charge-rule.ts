import { defineEntity, required } from '../../engine/schema';
import * as place from '../merchant/_place-columns';

const money = (prop: string, zh: string, en: string, extra: Record<string, unknown> = {}) => ({
  prop,
  label: { zh, en },
  type: 'money',
  min: 0,
  max: 10000,
  default: 0,
  table: { width: 100, align: 'right' as const },
  ...extra,
});

/**
 * The charging mode decides the price fields: by duration (1) a rental pays a starting price, then the unit
 * price per started unit of minutes after the free minutes, up to the cap; per ride (2) the unit price is
 * the whole price, so the duration fields do not apply (hidden, stored empty).
 */
const BY_DURATION = { prop: 'chargeType', in: [1] };

/**
 * Charge rules (计费规则): how a rental is priced — per started unit of minutes after the free minutes, or
 * per ride — with a starting price, a cap per rental and a deposit; money in yuan on the wire, fen stored.
 * A rule belongs to a merchant and may be made for one site (`siteId`; empty = any site of the merchant).
 * Served at `toy-charge-rule/chargerule` with the contract's `POST doEnable?ids=` (enable / disable, a
 * state machine) and `POST getChargeRuleBySiteIdCouldNull (siteId)`: the enabled rule of the site, else the
 * merchant's enabled rule for any site, else null. A rule still bound to devices cannot be disabled or
 * removed; devices bind only to an enabled rule (devices' `updateDeviceRule`).
 */
export default defineEntity({
  name: 'charge.rule',
  title: { zh: '计费规则', en: 'Charge rules' },
  route: '/merchants/charge-rule',
  menu: { parent: 'merchants', sort: 6, icon: 'money' },
  permission: 'chargerule',
  api: { service: 'toy-charge-rule', entity: 'chargerule' },
  storage: { table: 'tc_charge_rule', tenant: true, audit: true, softDelete: true, indexes: [['merchantId'], ['siteId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  columns: [
    {
      prop: 'ruleName',
      label: { zh: '规则名称', en: 'Rule' },
      search: true,
      maxLength: 40,
      table: { width: 180 },
      rules: [required('请输入规则名称', 'Please enter the rule name')],
    },
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      type: 'select',
      ref: place.enabledMerchantRef,
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择所属商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'siteId',
      label: { zh: '适用场地', en: 'Site' },
      type: 'select',
      ref: { schema: 'merchant.site', label: 'siteName' },
      db: { type: 'bigint' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 160 },
      help: { zh: '不选则适用于该商户的所有场地', en: "Empty: every site of the merchant" },
    },
    {
      prop: 'chargeType',
      label: { zh: '计费方式', en: 'Charge type' },
      type: 'select',
      dict: 'charge_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      rules: [required('请选择计费方式', 'Please choose how to charge', 'change')],
    },
    {
      prop: 'unitMinutes',
      label: { zh: '计费单位(分钟)', en: 'Unit (min)' },
      type: 'number',
      min: 1,
      max: 240,
      default: 10,
      table: { width: 100 },
      visible: BY_DURATION,
      required: BY_DURATION,
      requiredMessage: { zh: '按时长计费须填写计费单位(分钟)', en: 'Charging by duration needs the unit in minutes' },
      help: { zh: '按时长计费时每个计费单位的分钟数', en: 'Minutes per charged unit (by duration)' },
    },
    money('unitPrice', '单价(元)', 'Unit price', {
      rules: [required('请输入单价', 'Please enter the unit price')],
    }),
    {
      prop: 'freeMinutes',
      label: { zh: '免费时长(分钟)', en: 'Free (min)' },
      type: 'number',
      min: 0,
      max: 60,
      default: 0,
      table: { width: 100 },
      visible: BY_DURATION,
    },
    money('startPrice', '起步价(元)', 'Starting price', { table: { hide: true }, visible: BY_DURATION }),
    money('capAmount', '封顶金额(元)', 'Cap', {
      visible: BY_DURATION,
      help: { zh: '单次租借最高收费，0 为不封顶', en: 'Most a rental costs; 0 = no cap' },
    }),
    money('deposit', '押金(元)', 'Deposit', { table: { hide: true } }),
    { ...place.isAble, prop: 'enableStatus', default: 0 },
    place.createTime,
    place.remark,
  ],
  stateMachine: {
    field: 'enableStatus',
    transitions: place
      .enableTransitions({ zh: '计费规则', en: 'charge rule' }, 'merchants.ruleEnable')
      .map((t) => ({
        ...t,
        endpoint: 'doEnable',
        ...(t.key === 'disable' && {
          guard: 'merchants.ruleDisable',
          confirm: {
            zh: '停用后设备不能再绑定该规则，确定停用？',
            en: 'Once disabled, no device can be bound to this rule. Disable?',
          },
        }),
      })),
  },
});
