/**
 * What the development probes (cpu-probe.ts, ab-probe.ts) load, by `PROBE`: the API-log list of
 * data/bench/api-logs-1000000.db, the device list or the command drawer of data/bench/devices-100000.db
 * (`npm run bench` seeds both), each with its bare handler and the environment the real server needs.
 */
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';
import { DEVICE_PATH, DRAWER_PATH } from './devices';
import { PATH } from './load';

const setups = {
  'api-log': { file: 'api-logs-1000000.db', path: PATH, bare: ['bench/server/targets.ts', 'bare'], method: 'GET' },
  devices: { file: 'devices-100000.db', path: DEVICE_PATH, bare: ['bench/server/devices-bare.ts'], method: 'GET' },
  drawer: { file: 'devices-100000.db', path: DRAWER_PATH, bare: ['bench/server/drawer-bare.ts'], method: 'POST' },
} as const;

export function probeSetup(probe: string) {
  const setup = setups[probe as keyof typeof setups];
  if (!setup) throw new Error(`PROBE=${probe}: one of ${Object.keys(setups).join(', ')}`);
  const env: Record<string, string> =
    probe === 'drawer' ? { ADAPTER_DEVICE_GATEWAY: 'simulator', ADAPTER_DEVICE_GATEWAY_SIMULATOR: 'latency=0' } : {};
  return { ...setup, file: join(projectRoot, 'data/bench', setup.file), env };
}
