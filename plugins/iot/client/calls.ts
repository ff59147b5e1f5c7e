/**
 * The command calls of the drawer and the console. A device's answer comes back as data; a failure the
 * server names (offline, no answer in time, refused, bad input, no permission) comes back as its message
 * without a toast — the drawer shows it beside the command that failed.
 */
import { http, unwrap, TransportError } from '../../../engine/data/transport';
import type { IotCommand } from '../plugin';

/** The device the drawer works on: its row id (what `deviceId` carries) and its number. */
export interface DeviceRef {
  deviceId: string;
  deviceNo: string;
  /** The device_type key, when the row says it. */
  kind?: number;
}

export type CommandResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string };

/** Codes answered as a message for the drawer, not as a toast. */
const SHOWN_HERE = [400, 403, 404];

export async function sendCommand(
  cmd: IotCommand,
  device: DeviceRef,
  values: Record<string, unknown> = {},
): Promise<CommandResult> {
  const params = { [cmd.deviceKey]: cmd.deviceKey === 'deviceCode' ? device.deviceNo : device.deviceId, ...values };
  try {
    const res =
      cmd.method === 'GET'
        ? await http.get(cmd.path, { params, whiteList: SHOWN_HERE })
        : await http.post(cmd.path, params, { whiteList: SHOWN_HERE });
    return { ok: true, data: unwrap<Record<string, unknown>>(res) ?? {} };
  } catch (e) {
    return { ok: false, message: e instanceof TransportError || e instanceof Error ? e.message : String(e) };
  }
}

/**
 * A device by its number: its row from the devices area's list (`share-iot/device/page`), or — where no
 * device list is installed — the number itself, which the gateway then addresses directly.
 */
export async function findDevice(deviceNo: string): Promise<DeviceRef | undefined> {
  try {
    const res = await http.get('/api/share-iot/device/page', {
      params: { deviceCode: deviceNo, current: 1, size: 20 },
      whiteList: [403, 404],
    });
    const page = unwrap<{ records?: Array<Record<string, unknown>> }>(res);
    const row = page?.records?.find((r) => String(r.deviceCode) === deviceNo);
    return row ? deviceOfRow(row) : undefined;
  } catch (e) {
    if (e instanceof TransportError && e.code === 404) return { deviceId: deviceNo, deviceNo };
    throw e;
  }
}

/**
 * The device of a list row: a device row (the devices area's `device.device` or its cabinets: id,
 * deviceCode, deviceType), a row naming its device (open records, door logs: deviceId, deviceCode), or a
 * command log row (deviceId — empty without the devices area, where the number names the device — and
 * deviceNo).
 */
export function deviceOfRow(row: Record<string, unknown>): DeviceRef {
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  const no = String(row.deviceCode ?? row.deviceNo ?? '');
  if (!blank(row.deviceId)) return { deviceId: String(row.deviceId), deviceNo: no || String(row.deviceId) };
  if (!blank(row.deviceNo)) return { deviceId: no, deviceNo: no };
  const kind = Number(row.deviceType);
  return {
    deviceId: String(row.id ?? ''),
    deviceNo: no || String(row.id ?? ''),
    ...(Number.isFinite(kind) && kind > 0 && { kind }),
  };
}
