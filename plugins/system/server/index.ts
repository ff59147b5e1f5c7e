/**
 * The system module: tenants (public look-ups, settings, data-source binding, the account quota), menus
 * (sync from the schemas and plugin pages, the caller's routes and buttons, top menus), dictionaries, dept
 * and role trees, online users, and the demo data every other module builds on (tenants, depts, roles,
 * users), and the rules that keep the platform from locking itself out (self-protection.ts). Other modules
 * that seed per tenant run after it (`after: ['system']`).
 */
import { mergeHookMaps } from '../../../server/kernel/hooks';
import { listNameHooks } from './list-names';
import { defineServerModule } from '../../../server/kernel/module';
import { systemMigrations } from './contract-migrations';
import { retirePageButtons } from './page-button-migration';
import { deptAncestorHooks } from './dept-ancestors';
import { registerDeptRoutes } from './dept-routes';
import { registerDictRoutes } from './dict-routes';
import { registerMenuRoutes } from './menu-routes';
import { syncMenus } from '../../../server/access/menu-sync';
import { registerOnlineUserRoutes } from './online-routes';
import { selfProtectionHooks } from './self-protection';
import { registerPostSelectRoute } from './post-select';
import { grantOperatorViews, seedDemo } from './seed-demo';
import { seedDemoScreens } from './seed-demo-screens';
import { syncDicts } from '../../../server/crud/dict-sync';
import { syncTopMenus } from './seed-top-menus';
import { registerTenantAdminRoutes } from './tenant-admin-routes';
import { tenantIdHooks } from './tenant-ids';
import { quotaHooks } from './tenant-quota';
import { registerTenantRoutes } from './tenant-routes';
import { registerTopMenuRoutes, TOP_MENU_SETTING } from './top-menu';

export default defineServerModule({
  name: 'system',
  tables: [
    {
      // Which sidebar menus each top menu shows (BladeX's table of the same name).
      name: TOP_MENU_SETTING,
      columns: [
        { name: 'top_menu_id', type: 'bigint' },
        { name: 'menu_id', type: 'bigint' },
      ],
      indexes: [{ columns: ['top_menu_id', 'menu_id'], unique: true }],
    },
  ],
  async seed({ database, registry }, { demo }) {
    const { db } = database;
    if (demo) await seedDemo(db);
    const dicts = await syncDicts(db, registry);
    const menus = await syncMenus(db, registry);
    if (demo) await grantOperatorViews(db, registry);
    if (demo) await seedDemoScreens(db);
    await syncTopMenus(db);
    return { menuRows: menus.inserted, dictRows: dicts.inserted };
  },
  routes(ctx, routes) {
    registerTenantRoutes(ctx, routes);
    registerTenantAdminRoutes(ctx, routes);
    registerMenuRoutes(ctx, routes);
    registerTopMenuRoutes(ctx, routes);
    registerDictRoutes(ctx, routes);
    registerDeptRoutes(ctx, routes);
    registerOnlineUserRoutes(ctx, routes);
    registerPostSelectRoute(ctx, routes);
  },
  migrations: [...systemMigrations, retirePageButtons],
  hooks: (ctx) =>
    mergeHookMaps(
      quotaHooks(ctx),
      tenantIdHooks(ctx),
      deptAncestorHooks(ctx),
      selfProtectionHooks(ctx),
      listNameHooks(ctx),
    ),
});
