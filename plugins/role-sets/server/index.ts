/**
 * The factory and merchant sides' own accounts, role sets and menu trees (schemas under schemas/factory and
 * schemas/merchant): grant trees and grants per role set, the factory account password reset, the merchant
 * user's unified role, and the seeded menu trees of both sides.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerFactoryRoutes } from './factory-routes';
import { registerMerchantRoutes } from './merchant-routes';
import { seedRoleSetMenus } from './seed-role-set-menus';

export default defineServerModule({
  name: 'role-sets',
  after: ['system'],
  async seed({ database, registry }) {
    return { roleSetMenuRows: await seedRoleSetMenus(database.db, registry) };
  },
  routes(ctx, routes) {
    registerFactoryRoutes(ctx, routes);
    registerMerchantRoutes(ctx, routes);
  },
});
