/**
 * The payment channel's profit-sharing API (WeChat Pay 分账) behind an adapter (server/kernel/adapters):
 *
 * - `share`: move the receivers' amounts of one paid transaction; `outOrderNo` (our request number) is the
 *   channel's idempotency key — the same number sent again answers the first result and moves nothing;
 * - `query`: how an earlier `share` ended (after a call whose answer was lost);
 * - `giveBack`: take the shares of a request back from the receivers (`outReturnNo` idempotent likewise);
 * - `addReceiver`: register an account that may receive shares.
 *
 * The simulator is the default: deterministic, with the latency, refusals and timeouts the settings ask
 * for (`ADAPTER_PROFIT_SHARING_CHANNEL_SIMULATOR=failure=0.1,timeout=0.05`, or a test's `script`). A
 * simulated timeout is the hard case of real life: the channel DID move the money and the answer was lost,
 * so only the idempotency key and `query` keep a retry from paying twice. It keeps a ledger of what it
 * moved, which `query` reports (`transfers`: how many times money moved for the number — never above 1).
 * `ADAPTER_PROFIT_SHARING_CHANNEL=http` with `…_URL` posts JSON to a gateway instead.
 */
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall, type Simulation } from '../../../server/kernel/adapters';

export interface ShareReceiver {
  account: string;
  type: number;
  /** Fen. */
  amount: number;
}

export interface ShareInput {
  outOrderNo: string;
  transactionId: string;
  fundingType: number;
  receivers: ShareReceiver[];
}

export interface ShareResult {
  channelOrderId: string;
}

export interface QueryResult {
  found: boolean;
  channelOrderId?: string;
  /** Fen moved for the number. */
  amount?: number;
  /** How many times money moved for the number (the simulator's ledger). */
  transfers?: number;
  returned?: boolean;
}

export interface ReturnInput {
  outOrderNo: string;
  outReturnNo: string;
  fundingType: number;
  receivers: ShareReceiver[];
}

const info = { name: 'profit-sharing-channel', title: { zh: '分账渠道', en: 'the profit-sharing channel' } };

const refusal = () =>
  refused(info, { zh: '模拟渠道拒绝了该请求（测试设置）', en: 'the simulated channel refused (test setting)' });

/** One simulated step; a refusal becomes the channel's refusal (not retried). */
async function step(sim: Simulation, op: string, input: unknown, call: AdapterCall, undo?: () => void) {
  try {
    await sim.step(op, input, call);
  } catch (err) {
    if (err instanceof SimulatedRefusal) {
      undo?.();
      throw refusal();
    }
    throw err;
  }
}

interface Entry {
  channelOrderId: string;
  amount: number;
  transfers: number;
  returned: boolean;
}

const total = (rs: ShareReceiver[]) => rs.reduce((s, r) => s + r.amount, 0);

export const sharingChannel = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => {
    const ledger = new Map<string, Entry>();
    const returns = new Set<string>();
    return {
      async share(input: ShareInput, call: AdapterCall): Promise<ShareResult> {
        const known = ledger.get(input.outOrderNo);
        if (known) {
          await step(sim, 'share', input, call);
          return { channelOrderId: known.channelOrderId };
        }
        if (!input.receivers.length || input.receivers.some((r) => !(r.amount > 0)))
          throw refused(info, { zh: '分账金额须大于 0', en: 'every share must be above 0' });
        // Moved before the answer: a timeout below is an answer lost, not a transfer undone.
        const entry: Entry = { channelOrderId: sim.nextId('wxshare'), amount: total(input.receivers), transfers: 1, returned: false };
        ledger.set(input.outOrderNo, entry);
        await step(sim, 'share', input, call, () => ledger.delete(input.outOrderNo));
        return { channelOrderId: entry.channelOrderId };
      },
      async query(input: { outOrderNo: string }, call: AdapterCall): Promise<QueryResult> {
        await step(sim, 'query', input, call);
        const e = ledger.get(input.outOrderNo);
        return e ? { found: true, ...e } : { found: false };
      },
      async giveBack(input: ReturnInput, call: AdapterCall): Promise<{ channelReturnId: string }> {
        const e = ledger.get(input.outOrderNo);
        if (!e) throw refused(info, { zh: '渠道没有这笔分账', en: 'the channel has no such sharing' });
        const first = !returns.has(input.outReturnNo);
        if (first) {
          returns.add(input.outReturnNo);
          e.returned = true;
        }
        await step(sim, 'giveBack', input, call, () => {
          if (!first) return;
          returns.delete(input.outReturnNo);
          e.returned = false;
        });
        return { channelReturnId: `ret-${input.outReturnNo}` };
      },
      async addReceiver(input: { account: string; type: number; name: string }, call: AdapterCall) {
        await step(sim, 'addReceiver', input, call);
        if (input.account.startsWith('invalid'))
          throw refused(info, { zh: '接收方账号不存在', en: 'the receiver account does not exist' });
        return { registered: true };
      },
    };
  },
  transports: {
    http: (settings, title) => {
      const http = httpJson(info.name, settings, title);
      return {
        share: (input: ShareInput, call: AdapterCall) => http.post<ShareResult>('share', input, call),
        query: (input: { outOrderNo: string }, call: AdapterCall) => http.post<QueryResult>('query', input, call),
        giveBack: (input: ReturnInput, call: AdapterCall) => http.post<{ channelReturnId: string }>('return', input, call),
        addReceiver: (input: { account: string; type: number; name: string }, call: AdapterCall) =>
          http.post<{ registered: boolean }>('add-receiver', input, call),
      };
    },
  },
});
