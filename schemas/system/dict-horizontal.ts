import { definePage } from '../../engine/schema';

const link = { detailProp: 'parentId', masterProp: 'id', copy: { code: 'code' } };

/** Dictionary management, parent table beside the item tree (spec §2 /dict-horizontal/index). */
export default definePage({
  name: 'system.dictHorizontal',
  title: { zh: '字典管理', en: 'Dictionaries' },
  route: '/dict-horizontal/index',
  menu: { parent: 'system', sort: 20, icon: 'book' },
  layout: { type: 'master-detail', direction: 'horizontal', master: 'system.dict', detail: 'system.dictChild', link },
});
