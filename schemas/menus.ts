import { defineCatalog } from '../engine/schema';

/** Sidebar groups that entity menus hang under. A group is a folder; its entries come from schemas. */
export default defineCatalog({
  menus: [{ code: 'system', title: { zh: '系统管理', en: 'System' }, path: '/system', sort: 90, icon: 'setting' }],
});
