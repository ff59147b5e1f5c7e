import { defineEntity } from '../../engine/schema';

/**
 * Attachments (spec §3 "attachment"): one row per file stored through
 * `POST /api/blade-resource/oss/endpoint/put-file`. Rows are written by that endpoint only (every column is
 * form-less); the generic API lists them per tenant. API only for now (no route): a later issue adds the screen.
 */
export default defineEntity({
  name: 'system.attach',
  title: { zh: '附件管理', en: 'Attachments' },
  permission: 'attach',
  api: { service: 'blade-resource', entity: 'attach' },
  storage: { table: 'blade_attach', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, addButton: false, editButton: false },
  columns: [
    { prop: 'link', label: { zh: '附件地址', en: 'Link' }, type: 'url', maxLength: 1000, form: false },
    { prop: 'domain', label: { zh: '附件域名', en: 'Domain' }, maxLength: 500, form: false, table: { hide: true } },
    { prop: 'name', label: { zh: '附件名称', en: 'Stored name' }, maxLength: 500, search: true, form: false },
    {
      prop: 'originalName',
      label: { zh: '附件原名', en: 'Original name' },
      maxLength: 500,
      search: true,
      form: false,
    },
    { prop: 'extension', label: { zh: '附件拓展名', en: 'Extension' }, maxLength: 20, search: true, form: false },
    {
      prop: 'attachSize',
      label: { zh: '附件大小(字节)', en: 'Size (bytes)' },
      type: 'number',
      db: { type: 'bigint' },
      form: false,
    },
    {
      prop: 'createTime',
      label: { zh: '上传时间', en: 'Uploaded' },
      type: 'datetime',
      form: false,
      search: { mode: 'range' },
      table: { width: 170 },
    },
  ],
});
