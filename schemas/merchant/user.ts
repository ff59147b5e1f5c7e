import { defineEntity } from '../../engine/schema';
import * as account from '../system/_account-columns';
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
  storage: account.userStorage,
  route: '/merchant/user',
  menu: { parent: 'merchant', sort: 1, icon: 'user' },
  table: account.userTable,
  dialog: {
    groups: [
      { title: { zh: '登录账号', en: 'Account' }, props: ['account', 'password', 'status'] },
      { title: { zh: '个人信息', en: 'Personal info' }, props: ['name', 'realName', 'email', 'phone', 'sex'] },
      { title: { zh: '组织与权限', en: 'Organisation and roles' }, props: ['roleId', 'deptId'] },
    ],
  },
  actions: userActions('user_shanghu'),
  columns: [
    account.account,
    account.password,
    account.name,
    account.realName,
    account.email,
    account.phone,
    { prop: 'sex', label: { zh: '性别', en: 'Gender' }, type: 'select', dict: 'sex', db: { type: 'int' }, default: 3 },
    account.roleId,
    account.deptId,
    account.status,
    account.createTime,
  ],
});
