import { defineEntity, required } from '../../engine/schema';
import * as account from '../system/_account-columns';

/**
 * Factory accounts (issue 4 item 8): the staff who sign in to the factory app, per tenant, each with one
 * factory role (factory.role, not a platform role). The password is typed in the add form only; the server
 * stores a salted hash (as for platform users) and never sends it back. `resetPassword` (row, button
 * `factoryaccount_resetPassword`) calls `GET factoryaccount/updatePWD?id=`, which sets the initial password
 * (parameter `account.initPassword` of the tenant, else 123456) and answers it, so the dialog of
 * plugins/grant can tell the operator.
 */
export default defineEntity({
  name: 'factory.account',
  title: { zh: '工厂账号', en: 'Factory accounts' },
  route: '/factory/account',
  menu: { parent: 'factory', sort: 1, icon: 'user' },
  permission: 'factoryaccount',
  api: { service: 'share-factory', entity: 'factoryaccount' },
  storage: { table: 'tc_factory_account', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'roleId', schema: 'factory.role' },
  columns: [
    account.account,
    account.password,
    {
      prop: 'name',
      label: { zh: '昵称', en: 'Nickname' },
      maxLength: 45,
      rules: [required('请输入昵称', 'Please enter the nickname')],
    },
    { prop: 'realName', label: { zh: '真实姓名', en: 'Real name' }, search: true, maxLength: 45 },
    account.phone,
    {
      prop: 'roleId',
      label: { zh: '工厂角色', en: 'Factory role' },
      type: 'select',
      ref: { schema: 'factory.role', label: 'roleName' },
      db: { type: 'bigint' },
      search: true,
      rules: [required('请选择工厂角色', 'Please choose the factory role')],
    },
    {
      prop: 'status',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: true,
    },
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
