import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'fleetd94a25',
  title: { zh: '参数台账', en: 'Parameter ledger' },
  actions: ['locate'],
  pages: [
    {
      key: 'log',
      route: '/fleetd94a25/log',
      title: { zh: '参数台账', en: 'Parameter ledger' },
      menu: { parent: 'system', sort: 900, icon: 'history' },
      buttons: [{ code: 'fleetd94a25_clear', title: { zh: '清空', en: 'Clear' } }],
    },
  ],
});
