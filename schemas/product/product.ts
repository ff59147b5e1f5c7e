import { defineEntity, required } from '../../engine/schema';

/**
 * Products (`share-product/product`, spec §7 "Devices and sites": isExist, nameTree, selectProduct): what a
 * tenant sells on its devices — ride-on car rentals by the minute, vending goods, e-scooter rides — each
 * of one product line (`productType`, the same keys as the sharing products of the share ratios), with
 * its list price in fen and, for rentals, the billing unit. Only products on sale are offered by
 * `selectProduct`; `nameTree` groups them by line for pickers. A product's code is what orders and
 * share ratios name, so it is unique within the tenant and fixed once made.
 */
export default defineEntity({
  name: 'product.product',
  title: { zh: '产品管理', en: 'Products' },
  route: '/device/product',
  menu: { parent: 'device', sort: 40, icon: 'appstore' },
  permission: 'product',
  api: { service: 'share-product', entity: 'product' },
  storage: { table: 'sp_product', tenant: true, audit: true, softDelete: true, indexes: [['productType']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sort', order: 'asc' } },
  columns: [
    {
      prop: 'productName',
      label: { zh: '产品名称', en: 'Product' },
      search: true,
      unique: true,
      maxLength: 40,
      table: { width: 180 },
      rules: [required('请输入产品名称', 'Please enter the product name')],
    },
    {
      prop: 'productCode',
      label: { zh: '产品编码', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 32,
      form: { readonly: 'edit' },
      table: { width: 150 },
      rules: [
        required('请输入产品编码', 'Please enter the product code'),
        {
          pattern: '^[A-Za-z][A-Za-z0-9_-]{1,31}$',
          message: {
            zh: '产品编码以字母开头，由字母、数字、下划线或连字符组成（2–32 位）',
            en: 'The code starts with a letter and has 2–32 letters, digits, _ or -',
          },
        },
      ],
    },
    {
      prop: 'productType',
      label: { zh: '产品线', en: 'Product line' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      default: 'toycar',
      search: { mode: 'exact' },
      table: { width: 120 },
      rules: [required('请选择产品线', 'Please choose the product line', 'change')],
    },
    {
      prop: 'price',
      label: { zh: '单价(元)', en: 'Price (CNY)' },
      type: 'money',
      min: 0,
      table: { width: 110, align: 'right' },
      rules: [required('请输入单价', 'Please enter the price')],
    },
    {
      prop: 'unitMinutes',
      label: { zh: '计费单位(分钟)', en: 'Billing unit (min)' },
      type: 'number',
      min: 1,
      max: 1440,
      help: { zh: '租赁类产品每个计费单位的分钟数，售货类留空', en: 'Minutes per billing unit of a rental; empty for goods' },
      table: { width: 130 },
    },
    {
      prop: 'saleStatus',
      label: { zh: '销售状态', en: 'Sale' },
      type: 'select',
      dict: 'product_sale_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择销售状态', 'Please choose the sale status', 'change')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Sort' }, type: 'number', min: 0, max: 9999, default: 1, table: { width: 80 } },
    { prop: 'remark', label: { zh: '说明', en: 'Description' }, type: 'textarea', maxLength: 255, form: { span: 24 }, table: { hide: true } },
    { prop: 'createTime', label: { zh: '创建时间', en: 'Created' }, type: 'datetime', form: false, table: { width: 160 } },
  ],
});
