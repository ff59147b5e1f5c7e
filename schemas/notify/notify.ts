import { defineEntity, required } from '../../engine/schema';

/**
 * Notifications (spec §1 "notify", `blade-notify/notify`): what the platform tells a tenant's operators —
 * a title, a category (dict `notify_category`), the channel it goes out on (dict `notify_channel`), the
 * content and when it is sent. Written by operators (or by the server for device alerts); the demo tenants
 * get a few of each category from plugins/desk.
 */
export default defineEntity({
  name: 'notify.notify',
  title: { zh: '消息通知', en: 'Notifications' },
  route: '/desk/notify',
  menu: { parent: 'desk', sort: 3, icon: 'notice' },
  permission: 'notify',
  api: { service: 'blade-notify', entity: 'notify' },
  storage: { table: 'blade_notify', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sendTime', order: 'desc' } },
  dialog: { width: 760 },
  columns: [
    {
      prop: 'title',
      label: { zh: '标题', en: 'Title' },
      maxLength: 100,
      search: true,
      rules: [required('请输入标题', 'Please enter the title')],
      table: { width: 220, ellipsis: true },
    },
    {
      prop: 'category',
      label: { zh: '类别', en: 'Category' },
      type: 'select',
      dict: 'notify_category',
      db: { type: 'int' },
      search: { mode: 'exact' },
      rules: [required('请选择类别', 'Please choose the category', 'change')],
      table: { width: 110 },
    },
    {
      prop: 'channel',
      label: { zh: '渠道', en: 'Channel' },
      type: 'select',
      dict: 'notify_channel',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      rules: [required('请选择渠道', 'Please choose the channel', 'change')],
      table: { width: 130 },
    },
    {
      prop: 'content',
      label: { zh: '内容', en: 'Content' },
      type: 'textarea',
      maxLength: 2000,
      form: { span: 24 },
      rules: [required('请输入内容', 'Please enter the content')],
      table: { hide: true },
    },
    {
      prop: 'sendTime',
      label: { zh: '发送时间', en: 'Sent at' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 160 },
    },
  ],
});
