/**
 * For the tests (server and e2e): devices of a wanted kind and condition — online and answering, offline,
 * online but never answering — as the commands name them: the device row's id and number when the
 * devices area is installed, else a device number whose simulated profile fits.
 */
import type { Db } from '../../../server/kernel/db/database';
import type { Registry } from '../../../engine/schema';
import { profileOf } from './device-state';
import { DEVICE } from './devices';

export type Condition = 'online' | 'offline' | 'silent';

export interface PickedDevice {
  /** What `deviceId` carries: the row id, or the number without the devices area. */
  key: string;
  deviceNo: string;
  kind: number;
}

const fits = (deviceNo: string, condition: Condition) => {
  const p = profileOf(deviceNo);
  if (condition === 'offline') return !p.online;
  return p.online && (condition === 'silent' ? !p.responsive : p.responsive);
};

/** The first `count` devices of the kind in the condition (of one tenant, when given and the rows exist). */
export async function pickDevices(
  db: Db,
  registry: Registry,
  kind: number,
  condition: Condition,
  count = 1,
  tenantId?: string,
): Promise<PickedDevice[]> {
  const out: PickedDevice[] = [];
  const table = registry.entity(DEVICE)?.storage?.table;
  if (table) {
    let q = db
      .selectFrom(table)
      .select(['id', 'device_code', 'device_type'])
      .where('device_type', '=', kind)
      .where('is_deleted', '=', 0);
    if (tenantId) q = q.where('tenant_id', '=', tenantId);
    const rows = await q.orderBy('id').execute();
    for (const r of rows)
      if (out.length < count && fits(String(r.device_code), condition))
        out.push({ key: String(r.id), deviceNo: String(r.device_code), kind });
  } else
    for (let i = 1; out.length < count && i < 100_000; i++) {
      const deviceNo = `SIM-${String(i).padStart(5, '0')}`;
      if (profileOf(deviceNo).kind === kind && fits(deviceNo, condition)) out.push({ key: deviceNo, deviceNo, kind });
    }
  if (out.length < count) throw new Error(`no ${count} device(s) of kind ${kind} ${condition}`);
  return out;
}
