import { declarePlugin } from '../../engine/schema/define';

/**
 * The merchant side (issue 14; docs/areas/merchants.md): the guards and effects of the merchant, store,
 * site, charge-rule, fence and inspection state machines, implemented by plugins/merchants/server.
 */
export default declarePlugin({
  name: 'merchants',
  title: { zh: '商户', en: 'Merchants' },
  guards: [
    'merchantEnable',
    'storeAudit',
    'siteAudit',
    'ruleEnable',
    'ruleDisable',
    'fenceOpen',
    'checkAllNormal',
    'checkHasAbnormal',
  ],
  effects: ['checkStart', 'checkStampFinish'],
});
