/**
 * The server half of the open-platform plugin (docs/areas/open-platform.md): app keys and secrets, the
 * authorisation calls, the push address by app and API, the gateway check, the OpenAPI document, the API
 * catalogue and the demo.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerAuthRoutes } from './auth-routes';
import { registerGateway } from './gateway';
import { registerOpenApi } from './openapi';
import { registerPushRoutes } from './push-routes';
import { appKeyHooks, registerSecretRoutes, secretTable } from './secrets';
import { seedCatalogue, seedOpenPlatform } from './seed';

export default defineServerModule({
  name: 'open-platform',
  // The demo grants cover the first devices of each tenant: the devices' seed runs first.
  after: ['system', 'devices'],
  tables: [secretTable],
  hooks: appKeyHooks,
  async seed({ database, registry }, { demo }) {
    const apis = await seedCatalogue(database.db);
    const device = registry.entity('device.device')?.storage?.table;
    const grants = demo ? await seedOpenPlatform(database.db, device) : 0;
    return { openApis: apis, openGrants: grants };
  },
  routes(ctx, routes) {
    registerSecretRoutes(ctx, routes);
    registerAuthRoutes(ctx, routes);
    registerPushRoutes(ctx, routes);
    registerGateway(ctx, routes);
    registerOpenApi(ctx, routes);
  },
});
