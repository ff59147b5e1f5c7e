import { defineEntity, required } from '../../engine/schema';
import { remarkColumn, server } from './_columns';

/**
 * Goods (SPU, `dispacher-mall/spu`, restful): what the machines sell — name, code, category, shelf category,
 * price in fen, picture (uploaded to the configured storage, type and size checked by the upload route).
 * Besides the restful calls (plugins/mall): `GET count` (goods per shelf status), `GET page2` (the goods
 * with their stock summed over every warehouse) and `PUT shelf` (on or off the shelf, by ids).
 */
export default defineEntity({
  name: 'mall.spu',
  title: { zh: '商品管理', en: 'Goods' },
  route: '/mall/spu',
  menu: { parent: 'mall', sort: 1, icon: 'gift' },
  permission: 'mall_spu',
  api: { service: 'dispacher-mall', entity: 'spu', style: 'restful', list: 'page' },
  storage: { table: 'dm_spu', tenant: true, audit: true, softDelete: true, indexes: [['tenantId', 'categoryId']] },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'sort', order: 'asc' } },
  columns: [
    { prop: 'picUrl', label: { zh: '商品图片', en: 'Picture' }, type: 'image', maxLength: 500, table: { width: 90 } },
    {
      prop: 'spuName',
      label: { zh: '商品名称', en: 'Goods name' },
      maxLength: 60,
      search: true,
      unique: true,
      table: { width: 180 },
      rules: [required('请输入商品名称', 'Please enter the goods name')],
    },
    {
      prop: 'spuCode',
      label: { zh: '商品编码', en: 'Code' },
      maxLength: 32,
      search: { mode: 'exact' },
      unique: true,
      table: { width: 130 },
      rules: [
        required('请输入商品编码', 'Please enter the goods code'),
        { pattern: '^[A-Za-z0-9_-]{2,32}$', message: { zh: '商品编码由 2–32 位字母、数字、_ 或 - 组成', en: 'The code has 2–32 letters, digits, _ or -' } },
      ],
    },
    {
      prop: 'categoryId',
      label: { zh: '商品分类', en: 'Category' },
      type: 'tree-select',
      dict: { url: '/api/dispacher-mall/category/tree', label: 'categoryName', value: 'id', tree: true },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 120 },
      rules: [required('请选择商品分类', 'Please choose the category', 'change')],
    },
    {
      prop: 'shelfCategoryId',
      label: { zh: '货架分类', en: 'Shelf category' },
      type: 'select',
      ref: { schema: 'mall.shelfCategory', label: 'shelfCategoryName' },
      db: { type: 'bigint', index: true },
      table: { width: 120 },
    },
    {
      prop: 'price',
      label: { zh: '售价', en: 'Price' },
      type: 'money',
      min: 0,
      table: { width: 100, align: 'right' },
      rules: [required('请输入售价', 'Please enter the price')],
    },
    {
      prop: 'shelfStatus',
      label: { zh: '上架状态', en: 'Shelf' },
      type: 'select',
      dict: 'mall_shelf_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0, table: { width: 70 } },
    remarkColumn,
  ],
});
