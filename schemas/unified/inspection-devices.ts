import { definePage } from '../../engine/schema';

/**
 * An inspection beside the devices looked at (巡检设备): choose an inspection, record each device and its
 * state while the inspection is in progress.
 */
export default definePage({
  name: 'unified.inspectionDevices',
  title: { zh: '巡检设备', en: 'Inspected devices' },
  route: '/inspection/device',
  menu: { parent: 'inspection', sort: 5, icon: 'control' },
  layout: {
    type: 'master-detail',
    direction: 'horizontal',
    master: 'unified.checkItem',
    detail: 'unified.checkDevice',
    link: { detailProp: 'checkItemId', masterProp: 'id' },
  },
});
