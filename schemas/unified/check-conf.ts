import { defineEntity, required } from '../../engine/schema';

/**
 * Inspection configuration (巡检配置): the points an inspector checks at every site — car bodies clean,
 * cabinet doors close, fence signs in place… — by category, with the standard to meet and whether a photo
 * is required, per tenant. When an inspection starts, a line per enabled point is made for it
 * (unified.checkDetail). `GET checkconf/getDefaultTime` answers the default window of a new inspection
 * (today, from the tenant parameters `check.startTime` / `check.endTime`, else 09:00–18:00).
 */
export default defineEntity({
  name: 'unified.checkConf',
  title: { zh: '巡检配置', en: 'Check points' },
  route: '/inspection/conf',
  menu: { parent: 'inspection', sort: 1, icon: 'setting' },
  permission: 'checkconf',
  api: { service: 'unified-merchant', entity: 'checkconf' },
  storage: { table: 'um_check_conf', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sort', order: 'asc' } },
  columns: [
    {
      prop: 'checkName',
      label: { zh: '检查项', en: 'Check point' },
      search: true,
      unique: true,
      maxLength: 40,
      table: { width: 200 },
      rules: [required('请输入检查项', 'Please enter the check point')],
    },
    {
      prop: 'category',
      label: { zh: '类别', en: 'Category' },
      type: 'select',
      dict: 'check_category',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
      rules: [required('请选择类别', 'Please choose the category', 'change')],
    },
    {
      prop: 'standard',
      label: { zh: '检查标准', en: 'Standard' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { ellipsis: true },
    },
    {
      prop: 'needPhoto',
      label: { zh: '需拍照', en: 'Photo needed' },
      type: 'radio',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 0,
      table: { width: 90 },
    },
    { prop: 'sort', label: { zh: '排序', en: 'Sort' }, type: 'number', min: 0, max: 9999, default: 1, table: { width: 70 } },
    {
      prop: 'confStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 80 },
    },
  ],
});
