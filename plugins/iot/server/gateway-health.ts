/**
 * The device gateway in `/metrics` and `/readyz` (README, "Run in production"):
 * - `toycar_iot_gateway_connected{transport}`: 1 while the gateway holds its broker connection (the
 *   simulator always does), read at each scrape;
 * - `toycar_iot_commands_total` (command-metrics.ts);
 * - a readiness check `iot-gateway` when a real transport (MQTT) is configured: not ready while the broker
 *   connection is down. The connection is opened at start, and asking reopens it after a failed attempt,
 *   so a process is connected before its first command rather than at it.
 */
import type { ServerContext } from '../../../server/kernel/http/context';
import { gatewayOf, gatewayTransport } from './commands';

export function observeGateway(ctx: ServerContext): void {
  const transport = gatewayTransport(ctx);
  const status = () => gatewayOf(ctx).status({});
  ctx.metrics.gauge(
    'toycar_iot_gateway_connected',
    'Whether the IoT device gateway holds its broker connection',
    ['transport'],
    async (g) => {
      const s = await status().catch(() => ({ connected: false }));
      g.set({ transport }, s.connected ? 1 : 0);
    },
  );
  if (transport === 'simulator') return;
  // Connect now rather than at the first command (a failed attempt is retried at the next ask).
  void status().catch(() => undefined);
  ctx.readiness.add('iot-gateway', async () => {
    const s = await status();
    return s.connected ? undefined : `device gateway (${transport}) ${s.detail}`;
  });
}
