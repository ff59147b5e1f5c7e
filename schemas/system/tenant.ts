import { defineEntity, required } from '../../engine/schema';

/**
 * Tenants (spec §3, §7 "Tenant"): the brands and operators sharing the platform. Not tenant-scoped itself.
 * API only for now (no route): a later issue adds the screen.
 */
export default defineEntity({
  name: 'system.tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  permission: 'tenant',
  api: { service: 'blade-system', entity: 'tenant' },
  storage: { table: 'blade_tenant', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'tenantId',
      label: { zh: '租户编号', en: 'Tenant ID' },
      search: true,
      unique: true,
      maxLength: 12,
      form: { readonly: 'edit' },
      rules: [
        required('请输入租户编号', 'Please enter the tenant ID'),
        {
          pattern: '^[0-9A-Za-z]{1,12}$',
          message: { zh: '租户编号只能是 1-12 位字母或数字', en: 'The tenant ID is 1-12 letters or digits' },
        },
      ],
    },
    {
      prop: 'tenantName',
      label: { zh: '租户名称', en: 'Name' },
      search: true,
      maxLength: 100,
      rules: [required('请输入租户名称', 'Please enter the tenant name')],
    },
    { prop: 'domain', label: { zh: '绑定域名', en: 'Domain' }, maxLength: 255, table: { hide: true } },
    { prop: 'contactName', label: { zh: '联系人', en: 'Contact' }, maxLength: 50, search: true },
    {
      prop: 'contactNumber',
      label: { zh: '联系电话', en: 'Phone' },
      type: 'phone',
      maxLength: 20,
      rules: [
        {
          validator: 'phone',
          trigger: 'blur',
          message: { zh: '请输入正确的手机号码', en: 'Please enter a valid mobile number' },
        },
      ],
    },
    {
      prop: 'address',
      label: { zh: '联系地址', en: 'Address' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
    {
      prop: 'accountNumber',
      label: { zh: '账号额度', en: 'Accounts allowed' },
      type: 'number',
      min: -1,
      default: -1,
      help: { zh: '-1 表示不限', en: '-1 means no limit' },
    },
    { prop: 'expireTime', label: { zh: '过期时间', en: 'Expires' }, type: 'datetime', search: { mode: 'range' } },
    {
      prop: 'status',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      default: 1,
      db: { type: 'int' },
    },
    {
      prop: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      form: false,
      table: { hide: true },
    },
  ],
});
