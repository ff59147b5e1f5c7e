/**
 * The iot plugin's server half: every IoT command of spec §7 as a route through the device gateway
 * (commands.ts, gateway.ts), each recorded in the command log (schema iot.commandLog). The gateway's
 * connection (MQTT) is closed when the server stops.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { gatewayOf, gatewayTransport, registerCommandRoutes } from './commands';

export default defineServerModule({
  name: 'iot',
  after: ['system'],
  routes(ctx, routes) {
    registerCommandRoutes(ctx, routes);
  },
  async stop(ctx) {
    // The simulator holds no connection; an MQTT gateway opens its one on the first command.
    if (gatewayTransport(ctx) !== 'simulator') await gatewayOf(ctx).disconnect(undefined);
  },
});
