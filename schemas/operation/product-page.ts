import { defineEntity } from '../../engine/schema';
import { createTime, image, nameColumn, richText, sort, status } from './_columns';

/**
 * Product pages (产品页): the page the member mini-program shows for a product of the catalog — a cover
 * picture and the text an operator writes (rich text, sanitised by the server on save and on read).
 */
export default defineEntity({
  name: 'operation.productPage',
  title: { zh: '产品页', en: 'Product pages' },
  route: '/operation/productpage',
  menu: { parent: 'operation', sort: 4, icon: 'file' },
  permission: 'productpage',
  api: { service: 'share-operation', entity: 'productpage' },
  storage: { table: 'so_product_page', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    nameColumn('pageTitle', '页面标题', 'Title'),
    {
      prop: 'productId',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      ref: { schema: 'product.product', label: 'productName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 160 },
    },
    image('封面图', 'Cover'),
    sort,
    status,
    richText('页面内容', 'Content'),
    createTime,
  ],
});
