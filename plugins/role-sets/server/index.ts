/**
 * The factory and merchant sides' own accounts, role sets and menu trees (schemas under schemas/factory and
 * schemas/merchant): grant trees and grants per role set, the factory account password reset, the merchant
 * user's unified role, and the seeded menu trees of both sides.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerFactoryRoutes } from './factory-routes';
import { registerMerchantRoutes } from './merchant-routes';
import { seedRoleSetMenus } from './seed-role-set-menus';
import { seedRoleSetsDemo } from './seed-demo';

export default defineServerModule({
  name: 'role-sets',
  // The demo's roles and stores come from the merchants' demo.
  after: ['system', 'merchants'],
  async seed({ database, registry }, { demo }) {
    const menus = { roleSetMenuRows: await seedRoleSetMenus(database.db, registry) };
    return demo ? { ...menus, ...(await seedRoleSetsDemo(database.db)) } : menus;
  },
  routes(ctx, routes) {
    registerFactoryRoutes(ctx, routes);
    registerMerchantRoutes(ctx, routes);
  },
});
