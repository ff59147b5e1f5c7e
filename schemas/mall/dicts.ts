import { defineCatalog } from '../../engine/schema';

/**
 * The mall area's sidebar group and dictionaries (docs/areas/mall.md). Every state an in, pick or refund-in
 * order, a dispatch machine and a dispatcher order goes through is a key here, so the screens, the state
 * machines and the demo data share one list. Sealed: the server's code relies on the keys.
 */
const item = (key: number, zh: string, en: string) => ({ key, label: { zh, en } });

export default defineCatalog({
  menus: [{ code: 'mall', title: { zh: '售货商城', en: 'Goods mall' }, path: '/mall', sort: 12, icon: 'mall' }],
  dicts: [
    {
      code: 'mall_in_status',
      title: { zh: '入库单状态', en: 'Stock-in status' },
      sealed: true,
      items: [item(0, '待审核', 'Pending'), item(1, '已入库', 'Stocked'), item(2, '已驳回', 'Rejected')],
    },
    {
      code: 'mall_pick_status',
      title: { zh: '领货单状态', en: 'Pick-order status' },
      sealed: true,
      items: [item(0, '待审核', 'Pending'), item(1, '已审核待出库', 'Reserved'), item(2, '已出库', 'Delivered'), item(3, '已驳回', 'Rejected')],
    },
    {
      code: 'mall_refund_in_status',
      title: { zh: '退货入库状态', en: 'Return status' },
      sealed: true,
      items: [item(0, '待审核', 'Pending'), item(1, '已退回库存', 'Returned to stock'), item(2, '已驳回', 'Rejected')],
    },
    {
      // How a merchant runs a machine (merchantdispacher/saveOperate's operateType).
      code: 'mall_operate_type',
      title: { zh: '经营方式', en: 'Operation mode' },
      sealed: true,
      items: [
        { key: 'self', label: { zh: '自营', en: 'Self-operated' } },
        { key: 'lease', label: { zh: '租赁经营', en: 'Leased' } },
      ],
    },
    {
      code: 'mall_dispatch_status',
      title: { zh: '售货机状态', en: 'Machine status' },
      sealed: true,
      items: [item(1, '营业中', 'In service'), item(0, '已停用', 'Out of service')],
    },
    {
      code: 'mall_order_status',
      title: { zh: '售货订单状态', en: 'Sales order status' },
      sealed: true,
      items: [item(1, '已支付', 'Paid'), item(2, '退款中', 'Refunding'), item(3, '部分退款', 'Partially refunded'), item(4, '已退款', 'Refunded')],
    },
    {
      code: 'mall_movement_type',
      title: { zh: '库存变动类型', en: 'Stock movement' },
      sealed: true,
      items: [item(1, '入库', 'Stock in'), item(2, '领货预留', 'Reserved for pick'), item(3, '领货出库', 'Picked out'), item(4, '退货入库', 'Returned')],
    },
    {
      code: 'mall_shelf_status',
      title: { zh: '上架状态', en: 'Shelf status' },
      sealed: true,
      items: [item(1, '已上架', 'On shelf'), item(0, '已下架', 'Off shelf')],
    },
  ],
});
