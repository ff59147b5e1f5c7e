/**
 * The SMS gateway behind an adapter (server/kernel/adapters): one operation, `send`, on
 * - the simulator (default, and always for the console provider, category 1): deterministic, seeded,
 *   with the failures, latency and timeouts the settings ask for (`ADAPTER_SMS_SIMULATOR`), logging the
 *   message as the console provider did;
 * - `http`: a JSON gateway at `ADAPTER_SMS_URL` (`POST <url>/send` with the message, the config row's
 *   provider and keys), chosen with `ADAPTER_SMS=http` for the cloud providers (categories 2–5).
 * Every call has a timeout (`ADAPTER_SMS_TIMEOUT_MS`, default 5000 ms); a timeout, a lost connection or a
 * refusal is a clear error naming the gateway (AdapterError), recorded on the message's history row.
 */
import { defineAdapter, httpJson, refused, SimulatedRefusal, type AdapterCall } from '../../../server/kernel/adapters';

export interface SmsMessage {
  phone: string;
  content: string;
  templateId: string;
  signName: string;
  params: Record<string, unknown>;
  /** The config row's provider category and credentials (real transports only). */
  category?: number;
  accessKey?: string;
  secretKey?: string;
  regionId?: string;
}

export interface SmsReceipt {
  messageId: string;
}

const info = { name: 'sms', title: { zh: '短信网关', en: 'the SMS gateway' } };

export const smsAdapter = defineAdapter({
  ...info,
  timeoutMs: 5000,
  simulator: (sim) => ({
    async send(msg: SmsMessage, call: AdapterCall): Promise<SmsReceipt> {
      try {
        await sim.step('send', { phone: msg.phone, content: msg.content }, call);
      } catch (err) {
        if (err instanceof SimulatedRefusal)
          throw refused(info, {
            zh: '模拟网关拒绝发送（测试设置）',
            en: 'the simulated gateway refused (test setting)',
          });
        throw err;
      }
      return { messageId: sim.nextId('sms') };
    },
  }),
  transports: {
    http: (settings, title) => {
      const http = httpJson('sms', settings, title);
      return {
        async send(msg: SmsMessage, call: AdapterCall): Promise<SmsReceipt> {
          const answer = await http.post<{ messageId?: unknown; id?: unknown }>('send', msg, call);
          return { messageId: String(answer?.messageId ?? answer?.id ?? '') };
        },
      };
    },
  },
});
