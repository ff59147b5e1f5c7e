import { defineEntity } from '../../engine/schema';
import { merchantName, siteName } from './_binding-columns';

/**
 * E-scooters (`share-iot/escooter`, our path): the device rows of type 电动滑板车, listed on their own
 * with their battery as the gateway last reported it. Added, enabled and bound on the device list.
 */
export default defineEntity({
  name: 'device.escooter',
  title: { zh: '电动滑板车', en: 'E-scooters' },
  route: '/device/escooter',
  menu: { parent: 'device', sort: 8, icon: 'car' },
  permission: 'escooter',
  api: { service: 'share-iot', entity: 'escooter', list: 'page' },
  storage: { table: 'tc_device', tenant: true, audit: true, softDelete: true },
  scope: { deviceType: 3 },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '电动滑板车是设备列表中的设备，不能在此新增或删除；电量和在线状态由网关上报',
      en: 'E-scooters are devices of the device list and cannot be added or removed here; battery and online state are reported by the gateway',
    },
    instead: {
      zh: '名称可手工修改；新增、启用和绑定请在设备列表操作',
      en: 'The name may be edited; add, enable and bind them on the device list',
    },
    edit: true,
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  columns: [
    {
      prop: 'deviceCode',
      label: { zh: '车辆编号', en: 'Scooter number' },
      search: true,
      maxLength: 32,
      form: { readonly: true },
      table: { width: 140 },
    },
    { prop: 'deviceName', label: { zh: '名称', en: 'Name' }, search: true, maxLength: 64 },
    {
      prop: 'deviceType',
      label: { zh: '设备类型', en: 'Type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      form: false,
      table: false,
    },
    merchantName,
    siteName,
    {
      prop: 'battery',
      label: { zh: '电量(%)', en: 'Battery (%)' },
      type: 'number',
      form: { readonly: true },
      table: { width: 90 },
    },
    {
      prop: 'deviceStatus',
      label: { zh: '启用状态', en: 'Enabled' },
      type: 'select',
      dict: 'enable_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      form: { readonly: true },
      table: { width: 90 },
    },
    {
      prop: 'onlineStatus',
      label: { zh: '在线状态', en: 'Online' },
      type: 'select',
      dict: 'device_online',
      db: { type: 'int' },
      search: { mode: 'exact' },
      form: { readonly: true },
      // A scooter's state: one of the list's key columns (column priority keeps it in view).
      table: { key: true, width: 90 },
    },
    {
      prop: 'lastOnlineTime',
      label: { zh: '最后在线', en: 'Last online' },
      type: 'datetime',
      form: false,
      table: { width: 160 },
    },
  ],
});
