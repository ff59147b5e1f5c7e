import { defineEntity } from '../../engine/schema';
import { ruleActions, ruleColumns, ruleStorage } from './_code-rule';

/**
 * Cabinet code rules (spec §7 `toycar-device/cabinetcoderule`): `generateCabinetCode` makes the next N
 * cabinet codes (device.cabinetCode), `cabinetCodesExport` downloads them (a blob).
 */
export default defineEntity({
  name: 'device.cabinetCodeRule',
  title: { zh: '柜机编码规则', en: 'Cabinet code rules' },
  route: '/device/cabinet-code-rule',
  menu: { parent: 'device', sort: 11, icon: 'setting' },
  permission: 'cabinetcoderule',
  api: { service: 'toycar-device', entity: 'cabinetcoderule', list: 'page' },
  ...ruleStorage('tc_cabinet_code_rule'),
  columns: ruleColumns('柜机编码', 'Code'),
  actions: ruleActions('generateCabinetCode', 'cabinetCodesExport'),
});
