import { defineEntity } from '../../engine/schema';
import * as role from '../system/_role-columns';

/**
 * Merchant roles (issue 4 item 9): the role set of merchant staff, separate from the platform's and the
 * factory's, per tenant. `merchantId` makes a role merchant-level: 0 = a role every merchant of the tenant
 * may use, else the one merchant it belongs to. `isAble` (0/1) is flipped by the `isAble` action (generic
 * toggle, `POST merchantrole/isAble?ids=`); `grant` opens the grant dialog (plugins/grant) over the
 * merchant menu tree: `merchantmenu/grant-tree`, `merchantmenu/checkTree?roleIds=`,
 * `POST merchantrole/grant {roleIds, menuIds}` (plugins/role-sets/server/merchant-routes.ts).
 */
export default defineEntity({
  name: 'merchant.role',
  title: { zh: '商户角色', en: 'Merchant roles' },
  route: '/merchant/role',
  menu: { parent: 'merchant', sort: 1, icon: 'team' },
  permission: 'merchantrole',
  api: { service: 'toycar-merchant', entity: 'merchantrole' },
  storage: { table: 'tc_merchant_role', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    role.roleName,
    role.roleAlias,
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      type: 'number',
      db: { type: 'bigint' },
      min: 0,
      default: 0,
      table: { hide: true },
      view: false,
    },
    {
      prop: 'isAble',
      label: { zh: '是否启用', en: 'Enabled' },
      type: 'select',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 1,
      search: true,
      form: false,
    },
    {
      prop: 'sort',
      label: { zh: '排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
    },
    { prop: 'remark', label: { zh: '备注', en: 'Remark' }, type: 'textarea', maxLength: 255, form: { span: 24 } },
  ],
  actions: [
    {
      key: 'isAble',
      label: { zh: '启用/停用', en: 'Enable / disable' },
      scope: 'row',
      params: 'ids',
      confirm: { zh: '确定切换该角色的启用状态？', en: 'Switch this role between enabled and disabled?' },
      effect: { toggle: 'isAble' },
    },
    {
      key: 'grant',
      label: { zh: '权限设置', en: 'Grant menus' },
      scope: 'batch',
      plugin: 'grant',
      icon: 'safety',
    },
  ],
});
