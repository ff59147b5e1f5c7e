/**
 * The products plugin: the product catalog of a tenant (schemas/product/product.ts) and the three calls a
 * schema cannot say (spec §7): whether a product name or code is taken (`isExist`), the products on sale
 * grouped by product line for pickers (`nameTree`), and the plain list of them (`selectProduct`).
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'products',
  title: { zh: '产品', en: 'Products' },
  dicts: [
    {
      code: 'product_sale_status',
      title: { zh: '销售状态', en: 'Sale status' },
      items: [
        { key: 1, label: { zh: '在售', en: 'On sale' }, tone: 'success' },
        { key: 0, label: { zh: '停售', en: 'Withdrawn' }, tone: 'default' },
      ],
    },
  ],
});
