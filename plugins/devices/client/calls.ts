/**
 * The pages' calls through the screen's DataProvider (never axios), on a stand-in entity whose `api` names
 * the endpoint's service and entity, so the provider builds the path and handles the envelope.
 */
import type { DataProvider } from '../../../engine/data/provider';
import type { Action, EntitySchema } from '../../../engine/schema/model';

type Values = Record<string, unknown>;

const standIn = (service: string, entity: string): EntitySchema => ({
  name: 'devices.call',
  title: { zh: '设备', en: 'Devices' },
  permission: 'device',
  api: { service, entity },
  columns: [{ prop: 'id', label: { zh: '编号', en: 'ID' } }],
});

/** `GET|POST /api/{service}/{entity}/{op}` with the values (query for GET, JSON body for POST). */
export function call<T>(provider: DataProvider, path: string, values: Values = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const [service, entity, ...op] = path.replace(/^\/api\//, '').split('/');
  const action: Action = { key: 'call', label: { zh: op.join('/'), en: op.join('/') }, scope: 'toolbar', endpoint: op.join('/'), method, params: 'body' };
  return provider.action(standIn(service, entity), action, { rows: [], values }) as Promise<T>;
}

export interface DeviceStats {
  total: number;
  online: number;
  offline: number;
  enabled: number;
  disabled: number;
  bound: number;
  placed: number;
  byType: Array<{ deviceType: number; total: number; online: number }>;
  slots: Record<string, number>;
  cars: Record<string, number>;
}

export interface Marker {
  siteId: string;
  siteName: string;
  storeName?: string;
  merchantName?: string;
  lng: number;
  lat: number;
  total: number;
  online: number;
  offline: number;
  disabled: number;
}

/** Where a site is and how its devices stand (getLocationBySiteId). */
export interface SiteLocationInfo {
  siteId: string;
  siteName: string;
  storeName: string | null;
  merchantName: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  devices: { total: number; online: number; offline: number; disabled: number };
}

export interface SiteDevice {
  id: string;
  deviceCode: string;
  deviceName: string;
  deviceType: number;
  onlineStatus: number;
  deviceStatus: number;
}

export const api = {
  stats: (p: DataProvider, deviceType?: number) => call<DeviceStats>(p, '/api/share-iot/device/deviceStatistical', { deviceType }),
  markers: (p: DataProvider, deviceType?: number) =>
    call<Marker[]>(p, '/api/toycar-merchant/merchantstore/getDeviceMarkers', { deviceType }, 'POST'),
  /** A site's devices: the device list filtered by site (at most 200, by number). */
  siteDevices: (p: DataProvider, siteId: string) =>
    call<{ records: SiteDevice[]; total: number }>(p, '/api/share-iot/device/page', { siteId, size: 200, ascs: 'deviceCode' }),
  location: (p: DataProvider, siteId: string) =>
    call<SiteLocationInfo>(p, '/api/toycar-merchant/merchantstoresite/getLocationBySiteId', { siteId }, 'POST'),
  queryView: (p: DataProvider, keyword: string) =>
    call<{ total: number; records: Array<Record<string, unknown>> }>(p, '/api/share-iot/device/queryView', { keyword }, 'POST'),
};
