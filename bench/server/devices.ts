/**
 * The device list at fleet scale (issue 14): `SEED_DEVICES` devices (100,000 in a full run) seeded by the
 * devices plugin's own demo seed (with their slots and cars) into data/bench/devices-<n>.db, then the REAL
 * server and the bare handler (bench/server/devices-bare.ts) loaded with autocannon over loopback, one
 * after the other, with the same URLs: page 1, a deep page, a search by device number (LIKE) and a
 * filter by type and online state — the device list and its search. Then the command drawer: what it asks
 * when it opens (`queryParam` of a cabinet deep in the fleet, through the gateway's simulator without
 * latency) against its own bare handler (bench/server/drawer-bare.ts). Figures `devices.<scenario>.c<n>.*`,
 * budgets in bench/budgets.json (ratios to the bare handler, p99).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';
import { openDatabase } from '../../server/kernel/db/database';
import type { Figure } from '../lib/figures';
import { startTarget } from '../lib/proc';
import { fire, interleaved, login } from './load';
import { profileOf } from '../../plugins/iot/server/device-state';

export interface DevicesOptions {
  devices: number;
  seconds: number;
  warmup: number;
  log: (line: string) => void;
}

export const DEVICE_PATH = '/api/share-iot/device/page';
export const DRAWER_PATH = '/api/share-iot/client/queryParam';

/** A fresh database with the demo data and `devices` devices (kept between runs: seeding is the slow part). */
export async function seedDevicesFile(devices: number, log: (line: string) => void): Promise<string> {
  const dir = join(projectRoot, 'data/bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `devices-${devices}.db`);
  if (existsSync(file)) return file;
  const t = Date.now();
  // Seeded under another name and renamed once whole: a run stopped half-way (the seed takes minutes)
  // must not leave a file the next run takes for a full fleet.
  const partial = `${file}.partial`;
  for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
  process.env.SEED_DEVICES = String(devices);
  const database = openDatabase({ file: partial });
  try {
    await prepareDatabase(database, await loadRegistry(), { modules: await loadModules() });
  } finally {
    delete process.env.SEED_DEVICES;
    await database.close();
  }
  renameSync(partial, file);
  log(`seeded ${devices} devices (with slots and cars) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return file;
}

export function deviceScenarios(devices: number): Array<{ name: string; query: string }> {
  return [
    { name: 'page1', query: 'current=1&size=10' },
    { name: 'deep', query: `current=${Math.max(2, Math.floor(devices / 100))}&size=10` },
    { name: 'search', query: 'current=1&size=10&deviceCode=CAB00123' },
    { name: 'filtered', query: 'current=1&size=10&deviceType=1&onlineStatus=0' },
  ];
}

export async function runDevicesBench(o: DevicesOptions): Promise<Figure[]> {
  const file = await seedDevicesFile(o.devices, o.log);
  const ours = await startTarget('bench/server/targets.ts', ['ours', file]);
  const bare = await startTarget('bench/server/devices-bare.ts', [file]);
  const figures: Figure[] = [];
  try {
    const auth = { 'blade-auth': `bearer ${await login(ours.port)}` };
    for (const s of deviceScenarios(o.devices)) {
      const oursUrl = `http://127.0.0.1:${ours.port}${DEVICE_PATH}?${s.query}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${DEVICE_PATH}?${s.query}`;
      const first = (await (await fetch(oursUrl, { headers: auth })).json()) as {
        data?: { records?: unknown[]; total?: number };
      };
      const bareFirst = (await (await fetch(bareUrl)).json()) as { data?: { total?: number } };
      if (!first.data?.records?.length)
        throw new Error(`devices ${s.name}: no rows (${JSON.stringify(first).slice(0, 300)})`);
      if (first.data.total !== bareFirst.data?.total)
        throw new Error(
          `devices ${s.name}: ours counts ${first.data.total}, bare ${bareFirst.data?.total}: not the same query`,
        );
      await fire(oursUrl, auth, 10, o.warmup);
      await fire(bareUrl, {}, 10, o.warmup);
      for (const connections of [10, 32]) {
        const { ours: a, bare: b } = await interleaved(
          { url: oursUrl, headers: auth, pid: ours.child.pid },
          { url: bareUrl, headers: {}, pid: bare.child.pid },
          o.seconds,
          connections,
        );
        const base = `devices.${s.name}.c${connections}`;
        o.log(
          `  devices ${s.name} c${connections}: ours ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms ${a.cpuUs.toFixed(0)} µs CPU/req, ` +
            `bare ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms ${b.cpuUs.toFixed(0)} µs CPU/req`,
        );
        figures.push(
          ...cpuFigure(base, `devices ${s.name} ${connections} conn`, a.cpuUs, b.cpuUs),
          {
            key: `${base}.rps`,
            label: `devices ${s.name} ${connections} conn: req/s ours (bare)`,
            unit: 'req/s',
            value: a.rps,
            extra: { bare: b.rps },
          },
          {
            key: `${base}.ratio`,
            label: `devices ${s.name} ${connections} conn: ours / bare req/s`,
            unit: '×',
            value: a.rps / b.rps,
          },
          {
            key: `${base}.p99`,
            label: `devices ${s.name} ${connections} conn: p99 ms ours (bare)`,
            unit: 'ms',
            value: a.p99,
            extra: { bare: b.p99 },
          },
        );
      }
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  figures.push(...(await drawerFigures(file, o)));
  return figures;
}

/** bare / ours CPU time per request (none where /proc is not readable). */
function cpuFigure(key: string, label: string, oursUs: number, bareUs: number): Figure[] {
  if (!Number.isFinite(oursUs) || oursUs <= 0) return [];
  return [
    {
      key: `${key}.cpuRatio`,
      label: `${label}: bare / ours CPU per request`,
      unit: '×',
      value: bareUs / oursUs,
      extra: { oursUs: Math.round(oursUs), bareUs: Math.round(bareUs) },
    },
  ];
}

type Answer = { code?: number; data?: Record<string, unknown> };

/**
 * The drawer: the real server (simulator without latency or lost answers, so the device's own delay is not
 * what is measured) and the bare handler, in alternating one-second slices, on the same online cabinet half way down.
 */
async function drawerFigures(file: string, o: DevicesOptions): Promise<Figure[]> {
  const env = { ADAPTER_DEVICE_GATEWAY: 'simulator', ADAPTER_DEVICE_GATEWAY_SIMULATOR: 'latency=0' };
  const ours = await startTarget('bench/server/targets.ts', ['ours', file], env);
  const bare = await startTarget('bench/server/drawer-bare.ts', [file]);
  const figures: Figure[] = [];
  try {
    const auth = { 'blade-auth': `bearer ${await login(ours.port)}` };
    const mid = Math.max(1, Math.floor(o.devices / 200));
    const list = (await (
      await fetch(`http://127.0.0.1:${ours.port}${DEVICE_PATH}?deviceType=1&current=${mid}&size=50`, { headers: auth })
    ).json()) as { data?: { records?: Array<{ id: string; deviceCode: string }> } };
    const cabinet = list.data?.records?.find(
      (r) => profileOf(r.deviceCode).online && profileOf(r.deviceCode).responsive,
    );
    if (!cabinet) throw new Error(`drawer: no online cabinet on page ${mid} (${JSON.stringify(list).slice(0, 300)})`);
    const oursUrl = `http://127.0.0.1:${ours.port}${DRAWER_PATH}?deviceId=${cabinet.id}`;
    const bareUrl = `http://127.0.0.1:${bare.port}${DRAWER_PATH}?deviceId=${cabinet.id}`;
    const a = (await (await fetch(oursUrl, { method: 'POST', headers: auth })).json()) as Answer;
    const b = (await (await fetch(bareUrl, { method: 'POST' })).json()) as Answer;
    if (a.code !== 200 || JSON.stringify(a.data) !== JSON.stringify(b.data))
      throw new Error(
        `drawer: ours answers ${JSON.stringify(a).slice(0, 300)}, bare ${JSON.stringify(b).slice(0, 300)}`,
      );
    o.log(`  drawer on ${cabinet.deviceCode} (${(a.data?.slots as unknown[] | undefined)?.length ?? 0} slots)`);
    await fire(oursUrl, auth, 10, o.warmup, 'POST');
    await fire(bareUrl, {}, 10, o.warmup, 'POST');
    for (const connections of [10, 32]) {
      const { ours: r, bare: base } = await interleaved(
        { url: oursUrl, headers: auth, pid: ours.child.pid },
        { url: bareUrl, headers: {}, pid: bare.child.pid },
        o.seconds,
        connections,
        'POST',
      );
      const key = `devices.drawer.c${connections}`;
      o.log(
        `  devices drawer c${connections}: ours ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms ${r.cpuUs.toFixed(0)} µs CPU/req, ` +
          `bare ${base.rps.toFixed(0)} req/s p99 ${base.p99} ms ${base.cpuUs.toFixed(0)} µs CPU/req`,
      );
      figures.push(
        ...cpuFigure(key, `drawer (queryParam) ${connections} conn`, r.cpuUs, base.cpuUs),
        {
          key: `${key}.rps`,
          label: `drawer (queryParam) ${connections} conn: req/s ours (bare)`,
          unit: 'req/s',
          value: r.rps,
          extra: { bare: base.rps },
        },
        {
          key: `${key}.ratio`,
          label: `drawer (queryParam) ${connections} conn: ours / bare req/s`,
          unit: '×',
          value: r.rps / base.rps,
        },
        {
          key: `${key}.p99`,
          label: `drawer (queryParam) ${connections} conn: p99 ms ours (bare)`,
          unit: 'ms',
          value: r.p99,
          extra: { bare: base.p99 },
        },
      );
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  return figures;
}
