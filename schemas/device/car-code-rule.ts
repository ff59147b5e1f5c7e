import { defineEntity, required } from '../../engine/schema';
import { ruleActions, ruleColumns, ruleStorage } from './_code-rule';

/**
 * Car code rules (spec §7 `toycar-device/carcoderule`): `createCarCodes` makes the next N car codes of a
 * rule (device.carCode rows, for the model the rule names), `carCodesExport?id=` downloads them all.
 */
export default defineEntity({
  name: 'device.carCodeRule',
  title: { zh: '车辆编码规则', en: 'Car code rules' },
  route: '/device/car-code-rule',
  menu: { parent: 'device', sort: 10, icon: 'setting' },
  permission: 'carcoderule',
  api: { service: 'toycar-device', entity: 'carcoderule', list: 'page' },
  ...ruleStorage('tc_car_code_rule'),
  owner: { prop: 'carModelId', schema: 'device.carModel' },
  columns: ruleColumns('车辆编码', 'Code', [
    {
      prop: 'carModelId',
      label: { zh: '车型', en: 'Car model' },
      type: 'select',
      ref: { schema: 'device.carModel', label: 'modelName' },
      db: { type: 'bigint' },
      rules: [required('请选择车型', 'Please choose the car model', 'change')],
    },
  ]),
  actions: ruleActions('createCarCodes', 'carCodesExport'),
});
