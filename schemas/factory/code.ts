import { defineEntity, required } from '../../engine/schema';

/**
 * Factory codes (`share-factory/factorycode`): the production code the factory prints on each car it
 * makes — model, production batch and date — and the car's way through quality control:
 * 生产中 → 已质检 (passQc) or 不合格 (failQc, with the reason) → 已出厂 (ship, only after QC); a failed car
 * goes back into production (rework). Seen by the factory role set (its menu tree, plugins/devices seed).
 */
export default defineEntity({
  name: 'factory.code',
  title: { zh: '出厂编码', en: 'Factory codes' },
  route: '/factory/code',
  menu: { parent: 'factory', sort: 10, icon: 'file' },
  permission: 'factorycode',
  api: { service: 'share-factory', entity: 'factorycode', list: 'page' },
  storage: { table: 'tc_factory_code', tenant: true, audit: true, softDelete: true, indexes: [['batchNo']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  excel: { export: true, import: true },
  owner: { prop: 'carModelId', schema: 'device.carModel' },
  columns: [
    {
      prop: 'factoryCode',
      label: { zh: '出厂码', en: 'Factory code' },
      search: true,
      unique: true,
      maxLength: 32,
      form: { readonly: 'edit' },
      table: { width: 150 },
      rules: [
        required('请输入出厂码', 'Please enter the factory code'),
        {
          pattern: '^[A-Z0-9-]{6,32}$',
          message: {
            zh: '出厂码为 6–32 位大写字母、数字或短横线',
            en: 'The factory code is 6–32 capitals, digits or -',
          },
        },
      ],
    },
    {
      prop: 'carModelId',
      label: { zh: '车型', en: 'Car model' },
      type: 'select',
      ref: { schema: 'device.carModel', label: 'modelName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      rules: [required('请选择车型', 'Please choose the car model', 'change')],
    },
    {
      prop: 'batchNo',
      label: { zh: '生产批次', en: 'Batch' },
      maxLength: 32,
      search: { mode: 'exact' },
      rules: [required('请输入生产批次', 'Please enter the batch')],
    },
    {
      prop: 'produceDate',
      label: { zh: '生产日期', en: 'Made on' },
      type: 'date',
      search: { mode: 'range' },
      rules: [required('请选择生产日期', 'Please choose the production date', 'change')],
    },
    {
      prop: 'codeStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'factory_code_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
    {
      prop: 'qcRemark',
      label: { zh: '质检说明', en: 'QC note' },
      maxLength: 255,
      form: false,
      table: { width: 160, ellipsis: true },
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
  stateMachine: {
    field: 'codeStatus',
    transitions: [
      {
        key: 'passQc',
        label: { zh: '质检通过', en: 'Pass QC' },
        from: [0],
        to: 1,
        batch: true,
        success: { zh: '已质检', en: 'Passed QC' },
      },
      {
        key: 'failQc',
        label: { zh: '质检不合格', en: 'Fail QC' },
        from: [0],
        to: 3,
        danger: true,
        inputs: [
          {
            prop: 'qcRemark',
            label: { zh: '不合格原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 255,
            form: { span: 24 },
            rules: [required('请输入不合格原因', 'Please enter the reason')],
          },
        ],
        copy: ['qcRemark'],
        success: { zh: '已记为不合格', en: 'Marked as failed' },
      },
      {
        key: 'rework',
        label: { zh: '返工', en: 'Rework' },
        from: [3],
        to: 0,
        success: { zh: '已返工，重新生产', en: 'Back in production' },
      },
      {
        key: 'ship',
        label: { zh: '出厂', en: 'Ship' },
        from: [1],
        to: 2,
        batch: true,
        confirm: { zh: '出厂后不能再修改状态。确定出厂？', en: 'Shipped codes cannot change again. Ship?' },
        success: { zh: '已出厂', en: 'Shipped' },
      },
    ],
  },
});
