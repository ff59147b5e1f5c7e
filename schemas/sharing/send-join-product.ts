import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, moneyColumn, server } from './_columns';
import { bizNoColumn } from './_receiver';

/**
 * What a sharing request is made of, by product (unified-merchant/profitsharingsendjoinproduct): the
 * order and product behind the request, the amount paid for it and the part shared. Written with the
 * request (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.sendJoinProduct',
  title: { zh: '分账产品', en: 'Shared products' },
  route: '/sharing/sendjoinproduct',
  menu: { parent: 'sharing', sort: 9, icon: 'mall' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '分账产品由分账请求记录生成，不能手工新增、修改或删除',
      en: 'Shared products are made with the channel calls and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在分账请求上操作', en: 'Act on the sharing request' },
  },
  permission: 'profitsharingsendjoinproduct',
  api: { service: 'unified-merchant', entity: 'profitsharingsendjoinproduct' },
  storage: { table: 'um_profit_sharing_product', tenant: true, indexes: [['bizId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    idColumn('bizId', '分账请求ID', 'Request ID'),
    bizNoColumn,
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    {
      prop: 'productCode',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    moneyColumn('orderAmount', '订单金额', 'Order amount'),
    moneyColumn('shareAmount', '分账金额', 'Shared'),
    createTimeColumn(),
  ],
  summary: { sums: ['orderAmount', 'shareAmount'] },
});
