import { defineCatalog } from '../../engine/schema';

/**
 * The rentals area's sidebar group and dictionaries (docs/areas/rentals.md). Every state a rental, an
 * order, a refund, a booking or a push goes through is a dictionary key, so the screens, the server's state
 * machines and the demo data share one list, in both languages. Sealed: the server's code relies on the keys.
 */
export default defineCatalog({
  menus: [
    { code: 'rental', title: { zh: '订单管理', en: 'Rentals & orders' }, path: '/rental', sort: 10, icon: 'shopping' },
  ],
  dicts: [
    {
      code: 'rent_status',
      title: { zh: '租赁状态', en: 'Rental status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '租用中', en: 'Renting' }, tone: 'processing' },
        { key: 1, label: { zh: '已归还', en: 'Returned' }, tone: 'success' },
        { key: 2, label: { zh: '已完成', en: 'Completed' }, tone: 'success' },
        { key: 3, label: { zh: '已强制结束', en: 'Force-ended' }, tone: 'warning' },
      ],
    },
    {
      code: 'order_status',
      title: { zh: '订单状态', en: 'Order status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待支付', en: 'Unpaid' }, tone: 'warning' },
        { key: 1, label: { zh: '支付分进行中', en: 'Pay-Score in progress' }, tone: 'processing' },
        { key: 2, label: { zh: '已支付', en: 'Paid' }, tone: 'success' },
        { key: 3, label: { zh: '部分退款', en: 'Partially refunded' }, tone: 'warning' },
        { key: 4, label: { zh: '已退款', en: 'Refunded' }, tone: 'default' },
        { key: 5, label: { zh: '已取消', en: 'Cancelled' }, tone: 'default' },
      ],
    },
    {
      code: 'pay_type',
      title: { zh: '支付方式', en: 'Payment method' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '微信支付', en: 'WeChat Pay' } },
        { key: 2, label: { zh: '微信支付分', en: 'WeChat Pay-Score' } },
      ],
    },
    {
      code: 'order_source',
      title: { zh: '订单来源', en: 'Order source' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '小程序', en: 'Mini-program' } },
        { key: 2, label: { zh: '合作平台(TC)', en: 'Partner (TC)' } },
      ],
    },
    {
      code: 'payment_status',
      title: { zh: '支付单状态', en: 'Payment status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '支付中', en: 'Paying' }, tone: 'processing' },
        { key: 1, label: { zh: '支付成功', en: 'Succeeded' }, tone: 'success' },
        { key: 2, label: { zh: '支付失败', en: 'Failed' }, tone: 'error' },
        { key: 3, label: { zh: '已关闭', en: 'Closed' }, tone: 'default' },
      ],
    },
    {
      code: 'refund_status',
      title: { zh: '退款状态', en: 'Refund status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '已申请', en: 'Requested' }, tone: 'warning' },
        { key: 1, label: { zh: '退款中', en: 'Processing' }, tone: 'processing' },
        { key: 2, label: { zh: '退款成功', en: 'Succeeded' }, tone: 'success' },
        { key: 3, label: { zh: '退款失败', en: 'Failed' }, tone: 'error' },
      ],
    },
    {
      code: 'refund_type',
      title: { zh: '退款类型', en: 'Refund type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '普通退款', en: 'Refund' } },
        { key: 2, label: { zh: '计费错误退款', en: 'Billing-error refund' } },
        { key: 3, label: { zh: '强制退款', en: 'Forced refund' } },
      ],
    },
    {
      code: 'rent_change_type',
      title: { zh: '租赁变更类型', en: 'Rental change type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '修改金额', en: 'Amount changed' } },
        { key: 2, label: { zh: '强制结束', en: 'Force end' } },
        { key: 3, label: { zh: '退款', en: 'Refund' } },
        { key: 4, label: { zh: '同步订单', en: 'Sync order' } },
        { key: 5, label: { zh: '计费错误退款', en: 'Billing-error refund' } },
        { key: 6, label: { zh: '强制退款', en: 'Forced refund' } },
        { key: 7, label: { zh: '完结支付分订单', en: 'Finish Pay-Score order' } },
        { key: 8, label: { zh: '取消支付分订单', en: 'Cancel Pay-Score order' } },
        { key: 9, label: { zh: '退款失败退回', en: 'Refund failed, returned' } },
      ],
    },
    {
      code: 'book_status',
      title: { zh: '预约状态', en: 'Booking status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '已预约', en: 'Booked' }, tone: 'processing' },
        { key: 1, label: { zh: '已使用', en: 'Used' }, tone: 'success' },
        { key: 2, label: { zh: '已取消', en: 'Cancelled' }, tone: 'default' },
        { key: 3, label: { zh: '已过期', en: 'Expired' }, tone: 'default' },
      ],
    },
    {
      code: 'member_status',
      title: { zh: '会员状态', en: 'Member status' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '正常', en: 'Active' }, tone: 'success' },
        { key: 0, label: { zh: '已冻结', en: 'Frozen' }, tone: 'error' },
      ],
    },
    {
      code: 'push_type',
      title: { zh: '推送类型', en: 'Push type' },
      sealed: true,
      items: [
        { key: 'payOrder', label: { zh: '支付订单', en: 'Pay order' } },
        { key: 'refundOrder', label: { zh: '退款订单', en: 'Refund order' } },
        { key: 'tcPayOrder', label: { zh: 'TC支付订单', en: 'TC pay order' } },
        { key: 'tcRefundOrder', label: { zh: 'TC退款订单', en: 'TC refund order' } },
        { key: 'payBookOrder', label: { zh: '预约支付订单', en: 'Booking payment' } },
        { key: 'refundBookOrder', label: { zh: '预约退款订单', en: 'Booking refund' } },
        { key: 'tcPayBookOrder', label: { zh: 'TC预约支付订单', en: 'TC booking payment' } },
        { key: 'tcRentRecordChange', label: { zh: 'TC租赁变更', en: 'TC rental change' } },
      ],
    },
    {
      code: 'push_status',
      title: { zh: '推送状态', en: 'Push status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待推送', en: 'Pending' }, tone: 'default' },
        { key: 1, label: { zh: '重试中', en: 'Retrying' }, tone: 'warning' },
        { key: 2, label: { zh: '推送成功', en: 'Delivered' }, tone: 'success' },
        { key: 3, label: { zh: '推送失败', en: 'Failed' }, tone: 'error' },
      ],
    },
    {
      code: 'push_target',
      title: { zh: '推送对象', en: 'Push target' },
      sealed: true,
      items: [
        { key: 'portal', label: { zh: '童车门户', en: 'Toycar portal' } },
        { key: 'tc', label: { zh: 'TC合作平台', en: 'TC partner' } },
      ],
    },
  ],
});
