import { defineEntity, required } from '../../engine/schema';

/**
 * Notices (spec §7 "Notice"; BladeX blade-desk blade_notice): announcements of a tenant.
 * Fields: title, category (dict `notice`: 1 release, 2 bulletin, 3 announcement, 4 conference, 5 other),
 * releaseTime (a date), content (long text). Generic CRUD only.
 */
export default defineEntity({
  name: 'desk.notice',
  title: { zh: '通知公告', en: 'Notices' },
  route: '/desk/notice',
  menu: { parent: 'desk', sort: 1, icon: 'notice' },
  permission: 'notice',
  api: { service: 'blade-desk', entity: 'notice' },
  storage: { table: 'blade_notice', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'releaseTime', order: 'desc' } },
  dialog: { width: 880 },
  columns: [
    {
      prop: 'title',
      label: { zh: '通知标题', en: 'Title' },
      search: true,
      maxLength: 255,
      rules: [required('请输入通知标题', 'Please enter the title')],
    },
    {
      prop: 'category',
      label: { zh: '通知类型', en: 'Category' },
      type: 'select',
      dict: 'notice',
      search: { mode: 'exact' },
      db: { type: 'int' },
      rules: [required('请选择通知类型', 'Please choose the category')],
    },
    {
      prop: 'releaseTime',
      label: { zh: '通知日期', en: 'Release date' },
      type: 'date',
      search: { mode: 'range' },
      rules: [required('请选择通知日期', 'Please choose the release date')],
    },
    {
      prop: 'content',
      label: { zh: '通知内容', en: 'Content' },
      type: 'textarea',
      maxLength: 20000,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
