import { defineEntity, required } from '../../engine/schema';
import * as audit from './_audit';
import * as place from './_place-columns';

/**
 * Sites (场地): a spot inside a store where devices stand, with its coordinates, per tenant. Served at
 * `toycar-merchant/merchantstoresite` with the contract's `POST auditSite?ids=` (approve / reject, the
 * audit state machine), `POST isAble?ids=` (enable / disable, guarded), `GET select?tenantId=
 * &merchantStoreId=` (the sites that can take devices) and `POST getLocationBySiteId`.
 *
 * Rules (plugins/merchants/server): only an approved, enabled store gets sites ("an unaudited store cannot
 * get sites"); the site's merchant is its store's (`merchantId`, written by the server); a site is
 * approved only once its store is; only an approved site of an enabled store can be enabled. Enabled sites
 * are listed first (pickers offer the usable ones first).
 */
export default defineEntity({
  name: 'merchant.site',
  title: { zh: '场地管理', en: 'Sites' },
  route: '/merchants/site',
  menu: { parent: 'merchants', sort: 3, icon: 'location' },
  permission: 'merchantstoresite',
  api: { service: 'toycar-merchant', entity: 'merchantstoresite' },
  storage: {
    table: 'tc_merchant_store_site',
    tenant: true,
    audit: true,
    softDelete: true,
    indexes: [['merchantStoreId'], ['merchantId']],
  },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'isAble', order: 'desc' } },
  dialog: {
    groups: [
      { title: { zh: '基本信息', en: 'Basics' }, props: ['siteName', 'siteCode', 'merchantStoreId', 'areaId', 'siteType'] },
      place.groups.location(),
      place.groups.contact,
    ],
  },
  excel: { export: true },
  owner: { prop: 'merchantStoreId', schema: 'merchant.store' },
  columns: [
    {
      prop: 'siteName',
      label: { zh: '场地名称', en: 'Site' },
      search: true,
      maxLength: 60,
      table: { width: 200 },
      rules: [required('请输入场地名称', 'Please enter the site name')],
    },
    {
      prop: 'siteCode',
      label: { zh: '场地编号', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 20,
      form: { readonly: true },
      help: { zh: '保存时自动生成', en: 'Made by the server when saved' },
      table: { width: 110 },
    },
    {
      prop: 'merchantStoreId',
      label: { zh: '所属门店', en: 'Store' },
      type: 'select',
      ref: { schema: 'merchant.store', label: 'storeName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择所属门店', 'Please choose the store', 'change')],
    },
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      type: 'select',
      ref: place.enabledMerchantRef,
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      form: false,
      table: { width: 180 },
      help: { zh: '由所属门店决定', en: "The store's merchant" },
    },
    {
      prop: 'areaId',
      label: { zh: '运营区域', en: 'Area' },
      type: 'select',
      ref: { schema: 'area.area', label: 'areaName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { hide: true },
    },
    {
      prop: 'siteType',
      label: { zh: '场地类型', en: 'Type' },
      type: 'select',
      dict: 'site_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 80 },
    },
    ...place.regionCascade,
    place.address,
    { ...place.lng, rules: [required('请输入经度', 'Please enter the longitude')], table: { width: 110 } },
    { ...place.lat, rules: [required('请输入纬度', 'Please enter the latitude')], table: { width: 100 } },
    place.contactName,
    place.contactPhone,
    audit.auditStatus,
    audit.auditRemark,
    place.isAble,
    place.createTime,
    place.remark,
  ],
  stateMachine: {
    field: 'auditStatus',
    transitions: audit.auditTransitions('auditSite', 'merchants.siteAudit'),
  },
  actions: [
    {
      key: 'isAble',
      label: { zh: '启用/停用', en: 'Enable / disable' },
      scope: 'row',
      params: 'ids',
      confirm: {
        zh: '确定切换该场地的启用状态？停用后场地不能再绑定设备。',
        en: 'Switch this site between enabled and disabled? A disabled site takes no new devices.',
      },
      effect: { toggle: 'isAble' },
    },
  ],
});
