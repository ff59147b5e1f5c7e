import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, merchantRef, remarkColumn, server } from './_columns';

/**
 * Sharing receivers (unified-merchant/profitsharingreceive): the accounts a merchant's shares may go to,
 * registered with the payment channel before any share is sent to them. `submit` saves one and queues its
 * registration (a background job through the channel adapter: registering → registered or failed);
 * `detailFrom?merchantId=&profitsharingType=` answers a merchant's receivers for a sharing type; the admin's
 * `handleMerchantInfo?merchantId=` registers a merchant's receivers again (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.receive',
  title: { zh: '分账接收方', en: 'Receivers' },
  route: '/sharing/receive',
  menu: { parent: 'sharing', sort: 11, icon: 'team' },
  permission: 'profitsharingreceive',
  api: { service: 'unified-merchant', entity: 'profitsharingreceive' },
  storage: { table: 'um_profit_sharing_receive', tenant: true, audit: true, softDelete: true, indexes: [['merchantId']] },
  table: { index: true, viewButton: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  columns: [
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      // Picked by name (issue 35); read and searched by the name kept beside it (merchantName).
      type: 'select',
      ref: merchantRef,
      db: { type: 'bigint', index: true },
      table: false,
      view: false,
      rules: [required('请选择商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'merchantName',
      label: { zh: '商户', en: 'Merchant' },
      maxLength: 64,
      search: true,
      table: { width: 160, ellipsis: true },
      ...server,
    },
    {
      prop: 'profitsharingType',
      label: { zh: '分账方式', en: 'Sharing type' },
      type: 'select',
      dict: 'profitsharing_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 110 },
      rules: [required('请选择分账方式', 'Please choose the sharing type', 'change')],
    },
    {
      prop: 'receiverType',
      label: { zh: '接收方类型', en: 'Receiver type' },
      type: 'select',
      dict: 'receiver_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择接收方类型', 'Please choose the receiver type', 'change')],
    },
    {
      prop: 'receiverName',
      label: { zh: '接收方', en: 'Receiver' },
      maxLength: 64,
      search: true,
      table: { width: 150 },
      rules: [required('请输入接收方名称', 'Please enter the receiver')],
    },
    {
      prop: 'receiverAccount',
      label: { zh: '接收方账号', en: 'Account' },
      maxLength: 64,
      table: { width: 150 },
      rules: [
        required('请输入接收方账号', "Please enter the receiver's account"),
        {
          pattern: '^[0-9A-Za-z_-]{6,32}$',
          message: { zh: '账号为 6-32 位字母、数字、下划线或横线', en: 'The account is 6-32 letters, digits, _ or -' },
        },
      ],
    },
    {
      prop: 'registerStatus',
      label: { zh: '登记状态', en: 'Registration' },
      type: 'select',
      dict: 'receiver_register_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    { prop: 'registerMessage', label: { zh: '登记说明', en: 'Note' }, maxLength: 255, table: { hide: true }, ...server },
    remarkColumn(),
    createTimeColumn(),
  ],
});
