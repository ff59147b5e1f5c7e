/**
 * The open-platform screens' calls through the shared DataProvider (never axios), on a stand-in entity
 * whose `api` names the endpoint's service and entity, so the provider builds the path and unwraps the
 * envelope (errors become the console's toasts).
 */
import { createDataProvider } from '../../../engine/data/create-provider';
import type { DataProvider } from '../../../engine/data/provider';
import type { Action, EntitySchema } from '../../../engine/schema/model';

type Values = Record<string, unknown>;

export const provider: DataProvider = createDataProvider();

const standIn = (service: string, entity: string): EntitySchema => ({
  name: 'open.call',
  title: { zh: '开放平台', en: 'Open platform' },
  permission: 'app',
  api: { service, entity },
  columns: [{ prop: 'id', label: { zh: '编号', en: 'ID' } }],
});

/** `GET|POST /api/{service}/{entity}/{op}` with the values (query for GET, JSON body for POST). */
export function call<T>(path: string, values: Values = {}, method: 'GET' | 'POST' = 'GET', via: DataProvider = provider): Promise<T> {
  const [service, entity, ...op] = path.replace(/^\/api\//, '').split('/');
  const action: Action = { key: 'call', label: { zh: op.join('/'), en: op.join('/') }, scope: 'toolbar', endpoint: op.join('/'), method, params: 'body' };
  return via.action(standIn(service, entity), action, { rows: [], values }) as Promise<T>;
}

export const OPENAPI_URL = '/api/share-open/openapi.json';
export const ACCESS_ROUTE = '/open/app-access';

export interface AppRow {
  id: string;
  appName: string;
  appKey: string;
  developerId: string;
  tenantId?: string;
}
export interface ApiRow {
  id: string;
  apiName: string;
  apiCode: string;
  deviceScoped: number;
  isBind: number;
  authId: string | null;
  description?: string;
}
export interface Grant {
  authId: string;
  apiId: string;
  apiName: string;
  apiCode: string;
  deviceScoped: number;
  deviceIds: string[];
}
export interface DeviceRow {
  id: string;
  deviceCode: string;
  deviceName?: string;
}
export interface Page<T> {
  records: T[];
  total: number;
}
