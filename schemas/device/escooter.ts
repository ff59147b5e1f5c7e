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
  table: { index: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  columns: [
    {
      prop: 'deviceCode',
      label: { zh: '车辆编号', en: 'Scooter number' },
      search: true,
      maxLength: 32,
      table: { width: 140 },
    },
    { prop: 'deviceName', label: { zh: '名称', en: 'Name' }, search: true, maxLength: 64 },
    {
      prop: 'deviceType',
      label: { zh: '设备类型', en: 'Type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      table: false,
    },
    merchantName,
    siteName,
    { prop: 'battery', label: { zh: '电量(%)', en: 'Battery (%)' }, type: 'number', table: { width: 90 } },
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
    { prop: 'lastOnlineTime', label: { zh: '最后在线', en: 'Last online' }, type: 'datetime', table: { width: 160 } },
  ],
});
