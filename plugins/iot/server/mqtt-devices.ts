/**
 * Simulated devices on an MQTT broker: the other side of mqtt-transport.ts, for tests and demos without
 * hardware. Each listed device reports its status (retained, with `offline` as its last will), and every
 * command reaching `<prefix>/<deviceNo>/command` is answered from a simulated fleet (fleet.ts) on the
 * reply topic — unless the device is offline or never answers, as a real one would not.
 *
 *   npx tsx plugins/iot/server/mqtt-devices.ts mqtt://127.0.0.1:1883 CAB-0001 CAB-0002 …
 */
import { pathToFileURL } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceHint } from './device-state';
import { DeviceRefusal } from './device-state';
import { Fleet } from './fleet';
import { brokerOf, jsonOf, topics, type ReplyMessage } from './mqtt-topics';

export interface MqttDevices {
  fleet: Fleet;
  client: MqttClient;
  /** Take a device off line (status `offline`) or back. */
  setOnline(deviceNo: string, online: boolean): Promise<void>;
  /** Clear the retained statuses and leave. */
  close(): Promise<void>;
}

export async function startMqttDevices(
  address: string,
  devices: Array<{ deviceNo: string; hint?: DeviceHint }>,
  fleet = new Fleet(),
): Promise<MqttDevices> {
  const broker = brokerOf(address);
  const t = topics(broker.prefix);
  const hints = new Map(devices.map((d) => [d.deviceNo, d.hint]));
  const client = await mqtt.connectAsync(broker.url, {
    clientId: `toycar-devices-${process.pid}-${Date.now() % 100000}`,
    reconnectPeriod: 1000,
  });
  const status = (deviceNo: string) => (fleet.device(deviceNo, hints.get(deviceNo)).online ? 'online' : 'offline');
  const publishStatus = (deviceNo: string) =>
    client.publishAsync(t.status(deviceNo), status(deviceNo), { qos: 1, retain: true });

  client.on('message', (topic, payload) => {
    const where = t.parse(topic);
    const cmd = jsonOf(payload);
    if (!where || where.kind !== 'command' || typeof cmd?.id !== 'string' || typeof cmd.command !== 'string') return;
    const device = fleet.device(where.deviceNo, hints.get(where.deviceNo));
    if (!device.online || !device.responsive) return; // no answer: the gateway's timeout speaks
    let reply: ReplyMessage;
    try {
      const params = (cmd.params && typeof cmd.params === 'object' ? cmd.params : {}) as Record<string, unknown>;
      reply = { id: cmd.id, ok: true, data: fleet.apply(where.deviceNo, cmd.command, params) };
    } catch (err) {
      reply = { id: cmd.id, ok: false, error: err instanceof DeviceRefusal ? err.text : String(err) };
    }
    void client.publishAsync(t.reply(where.deviceNo), JSON.stringify(reply), { qos: 1 });
  });
  await client.subscribeAsync(t.allCommands, { qos: 1 });
  await Promise.all(devices.map((d) => publishStatus(d.deviceNo)));

  return {
    fleet,
    client,
    async setOnline(deviceNo, online) {
      fleet.setOnline(deviceNo, online);
      await publishStatus(deviceNo);
    },
    async close() {
      await Promise.all(devices.map((d) => client.publishAsync(t.status(d.deviceNo), '', { qos: 1, retain: true })));
      await client.endAsync();
    },
  };
}

// Run from the command line: answer for the listed devices until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [address = 'mqtt://127.0.0.1:1883', ...numbers] = process.argv.slice(2);
  const sim = await startMqttDevices(
    address,
    numbers.map((deviceNo) => ({ deviceNo })),
  );
  console.log(`simulated devices on ${address}: ${numbers.join(', ') || '(any number asked)'}; Ctrl-C to stop`);
  process.once('SIGINT', () => void sim.close().then(() => process.exit(0)));
}
