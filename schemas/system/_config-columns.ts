/**
 * Columns and the `enable` action that the OSS and SMS configurations share: provider credentials, a remark
 * and the one-enabled status. The secret key is a kept credential (`secret`): stored as typed (a provider
 * needs it), masked on every read, and kept when an edit sends the mask back or leaves it empty
 * (server/crud/secrets.ts). The leading `_` keeps this file out of the registry.
 */
import { required, type Action, type Column } from '../../engine/schema';

/** The provider (a dictionary of categories), BladeX's `category`. */
export const category = (dict: string): Column => ({
  prop: 'category',
  label: { zh: '分类', en: 'Provider' },
  type: 'select',
  dict,
  default: 1,
  db: { type: 'int' },
  search: true,
  rules: [required('请选择分类', 'Please choose the provider')],
});

/** The config's code (`ossCode`, `smsCode`), unique in the tenant. */
export const code = (prop: string): Column => ({
  prop,
  label: { zh: '资源编号', en: 'Code' },
  maxLength: 64,
  unique: true,
  search: true,
  rules: [required('请输入资源编号', 'Please enter the code')],
});

export const accessKey: Column = {
  prop: 'accessKey',
  label: { zh: 'accessKey', en: 'Access key' },
  maxLength: 255,
  table: { hide: true },
};

export const secretKey: Column = {
  prop: 'secretKey',
  label: { zh: 'secretKey', en: 'Secret key' },
  maxLength: 255,
  secret: true,
  table: { hide: true },
  help: {
    zh: '只显示前后几位；不修改时保持原值',
    en: 'Only the first and last characters are shown; leave it as is to keep the stored key',
  },
};

export const remark: Column = {
  prop: 'remark',
  label: { zh: '备注', en: 'Remark' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { hide: true },
};

/** Changed only by `enable` (never by the form), so at most one row of a tenant is enabled. */
export const status: Column = {
  prop: 'status',
  label: { zh: '是否启用', en: 'Enabled' },
  type: 'radio',
  dict: 'enable_status',
  default: 0,
  form: false,
  db: { type: 'int' },
  table: { width: 100 },
};

/** `POST …/enable?id=`: this row enabled, every other row of the tenant disabled. */
export const enableAction: Action = {
  key: 'enable',
  label: { zh: '启用', en: 'Enable' },
  scope: 'row',
  params: 'id',
  confirm: {
    zh: '确定启用这条配置吗？其他配置将被停用',
    en: 'Enable this configuration? Every other one will be disabled',
  },
  visible: { prop: 'status', notIn: [1] },
  effect: { exclusive: 'status' },
  success: { zh: '已启用', en: 'Enabled' },
};
