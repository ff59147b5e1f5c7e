/**
 * The iot plugin's server half: every IoT command of spec §7 as a route through the device gateway
 * (commands.ts, gateway.ts), each recorded in the command log (schema iot.commandLog). The gateway's
 * connection (MQTT) is closed when the server stops; its state and the commands' outcomes are in
 * `/metrics` and `/readyz` (gateway-health.ts).
 */
import { defineServerModule } from '../../../server/kernel/module';
import { gatewayOf, gatewayTransport, registerCommandRoutes } from './commands';
import { observeGateway } from './gateway-health';
import { seedIotDemo } from './seed-demo';

export default defineServerModule({
  name: 'iot',
  after: ['system', 'devices'],
  // IoT cars, remote controls and a week of the command log (./seed-demo.ts), on a new database.
  seed: async (ctx, { demo }) => (demo ? seedIotDemo(ctx.database.db) : undefined),
  routes(ctx, routes) {
    registerCommandRoutes(ctx, routes);
  },
  start(ctx) {
    observeGateway(ctx);
  },
  async stop(ctx) {
    // The simulator holds no connection; an MQTT gateway opens its one on the first command.
    if (gatewayTransport(ctx) !== 'simulator') await gatewayOf(ctx).disconnect(undefined);
  },
});
