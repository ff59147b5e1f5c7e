import { required, type Column, type EntitySchema } from '../../engine/schema';

/**
 * The columns every account list shares — platform users (system.user), merchant-side users
 * (merchant.user) and factory accounts (factory.account, which takes the sign-in columns): one definition,
 * so a rule or a label changes once. Schemas use them as `account.phone` (import * as account).
 */
export const account: Column = {
  prop: 'account',
  label: { zh: '登录账号', en: 'Account' },
  search: true,
  unique: true,
  maxLength: 45,
  rules: [required('请输入登录账号', 'Please enter the account')],
};

export const password: Column = {
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
};

export const name: Column = {
  prop: 'name',
  label: { zh: '用户昵称', en: 'Nickname' },
  maxLength: 20,
  rules: [required('请输入用户昵称', 'Please enter the nickname')],
};

export const realName: Column = {
  prop: 'realName',
  label: { zh: '用户姓名', en: 'Real name' },
  search: true,
  maxLength: 20,
  rules: [required('请输入用户姓名', 'Please enter the real name')],
};

export const email: Column = {
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
};

export const phone: Column = {
  prop: 'phone',
  label: { zh: '手机号码', en: 'Phone' },
  type: 'phone',
  search: true,
  maxLength: 20,
  rules: [
    {
      validator: 'phone',
      trigger: 'blur',
      message: { zh: '请输入正确的手机号码', en: 'Please enter a valid phone number' },
    },
  ],
};

export const status: Column = {
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
};

export const deptId: Column = {
  prop: 'deptId',
  label: { zh: '所属部门', en: 'Departments' },
  type: 'multi-tree-select',
  dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
  // Ids of the user's own tenant's departments (server-checked, docs/integrity.md).
  refersTo: 'system.dept',
  names: 'deptName',
  db: { type: 'string', length: 1000 },
};

export const roleId: Column = {
  prop: 'roleId',
  label: { zh: '所属角色', en: 'Roles' },
  type: 'multi-tree-select',
  dict: { url: '/api/blade-system/role/tree', label: 'title', value: 'id', tree: true },
  // Ids of the user's own tenant's roles (server-checked, docs/integrity.md).
  refersTo: 'system.role',
  names: 'roleName',
  db: { type: 'string', length: 1000 },
  rules: [required('请选择所属角色', 'Please choose the roles')],
};

export const createTime: Column = {
  prop: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'datetime',
  form: false,
  search: { mode: 'range' },
  table: { width: 170 },
};

/** Both user lists keep their accounts in blade_user (one account signs in wherever it is listed). */
export const userStorage: NonNullable<EntitySchema['storage']> = {
  table: 'blade_user',
  tenant: true,
  audit: true,
  softDelete: true,
};

/** Both user lists: the dept tree beside the table filters by `deptId` (the dept and its children). */
export const userTable: NonNullable<EntitySchema['table']> = {
  index: true,
  selection: true,
  viewButton: true,
  treeFilter: {
    prop: 'deptId',
    title: { zh: '部门', en: 'Departments' },
    dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
  },
};

/** The user forms in titled sections (issue 35): who signs in, who they are, where they belong. */
export const userGroups = [
  { title: { zh: '登录账号', en: 'Account' }, props: ['account', 'password', 'status'] },
  { title: { zh: '个人信息', en: 'Personal info' }, props: ['name', 'realName', 'code', 'avatar', 'email', 'phone', 'birthday', 'sex'] },
  { title: { zh: '组织与权限', en: 'Organisation and roles' }, props: ['deptId', 'postId', 'roleId', 'userType'] },
];
