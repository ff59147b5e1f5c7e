import { defineEntity, required } from '../../engine/schema';

/**
 * Reports (spec §1 "report", `blade-report/report/rest/*`, as BladeX's UReport file list): the report
 * designs saved by the report designer — the file name, its content (the designer's XML) and when it was
 * saved. Saber lists them (`rest/list`) and removes them (`rest/remove`); the design itself is edited in
 * the designer, so the list offers no add or edit. The demo holds the rental and billing reports
 * operators print (plugins/codegen seeds them with the other developer tools).
 */
export default defineEntity({
  name: 'develop.report',
  title: { zh: '报表管理', en: 'Reports' },
  route: '/tool/report',
  menu: { parent: 'tool', sort: 5, icon: 'file' },
  permission: 'report',
  api: { service: 'blade-report', entity: 'report/rest' },
  storage: { table: 'blade_report_file', audit: true, softDelete: true },
  platformOnly: 'write',
  table: {
    index: true,
    selection: true,
    viewButton: true,
    addButton: false,
    editButton: false,
    defaultSort: { prop: 'id', order: 'desc' },
  },
  columns: [
    {
      prop: 'name',
      label: { zh: '文件名', en: 'File name' },
      maxLength: 100,
      search: true,
      rules: [required('请输入文件名', 'Please enter the file name')],
      table: { width: 260 },
    },
    {
      prop: 'content',
      label: { zh: '报表内容', en: 'Design' },
      type: 'textarea',
      maxLength: 60000,
      form: { span: 24 },
      table: false,
    },
  ],
});
