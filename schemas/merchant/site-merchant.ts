import { defineEntity, required } from '../../engine/schema';
import * as place from './_place-columns';

/**
 * Site merchants (场地商户): the other merchants a site works with besides its owner — the venue that hosts
 * it, an operator, an investor — each with its role there (profit sharing reads these links). One row per
 * (site, merchant); `POST sitemerchant/addByMerchantId (siteId, merchantId)` adds the link unless it exists
 * (the contract's call). The site must be approved and the merchant enabled (server hooks).
 */
export default defineEntity({
  name: 'merchant.siteMerchant',
  title: { zh: '场地商户', en: 'Site merchants' },
  route: '/merchants/site-merchant',
  menu: { parent: 'merchants', sort: 4, icon: 'team' },
  permission: 'sitemerchant',
  api: { service: 'toycar-merchant', entity: 'sitemerchant' },
  storage: { table: 'tc_site_merchant', tenant: true, audit: true, indexes: [['siteId', 'merchantId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'siteId', schema: 'merchant.site' },
  columns: [
    {
      prop: 'siteId',
      label: { zh: '场地', en: 'Site' },
      type: 'select',
      ref: { schema: 'merchant.site', label: 'siteName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 200 },
      rules: [required('请选择场地', 'Please choose the site', 'change')],
    },
    {
      prop: 'merchantId',
      label: { zh: '商户', en: 'Merchant' },
      type: 'select',
      ref: { schema: 'merchant.merchant', label: 'merchantName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 200 },
      rules: [required('请选择商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'merchantRole',
      label: { zh: '合作角色', en: 'Role' },
      type: 'select',
      dict: 'site_merchant_role',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      rules: [required('请选择合作角色', 'Please choose the role', 'change')],
    },
    place.createTime,
    place.remark,
  ],
  actions: [
    {
      key: 'addByMerchantId',
      label: { zh: '关联商户', en: 'Link a merchant' },
      scope: 'toolbar',
      params: 'body',
      form: [
        {
          prop: 'siteId',
          label: { zh: '场地', en: 'Site' },
          type: 'select',
          ref: { schema: 'merchant.site', label: 'siteName' },
          rules: [required('请选择场地', 'Please choose the site', 'change')],
        },
        {
          prop: 'merchantId',
          label: { zh: '商户', en: 'Merchant' },
          type: 'select',
          ref: { schema: 'merchant.merchant', label: 'merchantName' },
          rules: [required('请选择商户', 'Please choose the merchant', 'change')],
        },
      ],
      // Served by plugins/merchants/server (adds the link unless it exists); the effect describes it for
      // providers that apply effects themselves (Storybook's in-memory one).
      effect: { copy: ['siteId', 'merchantId'] },
      success: { zh: '已关联', en: 'Linked' },
    },
  ],
});
