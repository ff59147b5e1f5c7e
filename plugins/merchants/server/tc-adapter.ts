/**
 * The TC merchant platform behind an adapter (server/kernel/adapters): where merchants are registered as
 * receivers of profit shares (`busiMerchantId`) and where their settlement accounts live. Two operations,
 * answered by `unifiedmerchant/getTcMerchant?merchantName=` and `getTcAccount?busiMerchantId=`:
 *
 * - the simulator (default): deterministic answers derived from the question (a name finds one registered
 *   merchant whose number is a digest of the name; an account's figures are a digest of its number), with
 *   the latency, refusals and timeouts of `ADAPTER_TC_MERCHANT_SIMULATOR`;
 * - `http` (`ADAPTER_TC_MERCHANT=http`, `ADAPTER_TC_MERCHANT_URL`): `POST <url>/merchant/search` and
 *   `POST <url>/account/detail` with JSON. The endpoint and its credentials are configuration, never code.
 */
import { createHash } from 'node:crypto';
import { yuanText } from '../../../engine/schema/money';
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';

export interface TcMerchant {
  busiMerchantId: string;
  merchantName: string;
  registerStatus: 'registered';
  registerTime: string;
}

export interface TcAccount {
  busiMerchantId: string;
  accountName: string;
  bankName: string;
  /** Yuan as text with 2 decimals (exact). */
  balance: string;
  frozen: string;
  status: 'normal';
}

const info = { name: 'tc-merchant', title: { zh: 'TC 商户平台', en: 'the TC merchant platform' } };

/** A number in [0, mod) that depends only on the text. */
const digest = (text: string, mod: number) => parseInt(createHash('md5').update(text).digest('hex').slice(0, 12), 16) % mod;

const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国银行'];

async function step(sim: { step: (op: string, input: unknown, call: AdapterCall) => Promise<void> }, op: string, input: unknown, call: AdapterCall) {
  try {
    await sim.step(op, input, call);
  } catch (err) {
    if (err instanceof SimulatedRefusal)
      throw refused(info, { zh: '模拟平台拒绝查询（测试设置）', en: 'the simulated platform refused (test setting)' });
    throw err;
  }
}

export const tcMerchantAdapter = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => ({
    async findMerchants(input: { merchantName: string }, call: AdapterCall): Promise<TcMerchant[]> {
      await step(sim, 'findMerchants', input, call);
      const name = input.merchantName.trim();
      if (name.length < 2) return [];
      const n = digest(name, 1e9);
      const month = String(1 + (n % 12)).padStart(2, '0');
      return [{ busiMerchantId: String(1_600_000_000 + n), merchantName: name, registerStatus: 'registered', registerTime: `2025-${month}-15 10:30:00` }];
    },
    async account(input: { busiMerchantId: string }, call: AdapterCall): Promise<TcAccount> {
      await step(sim, 'account', input, call);
      const id = input.busiMerchantId;
      return {
        busiMerchantId: id,
        accountName: `TC结算账户${id.slice(-4)}`,
        bankName: BANKS[digest(id, BANKS.length)],
        balance: yuanText(digest(`${id}:balance`, 50_000_000)),
        frozen: yuanText(digest(`${id}:frozen`, 500_000)),
        status: 'normal',
      };
    },
  }),
  transports: {
    http: (settings, title) => {
      const http = httpJson(info.name, settings, title);
      return {
        findMerchants: (input: { merchantName: string }, call: AdapterCall) => http.post<TcMerchant[]>('merchant/search', input, call),
        account: (input: { busiMerchantId: string }, call: AdapterCall) => http.post<TcAccount>('account/detail', input, call),
      };
    },
  },
});
