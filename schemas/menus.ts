import { defineCatalog } from '../engine/schema';

/**
 * Sidebar groups that entity menus hang under. A group is a folder; its entries come from schemas
 * (`menu.parent`). The grouping follows what BladeX operators know: system, authority, logs, resources,
 * developer tools, the desk, the factory side and the merchant side.
 */
export default defineCatalog({
  menus: [
    { code: 'desk', title: { zh: '工作台', en: 'Desk' }, path: '/desk', sort: 80, icon: 'notice' },
    { code: 'system', title: { zh: '系统管理', en: 'System' }, path: '/system', sort: 90, icon: 'setting' },
    { code: 'authority', title: { zh: '权限管理', en: 'Permissions' }, path: '/authority', sort: 91, icon: 'safety' },
    { code: 'log', title: { zh: '日志管理', en: 'Logs' }, path: '/log', sort: 92, icon: 'log' },
    { code: 'resource', title: { zh: '资源管理', en: 'Resources' }, path: '/resource', sort: 93, icon: 'cloud' },
    { code: 'tool', title: { zh: '研发工具', en: 'Developer tools' }, path: '/tool', sort: 94, icon: 'tool' },
    { code: 'factory', title: { zh: '工厂管理', en: 'Factory' }, path: '/factory', sort: 95, icon: 'shop' },
    { code: 'merchant', title: { zh: '商户权限', en: 'Merchant access' }, path: '/merchant', sort: 96, icon: 'team' },
  ],
});
