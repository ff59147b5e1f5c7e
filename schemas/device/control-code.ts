import { defineEntity } from '../../engine/schema';
import { codeList } from './_codes';

/** Control codes made by the Control code rules (`toycar-device/controlcode`, our path): read-only, exportable. */
export default defineEntity({
  name: 'device.controlCode',
  title: { zh: '控制码', en: 'Control codes' },
  route: '/device/control-code',
  menu: { parent: 'device', sort: 15, icon: 'file' },
  permission: 'controlcode',
  api: { service: 'toycar-device', entity: 'controlcode', list: 'page' },
  ...codeList(3),
});
