import { defineEntity, required } from '../../engine/schema';

/**
 * Car models (spec §3 "car model", `toycar-device/carmodel`): the kinds of ride-on car in the fleet —
 * name, model code, brand, the children it suits (age and weight), battery and top speed. Cars and parts
 * models name one. A model some car still uses cannot be removed (plugins/devices hook).
 */
export default defineEntity({
  name: 'device.carModel',
  title: { zh: '车型管理', en: 'Car models' },
  route: '/device/car-model',
  menu: { parent: 'device', sort: 4, icon: 'car' },
  permission: 'carmodel',
  api: { service: 'toycar-device', entity: 'carmodel', list: 'page' },
  storage: { table: 'tc_car_model', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'modelName',
      label: { zh: '车型名称', en: 'Model name' },
      search: true,
      maxLength: 64,
      rules: [required('请输入车型名称', 'Please enter the model name')],
    },
    {
      prop: 'modelCode',
      label: { zh: '车型编码', en: 'Model code' },
      search: true,
      unique: true,
      maxLength: 32,
      rules: [
        required('请输入车型编码', 'Please enter the model code'),
        {
          pattern: '^[A-Z0-9-]{2,32}$',
          message: {
            zh: '车型编码为 2–32 位大写字母、数字或短横线',
            en: 'The model code is 2–32 capitals, digits or -',
          },
        },
      ],
    },
    { prop: 'brand', label: { zh: '品牌', en: 'Brand' }, search: true, maxLength: 64 },
    {
      prop: 'minAge',
      label: { zh: '最小适用年龄', en: 'Min age' },
      type: 'number',
      min: 0,
      max: 14,
      default: 2,
      rules: [required('请输入最小适用年龄', 'Please enter the minimum age')],
    },
    {
      prop: 'maxAge',
      label: { zh: '最大适用年龄', en: 'Max age' },
      type: 'number',
      min: 1,
      max: 16,
      default: 8,
      rules: [required('请输入最大适用年龄', 'Please enter the maximum age')],
    },
    {
      prop: 'maxLoadKg',
      label: { zh: '最大载重(kg)', en: 'Max load (kg)' },
      type: 'number',
      min: 1,
      max: 200,
      default: 30,
    },
    {
      prop: 'batteryMah',
      label: { zh: '电池容量(mAh)', en: 'Battery (mAh)' },
      type: 'number',
      min: 0,
      max: 100000,
      table: { hide: true },
    },
    {
      prop: 'maxSpeed',
      label: { zh: '最高时速(km/h)', en: 'Top speed (km/h)' },
      type: 'decimal',
      precision: 1,
      min: 0,
      max: 30,
      table: { hide: true },
    },
    { prop: 'image', label: { zh: '车型图片', en: 'Picture' }, type: 'image', table: { hide: true } },
    {
      prop: 'status',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
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
});
