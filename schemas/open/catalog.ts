import { defineCatalog } from '../../engine/schema';

/**
 * The open platform's sidebar group and dictionaries (docs/areas/open-platform.md): developers, their
 * apps, the catalogue of open APIs, which API each app may call on which devices, and where each call's
 * results are pushed.
 */
export default defineCatalog({
  menus: [
    { code: 'open', title: { zh: '开放平台', en: 'Open platform' }, path: '/open', sort: 45, icon: 'api' },
  ],
  dicts: [
    {
      code: 'open_api_method',
      title: { zh: '请求方式', en: 'HTTP method' },
      sealed: true,
      items: [
        { key: 'GET', label: { zh: 'GET', en: 'GET' } },
        { key: 'POST', label: { zh: 'POST', en: 'POST' } },
      ],
    },
    {
      code: 'open_api_group',
      title: { zh: '接口分组', en: 'API group' },
      items: [
        { key: 'device', label: { zh: '设备', en: 'Devices' } },
        { key: 'order', label: { zh: '订单', en: 'Orders' } },
        { key: 'member', label: { zh: '会员', en: 'Members' } },
      ],
    },
    {
      code: 'developer_type',
      title: { zh: '开发者类型', en: 'Developer kind' },
      items: [
        { key: 1, label: { zh: '企业', en: 'Company' } },
        { key: 2, label: { zh: '个人', en: 'Individual' } },
      ],
    },
  ],
});
