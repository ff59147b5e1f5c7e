import { defineEntity, required } from '../../engine/schema';

/**
 * WeChat Pay configuration (spec §1 "payment config wechat", `share-pay/paymentconfigwechat`): the merchant
 * account a tenant collects rental payments through — mchId (商户号), appId (the mini-program), the API v3
 * key and the merchant certificate's private key (kept credentials, `secret`: masked on every read and
 * kept when an edit sends the mask back or leaves them empty, as the OSS / SMS configurations do), the
 * certificate serial number and the notification URL the channel calls back. The demo tenants get one
 * sandbox row each (plugins/rentals).
 */
const secretHelp = {
  zh: '只显示前后几位；不修改时保持原值',
  en: 'Only the first and last characters are shown; leave it as is to keep the stored key',
};

export default defineEntity({
  name: 'rentals.paymentConfigWechat',
  title: { zh: '微信支付配置', en: 'WeChat Pay settings' },
  route: '/rental/payment-config-wechat',
  menu: { parent: 'rental', sort: 20, icon: 'setting' },
  permission: 'paymentconfigwechat',
  api: { service: 'share-pay', entity: 'paymentconfigwechat' },
  storage: { table: 'tc_payment_config_wechat', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  dialog: { width: 760 },
  columns: [
    {
      prop: 'configName',
      label: { zh: '配置名称', en: 'Name' },
      maxLength: 64,
      search: true,
      rules: [required('请输入配置名称', 'Please enter the name')],
      table: { width: 160 },
    },
    {
      prop: 'mchId',
      label: { zh: '商户号', en: 'Merchant ID (mchId)' },
      maxLength: 32,
      search: true,
      rules: [
        required('请输入商户号', 'Please enter the merchant ID'),
        {
          pattern: '^\\d{8,12}$',
          message: { zh: '商户号为 8 到 12 位数字', en: 'The merchant ID has 8 to 12 digits' },
        },
      ],
      table: { width: 130 },
    },
    {
      prop: 'appId',
      label: { zh: '小程序 AppID', en: 'Mini-program AppID' },
      maxLength: 32,
      rules: [
        required('请输入 AppID', 'Please enter the AppID'),
        {
          pattern: '^wx[0-9a-f]{16}$',
          message: { zh: 'AppID 以 wx 开头，共 18 位', en: 'An AppID is wx and 16 hex digits' },
        },
      ],
      table: { width: 170 },
    },
    {
      prop: 'serialNo',
      label: { zh: '证书序列号', en: 'Certificate serial' },
      maxLength: 64,
      table: { hide: true },
    },
    {
      prop: 'apiV3Key',
      label: { zh: 'APIv3 密钥', en: 'API v3 key' },
      maxLength: 64,
      secret: true,
      table: { hide: true },
      help: secretHelp,
    },
    {
      prop: 'privateKey',
      label: { zh: '商户私钥', en: 'Private key' },
      type: 'textarea',
      maxLength: 4000,
      secret: true,
      form: { span: 24 },
      table: { hide: true },
      help: secretHelp,
    },
    {
      prop: 'notifyUrl',
      label: { zh: '回调地址', en: 'Notification URL' },
      maxLength: 255,
      form: { span: 24 },
      rules: [
        {
          pattern: '^https://',
          message: { zh: '回调地址须以 https:// 开头', en: 'The notification URL must start with https://' },
        },
      ],
      table: { width: 260, ellipsis: true },
    },
    {
      prop: 'enabled',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
  ],
});
