import { defineCatalog } from '../../engine/schema';

/**
 * The sidebar folder of the device screens (devices, slots, cars, models, code rules, door logs, open
 * records, statistics). Factory codes, fault kinds and fault reports hang under the existing `factory`
 * folder (schemas/menus.ts), the side the factory role set sees.
 */
export default defineCatalog({
  menus: [{ code: 'device', title: { zh: '设备管理', en: 'Devices' }, path: '/device', sort: 20, icon: 'control' }],
});
