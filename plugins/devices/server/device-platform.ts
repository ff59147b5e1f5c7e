/**
 * The third-party device platform (spec §7 "Devices and sites", last item) behind an adapter: `queryView`
 * takes a condition over the device number or the merchant name, 1000 rows from index 0, ordered by
 * deviceId descending, with the platform's auth header.
 *
 * Configuration, never code: the address is `ADAPTER_DEVICE_PLATFORM_URL` (transport chosen with
 * `ADAPTER_DEVICE_PLATFORM=http`); the token is the tenant's system parameter `device.platform.token`,
 * else the environment's `DEVICE_PLATFORM_TOKEN`. Without a real transport the simulator answers from a
 * deterministic catalogue of 3,000 devices, and refuses a call that carries no token as the real platform
 * would — so development and tests never reach the internet.
 */
import { defineAdapter, refused, SimulatedRefusal, type AdapterCall, type AdapterSettings } from '../../../server/kernel/adapters';
import type { I18nText } from '../../../engine/schema';

export interface QueryViewInput {
  /** The platform's own condition language: `deviceNo like '%…%' or merchantName like '%…%'`. */
  condition: string;
  rowNum: number;
  startIndex: number;
  orderBy: string;
  token: string;
  /** What the user typed: the simulator matches it (it does not parse conditions). */
  keyword: string;
}

export interface PlatformDevice {
  deviceId: number;
  deviceNo: string;
  deviceName: string;
  merchantName: string;
  city: string;
  online: boolean;
  lastReportTime: string;
}

export interface QueryViewAnswer {
  total: number;
  rows: PlatformDevice[];
}

const info = { name: 'device-platform', title: { zh: '第三方设备平台', en: 'the third-party device platform' } };

const CITIES = ['上海', '北京', '广州', '深圳', '杭州', '成都', '南京', '武汉', '西安', '重庆'];
const MERCHANTS = ['欢乐童车', '小小驾驶员', '萌宝乐园', '童趣时光', '快乐星球', '彩虹岛', '奇趣王国', '阳光宝贝'];

/** The simulated platform's devices: the same 3,000 on every run. */
export const PLATFORM_CATALOGUE: PlatformDevice[] = Array.from({ length: 3000 }, (_, i) => {
  const id = i + 1;
  const city = CITIES[i % CITIES.length];
  const day = 1 + (i % 28);
  return {
    deviceId: id,
    deviceNo: `TP${String(id).padStart(7, '0')}`,
    deviceName: `${city}${MERCHANTS[i % MERCHANTS.length]}${1 + (i % 9)}号机`,
    merchantName: `${city}${MERCHANTS[(i * 7) % MERCHANTS.length]}`,
    city,
    online: id % 9 !== 0,
    lastReportTime: `2026-11-${String(day).padStart(2, '0')} ${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  };
});

const noToken: I18nText = { zh: '未提供认证令牌', en: 'no auth token was given' };

export const devicePlatform = defineAdapter({
  ...info,
  timeoutMs: 8000,
  simulator: (sim) => ({
    async queryView(input: QueryViewInput, call: AdapterCall): Promise<QueryViewAnswer> {
      try {
        await sim.step('queryView', { condition: input.condition, rowNum: input.rowNum }, call);
      } catch (err) {
        if (err instanceof SimulatedRefusal) throw refused(info, { zh: '模拟平台拒绝（测试设置）', en: 'the simulated platform refused (test setting)' });
        throw err;
      }
      if (!input.token) throw refused(info, noToken);
      const k = input.keyword.toLowerCase();
      const hits = PLATFORM_CATALOGUE.filter((d) => d.deviceNo.toLowerCase().includes(k) || d.merchantName.includes(input.keyword));
      hits.sort((a, b) => b.deviceId - a.deviceId);
      return { total: hits.length, rows: hits.slice(input.startIndex, input.startIndex + input.rowNum) };
    },
  }),
  transports: {
    http: (settings: AdapterSettings) => ({
      async queryView(input: QueryViewInput, call: AdapterCall): Promise<QueryViewAnswer> {
        if (!settings.url) throw refused(info, { zh: '未配置平台地址', en: 'no address is configured' });
        const { token, keyword: _keyword, ...body } = input;
        const res = await fetch(new URL('queryView', settings.url.endsWith('/') ? settings.url : `${settings.url}/`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: token },
          body: JSON.stringify(body),
          signal: call.signal,
        });
        const answer = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
        if (!res.ok || !answer) throw refused(info, String(answer?.msg ?? answer?.message ?? `HTTP ${res.status}`).slice(0, 300));
        const data = (answer.data ?? answer) as Record<string, unknown>;
        const rows = Array.isArray(data.rows) ? data.rows : Array.isArray(data.records) ? data.records : [];
        return { total: Number(data.total ?? rows.length), rows: rows as PlatformDevice[] };
      },
    }),
  },
});

/** The condition string the platform expects, from what the user typed (quotes and wildcards escaped). */
export function conditionOf(keyword: string): string {
  const v = keyword.replace(/['\\%_]/g, (c) => `\\${c}`);
  return `deviceNo like '%${v}%' or merchantName like '%${v}%'`;
}
