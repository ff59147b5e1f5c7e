import { defineCatalog } from '../../engine/schema';

/**
 * Dictionaries of the resource screens (OSS and SMS configuration, SMS history), seeded into blade_dict on
 * first start. The keys are BladeX's provider categories.
 */
export default defineCatalog({
  dicts: [
    {
      code: 'oss',
      title: { zh: '对象存储类型', en: 'Object storage provider' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '本地存储', en: 'Local disk' } },
        { key: 2, label: { zh: 'MinIO', en: 'MinIO' } },
        { key: 3, label: { zh: '七牛云', en: 'Qiniu' } },
        { key: 4, label: { zh: '阿里云', en: 'Aliyun OSS' } },
        { key: 5, label: { zh: '腾讯云', en: 'Tencent COS' } },
      ],
    },
    {
      code: 'sms',
      title: { zh: '短信服务类型', en: 'SMS provider' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '控制台日志', en: 'Console log' } },
        { key: 2, label: { zh: '云片', en: 'Yunpian' } },
        { key: 3, label: { zh: '七牛云', en: 'Qiniu' } },
        { key: 4, label: { zh: '阿里云', en: 'Aliyun' } },
        { key: 5, label: { zh: '腾讯云', en: 'Tencent Cloud' } },
      ],
    },
    {
      code: 'sms_send_status',
      title: { zh: '短信发送状态', en: 'SMS delivery status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '失败', en: 'Failed' }, tone: 'error' },
        { key: 1, label: { zh: '成功', en: 'Sent' }, tone: 'success' },
      ],
    },
  ],
});
