import { defineCatalog } from '../../engine/schema';

/** Dictionaries of the notification screens (blade-notify): what a notification is about, whether it was read. */
export default defineCatalog({
  dicts: [
    {
      code: 'notify_category',
      title: { zh: '通知类别', en: 'Notification category' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '系统通知', en: 'System' } },
        { key: 2, label: { zh: '订单通知', en: 'Orders' } },
        { key: 3, label: { zh: '设备告警', en: 'Device alert' } },
        { key: 4, label: { zh: '账单通知', en: 'Billing' } },
      ],
    },
    {
      code: 'notify_channel',
      title: { zh: '通知渠道', en: 'Channel' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '站内信', en: 'In the console' } },
        { key: 2, label: { zh: '短信', en: 'SMS' } },
        { key: 3, label: { zh: '微信模板消息', en: 'WeChat template message' } },
      ],
    },
    {
      code: 'read_status',
      title: { zh: '阅读状态', en: 'Read' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '未读', en: 'Unread' } },
        { key: 1, label: { zh: '已读', en: 'Read' } },
      ],
    },
  ],
});
