import { defineEntity, required } from '../../engine/schema';
import * as account from '../system/_account-columns';
import * as place from './_place-columns';

/**
 * Merchant accounts (商户账号): the sign-ins of the merchant app, one merchant each, with a merchant role
 * (merchant.role), per tenant. The password is typed in the add form only; the server keeps a salted hash
 * and never sends it back. `resetPassword` calls the contract's `GET merchantaccount/updatePWD?id=`, which
 * sets the tenant's initial password and answers it (the reset dialog of plugins/grant shows it);
 * `GET listAll?merchantId=` lists a merchant's accounts for pickers. A disabled merchant gets no new account.
 */
export default defineEntity({
  name: 'merchant.account',
  title: { zh: '商户账号', en: 'Merchant accounts' },
  route: '/merchants/account',
  menu: { parent: 'merchants', sort: 5, icon: 'user' },
  permission: 'merchantaccount',
  api: { service: 'toycar-merchant', entity: 'merchantaccount' },
  storage: { table: 'tc_merchant_account', tenant: true, audit: true, softDelete: true, indexes: [['merchantId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  columns: [
    account.account,
    account.password,
    {
      prop: 'name',
      label: { zh: '姓名', en: 'Name' },
      search: true,
      maxLength: 20,
      rules: [required('请输入姓名', 'Please enter the name')],
    },
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      type: 'select',
      ref: place.enabledMerchantRef,
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择所属商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'roleId',
      label: { zh: '商户角色', en: 'Merchant role' },
      type: 'select',
      ref: { schema: 'merchant.role', label: 'roleName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      rules: [required('请选择商户角色', 'Please choose the merchant role', 'change')],
    },
    { ...place.contactPhone, prop: 'phone', label: { zh: '手机号码', en: 'Phone' } },
    {
      prop: 'accountStatus',
      label: { zh: '账号状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
    },
    place.createTime,
  ],
  actions: [
    {
      key: 'resetPassword',
      label: { zh: '重置密码', en: 'Reset password' },
      scope: 'row',
      endpoint: 'updatePWD',
      method: 'GET',
      params: 'id',
      plugin: 'grant',
      icon: 'key',
    },
  ],
});
