import { definePage } from '../../engine/schema';

/**
 * An inspection beside its lines (巡检明细): choose an inspection on the left, see and record what was
 * found at each check point on the right (lines are edited while it is in progress; the server says so).
 */
export default definePage({
  name: 'unified.inspectionLines',
  title: { zh: '巡检明细', en: 'Inspection lines' },
  route: '/inspection/detail',
  menu: { parent: 'inspection', sort: 4, icon: 'book' },
  layout: {
    type: 'master-detail',
    direction: 'horizontal',
    master: 'unified.checkItem',
    detail: 'unified.checkDetail',
    link: { detailProp: 'checkItemId', masterProp: 'id' },
  },
});
