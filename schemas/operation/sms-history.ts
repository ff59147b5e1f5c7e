import { defineEntity } from '../../engine/schema';
import { logTable } from '../system/_log-columns';

const ro = { form: false } as const;

/**
 * SMS history (share-operation/smshistory): one row per phone of every `blade-resource/sms/send-message`
 * call, written by the server only (plugins/resource/server/sms-routes.ts): phone, the rendered content, the
 * template parameters, templateId and smsCode of the config used, status (1 sent, 0 failed) with the
 * provider's error, createBy and createTime. Per tenant. Screen: /resource/sms-history, list + view only.
 */
export default defineEntity({
  name: 'operation.smsHistory',
  title: { zh: '短信记录', en: 'SMS history' },
  route: '/resource/sms-history',
  menu: { parent: 'resource', sort: 4, icon: 'notice' },
  readOnly: true,
  permission: 'sms_history',
  excel: { export: true },
  api: { service: 'share-operation', entity: 'smshistory' },
  storage: { table: 'share_sms_history', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: logTable,
  columns: [
    { prop: 'phone', label: { zh: '手机号', en: 'Phone' }, maxLength: 32, mask: 'phone', search: true, ...ro },
    {
      prop: 'content',
      label: { zh: '短信内容', en: 'Content' },
      type: 'textarea',
      table: { ellipsis: true },
      search: true,
      ...ro,
    },
    { prop: 'params', label: { zh: '模版参数', en: 'Parameters' }, type: 'textarea', table: false, ...ro },
    { prop: 'templateId', label: { zh: '模版ID', en: 'Template ID' }, maxLength: 64, ...ro },
    { prop: 'smsCode', label: { zh: '资源编号', en: 'Config code' }, maxLength: 64, search: true, ...ro },
    {
      prop: 'category',
      label: { zh: '分类', en: 'Provider' },
      type: 'select',
      dict: 'sms',
      db: { type: 'int' },
      table: { hide: true },
      ...ro,
    },
    {
      prop: 'status',
      label: { zh: '发送状态', en: 'Status' },
      type: 'select',
      dict: 'sms_send_status',
      db: { type: 'int' },
      search: true,
      table: { width: 100 },
      ...ro,
    },
    { prop: 'errorMsg', label: { zh: '失败原因', en: 'Error' }, maxLength: 1000, table: { hide: true }, ...ro },
    { prop: 'createBy', label: { zh: '发送人', en: 'Sent by' }, maxLength: 64, ...ro },
    {
      prop: 'createTime',
      label: { zh: '发送时间', en: 'Sent at' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...ro,
    },
  ],
});
