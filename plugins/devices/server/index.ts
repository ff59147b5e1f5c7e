/**
 * The server half of the devices plugin (docs/areas/devices.md): the state-machine code of the device
 * screens, the entity hooks, the special routes (device toggles, binding, slots and cars, code rules,
 * statistics and the map, the third-party query) and the demo data.
 */
import { nowText } from '../../../server/kernel/db/time';
import { defineServerModule } from '../../../server/kernel/module';
import { registerBindingRoutes } from './binding-routes';
import { registerCarRoutes } from './car-routes';
import { registerCodeRoutes } from './code-routes';
import { registerDeviceRoutes } from './device-routes';
import { deviceGuards } from './guards';
import { deviceHooks } from './hooks';
import { registerQueryViewRoute } from './query-view-routes';
import { seedDevices } from './seed';
import { registerSiteLocationRoute } from './site-location-route';
import { registerStatsRoutes } from './stats-routes';

export default defineServerModule({
  name: 'devices',
  // The demo devices stand on the merchants' seeded sites (seed-sites.ts): their seed must run first, or
  // every demo device is left unbound and the map, the statistics by merchant and the rentals have none.
  after: ['system', 'merchants'],
  transitions: (ctx) => ({
    guards: deviceGuards(ctx),
    effects: {
      /** A fault report's handling time: when it was accepted, resolved or rejected. */
      stampHandled: async ({ model, row }) => {
        await ctx.database.db.updateTable(model.table).set({ handle_time: nowText() }).where('id', '=', Number(row.id)).execute();
      },
    },
  }),
  hooks: deviceHooks,
  routes(ctx, routes) {
    registerDeviceRoutes(ctx, routes);
    registerBindingRoutes(ctx, routes);
    registerCarRoutes(ctx, routes);
    registerCodeRoutes(ctx, routes);
    registerStatsRoutes(ctx, routes);
    registerSiteLocationRoute(ctx, routes);
    registerQueryViewRoute(ctx, routes);
  },
  seed: async (ctx, { demo }) => (demo ? seedDevices(ctx) : undefined),
});
