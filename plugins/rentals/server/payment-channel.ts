/**
 * The payment channel (WeChat Pay and its Pay-Score) behind an adapter (server/kernel/adapters): what the
 * order actions and the refund job ask of it.
 *
 * - `refund`: return an amount of a paid order to the member (one refund number = one refund, however
 *   often it is sent: the channel's own idempotency, mirrored by the simulator);
 * - `finishPoints` / `cancelPoints`: finish a Pay-Score order with the amount to collect, or cancel it;
 * - `queryOrder`: whether an order was paid (the sync action), with the channel's transaction number.
 *
 * The simulator is the default: deterministic, seeded, with the latency, refusals and timeouts the
 * settings ask for (`ADAPTER_PAYMENT_CHANNEL_SIMULATOR=failure=0.1,timeout=0.05`); it reports an order
 * paid unless its number ends in 0 (a member who never paid), so the sync action has both outcomes in the
 * demo data. `ADAPTER_PAYMENT_CHANNEL=http` with `ADAPTER_PAYMENT_CHANNEL_URL` posts JSON to a gateway.
 */
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';

export interface ChannelRefund {
  refundNo: string;
  orderNumber: string;
  transactionId: string;
  /** Fen. */
  amount: number;
  /** Fen: what the order was paid, the channel checks the refund against it. */
  paid: number;
}

export interface ChannelOrder {
  orderNumber: string;
  /** Fen. */
  amount: number;
}

export interface ChannelPayment {
  paid: boolean;
  transactionId?: string;
}

const info = { name: 'payment-channel', title: { zh: '支付渠道', en: 'the payment channel' } };

const refusal = () =>
  refused(info, { zh: '模拟渠道拒绝了该请求（测试设置）', en: 'the simulated channel refused (test setting)' });

/** Run one simulated step; a scripted refusal becomes the channel's refusal (not retried). */
async function step(sim: { step(op: string, input: unknown, call: AdapterCall): Promise<void> }, op: string, input: unknown, call: AdapterCall) {
  try {
    await sim.step(op, input, call);
  } catch (err) {
    if (err instanceof SimulatedRefusal) throw refusal();
    throw err;
  }
}

export const paymentChannel = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => {
    // The channel's own idempotency: a refund number seen before answers the same refund.
    const refunds = new Map<string, string>();
    return {
      async refund(input: ChannelRefund, call: AdapterCall) {
        await step(sim, 'refund', input, call);
        if (input.amount <= 0 || input.amount > input.paid)
          throw refused(info, { zh: '退款金额超过订单实付金额', en: 'the refund exceeds what the order was paid' });
        const known = refunds.get(input.refundNo);
        if (known) return { channelRefundId: known };
        const channelRefundId = sim.nextId('wxrefund');
        refunds.set(input.refundNo, channelRefundId);
        return { channelRefundId };
      },
      async finishPoints(input: ChannelOrder, call: AdapterCall) {
        await step(sim, 'finishPoints', input, call);
        return { transactionId: sim.nextId('wxpay') };
      },
      async cancelPoints(input: { orderNumber: string }, call: AdapterCall) {
        await step(sim, 'cancelPoints', input, call);
        return {};
      },
      async queryOrder(input: ChannelOrder, call: AdapterCall): Promise<ChannelPayment> {
        await step(sim, 'queryOrder', input, call);
        if (input.orderNumber.endsWith('0')) return { paid: false };
        return { paid: true, transactionId: `wxq-${input.orderNumber}` };
      },
    };
  },
  transports: {
    http: (settings, title) => {
      const http = httpJson(info.name, settings, title);
      return {
        refund: (input: ChannelRefund, call: AdapterCall) =>
          http.post<{ channelRefundId: string }>('refund', input, call),
        finishPoints: (input: ChannelOrder, call: AdapterCall) =>
          http.post<{ transactionId: string }>('finish-points', input, call),
        cancelPoints: (input: { orderNumber: string }, call: AdapterCall) =>
          http.post<Record<string, never>>('cancel-points', input, call),
        queryOrder: (input: ChannelOrder, call: AdapterCall) => http.post<ChannelPayment>('query-order', input, call),
      };
    },
  },
});
