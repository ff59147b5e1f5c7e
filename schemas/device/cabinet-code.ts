import { defineEntity } from '../../engine/schema';
import { codeList } from './_codes';

/** Cabinet codes made by the Cabinet code rules (`toycar-device/cabinetcode`, our path): read-only, exportable. */
export default defineEntity({
  name: 'device.cabinetCode',
  title: { zh: '柜机编码', en: 'Cabinet codes' },
  route: '/device/cabinet-code',
  menu: { parent: 'device', sort: 14, icon: 'file' },
  permission: 'cabinetcode',
  api: { service: 'toycar-device', entity: 'cabinetcode', list: 'page' },
  ...codeList(2),
});
