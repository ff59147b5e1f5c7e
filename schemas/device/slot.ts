import { defineEntity } from '../../engine/schema';

/**
 * Slots (spec §7 `toycar-device/slot`, slot business `slotId, deviceBusinessId, slotNum, platform`): the
 * numbered slots of a cabinet, made by the server when the cabinet is added (1 … slotCount). A slot is
 * empty, holds one car, or is out of service; `carId` and the 空仓 / 有车 states change with bindCar and
 * removeCarFromDevice (and the rentals), never by hand. An empty slot can be taken out of service and back;
 * the remark is the one column typed by hand (systemMade.edit).
 */
export default defineEntity({
  name: 'device.slot',
  title: { zh: '仓位管理', en: 'Slots' },
  route: '/device/slot',
  menu: { parent: 'device', sort: 2, icon: 'appstore' },
  permission: 'slot',
  api: { service: 'toycar-device', entity: 'slot', list: 'page' },
  storage: { table: 'tc_device_slot', tenant: true, audit: true, softDelete: true, indexes: [['deviceId', 'slotNum']] },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '仓位随柜机创建，不能手工新增或删除；车辆和状态由绑车、移车、租还车维护',
      en: 'Slots are made with their cabinet and cannot be added or removed by hand; their car and state follow binding, removing and rentals',
    },
    instead: {
      zh: '备注可手工修改；停用或恢复请用行上的操作',
      en: 'The remark may be edited; take a slot out of service or back with the row actions',
    },
    edit: true,
  },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'asc' } },
  columns: [
    {
      prop: 'deviceId',
      label: { zh: '柜机编号', en: 'Cabinet ID' },
      type: 'select',
      db: { type: 'bigint', index: true },
      form: false,
      table: false,
      view: false,
    },
    {
      prop: 'deviceCode',
      label: { zh: '柜机', en: 'Cabinet' },
      maxLength: 32,
      search: { mode: 'exact' },
      form: { readonly: true },
      table: { width: 150 },
    },
    {
      prop: 'slotNum',
      label: { zh: '仓位号', en: 'Slot' },
      type: 'number',
      search: { mode: 'exact' },
      form: { readonly: true },
      table: { width: 80 },
    },
    {
      prop: 'slotStatus',
      label: { zh: '仓位状态', en: 'Status' },
      type: 'select',
      dict: 'slot_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 100 },
    },
    {
      prop: 'carId',
      label: { zh: '车辆编号', en: 'Car ID' },
      type: 'select',
      db: { type: 'bigint', index: true },
      form: false,
      table: false,
      view: false,
    },
    {
      prop: 'carCode',
      label: { zh: '车辆', en: 'Car' },
      maxLength: 32,
      search: true,
      form: { readonly: true },
      table: { width: 150 },
    },
    {
      prop: 'lastOpenTime',
      label: { zh: '最近开仓', en: 'Last opened' },
      type: 'datetime',
      form: false,
      table: { width: 160 },
    },
    // The one thing typed by hand (systemMade.edit): what the technician noted on the slot.
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 200,
      form: { span: 24 },
      table: { width: 180, ellipsis: true },
    },
  ],
  stateMachine: {
    field: 'slotStatus',
    transitions: [
      {
        key: 'outOfService',
        label: { zh: '停用仓位', en: 'Take out of service' },
        from: [0],
        to: 2,
        batch: true,
        danger: true,
        success: { zh: '仓位已停用', en: 'Slot out of service' },
      },
      {
        key: 'backInService',
        label: { zh: '恢复仓位', en: 'Back in service' },
        from: [2],
        to: 0,
        batch: true,
        success: { zh: '仓位已恢复', en: 'Slot back in service' },
      },
    ],
  },
});
