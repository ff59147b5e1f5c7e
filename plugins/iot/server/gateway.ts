/**
 * The device gateway behind one adapter (server/kernel/adapters, docs/architecture.md "Adapters"): one
 * operation, `send` — a command to one device, answered by the device — on
 * - the simulator (default): the simulated fleet (fleet.ts), deterministic per device number; an offline
 *   device refuses at once, an online one that never answers lets the adapter's timeout fire, and the
 *   simulator's settings (`ADAPTER_DEVICE_GATEWAY_SIMULATOR=latency=20-80,timeout=0.05`) add latency and
 *   lost answers like any adapter's;
 * - `mqtt` (mqtt-transport.ts): published on the device's command topic, the answer awaited on its reply
 *   topic; chosen when `MQTT_URL` is set (or `ADAPTER_DEVICE_GATEWAY=mqtt` with `…_URL`).
 * The timeout of one command is `ADAPTER_DEVICE_GATEWAY_TIMEOUT_MS` (default 5000 ms).
 */
import { defineAdapter, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';
import { DeviceRefusal } from './device-state';
import { Fleet } from './fleet';
import {
  DeviceOffline,
  deviceRefused,
  gatewayInfo,
  type GatewayAnswer,
  type GatewayCommand,
  type GatewayStatus,
} from './gateway-types';
import { mqttGateway } from './mqtt-transport';

/** Wait until the call is aborted (its timeout): a device that never answers. */
const never = (call: AdapterCall) =>
  new Promise<never>((_, reject) => call.signal.addEventListener('abort', () => reject(call.signal.reason as Error)));

export const deviceGateway = defineAdapter({
  ...gatewayInfo,
  timeoutMs: 5000,
  simulator: (sim) => {
    const fleet = new Fleet();
    return {
      async send(input: GatewayCommand, call: AdapterCall): Promise<GatewayAnswer> {
        const device = fleet.device(input.deviceNo, input.hint);
        if (!device.online) throw new DeviceOffline(input.deviceNo);
        try {
          await sim.step(input.command, { deviceNo: input.deviceNo, params: input.params }, call);
        } catch (err) {
          if (err instanceof SimulatedRefusal)
            throw deviceRefused(input.deviceNo, {
              zh: '模拟设备拒绝（测试设置）',
              en: 'the simulated device refused (test setting)',
            });
          throw err;
        }
        if (!device.responsive) return never(call);
        try {
          return fleet.apply(input.deviceNo, input.command, input.params);
        } catch (err) {
          if (err instanceof DeviceRefusal) throw deviceRefused(input.deviceNo, err.text);
          throw err;
        }
      },
      /** Always connected: there is nothing to connect to. */
      async status(): Promise<GatewayStatus> {
        return { connected: true, detail: 'simulated' };
      },
      /** Nothing to release: the simulator holds no connection. */
      async disconnect(): Promise<void> {},
    };
  },
  transports: { mqtt: mqttGateway },
});
