import { defineEntity, required } from '../../engine/schema';
import * as config from './_config-columns';

/**
 * SMS configurations (BladeX blade-resource/sms), per tenant: provider (dict `sms`: 1 console/log — the
 * embedded default, 2 Yunpian, 3 Qiniu, 4 Aliyun, 5 Tencent), smsCode (unique in the tenant), templateId,
 * accessKey, secretKey (a kept credential: masked on every read), regionId, signName, remark, status (the
 * platform administrator sees whose each row is in the generic tenant column). Exactly one enabled per tenant at a
 * time (`POST blade-resource/sms/enable?id=`, effect `exclusive`); new rows start disabled.
 * `POST blade-resource/sms/send-message (code, phones, params)` sends through the enabled config and
 * records every phone in SMS history (plugins/resource/server/sms-routes.ts); the `send` row action is its test
 * form. Screen: /resource/sms. The seed gives each demo tenant one enabled console config.
 */
const REMOTE = { prop: 'category', notIn: [1] };

export default defineEntity({
  name: 'system.sms',
  title: { zh: '短信配置', en: 'SMS configuration' },
  route: '/resource/sms',
  menu: { parent: 'resource', sort: 3, icon: 'message' },
  permission: 'sms',
  api: { service: 'blade-resource', entity: 'sms' },
  storage: { table: 'blade_sms', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    config.category('sms'),
    config.code('smsCode'),
    {
      prop: 'templateId',
      label: { zh: '模版ID', en: 'Template ID' },
      maxLength: 64,
      rules: [required('请输入模版ID', 'Please enter the template ID')],
    },
    // The console (1) sends nothing out: no credentials. Yunpian (2) signs in with one API key; the others
    // with a key pair; Aliyun (4) also names its region; Aliyun and Tencent (5) send only under a signature.
    { ...config.accessKey, visible: REMOTE, required: REMOTE },
    { ...config.secretKey, visible: { prop: 'category', notIn: [1, 2] } },
    {
      prop: 'regionId',
      label: { zh: 'regionId', en: 'Region ID' },
      maxLength: 255,
      table: { hide: true },
      visible: { prop: 'category', in: [4] },
    },
    { prop: 'signName', label: { zh: '短信签名', en: 'Signature' }, maxLength: 64, required: { prop: 'category', in: [4, 5] } },
    config.remark,
    config.status,
  ],
  actions: [
    config.enableAction,
    {
      key: 'send',
      label: { zh: '发送测试', en: 'Send a test' },
      scope: 'row',
      endpoint: 'send-message',
      params: 'body',
      icon: 'send',
      visible: { prop: 'status', in: [1] },
      form: [
        {
          prop: 'phones',
          label: { zh: '手机号', en: 'Phones' },
          maxLength: 1200,
          form: { span: 24 },
          help: { zh: '11 位手机号，多个用逗号分隔', en: '11-digit phone numbers, separated by commas' },
          rules: [required('请输入手机号', 'Please enter the phone numbers')],
        },
        {
          prop: 'params',
          label: { zh: '模版参数', en: 'Template parameters' },
          type: 'textarea',
          maxLength: 2000,
          form: { span: 24, placeholder: { zh: '{"code":"1234"}', en: '{"code":"1234"}' } },
          help: { zh: 'JSON 对象', en: 'A JSON object' },
        },
      ],
      // No generic effect: plugins/resource/server/sms-routes.ts serves send-message (it replaces the generic route).
      effect: {},
      success: { zh: '已发送', en: 'Sent' },
    },
  ],
});
