/**
 * The devices plugin: what the device screens (schemas/device, schemas/factory codes and faults) need
 * beyond their schemas — the guards and effects of their state machines, the binding, slot and car
 * calls, the code generation and exports (server half), and two pages (client half): the device
 * dashboard (statistics charts and the map of sites, online / offline) and the third-party device query.
 * docs/areas/devices.md describes the whole area.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'devices',
  title: { zh: '设备', en: 'Devices' },
  guards: ['noCarOut'],
  effects: ['stampHandled'],
  pages: [
    {
      key: 'dashboard',
      route: '/device/dashboard',
      title: { zh: '设备概览', en: 'Device overview' },
      menu: { parent: 'device', sort: 0, icon: 'dashboard' },
    },
    {
      key: 'platform',
      route: '/device/platform',
      title: { zh: '第三方设备', en: 'Third-party devices' },
      menu: { parent: 'device', sort: 30, icon: 'global' },
    },
  ],
});
