/**
 * Partners told of our orders behind an adapter: the toycar portal (`portal`) and the TC partner platform
 * (`tc`). One operation, `push`: a record of a kind (pay order, refund order, booking, rental change) to a
 * target. The push outbox's job calls it and retries on timeouts and lost connections (plugins/rentals
 * /server/push.ts). Simulator by default (`ADAPTER_PARTNER_PUSH_SIMULATOR=failure=0.2` makes partners
 * refuse a fifth of the pushes, `timeout=…` time out); `ADAPTER_PARTNER_PUSH=http` posts JSON to
 * `ADAPTER_PARTNER_PUSH_URL/<target>/<kind>`.
 */
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';

export interface PartnerPush {
  target: string;
  kind: string;
  /** The partner's idempotency key: the same push twice is one push on their side. */
  pushId: string;
  payload: Record<string, unknown>;
}

const info = { name: 'partner-push', title: { zh: '合作方推送接口', en: 'the partner push API' } };

export const partnerPush = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => ({
    async push(input: PartnerPush, call: AdapterCall) {
      try {
        await sim.step('push', { target: input.target, kind: input.kind, pushId: input.pushId }, call);
      } catch (err) {
        if (err instanceof SimulatedRefusal)
          throw refused(info, { zh: '合作方拒收（模拟设置）', en: 'the partner refused it (simulator setting)' });
        throw err;
      }
      return { receipt: sim.nextId(input.target) };
    },
  }),
  transports: {
    http: (settings, title) => {
      const http = httpJson(info.name, settings, title);
      return {
        push: (input: PartnerPush, call: AdapterCall) =>
          http.post<{ receipt: string }>(`${input.target}/${input.kind}`, input, call),
      };
    },
  },
});
