import { defineEntity, keyColumn } from '../../engine/schema';
import * as account from './_account-columns';
import { userActions } from './_user-actions';

/**
 * Users (spec §3 "User", §7 "Users"): the accounts that sign in, per tenant, at /system/user. blade-user
 * keeps its ops at the service root (/api/blade-user/page ...). Screen: a dept tree on the left
 * (`table.treeFilter`) narrows the list to users of the chosen dept or any dept below it.
 *
 * Fields:
 * - `account` login name, unique in the tenant; `password` typed in the add form only (stored as
 *   scrypt(md5(typed)), never sent back; reset through the "reset password" action);
 * - `name` nickname, `realName`, `code` (the user number of BladeX's User), `phone`, `email`, `sex` (dict
 *   sex), `birthday`, `avatar`;
 * - `deptId`, `postId`, `roleId`: comma lists of ids (BladeX's wire form), chosen in multi pickers over the
 *   dept tree, the post list and the role tree; a self-registered user waits with `roleId` '-1';
 * - `tenantId`: the owning tenant (the platform administrator lists every tenant's users, and sees it in
 *   the tenant column every tenant-scoped screen shows them);
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
  storage: account.userStorage,
  route: '/system/user',
  menu: { parent: 'system', sort: 1, icon: 'user' },
  table: account.userTable,
  dialog: { groups: account.userGroups },
  actions: userActions('user'),
  columns: [
    keyColumn(account.account),
    account.password,
    account.name,
    keyColumn(account.realName),
    { prop: 'code', label: { zh: '用户编号', en: 'User number' }, maxLength: 45, table: { hide: true } },
    { prop: 'avatar', label: { zh: '头像', en: 'Avatar' }, type: 'image', maxLength: 500, table: { hide: true } },
    account.email,
    account.phone,
    { prop: 'birthday', label: { zh: '生日', en: 'Birthday' }, type: 'date', table: { hide: true } },
    { prop: 'sex', label: { zh: '性别', en: 'Gender' }, type: 'select', dict: 'sex', db: { type: 'int' }, default: 3 },
    account.deptId,
    {
      prop: 'postId',
      label: { zh: '所属岗位', en: 'Posts' },
      type: 'multi-select',
      dict: { url: '/api/blade-system/post/list?size=1000', label: 'postName', value: 'id' },
      refersTo: 'system.post',
      names: 'postName',
      db: { type: 'string', length: 1000 },
      table: { hide: true },
    },
    keyColumn(account.roleId),
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
    keyColumn(account.status),
    {
      prop: 'oauthId',
      label: { zh: '第三方账号', en: 'Social account' },
      maxLength: 64,
      form: false,
      table: { hide: true },
    },
    account.createTime,
  ],
});
