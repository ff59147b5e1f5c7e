import { defineEntity, required } from '../../engine/schema';

/**
 * Tenants (spec §3, §7 "Tenant"): the brands and operators sharing the platform. Not tenant-scoped itself,
 * and managed by the platform administrator only (tenant 000000, role administrator): every tenant
 * endpoint answers 403 to anyone else, whatever buttons they were granted (plugins/system/server/tenant-admin-routes.ts).
 *
 * Fields, named as BladeX's Tenant entity: tenantId (the code users sign in with), tenantName, domain,
 * linkman (the contact person), contactNumber, address; extras kept under BladeX's names: accountNumber
 * (user quota, -1 = no limit), expireTime (no log-in after it), datasourceId (the bound data source),
 * status. Both settings are enforced: log-in refuses an expired tenant, and adding a user beyond the quota
 * is refused (plugins/system/server/tenant-quota.ts).
 *
 * The tenant id is made by the server when an add leaves it out, as BladeX does: six digits, unique among
 * every tenant row ever stored (plugins/system/server/tenant-ids.ts). The platform administrator may still
 * type one (1-12 letters or digits); it never changes afterwards.
 *
 * `tenantId` is searchable here: this table is not tenant-scoped, so the server reads a `tenantId` list
 * parameter as a filter on this column (on tenant-scoped lists it is the platform administrator's choice
 * of tenant instead).
 *
 * Actions: `setting` (batch: `ids` + accountNumber + expireTime), `datasource` (row: binds a data source;
 * the BladeX call is `tenantId` + `datasourceId`, the console sends the row `id` + `datasourceId`).
 */
export default defineEntity({
  name: 'system.tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  route: '/system/tenant',
  menu: { parent: 'system', sort: 7, icon: 'bank' },
  platformOnly: true,
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
      help: { zh: '留空时自动生成 6 位数字编号', en: 'Leave it empty to get a generated six-digit ID' },
      rules: [
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
    { prop: 'linkman', label: { zh: '联系人', en: 'Contact' }, maxLength: 50, search: true },
    {
      prop: 'contactNumber',
      label: { zh: '联系电话', en: 'Phone' },
      type: 'phone',
      maxLength: 20,
      rules: [
        {
          validator: 'phone',
          trigger: 'blur',
          message: { zh: '请输入正确的手机号码', en: 'Please enter a valid phone number' },
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
      label: { zh: '账号额度', en: 'Account quota' },
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
      prop: 'datasourceId',
      label: { zh: '数据源', en: 'Data source' },
      type: 'select',
      ref: { schema: 'develop.datasource', label: 'name' },
      db: { type: 'bigint' },
      form: false,
      table: { hide: true },
    },
    {
      prop: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      form: false,
      table: { hide: true },
    },
  ],
  actions: [
    {
      key: 'setting',
      label: { zh: '授权配置', en: 'Settings' },
      scope: 'batch',
      params: 'ids',
      icon: 'setting',
      form: [
        {
          prop: 'accountNumber',
          label: { zh: '账号额度', en: 'Account quota' },
          type: 'number',
          min: -1,
          help: { zh: '-1 表示不限', en: '-1 means no limit' },
          rules: [required('请输入账号额度', 'Please enter the account quota')],
        },
        { prop: 'expireTime', label: { zh: '过期时间', en: 'Expires' }, type: 'datetime' },
      ],
      effect: { copy: ['accountNumber', 'expireTime'] },
      success: { zh: '配置成功', en: 'Settings saved' },
    },
    {
      key: 'datasource',
      label: { zh: '数据源', en: 'Data source' },
      scope: 'row',
      params: 'id',
      icon: 'database',
      form: [
        {
          prop: 'datasourceId',
          label: { zh: '数据源', en: 'Data source' },
          type: 'select',
          ref: { schema: 'develop.datasource', label: 'name' },
          rules: [required('请选择数据源', 'Please choose a data source')],
        },
      ],
      effect: { copy: ['datasourceId'] },
      success: { zh: '绑定成功', en: 'Data source bound' },
    },
  ],
});
