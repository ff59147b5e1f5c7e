import { defineEntity, keyColumn, required } from '../../engine/schema';
import * as audit from './_audit';
import * as place from './_place-columns';

/**
 * Stores (门店): a merchant's mall shop, park or playground, per tenant. Served at
 * `toycar-merchant/merchantstore` with the contract's `POST auditStore?ids=` (approve / reject: the audit
 * state machine), `POST isAble?ids=` (enable / disable: an action guarded on the server), `GET
 * select?tenantId=&merchantId=`; `unified-merchant/unifystore/select` answers the same rows.
 *
 * Rules (plugins/merchants/server): a store is created pending and disabled; only an approved store of an
 * enabled merchant can be enabled; a disabled merchant gets no new store; an approved store changes its
 * merchant no more; only an approved, enabled store gets sites (merchant.site). Enabled stores are listed
 * first, so a store picker offers the ones that can take sites first.
 */
export default defineEntity({
  name: 'merchant.store',
  title: { zh: '门店管理', en: 'Stores' },
  route: '/merchants/store',
  menu: { parent: 'merchants', sort: 2, icon: 'store' },
  permission: 'merchantstore',
  api: { service: 'toycar-merchant', entity: 'merchantstore' },
  storage: { table: 'tc_merchant_store', tenant: true, audit: true, softDelete: true, indexes: [['merchantId']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'isAble', order: 'desc' } },
  excel: { export: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  dialog: {
    groups: [
      { title: { zh: '基本信息', en: 'Basics' }, props: ['storeName', 'merchantId', 'storeType', 'businessHours'] },
      place.groups.location(),
      place.groups.contact,
    ],
  },
  columns: [
    {
      prop: 'storeName',
      label: { zh: '门店名称', en: 'Store' },
      search: true,
      maxLength: 60,
      table: { key: true, width: 200 },
      rules: [required('请输入门店名称', 'Please enter the store name')],
    },
    {
      prop: 'merchantId',
      label: { zh: '所属商户', en: 'Merchant' },
      type: 'select',
      ref: place.enabledMerchantRef,
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { key: true, width: 180 },
      rules: [required('请选择所属商户', 'Please choose the merchant', 'change')],
    },
    {
      prop: 'storeType',
      label: { zh: '门店类型', en: 'Type' },
      type: 'select',
      dict: 'store_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择门店类型', 'Please choose the store type', 'change')],
    },
    ...place.regionCascade,
    place.address,
    place.lng,
    place.lat,
    place.contactName,
    place.contactPhone,
    {
      prop: 'businessHours',
      label: { zh: '营业时间', en: 'Opening hours' },
      // Picked as two times; 10:00-22:00 in any other shape is refused (engine/schema/value-checks.ts).
      type: 'time-range',
      maxLength: 11,
      default: '10:00-22:00',
      table: { hide: true },
    },
    keyColumn(audit.auditStatus),
    audit.auditRemark,
    keyColumn(place.isAble),
    place.createTime,
    place.remark,
  ],
  stateMachine: {
    field: 'auditStatus',
    transitions: audit.auditTransitions('auditStore', 'merchants.storeAudit'),
  },
  actions: [
    {
      key: 'isAble',
      label: { zh: '启用/停用', en: 'Enable / disable' },
      scope: 'row',
      params: 'ids',
      confirm: {
        zh: '确定切换该门店的启用状态？停用后门店下的场地不能再绑定设备。',
        en: "Switch this store between enabled and disabled? A disabled store's sites take no new devices.",
      },
      effect: { toggle: 'isAble' },
    },
  ],
});
