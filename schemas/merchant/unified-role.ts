import { defineEntity, required } from '../../engine/schema';

/** Stores chosen by name (BladeX's comma list of ids on the wire): no id typed by hand. */
const storePicker = {
  type: 'multi-select',
  dict: { url: '/api/toycar-merchant/merchantstore/list?size=1000', label: 'storeName', value: 'id' },
  refersTo: 'merchant.store',
  db: { type: 'string', length: 2000 },
} as const;

/**
 * A user's stores per merchant role (issue 4 item 9, unified-merchant `unifiedmerchantrole`): one row per
 * (userId, roleId) — a platform user (system.user) acting in a merchant role (merchant.role) — with the
 * stores (`storeIds`, comma-separated ids) that role lets the user manage. Per tenant.
 * `POST unifiedmerchantrole/updateUserStore {userId, roleId, storeIds}` sets the stores of that pair,
 * creating the row when there is none (plugins/role-sets/server/merchant-routes.ts); the row action below sends the
 * row's userId and roleId with the stores typed in its form. User and role must be live rows of the
 * caller's tenant; an empty storeIds keeps the pair with no store. There is no generic add or edit: the
 * toolbar action `assignStores` (user, role, stores) and the row action `updateUserStore` (stores) both
 * call that endpoint with the one button code `unifiedmerchantrole_updateUserStore`, so a pair is one row.
 */
export default defineEntity({
  name: 'merchant.unifiedRole',
  title: { zh: '用户门店授权', en: 'User stores by role' },
  route: '/merchant/user-store',
  menu: { parent: 'merchant', sort: 4, icon: 'shop' },
  permission: 'unifiedmerchantrole',
  api: { service: 'unified-merchant', entity: 'unifiedmerchantrole' },
  storage: { table: 'tc_unified_merchant_role', tenant: true, audit: true, indexes: [['userId', 'roleId']] },
  table: { index: true, selection: true, viewButton: true, addButton: false, editButton: false },
  owner: { prop: 'userId', schema: 'system.user' },
  columns: [
    {
      prop: 'userId',
      label: { zh: '用户', en: 'User' },
      type: 'select',
      ref: { schema: 'system.user', label: 'realName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      rules: [required('请选择用户', 'Please choose the user')],
    },
    {
      prop: 'roleId',
      label: { zh: '商户角色', en: 'Merchant role' },
      type: 'select',
      ref: { schema: 'merchant.role', label: 'roleName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      rules: [required('请选择商户角色', 'Please choose the merchant role')],
    },
    {
      prop: 'storeIds',
      label: { zh: '门店', en: 'Stores' },
      ...storePicker,
      form: { span: 24 },
    },
  ],
  actions: [
    {
      // New pairs come through here rather than the generic add, so a (user, role) pair stays one row.
      key: 'assignStores',
      label: { zh: '分配门店', en: 'Assign stores' },
      scope: 'toolbar',
      endpoint: 'updateUserStore',
      params: 'body',
      permission: 'unifiedmerchantrole_updateUserStore',
      effect: { copy: ['storeIds'] },
      form: [
        {
          prop: 'userId',
          label: { zh: '用户', en: 'User' },
          type: 'select',
          ref: { schema: 'system.user', label: 'realName' },
          rules: [required('请选择用户', 'Please choose the user')],
        },
        {
          prop: 'roleId',
          label: { zh: '商户角色', en: 'Merchant role' },
          type: 'select',
          ref: { schema: 'merchant.role', label: 'roleName' },
          rules: [required('请选择商户角色', 'Please choose the merchant role')],
        },
        {
          prop: 'storeIds',
          label: { zh: '门店', en: 'Stores' },
          ...storePicker,
        },
      ],
    },
    {
      key: 'updateUserStore',
      label: { zh: '设置门店', en: 'Set stores' },
      scope: 'row',
      params: 'body',
      effect: { copy: ['storeIds'] },
      form: [
        {
          prop: 'storeIds',
          label: { zh: '门店', en: 'Stores' },
          ...storePicker,
        },
      ],
    },
  ],
});
