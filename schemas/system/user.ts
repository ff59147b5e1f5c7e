import { defineEntity, required } from '../../engine/schema';
import { userActions } from './_user-actions';

/**
 * Users (spec §3 "User", §7 "Users"): the accounts that sign in, per tenant, at /system/user. blade-user
 * keeps its ops at the service root (/api/blade-user/page ...). Screen: a dept tree on the left
 * (`table.treeFilter`) narrows the list to users of the chosen dept or any dept below it.
 *
 * Fields:
 * - `account` login name, unique in the tenant; `password` typed in the add form only (stored as
 *   scrypt(md5(typed)), never sent back; reset through the "reset password" action);
 * - `name` nickname, `realName`, `phone`, `email`, `sex` (dict sex), `birthday`, `avatar`;
 * - `deptId`, `postId`, `roleId`: comma lists of ids (BladeX's wire form), chosen in multi pickers over the
 *   dept tree, the post list and the role tree; a self-registered user waits with `roleId` '-1';
 * - `tenantId`: the owning tenant (the platform administrator lists every tenant's users, so it shows);
 * - `userType`: the platform (dict user_type: web / app / other) and `userExt`: that platform's extra
 *   attributes as JSON text, both edited through "platform settings" (update-platform);
 * - `status`: 1 enabled, 0 disabled — a self-registered user is pending (status 0, roleId '-1') until an
 *   administrator grants roles and enables them; `createTime`.
 * Actions (button codes): user_grant, user_reset, user_platform, user_export, user_import (also the template).
 */
export default defineEntity({
  name: 'system.user',
  title: { zh: '用户管理', en: 'Users' },
  permission: 'user',
  api: { service: 'blade-user', entity: '' },
  storage: { table: 'blade_user', tenant: true, audit: true, softDelete: true },
  route: '/system/user',
  menu: { parent: 'system', sort: 1, icon: 'user' },
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
  actions: userActions('user'),
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
      prop: 'deptId',
      label: { zh: '所属部门', en: 'Departments' },
      type: 'multi-tree-select',
      dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
      db: { type: 'string', length: 1000 },
    },
    {
      prop: 'postId',
      label: { zh: '所属岗位', en: 'Posts' },
      type: 'multi-select',
      dict: { url: '/api/blade-system/post/list?size=1000', label: 'postName', value: 'id' },
      db: { type: 'string', length: 1000 },
      table: { hide: true },
    },
    {
      prop: 'roleId',
      label: { zh: '所属角色', en: 'Roles' },
      type: 'multi-tree-select',
      dict: { url: '/api/blade-system/role/tree', label: 'roleName', value: 'id', tree: true },
      db: { type: 'string', length: 1000 },
      rules: [required('请选择所属角色', 'Please choose the roles')],
    },
    {
      prop: 'tenantId',
      label: { zh: '所属租户', en: 'Tenant' },
      form: false,
      table: { width: 100 },
    },
    {
      prop: 'userType',
      label: { zh: '用户平台', en: 'Platform' },
      type: 'select',
      dict: 'user_type',
      db: { type: 'int' },
      default: 1,
      search: true,
      form: { edit: false },
    },
    {
      prop: 'userExt',
      label: { zh: '平台扩展信息', en: 'Platform attributes' },
      type: 'textarea',
      maxLength: 2000,
      db: { type: 'text' },
      form: false,
      table: false,
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
