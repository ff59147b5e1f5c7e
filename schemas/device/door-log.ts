import { defineEntity } from '../../engine/schema';
import { controlAction } from './_control-action';

/**
 * Door logs (`toycar-iot/doorlog`): every opening and closing of a cabinet slot's door as the device
 * reported it — which slot, which car, what triggered it (rental, return, console, maintenance) and when.
 * Written by the gateway and the rentals only.
 */
export default defineEntity({
  name: 'device.doorLog',
  title: { zh: '开关门日志', en: 'Door logs' },
  route: '/device/door-log',
  menu: { parent: 'device', sort: 20, icon: 'log' },
  permission: 'doorlog',
  api: { service: 'toycar-iot', entity: 'doorlog', list: 'page' },
  storage: { table: 'tc_door_log', tenant: true, audit: true, indexes: [['deviceId', 'logTime']] },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '开关门日志由柜机上报，不能手工新增、修改或删除',
      en: 'Door logs are reported by the cabinets and cannot be added, changed or removed by hand',
    },
    instead: {
      zh: '请用设备控制开门或关门，结果会记入此处',
      en: 'Open or close a door through device control; the result is recorded here',
    },
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'logTime', order: 'desc' } },
  columns: [
    {
      prop: 'deviceId',
      label: { zh: '设备编号', en: 'Device ID' },
      type: 'select',
      db: { type: 'bigint' },
      table: false,
      view: false,
    },
    {
      prop: 'deviceCode',
      label: { zh: '柜机', en: 'Cabinet' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 130 },
    },
    { prop: 'slotNum', label: { zh: '仓位号', en: 'Slot' }, type: 'number', table: { width: 70 } },
    { prop: 'carCode', label: { zh: '车辆', en: 'Car' }, maxLength: 32, search: true, table: { width: 130 } },
    {
      prop: 'doorAction',
      label: { zh: '动作', en: 'Action' },
      type: 'select',
      dict: 'door_action',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 80 },
    },
    {
      prop: 'source',
      label: { zh: '来源', en: 'Trigger' },
      type: 'select',
      dict: 'door_source',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
    },
    { prop: 'operator', actor: true, label: { zh: '操作人', en: 'By' }, maxLength: 64, table: { width: 110 } },
    {
      prop: 'logTime',
      label: { zh: '时间', en: 'Time' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 160 },
    },
  ],
  charts: [
    {
      key: 'perDay',
      title: { zh: '每日开关门次数', en: 'Door events per day' },
      type: 'bar',
      x: { prop: 'logTime' },
      range: { days: 14 },
      measures: [{ kind: 'count', label: { zh: '次数', en: 'Events' } }],
    },
  ],
  actions: [controlAction],
});
