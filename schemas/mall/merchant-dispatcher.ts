import { defineEntity, required } from '../../engine/schema';
import { dispatcherColumn } from './_columns';

/**
 * Merchant dispatchers (`dispacher-device/merchantdispacher`): which merchant operates which machine.
 * `bindDeviceList` (merchantId, dispacherIds) binds several at once, `saveOperate` one (plugins/mall).
 */
export default defineEntity({
  name: 'mall.merchantDispatcher',
  title: { zh: '商户售货机', en: 'Merchant machines' },
  route: '/mall/merchantdispacher',
  menu: { parent: 'mall', sort: 35, icon: 'team' },
  permission: 'mall_merchantdispatcher',
  api: { service: 'dispacher-device', entity: 'merchantdispacher' },
  owner: { prop: 'dispacherId', schema: 'mall.dispatcher' },
  storage: { table: 'dd_merchant_dispacher', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'merchantId',
      label: { zh: '商户', en: 'Merchant' },
      type: 'select',
      ref: { schema: 'merchant.merchant', label: 'merchantName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
      rules: [required('请选择商户', 'Please choose the merchant', 'change')],
    },
    dispatcherColumn({ rules: [required('请选择售货机', 'Please choose the machine', 'change')] }),
    {
      prop: 'operateType',
      label: { zh: '经营方式', en: 'Operation mode' },
      type: 'select',
      dict: 'mall_operate_type',
      maxLength: 20,
      default: 'self',
    },
  ],
});
