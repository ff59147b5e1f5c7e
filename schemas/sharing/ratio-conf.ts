import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, remarkColumn } from './_columns';

/**
 * Ratio configuration per product (unified-merchant/ratioconf): whether the product's orders are split at
 * all, after how many days a paid order is split (refunds in that window come first), and the ratio
 * offered for new share ratios. `getMerchantStoreByMerchantId?merchantId=&productCode=` answers a
 * merchant's stores with the ratios that apply to each for that product (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.ratioConf',
  title: { zh: '分账配置', en: 'Sharing settings' },
  route: '/sharing/ratioconf',
  menu: { parent: 'sharing', sort: 3, icon: 'setting' },
  permission: 'ratioconf',
  api: { service: 'unified-merchant', entity: 'ratioconf' },
  storage: { table: 'um_ratio_conf', tenant: true, audit: true, softDelete: true },
  table: { index: true, viewButton: true },
  columns: [
    {
      prop: 'productCode',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      unique: true,
      search: { mode: 'exact' },
      table: { width: 120 },
      rules: [required('请选择产品', 'Please choose the product', 'change')],
    },
    {
      prop: 'sharingEnabled',
      label: { zh: '参与分账', en: 'Split orders' },
      type: 'select',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 1,
      table: { width: 100 },
      rules: [required('请选择是否参与分账', 'Please choose whether orders are split', 'change')],
    },
    {
      prop: 'delayDays',
      label: { zh: '延迟天数', en: 'Delay (days)' },
      type: 'number',
      min: 0,
      max: 30,
      default: 1,
      table: { width: 100 },
      help: { zh: '订单支付后满这些天才分账', en: 'Orders are split this many days after payment' },
      rules: [required('请输入延迟天数', 'Please enter the delay')],
    },
    {
      prop: 'defaultRatio',
      label: { zh: '默认比例(%)', en: 'Default ratio (%)' },
      type: 'number',
      db: { type: 'decimal' },
      precision: 2,
      min: 0,
      max: 100,
      table: { width: 120, align: 'right' },
      rules: [required('请输入默认比例', 'Please enter the default ratio')],
    },
    remarkColumn(),
    createTimeColumn(),
  ],
});
