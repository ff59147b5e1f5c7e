/**
 * The MQTT conversation between the gateway (mqtt-transport.ts) and the devices (or their stand-in,
 * mqtt-devices.ts), under a topic prefix taken from the broker URL's path (`mqtt://host:1883/toycar/device`;
 * default `toycar/device`):
 *
 * | topic                          | who publishes | payload                                                  |
 * | ------------------------------ | ------------- | -------------------------------------------------------- |
 * | `<prefix>/<deviceNo>/command`  | the gateway   | `{ id, command, params, sentAt }` (QoS 1)                |
 * | `<prefix>/<deviceNo>/reply`    | the device    | `{ id, ok: true, data }` or `{ id, ok: false, error }`   |
 * | `<prefix>/<deviceNo>/status`   | the device    | `online` / `offline`, retained (the last will: offline)  |
 *
 * `error` is the device's reason, text or `{ zh, en }`.
 */
export interface Broker {
  /** The broker's address without the path. */
  url: string;
  prefix: string;
}

export const DEFAULT_PREFIX = 'toycar/device';

export function brokerOf(address: string): Broker {
  const u = new URL(address);
  const prefix = u.pathname.replace(/^\/+|\/+$/g, '') || DEFAULT_PREFIX;
  u.pathname = '';
  return { url: u.toString().replace(/\/$/, ''), prefix };
}

export const topics = (prefix: string) => ({
  command: (deviceNo: string) => `${prefix}/${deviceNo}/command`,
  reply: (deviceNo: string) => `${prefix}/${deviceNo}/reply`,
  status: (deviceNo: string) => `${prefix}/${deviceNo}/status`,
  allCommands: `${prefix}/+/command`,
  allReplies: `${prefix}/+/reply`,
  allStatus: `${prefix}/+/status`,
  /** `<prefix>/<deviceNo>/<kind>` → its parts, or undefined for another topic. */
  parse(topic: string): { deviceNo: string; kind: string } | undefined {
    if (!topic.startsWith(`${prefix}/`)) return undefined;
    const [deviceNo, kind, ...rest] = topic.slice(prefix.length + 1).split('/');
    return deviceNo && kind && !rest.length ? { deviceNo, kind } : undefined;
  },
});

export interface CommandMessage {
  id: string;
  command: string;
  params: Record<string, unknown>;
  sentAt: string;
}

export interface ReplyMessage {
  id: string;
  ok: boolean;
  data?: Record<string, unknown>;
  error?: string | { zh: string; en: string };
}

/** A JSON object from a message, or undefined. */
export function jsonOf(payload: Buffer): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(payload.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
