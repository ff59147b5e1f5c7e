import { defineEntity, required } from '../../engine/schema';

/**
 * Fault kinds (`share-biz/faultkind`): what can go wrong with a device or a car (the door does not open,
 * a flat battery, a broken wheel…), with the device type it applies to and its level; fault reports name
 * one. A kind some open report uses cannot be removed. Seen by the factory role set as well.
 */
export default defineEntity({
  name: 'factory.faultKind',
  title: { zh: '故障类型', en: 'Fault kinds' },
  route: '/factory/fault-kind',
  menu: { parent: 'factory', sort: 11, icon: 'tool' },
  permission: 'faultkind',
  api: { service: 'share-biz', entity: 'faultkind', list: 'page' },
  storage: { table: 'tc_fault_kind', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sort', order: 'asc' } },
  columns: [
    {
      prop: 'kindName',
      label: { zh: '故障名称', en: 'Fault' },
      search: true,
      maxLength: 64,
      rules: [required('请输入故障名称', 'Please enter the fault name')],
    },
    {
      prop: 'kindCode',
      label: { zh: '故障编码', en: 'Code' },
      unique: true,
      maxLength: 32,
      rules: [
        required('请输入故障编码', 'Please enter the fault code'),
        {
          pattern: '^[A-Z][A-Z0-9_]{1,31}$',
          message: {
            zh: '故障编码为大写字母开头的 2–32 位大写字母、数字或下划线',
            en: 'The code is 2–32 capitals, digits or _, starting with a capital',
          },
        },
      ],
    },
    {
      prop: 'deviceType',
      label: { zh: '适用设备', en: 'Device type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      help: { zh: '空表示车辆故障', en: 'Empty: a fault of a car' },
    },
    {
      prop: 'faultLevel',
      label: { zh: '故障等级', en: 'Level' },
      type: 'select',
      dict: 'fault_level',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      rules: [required('请选择故障等级', 'Please choose the level', 'change')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Sort' }, type: 'number', min: 0, max: 9999, default: 1 },
    {
      prop: 'remark',
      label: { zh: '说明', en: 'Description' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: false,
    },
  ],
});
