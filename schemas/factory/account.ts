import { defineEntity, required } from '../../engine/schema';

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
  columns: [
    {
      prop: 'account',
      label: { zh: '登录账号', en: 'Account' },
      search: true,
      unique: true,
      maxLength: 45,
      rules: [required('请输入登录账号', 'Please enter the account')],
    },
    {
      prop: 'password',
      label: { zh: '密码', en: 'Password' },
      type: 'password',
      maxLength: 64,
      db: { length: 255 },
      table: false,
      view: false,
      form: { edit: false },
      rules: [
        { required: true, trigger: 'blur', message: { zh: '请输入密码', en: 'Please enter the password' } },
        { min: 6, message: { zh: '密码长度不能少于 6 位', en: 'The password needs at least 6 characters' } },
      ],
    },
    {
      prop: 'name',
      label: { zh: '昵称', en: 'Nickname' },
      maxLength: 45,
      rules: [required('请输入昵称', 'Please enter the nickname')],
    },
    { prop: 'realName', label: { zh: '真实姓名', en: 'Real name' }, search: true, maxLength: 45 },
    {
      prop: 'phone',
      label: { zh: '手机号码', en: 'Mobile' },
      type: 'phone',
      search: true,
      maxLength: 20,
      rules: [
        {
          validator: 'phone',
          trigger: 'blur',
          message: { zh: '请输入正确的手机号码', en: 'Please enter a valid mobile number' },
        },
      ],
    },
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
