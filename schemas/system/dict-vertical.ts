import { definePage } from '../../engine/schema';

/** Dictionary management, parent table above the item tree (spec §2 /dict-vertical/index). */
export default definePage({
  name: 'system.dictVertical',
  title: { zh: '字典管理(纵向)', en: 'Dictionaries (stacked)' },
  route: '/dict-vertical/index',
  menu: { parent: 'system', sort: 21, icon: 'book' },
  layout: {
    type: 'master-detail',
    direction: 'vertical',
    master: 'system.dict',
    detail: 'system.dictChild',
    link: { detailProp: 'parentId', masterProp: 'id', copy: { code: 'code' } },
  },
});
