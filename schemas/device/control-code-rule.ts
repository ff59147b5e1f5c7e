import { defineEntity } from '../../engine/schema';
import { ruleActions, ruleColumns, ruleStorage } from './_code-rule';

/**
 * Control code rules (spec §7 `toycar-device/controlcoderule`): control codes name the IoT control board
 * of a device (its client id at the gateway). `createControlCodes` makes the next N (device.controlCode),
 * `controlCodesExport` downloads them.
 */
export default defineEntity({
  name: 'device.controlCodeRule',
  title: { zh: '控制码规则', en: 'Control code rules' },
  route: '/device/control-code-rule',
  menu: { parent: 'device', sort: 12, icon: 'setting' },
  permission: 'controlcoderule',
  api: { service: 'toycar-device', entity: 'controlcoderule', list: 'page' },
  ...ruleStorage('tc_control_code_rule'),
  columns: ruleColumns('控制码', 'Code'),
  actions: ruleActions('createControlCodes', 'controlCodesExport'),
});
