import { defineEntity, required } from '../../engine/schema';
import { merchantId, merchantName, siteId, siteName } from './_binding-columns';

/**
 * Cars (spec §7 `toycar-device/carbusiness`): the ride-on cars of the fleet, each with a unique car code
 * (from a car code rule) and a model. A car is in a cabinet's slot (`deviceId`, `slotNum`, status 在仓),
 * out on a rental (租用中, written by the rentals), waiting to be placed (待投放), under repair or scrapped.
 *
 * - `bindCar (deviceId, slotNum, carId)` puts a car waiting to be placed into an empty slot of an enabled
 *   cabinet; `removeCarFromDevice (deviceId, carCode)` takes a parked car out (back to 待投放). Both are
 *   routes of plugins/devices, in one transaction with the slot's state.
 * - `carList?deviceBusinessId=` lists a cabinet's cars; `nullSiteCar` the cars not in any cabinet.
 * - Repair and scrapping are transitions of `carStatus`: 待投放 → 维修中 → 待投放, 待投放 / 维修中 → 已报废.
 */
export default defineEntity({
  name: 'device.car',
  title: { zh: '车辆管理', en: 'Cars' },
  route: '/device/car',
  menu: { parent: 'device', sort: 3, icon: 'car' },
  permission: 'car',
  api: { service: 'toycar-device', entity: 'carbusiness', list: 'page' },
  storage: { table: 'tc_car', tenant: true, audit: true, softDelete: true, indexes: [['deviceId', 'slotNum']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  owner: { prop: 'carModelId', schema: 'device.carModel' },
  columns: [
    {
      prop: 'carCode',
      label: { zh: '车辆编号', en: 'Car code' },
      search: true,
      unique: true,
      maxLength: 32,
      form: { readonly: 'edit' },
      table: { width: 150, fixed: 'left' },
      rules: [
        required('请输入车辆编号', 'Please enter the car code'),
        {
          pattern: '^[A-Za-z0-9_-]{4,32}$',
          message: {
            zh: '车辆编号为 4–32 位字母、数字、下划线或短横线',
            en: 'The car code is 4–32 letters, digits, _ or -',
          },
        },
      ],
    },
    {
      prop: 'carModelId',
      label: { zh: '车型', en: 'Model' },
      type: 'select',
      ref: { schema: 'device.carModel', label: 'modelName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
      rules: [required('请选择车型', 'Please choose the model', 'change')],
    },
    {
      prop: 'carStatus',
      label: { zh: '车辆状态', en: 'Status' },
      type: 'select',
      dict: 'car_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
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
      label: { zh: '所在柜机', en: 'Cabinet' },
      maxLength: 32,
      form: false,
      search: true,
      table: { width: 130 },
    },
    { prop: 'slotNum', label: { zh: '仓位号', en: 'Slot' }, type: 'number', form: false, table: { width: 70 } },
    merchantId,
    merchantName,
    siteId,
    siteName,
    {
      prop: 'battery',
      label: { zh: '电量(%)', en: 'Battery (%)' },
      type: 'number',
      min: 0,
      max: 100,
      default: 100,
      form: false,
      table: { width: 90 },
    },
    {
      prop: 'factoryCode',
      label: { zh: '出厂码', en: 'Factory code' },
      maxLength: 32,
      search: true,
      table: { hide: true },
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: false,
    },
  ],
  charts: [
    {
      key: 'byStatus',
      title: { zh: '车辆状态', en: 'Cars by status' },
      type: 'pie',
      x: { prop: 'carStatus' },
      range: false,
      show: 'none',
      measures: [{ kind: 'count', label: { zh: '车辆数', en: 'Cars' } }],
    },
  ],
  stateMachine: {
    field: 'carStatus',
    transitions: [
      {
        key: 'sendRepair',
        label: { zh: '送修', en: 'Send to repair' },
        from: [0],
        to: 3,
        success: { zh: '已送修', en: 'Sent to repair' },
      },
      {
        key: 'finishRepair',
        label: { zh: '修好', en: 'Repaired' },
        from: [3],
        to: 0,
        success: { zh: '已修好，待投放', en: 'Repaired, ready to place' },
      },
      {
        key: 'scrap',
        label: { zh: '报废', en: 'Scrap' },
        from: [0, 3],
        to: 4,
        danger: true,
        confirm: { zh: '报废后车辆不能再投放。确定报废？', en: 'A scrapped car can never be placed again. Scrap it?' },
        success: { zh: '已报废', en: 'Scrapped' },
      },
    ],
  },
  actions: [
    {
      key: 'bindCar',
      label: { zh: '放入仓位', en: 'Put in a slot' },
      scope: 'row',
      params: 'body',
      icon: 'car',
      visible: { prop: 'carStatus', in: [0] },
      form: [
        {
          prop: 'deviceCode',
          label: { zh: '柜机编号', en: 'Cabinet number' },
          maxLength: 32,
          rules: [required('请输入柜机编号', 'Please enter the cabinet number')],
        },
        {
          prop: 'slotNum',
          label: { zh: '仓位号', en: 'Slot' },
          type: 'number',
          min: 1,
          max: 48,
          rules: [required('请输入仓位号', 'Please enter the slot number')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已放入仓位', en: 'Put in the slot' },
    },
    {
      key: 'removeCarFromDevice',
      label: { zh: '取出车辆', en: 'Take out' },
      scope: 'row',
      params: 'body',
      visible: { prop: 'carStatus', in: [1] },
      confirm: { zh: '确定把车辆从仓位取出？', en: 'Take the car out of its slot?' },
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已取出，车辆待投放', en: 'Taken out: the car is ready to place' },
    },
  ],
});
