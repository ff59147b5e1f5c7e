/**
 * The mall pages' calls through the screen's DataProvider (never axios), on a stand-in entity whose `api`
 * names the endpoint's service and entity, so the provider builds the path and handles the envelope.
 */
import type { DataProvider } from '../../../engine/data/provider';
import type { Action, EntitySchema } from '../../../engine/schema/model';

type Values = Record<string, unknown>;

const standIn = (service: string, entity: string): EntitySchema => ({
  name: 'mall.call',
  title: { zh: '商城', en: 'Mall' },
  permission: 'mall',
  api: { service, entity },
  columns: [{ prop: 'id', label: { zh: '编号', en: 'ID' } }],
});

export function call<T>(provider: DataProvider, path: string, values: Values = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const [service, entity, ...op] = path.replace(/^\/api\//, '').split('/');
  const action: Action = { key: 'call', label: { zh: op.join('/'), en: op.join('/') }, scope: 'toolbar', endpoint: op.join('/'), method, params: 'body' };
  return provider.action(standIn(service, entity), action, { rows: [], values }) as Promise<T>;
}

export interface Lane {
  id: string;
  wayNo: number;
  spuId: string | null;
  spuName: string | null;
  picUrl: string | null;
  count: number;
  capacity: number;
}
export interface MachineInfo {
  id: string;
  name: string;
  wayNum: number;
  ways: Lane[];
}
export interface Option {
  id: string;
  name: string;
}
export interface Page<T> {
  records: T[];
  total: number;
}
export interface Figures {
  orders: number;
  pieces: number;
  payAmount: number;
  refundAmount: number;
  machines: number;
}
export interface GroupRow {
  name: string | null;
  orders: number;
  pieces: number;
  payAmount: number;
}

const M = '/api/dispacher-mall';
const D = '/api/dispacher-device/devicedispacher';
type Range = { startTime?: string; endTime?: string };

export const api = {
  machines: async (p: DataProvider) =>
    (await call<Page<{ id: string; name: string }>>(p, `${D}/list`, { size: 200 })).records.map((r) => ({ id: String(r.id), name: r.name })),
  info: (p: DataProvider, id: string) => call<MachineInfo>(p, `${D}/showInfo`, { id }),
  goods: async (p: DataProvider) =>
    (await call<Page<{ id: string; spuName: string }>>(p, `${M}/spu/page2`, { size: 500 })).records.map((r) => ({ id: String(r.id), name: r.spuName })),
  templates: async (p: DataProvider) => {
    const rows = (await call<Page<{ templateName: string }>>(p, `${M}/cargowaytemplate/list`, { size: 500 })).records;
    return [...new Set(rows.map((r) => r.templateName))];
  },
  fill: (p: DataProvider, dispacherId: string, templateName: string) => call(p, `${M}/cargoway/saveWaysGoods`, { dispacherId, templateName }, 'POST'),
  setCount: (p: DataProvider, id: string, count: number) => call(p, `${M}/cargoway/saveSingleWayNum`, { id, count }, 'POST'),
  change: (p: DataProvider, id: string, spuId: string, count: number) => call(p, `${M}/cargoway/changeGoodsPC`, { id, spuId, count }, 'POST'),
  off: (p: DataProvider, id: string) => call(p, `${M}/cargoway/offShelvesPC`, { ids: id }, 'POST'),
  refill: (p: DataProvider, id: string) => call(p, `${M}/cargoway/reLoadData`, { ids: id }, 'POST'),
  figures: (p: DataProvider, r: Range) => call<Figures>(p, `${M}/deviceDispacher/backStageStatistics`, r),
  byGoods: (p: DataProvider, r: Range) => call<Page<GroupRow>>(p, `${M}/deviceDispacher/backStageGoodsStatisticsPage`, { ...r, size: 10 }),
  byMachine: (p: DataProvider, r: Range) => call<Page<GroupRow>>(p, `${M}/deviceDispacher/backStageDeviceStatisticsPage`, { ...r, size: 10 }),
};
