import { defineEntity, required } from '../../engine/schema';
import { bindingColumns } from './_binding-columns';

/**
 * Merchant devices (spec §7 "Merchant device", `toycar-merchant/merchantdevice`): one row per device bound
 * to a merchant — the binding, with the store, site and charge rule the device serves under. The device
 * row carries the same four (docs/areas/devices.md); plugins/devices writes both in one transaction.
 *
 * - `bindDeviceList (merchantId, deviceIds | deviceCodes)`: bind unbound, enabled devices to a merchant;
 * - `refBindMerchant (merchantDeviceIds, merchantId)`: move bound devices to another merchant (their store,
 *   site and rule are released, they belong to the old merchant);
 * - `updateDeviceSite (merchantDeviceIds, merchantSiteId, merchantStoreId)`: the site (of the merchant,
 *   approved and enabled; the store follows from it);
 * - `updateDeviceRule (merchantDeviceIds, rechargeRuleId)`: the charge rule (enabled, of the merchant);
 * - `bindDeviceListAble` / `refBindMerchantAble`: the devices each call may take (paged, searchable);
 * - `unbind (merchantDeviceIds)`: the devices leave the merchant (no merchant, store, site or rule).
 *
 * Rows are written by these calls only (read-only list: no add or delete); by hand only the remark (systemMade.edit).
 */
export default defineEntity({
  name: 'device.merchantDevice',
  title: { zh: '商户设备', en: 'Merchant devices' },
  route: '/device/merchant-device',
  menu: { parent: 'device', sort: 6, icon: 'shop' },
  permission: 'merchantdevice',
  api: { service: 'toycar-merchant', entity: 'merchantdevice', list: 'page' },
  storage: { table: 'tc_merchant_device', tenant: true, audit: true, softDelete: true, indexes: [['deviceId']] },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '商户设备由绑定设备生成，不能手工新增或删除；门店、场地和计费规则由绑定操作维护',
      en: 'Merchant devices are made by binding devices and cannot be added or removed by hand; store, site and rule follow the binding calls',
    },
    instead: {
      zh: '备注可手工修改；改场地、改计费规则、换绑或解绑请用行上的操作',
      en: 'The remark may be edited; change site or rule, move or unbind with the row actions',
    },
    edit: true,
  },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'deviceId',
      label: { zh: '设备编号', en: 'Device ID' },
      type: 'select',
      db: { type: 'bigint', index: true },
      form: false,
      table: false,
      view: false,
    },
    {
      prop: 'deviceCode',
      label: { zh: '设备编号', en: 'Device number' },
      maxLength: 32,
      form: false,
      search: true,
      table: { width: 140 },
    },
    {
      prop: 'deviceType',
      label: { zh: '设备类型', en: 'Type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      form: false,
      search: { mode: 'exact' },
      table: { width: 100 },
    },
    ...bindingColumns,
    {
      prop: 'bindTime',
      label: { zh: '绑定时间', en: 'Bound at' },
      type: 'datetime',
      form: false,
      search: { mode: 'range' },
      table: { width: 160 },
    },
    // The one thing typed by hand (systemMade.edit): the operator's note on this binding.
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 200,
      form: { span: 24 },
      table: { width: 180, ellipsis: true },
    },
  ],
  actions: [
    {
      key: 'bindDeviceList',
      label: { zh: '绑定设备', en: 'Bind devices' },
      scope: 'toolbar',
      params: 'body',
      icon: 'control',
      form: [
        {
          prop: 'merchantId',
          label: { zh: '商户', en: 'Merchant' },
          type: 'select',
          dict: { url: '/api/toycar-merchant/merchantdevice/merchant-options', label: 'merchantName', value: 'id' },
          rules: [required('请选择商户', 'Please choose the merchant', 'change')],
        },
        {
          prop: 'deviceCodes',
          label: { zh: '设备编号', en: 'Device numbers' },
          type: 'textarea',
          maxLength: 20000,
          form: { span: 24, placeholder: { zh: '每行一个，或用逗号分隔', en: 'One per line, or separated by commas' } },
          rules: [required('请输入设备编号', 'Please enter the device numbers')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '设备已绑定', en: 'Devices bound' },
    },
    {
      key: 'refBindMerchant',
      label: { zh: '换绑商户', en: 'Move to merchant' },
      scope: 'batch',
      params: 'body',
      icon: 'shop',
      form: [
        {
          prop: 'merchantId',
          label: { zh: '新商户', en: 'New merchant' },
          type: 'select',
          dict: { url: '/api/toycar-merchant/merchantdevice/merchant-options', label: 'merchantName', value: 'id' },
          rules: [required('请选择新商户', 'Please choose the new merchant', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已换绑，门店、场地和计费规则需重新设置', en: 'Moved: set the store, site and charge rule again' },
    },
    {
      key: 'updateDeviceSite',
      label: { zh: '设置场地', en: 'Set site' },
      scope: 'batch',
      params: 'body',
      icon: 'location',
      form: [
        {
          prop: 'merchantSiteId',
          label: { zh: '场地', en: 'Site' },
          type: 'select',
          dict: { url: '/api/toycar-merchant/merchantdevice/site-options', label: 'siteName', value: 'id' },
          rules: [required('请选择场地', 'Please choose the site', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '场地已设置', en: 'Site set' },
    },
    {
      key: 'updateDeviceRule',
      label: { zh: '设置计费规则', en: 'Set charge rule' },
      scope: 'batch',
      params: 'body',
      icon: 'money',
      form: [
        {
          prop: 'rechargeRuleId',
          label: { zh: '计费规则', en: 'Charge rule' },
          type: 'select',
          dict: { url: '/api/toycar-merchant/merchantdevice/rule-options', label: 'ruleName', value: 'id' },
          rules: [required('请选择计费规则', 'Please choose the charge rule', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '计费规则已设置', en: 'Charge rule set' },
    },
    {
      key: 'unbind',
      label: { zh: '解绑', en: 'Unbind' },
      scope: 'batch',
      params: 'body',
      danger: true,
      confirm: {
        zh: '解绑后设备不再属于该商户，门店、场地和计费规则一并解除。确定解绑？',
        en: 'Unbound devices leave the merchant with their store, site and rule. Unbind?',
      },
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已解绑', en: 'Unbound' },
    },
  ],
});
