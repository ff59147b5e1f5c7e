import { defineCatalog } from '../../engine/schema';

/**
 * The operations area's sidebar group and dictionaries (docs/areas/operations.md): ads and their
 * positions, product pages, questionnaires and the prizes they award. Sealed where the server relies on
 * the keys (the prize flag is a state machine).
 */
export default defineCatalog({
  menus: [
    { code: 'operation', title: { zh: '运营管理', en: 'Operations' }, path: '/operation', sort: 40, icon: 'notice' },
  ],
  dicts: [
    {
      code: 'ad_type',
      title: { zh: '广告类型', en: 'Ad kind' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '图片', en: 'Picture' } },
        { key: 2, label: { zh: '图文', en: 'Rich text' } },
        { key: 3, label: { zh: '外部链接', en: 'Web link' } },
      ],
    },
    {
      code: 'ad_client',
      title: { zh: '投放端', en: 'Shown in' },
      items: [
        { key: 1, label: { zh: '会员小程序', en: 'Member mini-program' } },
        { key: 2, label: { zh: '柜机屏幕', en: 'Cabinet screen' } },
        { key: 3, label: { zh: '商户端', en: 'Merchant app' } },
      ],
    },
    {
      code: 'prize_status',
      title: { zh: '奖品发放', en: 'Prize' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '待发放', en: 'To be issued' } },
        { key: 1, label: { zh: '已发放', en: 'Issued' } },
      ],
    },
    {
      code: 'prize_type',
      title: { zh: '奖品类型', en: 'Prize kind' },
      items: [
        { key: 1, label: { zh: '现金红包', en: 'Cash' } },
        { key: 2, label: { zh: '骑行券', en: 'Ride voucher' } },
        { key: 3, label: { zh: '实物礼品', en: 'Gift' } },
      ],
    },
  ],
});
