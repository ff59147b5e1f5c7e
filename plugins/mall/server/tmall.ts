/**
 * The Tmall vending platform (registerToTmall, syncToTmall) as a toolkit adapter: a deterministic simulator
 * by default (a machine is given `tmall-000001`…; refusals and timeouts by the simulator's settings), an
 * HTTP transport with the endpoint and credentials in configuration (`ADAPTER_TMALL=http`, settings per
 * server/kernel/adapters/settings.ts). No test reaches the internet.
 */
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';

export interface TmallMachine {
  serialNumber: string;
  name: string;
  address: string;
}

export interface TmallLane {
  wayNo: number;
  goodsCode: string;
  count: number;
  capacity: number;
}

const info = { name: 'tmall', title: { zh: '天猫售货平台', en: 'the Tmall vending platform' } };

const refusal = (err: unknown) => {
  if (err instanceof SimulatedRefusal) return refused(info, { zh: '天猫平台拒绝（模拟设置）', en: 'Tmall refused it (simulator setting)' });
  return err;
};

export const tmall = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => ({
    async register(m: TmallMachine, call: AdapterCall) {
      try {
        await sim.step('register', m, call);
      } catch (err) {
        throw refusal(err);
      }
      return { tmallCode: sim.nextId('tmall') };
    },
    async sync(input: { tmallCode: string; lanes: TmallLane[] }, call: AdapterCall) {
      try {
        await sim.step('sync', { tmallCode: input.tmallCode, lanes: input.lanes.length }, call);
      } catch (err) {
        throw refusal(err);
      }
      return { synced: input.lanes.length };
    },
  }),
  transports: {
    http: (settings, title) => {
      const http = httpJson(info.name, settings, title);
      return {
        register: (m: TmallMachine, call: AdapterCall) => http.post<{ tmallCode: string }>('machines', m, call),
        sync: (input: { tmallCode: string; lanes: TmallLane[] }, call: AdapterCall) =>
          http.post<{ synced: number }>(`machines/${input.tmallCode}/lanes`, input, call),
      };
    },
  },
});
