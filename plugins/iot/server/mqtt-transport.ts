/**
 * The device gateway over MQTT (topics in mqtt-topics.ts). One connection per gateway instance, opened on
 * the first command and kept (mqtt.js reconnects and re-subscribes by itself); `disconnect` closes it
 * when the server stops. A command is published on the device's command topic with an id, and its answer
 * is the reply carrying that id — or nothing, and the adapter's timeout turns the wait into a clear error.
 * Devices report `online` / `offline` on their retained status topic: a command to a device last seen
 * offline fails at once with DeviceOffline, without being published.
 *
 * The broker: the adapter's URL (`ADAPTER_DEVICE_GATEWAY_URL`), else `MQTT_URL`.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { I18nText } from '../../../engine/schema';
import { AdapterError, type AdapterCall, type AdapterSettings } from '../../../server/kernel/adapters';
import {
  DeviceOffline,
  deviceRefused,
  gatewayInfo,
  type GatewayAnswer,
  type GatewayCommand,
  type GatewayStatus,
} from './gateway-types';
import { brokerOf, jsonOf, topics, type CommandMessage } from './mqtt-topics';

interface Waiting {
  deviceNo: string;
  resolve(answer: GatewayAnswer): void;
  reject(err: Error): void;
}

const notConnected = (why: string) =>
  new AdapterError(
    gatewayInfo.name,
    'unreachable',
    {
      zh: `设备网关未连接到 MQTT 代理（${why}），请稍后重试`,
      en: `The device gateway is not connected to the MQTT broker (${why}): please try again later`,
    },
    true,
  );

const reasonOf = (error: unknown): I18nText =>
  error && typeof error === 'object' && 'zh' in error && 'en' in error
    ? { zh: String((error as I18nText).zh), en: String((error as I18nText).en) }
    : { zh: String(error ?? '未知原因'), en: String(error ?? 'no reason given') };

export function mqttGateway(settings: AdapterSettings) {
  const address = settings.url ?? process.env.MQTT_URL;
  if (!address)
    throw new Error('adapter device-gateway: the mqtt transport needs MQTT_URL (or ADAPTER_DEVICE_GATEWAY_URL)');
  const broker = brokerOf(address);
  const t = topics(broker.prefix);
  const waiting = new Map<string, Waiting>();
  /** Last status each device reported (absent: never reported, so the command is tried). */
  const online = new Map<string, boolean>();
  let client: MqttClient | undefined;
  let ready: Promise<MqttClient> | undefined;

  function onMessage(topic: string, payload: Buffer) {
    const where = t.parse(topic);
    if (!where) return;
    if (where.kind === 'status') {
      const text = payload.toString('utf8').trim();
      if (!text) online.delete(where.deviceNo);
      else online.set(where.deviceNo, text === 'online' || jsonOf(payload)?.online === true);
      return;
    }
    if (where.kind !== 'reply') return;
    const reply = jsonOf(payload);
    const w = typeof reply?.id === 'string' ? waiting.get(reply.id) : undefined;
    if (!reply || !w || w.deviceNo !== where.deviceNo) return;
    waiting.delete(reply.id as string);
    if (reply.ok === true) w.resolve((reply.data ?? {}) as GatewayAnswer);
    else w.reject(deviceRefused(where.deviceNo, reasonOf(reply.error)));
  }

  /** The connection, subscribed to replies and statuses; the first call waits for it (or its error). */
  function connection(call: AdapterCall): Promise<MqttClient> {
    if (client && ready && !client.connected) return Promise.reject(notConnected('reconnecting'));
    ready ??= new Promise<MqttClient>((resolve, reject) => {
      const c = mqtt.connect(broker.url, {
        clientId: `toycar-gateway-${randomUUID().slice(0, 8)}`,
        reconnectPeriod: 2000,
        connectTimeout: Math.max(1000, Math.min(call.timeoutMs, 10_000)),
      });
      client = c;
      c.on('message', onMessage);
      c.once('connect', () => {
        c.subscribeAsync([t.allReplies, t.allStatus], { qos: 1 }).then(() => resolve(c), reject);
      });
      c.on('error', (err) => {
        if (!c.connected) reject(err);
      });
    }).catch((err: unknown) => {
      // Start afresh on the next command rather than keep a failed first attempt.
      const c = client;
      client = undefined;
      ready = undefined;
      c?.end(true);
      throw err;
    });
    return ready;
  }

  return {
    async send(input: GatewayCommand, call: AdapterCall): Promise<GatewayAnswer> {
      const c = await connection(call);
      if (online.get(input.deviceNo) === false) throw new DeviceOffline(input.deviceNo);
      const message: CommandMessage = {
        id: randomUUID(),
        command: input.command,
        params: input.params,
        sentAt: new Date().toISOString(),
      };
      const answer = new Promise<GatewayAnswer>((resolve, reject) => {
        waiting.set(message.id, { deviceNo: input.deviceNo, resolve, reject });
        call.signal.addEventListener('abort', () => {
          waiting.delete(message.id);
          reject(call.signal.reason as Error);
        });
      });
      answer.catch(() => undefined); // the caller awaits it below; a failed publish must not leave it unhandled
      try {
        await c.publishAsync(t.command(input.deviceNo), JSON.stringify(message), { qos: 1 });
      } catch (err) {
        waiting.delete(message.id);
        throw err;
      }
      return answer;
    },
    /** Whether the broker connection is up; asking opens it when there is none yet (or it failed). */
    async status(_input: object, call: AdapterCall): Promise<GatewayStatus> {
      if (!client) {
        connection(call).catch(() => undefined);
        return { connected: false, detail: 'connecting to the broker' };
      }
      return client.connected ? { connected: true, detail: 'connected' } : { connected: false, detail: 'reconnecting' };
    },
    async disconnect(): Promise<void> {
      const c = client;
      client = undefined;
      ready = undefined;
      for (const w of waiting.values()) w.reject(notConnected('closed'));
      waiting.clear();
      if (c) await c.endAsync(true);
    },
  };
}
