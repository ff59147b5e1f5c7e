import { defineEntity, required } from '../../engine/schema';

/**
 * IoT cars (spec §1 "IoT car", `toycar-iot/iotcar`): the ride-on cars that carry their own IoT module —
 * the car's number, the module's IMEI, the model, the remote control paired with it, and what the module
 * last reported (battery, online state, when). Registered by hand when a car is fitted; the module's
 * reports change battery and online state (never the form). Demo rows per tenant from plugins/iot.
 */
const reported = { form: { readonly: true } } as const;

export default defineEntity({
  name: 'iot.iotCar',
  title: { zh: '物联网车辆', en: 'IoT cars' },
  route: '/iot/iot-car',
  menu: { parent: 'iot', sort: 3, icon: 'car' },
  permission: 'iotcar',
  api: { service: 'toycar-iot', entity: 'iotcar' },
  storage: { table: 'iot_car', tenant: true, audit: true, softDelete: true, indexes: [['imei']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  columns: [
    {
      prop: 'carCode',
      label: { zh: '车辆编号', en: 'Car code' },
      maxLength: 32,
      search: true,
      rules: [required('请输入车辆编号', 'Please enter the car code')],
      table: { width: 130 },
    },
    {
      prop: 'imei',
      label: { zh: '模块 IMEI', en: 'Module IMEI' },
      maxLength: 15,
      search: true,
      rules: [
        required('请输入模块 IMEI', 'Please enter the module IMEI'),
        { pattern: '^\\d{15}$', message: { zh: 'IMEI 为 15 位数字', en: 'An IMEI has 15 digits' } },
      ],
      table: { width: 160 },
    },
    { prop: 'carModel', label: { zh: '车型', en: 'Model' }, maxLength: 64, search: true, table: { width: 140 } },
    { prop: 'controlCode', label: { zh: '配对遥控器', en: 'Paired control' }, maxLength: 32, table: { width: 130 } },
    {
      prop: 'battery',
      label: { zh: '电量(%)', en: 'Battery (%)' },
      type: 'number',
      min: 0,
      max: 100,
      ...reported,
      table: { width: 90 },
    },
    {
      prop: 'onlineStatus',
      label: { zh: '在线状态', en: 'Online' },
      type: 'select',
      dict: 'device_online',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      ...reported,
      table: { width: 90 },
    },
    {
      prop: 'lastOnlineTime',
      label: { zh: '最后上报', en: 'Last report' },
      type: 'datetime',
      form: false,
      table: { width: 160 },
    },
  ],
});
