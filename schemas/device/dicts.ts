import { defineCatalog, type Tone } from '../../engine/schema';

const item = (key: number, zh: string, en: string, tone?: Tone) => ({ key, label: { zh, en }, ...(tone && { tone }) });

/**
 * Every status and kind of the device area (docs/areas/devices.md). Sealed: the server's guards and the
 * seeds rely on these keys, so nobody may change them on the dictionary screen.
 */
export default defineCatalog({
  dicts: [
    {
      code: 'device_type',
      title: { zh: '设备类型', en: 'Device type' },
      sealed: true,
      items: [
        item(1, '柜机', 'Cabinet'),
        item(2, '派发机', 'Dispatch machine'),
        item(3, '电动滑板车', 'E-scooter'),
        item(4, '信标', 'Beacon'),
      ],
    },
    {
      code: 'device_online',
      title: { zh: '在线状态', en: 'Online status' },
      sealed: true,
      items: [item(0, '离线', 'Offline', 'default'), item(1, '在线', 'Online', 'success')],
    },
    {
      code: 'device_location_check',
      title: { zh: '位置校验', en: 'Location check' },
      sealed: true,
      items: [item(0, '不校验', 'Off'), item(1, '校验', 'On')],
    },
    {
      code: 'slot_status',
      title: { zh: '仓位状态', en: 'Slot status' },
      sealed: true,
      items: [
        item(0, '空仓', 'Empty', 'default'),
        item(1, '有车', 'Car parked', 'success'),
        item(2, '停用', 'Out of service', 'error'),
      ],
    },
    {
      code: 'car_status',
      title: { zh: '车辆状态', en: 'Car status' },
      sealed: true,
      items: [
        item(0, '待投放', 'Not placed', 'default'),
        item(1, '在仓', 'In a slot', 'success'),
        item(2, '租用中', 'Rented out', 'processing'),
        item(3, '维修中', 'Under repair', 'warning'),
        item(4, '已报废', 'Scrapped', 'error'),
      ],
    },
    {
      code: 'parts_category',
      title: { zh: '配件类别', en: 'Parts category' },
      sealed: true,
      items: [
        item(1, '电池', 'Battery'),
        item(2, '电机', 'Motor'),
        item(3, '车轮', 'Wheel'),
        item(4, '遥控器', 'Remote control'),
        item(5, '座椅', 'Seat'),
        item(6, '充电器', 'Charger'),
        item(7, '外壳', 'Shell'),
      ],
    },
    {
      code: 'code_use_status',
      title: { zh: '编码使用状态', en: 'Code use' },
      sealed: true,
      items: [item(0, '未使用', 'Unused', 'default'), item(1, '已使用', 'Used', 'success')],
    },
    {
      code: 'factory_code_status',
      title: { zh: '出厂码状态', en: 'Factory code status' },
      sealed: true,
      items: [
        item(0, '生产中', 'In production', 'processing'),
        item(1, '已质检', 'Passed QC', 'success'),
        item(2, '已出厂', 'Shipped', 'success'),
        item(3, '不合格', 'Failed QC', 'error'),
      ],
    },
    {
      code: 'fault_level',
      title: { zh: '故障等级', en: 'Fault level' },
      sealed: true,
      items: [item(1, '一般', 'Minor'), item(2, '严重', 'Major'), item(3, '紧急', 'Critical')],
    },
    {
      code: 'fault_report_status',
      title: { zh: '故障处理状态', en: 'Fault report status' },
      sealed: true,
      items: [
        item(0, '待处理', 'Reported', 'warning'),
        item(1, '处理中', 'Processing', 'processing'),
        item(2, '已解决', 'Resolved', 'success'),
        item(3, '已驳回', 'Rejected', 'default'),
      ],
    },
    {
      code: 'door_action',
      title: { zh: '开关门', en: 'Door action' },
      sealed: true,
      items: [item(1, '开门', 'Opened'), item(2, '关门', 'Closed')],
    },
    {
      code: 'door_source',
      title: { zh: '开门来源', en: 'Door trigger' },
      sealed: true,
      items: [
        item(1, '租车', 'Rental'),
        item(2, '还车', 'Return'),
        item(3, '后台', 'Console'),
        item(4, '运维', 'Maintenance'),
      ],
    },
    {
      code: 'open_result',
      title: { zh: '开仓结果', en: 'Open result' },
      sealed: true,
      items: [
        item(0, '失败', 'Failed', 'error'),
        item(1, '成功', 'Succeeded', 'success'),
        item(2, '超时', 'Timed out', 'warning'),
      ],
    },
    {
      code: 'open_platform',
      title: { zh: '开仓平台', en: 'Platform' },
      sealed: true,
      items: [
        item(1, '微信小程序', 'WeChat mini-program'),
        item(2, '支付宝小程序', 'Alipay mini-program'),
        item(3, '管理后台', 'Console'),
      ],
    },
  ],
});
