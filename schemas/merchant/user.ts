import { defineEntity, required } from '../../engine/schema';
import { userActions } from '../system/_user-actions';

/**
 * Merchant-side users (spec §7 "Users (blade-user and user-shanghu)") at /merchant/user, served at the root
 * of `user-shanghu` (/api/user-shanghu/page, submit, remove, detail, grant, reset-password,
 * platform-detail, update-platform, update, export-user, import-user, export-template).
 *
 * Decision: the same accounts as the platform's user list — it shares the blade_user table (so a merchant
 * account signs in like any other, and the tenant filter keeps each merchant to its own accounts) — but it is
 * its own screen with its own button codes (`user_shanghu_*`), so a merchant operator can be granted the
 * merchant user list without the system one. Fields: the same meaning as in system.user (a subset: no post,
 * platform or avatar columns; those stay as they are when a merchant edits an account).
 */
export default defineEntity({
  name: 'merchant.user',
  title: { zh: '商户用户', en: 'Merchant users' },
  permission: 'user_shanghu',
  api: { service: 'user-shanghu', entity: '' },
  storage: { table: 'blade_user', tenant: true, audit: true, softDelete: true },
  route: '/merchant/user',
  menu: { parent: 'merchant', sort: 1, icon: 'user' },
  table: {
    index: true,
    selection: true,
    viewButton: true,
    menuWidth: 260,
    treeFilter: {
      prop: 'deptId',
      title: { zh: '部门', en: 'Departments' },
      dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
    },
  },
  actions: userActions('user_shanghu'),
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
    { prop: 'sex', label: { zh: '性别', en: 'Sex' }, type: 'select', dict: 'sex', db: { type: 'int' }, default: 3 },
    {
      prop: 'roleId',
      label: { zh: '所属角色', en: 'Roles' },
      type: 'multi-tree-select',
      dict: { url: '/api/blade-system/role/tree', label: 'roleName', value: 'id', tree: true },
      db: { type: 'string', length: 1000 },
      rules: [required('请选择所属角色', 'Please choose the roles')],
    },
    {
      prop: 'deptId',
      label: { zh: '所属部门', en: 'Departments' },
      type: 'multi-tree-select',
      dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
      db: { type: 'string', length: 1000 },
    },
    {
      prop: 'status',
      label: { zh: '账号状态', en: 'Status' },
      type: 'select',
      dict: 'enable_status',
      search: true,
      default: 1,
      help: {
        zh: '自助注册的账号为停用且无角色（待审核）：授予角色并启用后即可登录',
        en: 'Self-registered accounts wait disabled and without roles: grant roles and enable them to let them sign in',
      },
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
