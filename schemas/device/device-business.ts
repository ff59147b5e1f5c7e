import { defineEntity, required } from '../../engine/schema';
import { merchantName, siteName, storeName } from './_binding-columns';
import { controlAction } from './_control-action';

/**
 * Cabinet business (spec §7 `toycar-device/devicebusiness`): the cabinets as the toy-car business sees
 * them — the device rows of type 柜机 (same table as device.device; `deviceBusinessId` is the device id) —
 * with where they stand. `nullSite` lists the cabinets without a site, `saveSiteId (siteId, merchantId,
 * merchantStoreId, deviceIds)` places cabinets on a site, `removeDevice (deviceId)` takes one off its site,
 * `getSiteWithoutError (siteId)` answers the site's cabinets that have no open fault report. Slots and cars:
 * `carbusiness/carList?deviceBusinessId=`.
 */
export default defineEntity({
  name: 'device.business',
  title: { zh: '柜机场地', en: 'Cabinets on sites' },
  route: '/device/business',
  menu: { parent: 'device', sort: 7, icon: 'location' },
  permission: 'devicebusiness',
  api: { service: 'toycar-device', entity: 'devicebusiness', list: 'page' },
  storage: { table: 'tc_device', tenant: true, audit: true, softDelete: true },
  scope: { deviceType: 1 },
  readOnly: true,
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  columns: [
    {
      prop: 'deviceCode',
      label: { zh: '柜机编号', en: 'Cabinet number' },
      search: true,
      maxLength: 32,
      table: { width: 140 },
    },
    { prop: 'deviceName', label: { zh: '柜机名称', en: 'Name' }, search: true, maxLength: 64 },
    {
      prop: 'deviceType',
      label: { zh: '设备类型', en: 'Type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      table: false,
    },
    { prop: 'slotCount', label: { zh: '仓位数', en: 'Slots' }, type: 'number', table: { width: 80 } },
    merchantName,
    storeName,
    siteName,
    { prop: 'siteId', label: { zh: '场地编号', en: 'Site ID' }, type: 'select', db: { type: 'bigint' }, table: false, view: false },
    {
      prop: 'deviceStatus',
      label: { zh: '启用状态', en: 'Enabled' },
      type: 'select',
      dict: 'enable_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
    },
    {
      prop: 'onlineStatus',
      label: { zh: '在线状态', en: 'Online' },
      type: 'select',
      dict: 'device_online',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
    },
  ],
  actions: [
    controlAction,
    {
      key: 'saveSiteId',
      label: { zh: '放到场地', en: 'Place on a site' },
      scope: 'batch',
      params: 'body',
      icon: 'location',
      form: [
        {
          prop: 'siteId',
          label: { zh: '场地', en: 'Site' },
          type: 'select',
          dict: { url: '/api/toycar-merchant/merchantdevice/site-options', label: 'siteName', value: 'id' },
          rules: [required('请选择场地', 'Please choose the site', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已放到场地', en: 'Placed on the site' },
    },
    {
      key: 'removeDevice',
      label: { zh: '移出场地', en: 'Take off site' },
      scope: 'row',
      params: 'body',
      confirm: { zh: '确定把柜机移出场地？', en: 'Take the cabinet off its site?' },
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已移出场地', en: 'Taken off the site' },
    },
  ],
});
