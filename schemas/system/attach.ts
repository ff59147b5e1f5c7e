import { defineEntity, required } from '../../engine/schema';

/**
 * Attachments (spec §3 "attachment"): one row per file stored through
 * `POST /api/blade-resource/oss/endpoint/put-file`, which writes the row (every column is form-less).
 * Screen /resource/attach: list, search, view, delete (plugins/resource/server/attach-routes.ts also deletes the
 * stored file), an upload toolbar button (the form's upload field calls put-file, which records the row;
 * `POST attach/upload` then only confirms that the link is an attachment of the tenant) and a download row
 * action (`GET attach/download?id=`: the bytes with the original name in Content-Disposition).
 */
export default defineEntity({
  name: 'system.attach',
  title: { zh: '附件管理', en: 'Attachments' },
  route: '/resource/attach',
  menu: { parent: 'resource', sort: 1, icon: 'file' },
  permission: 'attach',
  api: { service: 'blade-resource', entity: 'attach' },
  storage: { table: 'blade_attach', tenant: true, audit: true, softDelete: true },
  // The total size of the files the search finds, in a summary row under the table (GET attach/sum).
  summary: { sums: ['attachSize'] },
  table: {
    index: true,
    selection: true,
    viewButton: true,
    addButton: false,
    editButton: false,
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  columns: [
    // Written by put-file only (no form): required, so the generic submit never stores a row without them.
    {
      prop: 'link',
      label: { zh: '附件地址', en: 'Link' },
      type: 'url',
      maxLength: 1000,
      form: false,
      rules: [required('附件地址由上传生成', 'The link comes from an upload')],
    },
    { prop: 'domain', label: { zh: '附件域名', en: 'Domain' }, maxLength: 500, form: false, table: { hide: true } },
    {
      prop: 'name',
      label: { zh: '附件名称', en: 'Stored name' },
      maxLength: 500,
      search: true,
      form: false,
      rules: [required('附件名称由上传生成', 'The stored name comes from an upload')],
    },
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
  actions: [
    {
      key: 'upload',
      label: { zh: '上传', en: 'Upload' },
      scope: 'toolbar',
      icon: 'upload',
      params: 'body',
      form: [
        {
          prop: 'link',
          label: { zh: '附件', en: 'File' },
          type: 'upload',
          form: { span: 24 },
          rules: [{ required: true, message: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' } }],
        },
      ],
      // No generic effect: put-file already stored the file and its row; the special route
      // plugins/resource/server/attach-routes.ts replaces the generic one and checks the link is the tenant's.
      effect: {},
      success: { zh: '上传成功', en: 'Uploaded' },
    },
    {
      key: 'download',
      label: { zh: '下载', en: 'Download' },
      scope: 'row',
      icon: 'download',
      method: 'GET',
      params: 'id',
      download: true,
    },
  ],
});
