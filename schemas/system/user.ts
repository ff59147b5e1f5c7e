import { defineEntity, required } from '../../engine/schema';

/**
 * Users (spec §3 "User", §7 "Users"): the accounts that sign in, per tenant. blade-user keeps its ops at
 * the service root (/api/blade-user/page ...). The password is typed in the add form only; the server stores
 * a salted hash and never sends it back. API only for now (no route): a later issue adds the screen.
 */
export default defineEntity({
  name: 'system.user',
  title: { zh: '用户管理', en: 'Users' },
  permission: 'user',
  api: { service: 'blade-user', entity: '' },
  storage: { table: 'blade_user', tenant: true, audit: true, softDelete: true },
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
      label: { zh: '用户昵称', en: 'Nickname' },
      maxLength: 20,
      rules: [required('请输入用户昵称', 'Please enter the nickname')],
    },
    {
      prop: 'realName',
      label: { zh: '用户姓名', en: 'Real name' },
      search: true,
      maxLength: 20,
      rules: [required('请输入用户姓名', 'Please enter the real name')],
    },
    { prop: 'avatar', label: { zh: '头像', en: 'Avatar' }, type: 'image', maxLength: 500, table: { hide: true } },
    {
      prop: 'email',
      label: { zh: '电子邮箱', en: 'Email' },
      type: 'email',
      maxLength: 45,
      rules: [
        {
          validator: 'email',
          trigger: 'blur',
          message: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
        },
      ],
    },
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
    { prop: 'birthday', label: { zh: '生日', en: 'Birthday' }, type: 'date', table: { hide: true } },
    { prop: 'sex', label: { zh: '性别', en: 'Sex' }, type: 'select', dict: 'sex', db: { type: 'int' }, default: 3 },
    {
      prop: 'roleId',
      label: { zh: '所属角色', en: 'Roles' },
      type: 'select',
      ref: { schema: 'system.role', label: 'roleName' },
      db: { type: 'string', length: 1000 },
      rules: [required('请选择所属角色', 'Please choose the roles')],
    },
    {
      prop: 'deptId',
      label: { zh: '所属部门', en: 'Departments' },
      db: { type: 'string', length: 1000 },
      table: { hide: true },
    },
    {
      prop: 'postId',
      label: { zh: '所属岗位', en: 'Posts' },
      db: { type: 'string', length: 1000 },
      table: { hide: true },
    },
    {
      prop: 'userType',
      label: { zh: '用户平台', en: 'Platform' },
      type: 'select',
      dict: 'user_type',
      db: { type: 'int' },
      default: 1,
      search: true,
    },
    {
      prop: 'oauthId',
      label: { zh: '第三方账号', en: 'Social account' },
      maxLength: 64,
      form: false,
      table: { hide: true },
    },
    {
      prop: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      form: false,
      search: { mode: 'range' },
      table: { width: 170 },
    },
  ],
});
