import { defineEntity, required } from '../../engine/schema';
import { remarkColumn, server } from './_columns';

/**
 * Dispatch machines (`dispacher-device/devicedispacher`, spec §3 "dispatcher device": name,
 * deviceSerialNumber, deviceId): vending machines whose cargo lanes hold goods. `updateStatus` puts one in
 * or out of service (a transition); `wayNum` lanes are made by `saveWayNum` (plugins/mall), each with a
 * capacity. Also `isAble`, `showInfo`, `getStatistical`, `getAble`, `registerToTmall`, `syncToTmall`.
 */
export default defineEntity({
  name: 'mall.dispatcher',
  title: { zh: '售货机', en: 'Vending machines' },
  route: '/mall/dispatcher',
  menu: { parent: 'mall', sort: 30, icon: 'shop' },
  permission: 'mall_dispatcher',
  api: { service: 'dispacher-device', entity: 'devicedispacher' },
  storage: { table: 'dd_device_dispacher', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'name',
      label: { zh: '售货机名称', en: 'Machine' },
      maxLength: 40,
      search: true,
      unique: true,
      table: { width: 160 },
      rules: [required('请输入售货机名称', 'Please enter the machine name')],
    },
    {
      prop: 'deviceSerialNumber',
      label: { zh: '设备序列号', en: 'Serial number' },
      maxLength: 32,
      search: { mode: 'exact' },
      unique: true,
      table: { width: 150 },
      rules: [
        required('请输入设备序列号', 'Please enter the serial number'),
        { pattern: '^[A-Za-z0-9-]{4,32}$', message: { zh: '序列号由 4–32 位字母、数字或 - 组成', en: 'The serial number has 4–32 letters, digits or -' } },
      ],
    },
    { prop: 'deviceId', label: { zh: '设备编号', en: 'Device ID' }, maxLength: 32, table: { width: 120 } },
    { prop: 'address', label: { zh: '投放位置', en: 'Placed at' }, maxLength: 120, table: { width: 200 } },
    { prop: 'wayNum', label: { zh: '货道数', en: 'Lanes' }, type: 'number', db: { type: 'int' }, default: 0, table: { width: 80 }, ...server },
    { prop: 'status', label: { zh: '状态', en: 'Status' }, type: 'select', dict: 'mall_dispatch_status', db: { type: 'int' }, default: 1, search: { mode: 'exact' }, table: { width: 90 }, ...server },
    { prop: 'tmallCode', label: { zh: '天猫设备码', en: 'Tmall code' }, maxLength: 40, table: { hide: true }, ...server },
    remarkColumn,
  ],
  stateMachine: {
    field: 'status',
    transitions: [
      { key: 'stop', label: { zh: '停用', en: 'Take out of service' }, from: [1], to: 0, endpoint: 'updateStatus', danger: true },
      { key: 'start', label: { zh: '启用', en: 'Put in service' }, from: [0], to: 1, endpoint: 'updateStatus' },
    ],
  },
});
