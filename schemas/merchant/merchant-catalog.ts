import { defineCatalog } from '../../engine/schema';

/**
 * The merchant side (issue 14, docs/areas/merchants.md): the sidebar groups of merchants, stores, sites,
 * charge rules, areas, fences and inspections, and the dictionaries of their statuses. Every status the
 * screens show is one of these dictionaries (zh + en), so the server's messages and the tags agree.
 */
export default defineCatalog({
  menus: [
    { code: 'merchants', title: { zh: '商户管理', en: 'Merchants' }, path: '/merchants', sort: 60, icon: 'shop' },
    { code: 'areas', title: { zh: '区域围栏', en: 'Areas & fences' }, path: '/areas', sort: 62, icon: 'environment' },
    { code: 'inspection', title: { zh: '巡检管理', en: 'Inspections' }, path: '/inspection', sort: 63, icon: 'safety' },
  ],
  dicts: [
    {
      code: 'merchant_type',
      title: { zh: '商户类型', en: 'Merchant type' },
      items: [
        { key: 1, label: { zh: '直营', en: 'Direct' } },
        { key: 2, label: { zh: '加盟', en: 'Franchise' } },
        { key: 3, label: { zh: '代理', en: 'Agent' } },
        { key: 4, label: { zh: '场地方', en: 'Venue owner' } },
      ],
    },
    {
      code: 'audit_status',
      title: { zh: '审核状态', en: 'Review status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待审核', en: 'Pending' }, tone: 'warning' },
        { key: 1, label: { zh: '已通过', en: 'Approved' }, tone: 'success' },
        { key: 2, label: { zh: '已驳回', en: 'Rejected' }, tone: 'error' },
      ],
    },
    {
      code: 'store_type',
      title: { zh: '门店类型', en: 'Store type' },
      items: [
        { key: 1, label: { zh: '购物中心', en: 'Shopping mall' } },
        { key: 2, label: { zh: '公园', en: 'Park' } },
        { key: 3, label: { zh: '游乐场', en: 'Playground' } },
        { key: 4, label: { zh: '景区', en: 'Scenic spot' } },
        { key: 5, label: { zh: '社区', en: 'Community' } },
      ],
    },
    {
      code: 'site_type',
      title: { zh: '场地类型', en: 'Site type' },
      items: [
        { key: 1, label: { zh: '室内', en: 'Indoor' } },
        { key: 2, label: { zh: '室外', en: 'Outdoor' } },
      ],
    },
    {
      code: 'site_merchant_role',
      title: { zh: '场地商户角色', en: 'Site merchant role' },
      items: [
        { key: 1, label: { zh: '场地方', en: 'Venue owner' } },
        { key: 2, label: { zh: '运营方', en: 'Operator' } },
        { key: 3, label: { zh: '投资方', en: 'Investor' } },
      ],
    },
    {
      code: 'charge_type',
      title: { zh: '计费方式', en: 'Charge type' },
      items: [
        { key: 1, label: { zh: '按时长', en: 'By duration' } },
        { key: 2, label: { zh: '按次', en: 'Per ride' } },
      ],
    },
    {
      code: 'fence_type',
      title: { zh: '围栏形状', en: 'Fence shape' },
      items: [
        { key: 1, label: { zh: '圆形', en: 'Circle' } },
        { key: 2, label: { zh: '多边形', en: 'Polygon' } },
      ],
    },
    {
      code: 'fence_status',
      title: { zh: '围栏状态', en: 'Fence status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '已关闭', en: 'Off' }, tone: 'default' },
        { key: 1, label: { zh: '已开启', en: 'On' }, tone: 'success' },
      ],
    },
    {
      code: 'fence_alarm',
      title: { zh: '越界处理', en: 'When crossed' },
      items: [
        { key: 1, label: { zh: '语音提醒', en: 'Voice warning' } },
        { key: 2, label: { zh: '限速', en: 'Slow down' } },
        { key: 3, label: { zh: '断电', en: 'Cut power' } },
      ],
    },
    {
      code: 'partner_type',
      title: { zh: '合作类型', en: 'Partnership' },
      items: [
        { key: 1, label: { zh: '渠道', en: 'Channel' } },
        { key: 2, label: { zh: '广告主', en: 'Advertiser' } },
        { key: 3, label: { zh: '支付', en: 'Payment' } },
        { key: 4, label: { zh: '运维', en: 'Maintenance' } },
        { key: 5, label: { zh: '平台对接', en: 'Platform integration' } },
      ],
    },
    {
      code: 'balance_change_type',
      title: { zh: '余额变动类型', en: 'Balance change' },
      items: [
        { key: 1, label: { zh: '分账收入', en: 'Profit share' } },
        { key: 2, label: { zh: '提现', en: 'Withdrawal' } },
        { key: 3, label: { zh: '调账', en: 'Adjustment' } },
        { key: 4, label: { zh: '退款扣回', en: 'Refund clawback' } },
      ],
    },
    {
      code: 'check_status',
      title: { zh: '巡检状态', en: 'Inspection status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待巡检', en: 'Planned' }, tone: 'default' },
        { key: 1, label: { zh: '巡检中', en: 'In progress' }, tone: 'processing' },
        { key: 2, label: { zh: '待整改', en: 'To fix' }, tone: 'warning' },
        { key: 3, label: { zh: '已完成', en: 'Completed' }, tone: 'success' },
        { key: 4, label: { zh: '已取消', en: 'Cancelled' }, tone: 'default' },
      ],
    },
    {
      code: 'check_result',
      title: { zh: '检查结果', en: 'Check result' },
      items: [
        { key: 0, label: { zh: '未检查', en: 'Not checked' }, tone: 'default' },
        { key: 1, label: { zh: '正常', en: 'Normal' }, tone: 'success' },
        { key: 2, label: { zh: '异常', en: 'Abnormal' }, tone: 'error' },
      ],
    },
    {
      code: 'check_category',
      title: { zh: '检查类别', en: 'Check category' },
      items: [
        { key: 1, label: { zh: '车辆', en: 'Cars' } },
        { key: 2, label: { zh: '柜机', en: 'Cabinets' } },
        { key: 3, label: { zh: '场地', en: 'Site' } },
        { key: 4, label: { zh: '安全', en: 'Safety' } },
      ],
    },
  ],
});
