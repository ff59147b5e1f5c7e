/**
 * User administration beyond the generic CRUD: grant roles, reset passwords, platform settings, Excel
 * import and export, lists by dept, unlocking locked-out accounts; self-service (profile, password) and
 * third-party registration; one salt per stored password hash (resalt.ts, every start). Every route answers
 * under SpringBlade's path too (`/api/blade-system/user/*`).
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerUserAdminRoutes } from './admin-routes';
import { registerGuestRoute } from './register-guest';
import { resaltSharedHashes } from './resalt';
import { registerSelfRoutes } from './self-routes';
import { registerUnlockRoutes } from './unlock';
import { userNameHooks } from './user-names';

export default defineServerModule({
  name: 'user',
  // After the demo accounts exist.
  after: ['system'],
  async seed({ database, registry }) {
    return { resaltedPasswords: await resaltSharedHashes(database.db, registry) };
  },
  hooks: userNameHooks,
  routes(ctx, routes) {
    registerSelfRoutes(ctx, routes);
    registerUserAdminRoutes(ctx, routes);
    registerGuestRoute(ctx, routes);
    registerUnlockRoutes(ctx, routes);
    // SpringBlade's front ends call the user service under blade-system (`/blade-system/user/list`, …).
    routes.alias('/api/blade-system/user/', '/api/blade-user/');
  },
});
