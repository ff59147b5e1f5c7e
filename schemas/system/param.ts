import { defineEntity } from '../../engine/schema';

/** System parameters (spec §2, §3, §5): key/value settings read by the platform. */
export default defineEntity({
  name: 'system.param',
  title: { zh: '参数管理', en: 'Parameters' },
  route: '/system/param',
  menu: { parent: 'system', sort: 10, icon: 'control' },
  permission: 'param',
  // Export every matching row and import rows from .xlsx, as background jobs (server/crud/excel).
  excel: { export: true, import: true },
  api: { service: 'blade-system', entity: 'param' },
  storage: { table: 'blade_param', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'paramName',
      label: { zh: '参数名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [
        { required: true, trigger: 'blur', message: { zh: '请输入参数名称', en: 'Please enter the parameter name' } },
      ],
    },
    {
      prop: 'paramKey',
      label: { zh: '参数键名', en: 'Key' },
      search: true,
      unique: true,
      maxLength: 255,
      rules: [
        { required: true, trigger: 'blur', message: { zh: '请输入参数键名', en: 'Please enter the parameter key' } },
      ],
    },
    {
      prop: 'paramValue',
      label: { zh: '参数键值', en: 'Value' },
      type: 'textarea',
      maxLength: 2000,
      form: { span: 24 },
      rules: [
        { required: true, trigger: 'blur', message: { zh: '请输入参数键值', en: 'Please enter the parameter value' } },
      ],
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
    {
      prop: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      form: false,
      search: { mode: 'range' },
      table: { width: 170 },
    },
  ],
});
