import { defineEntity } from '../../engine/schema';
import { codeList } from './_codes';

/** Car codes made by the Car code rules (`toycar-device/carcode`, our path): read-only, exportable. */
export default defineEntity({
  name: 'device.carCode',
  title: { zh: '车辆编码', en: 'Car codes' },
  route: '/device/car-code',
  menu: { parent: 'device', sort: 13, icon: 'file' },
  permission: 'carcode',
  api: { service: 'toycar-device', entity: 'carcode', list: 'page' },
  ...codeList(1),
});
