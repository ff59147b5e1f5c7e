import { defineEntity, required } from '../../engine/schema';

/**
 * Websocket messages (spec §1 "websocket message", `blade-notify/websocketmessage`): the messages pushed to
 * a signed-in console user over the websocket — who receives it (account), title, content, whether it was
 * read (dict `read_status`) and when. An operator may write one by hand (say to a store manager); the
 * demo tenants get a few from plugins/desk.
 */
export default defineEntity({
  name: 'notify.websocketMessage',
  title: { zh: '站内消息', en: 'Console messages' },
  route: '/desk/websocket-message',
  menu: { parent: 'desk', sort: 4, icon: 'message' },
  permission: 'websocketmessage',
  api: { service: 'blade-notify', entity: 'websocketmessage' },
  storage: { table: 'blade_websocket_message', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sendTime', order: 'desc' } },
  columns: [
    {
      prop: 'account',
      label: { zh: '接收账号', en: 'To (account)' },
      maxLength: 45,
      search: true,
      rules: [required('请输入接收账号', 'Please enter the receiving account')],
      table: { width: 120 },
    },
    {
      prop: 'title',
      label: { zh: '标题', en: 'Title' },
      maxLength: 100,
      search: true,
      rules: [required('请输入标题', 'Please enter the title')],
      table: { width: 200, ellipsis: true },
    },
    {
      prop: 'content',
      label: { zh: '内容', en: 'Content' },
      type: 'textarea',
      maxLength: 1000,
      form: { span: 24 },
      rules: [required('请输入内容', 'Please enter the content')],
      table: { width: 260, ellipsis: true },
    },
    {
      prop: 'readStatus',
      label: { zh: '阅读状态', en: 'Read' },
      type: 'select',
      dict: 'read_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 90 },
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
