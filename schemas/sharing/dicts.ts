import { defineCatalog } from '../../engine/schema';

/**
 * The profit-sharing area's sidebar group and dictionaries (docs/areas/billing.md "Profit sharing"): the
 * states of a sharing request and its receivers, receiver kinds, funding types, the products ratios apply
 * to, the outcomes of a call to the payment channel, the kinds of ratio change.
 */
export default defineCatalog({
  menus: [
    { code: 'sharing', title: { zh: '分账管理', en: 'Profit sharing' }, path: '/sharing', sort: 21, icon: 'bank' },
  ],
  dicts: [
    {
      code: 'sharing_status',
      title: { zh: '分账状态', en: 'Sharing status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待分账', en: 'Pending' }, tone: 'default' },
        { key: 1, label: { zh: '分账中', en: 'Sent' }, tone: 'processing' },
        { key: 2, label: { zh: '分账成功', en: 'Succeeded' }, tone: 'success' },
        { key: 3, label: { zh: '分账失败', en: 'Failed' }, tone: 'error' },
        { key: 4, label: { zh: '回退中', en: 'Returning' }, tone: 'warning' },
        { key: 5, label: { zh: '已回退', en: 'Returned' }, tone: 'default' },
      ],
    },
    {
      code: 'receiver_type',
      title: { zh: '接收方类型', en: 'Receiver type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '子商户', en: 'Sub-merchant' } },
        { key: 2, label: { zh: '门店', en: 'Store owner' } },
        { key: 3, label: { zh: '合作伙伴', en: 'Partner' } },
        { key: 4, label: { zh: '平台', en: 'Platform' } },
      ],
    },
    {
      code: 'funding_type',
      title: { zh: '资金类型', en: 'Funding type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '订单资金', en: 'Order funds' } },
        { key: 2, label: { zh: '基本账户', en: 'Basic account' } },
        { key: 3, label: { zh: '运营账户', en: 'Operating account' } },
      ],
    },
    {
      code: 'sharing_product',
      title: { zh: '分账产品', en: 'Product' },
      items: [
        { key: 'toycar', label: { zh: '童车租赁', en: 'Toy-car rental' } },
        { key: 'vending', label: { zh: '自助售货', en: 'Vending' } },
        { key: 'scooter', label: { zh: '电动滑板车', en: 'E-scooter' } },
      ],
    },
    {
      code: 'profitsharing_type',
      title: { zh: '分账方式', en: 'Sharing type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '按订单分账', en: 'Per order' } },
        { key: 2, label: { zh: '按月结算', en: 'Monthly settlement' } },
      ],
    },
    {
      code: 'sharing_send_type',
      title: { zh: '请求类型', en: 'Request' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '分账', en: 'Share' } },
        { key: 2, label: { zh: '回退', en: 'Return' } },
        { key: 3, label: { zh: '查询', en: 'Query' } },
      ],
    },
    {
      code: 'sharing_send_result',
      title: { zh: '请求结果', en: 'Outcome' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '请求中', en: 'Calling' }, tone: 'processing' },
        { key: 1, label: { zh: '成功', en: 'Succeeded' }, tone: 'success' },
        { key: 2, label: { zh: '被拒绝', en: 'Refused' }, tone: 'error' },
        { key: 3, label: { zh: '超时', en: 'Timed out' }, tone: 'warning' },
      ],
    },
    {
      code: 'ratio_change_type',
      title: { zh: '比例变更类型', en: 'Ratio change' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '新增', en: 'Added' } },
        { key: 2, label: { zh: '修改', en: 'Changed' } },
        { key: 3, label: { zh: '删除', en: 'Removed' } },
        { key: 4, label: { zh: '启用', en: 'Enabled' } },
        { key: 5, label: { zh: '停用', en: 'Disabled' } },
      ],
    },
    {
      code: 'receiver_register_status',
      title: { zh: '登记状态', en: 'Registration' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '登记中', en: 'Registering' }, tone: 'processing' },
        { key: 1, label: { zh: '已登记', en: 'Registered' }, tone: 'success' },
        { key: 2, label: { zh: '登记失败', en: 'Failed' }, tone: 'error' },
      ],
    },
  ],
});
