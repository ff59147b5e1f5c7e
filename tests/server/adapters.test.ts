/**
 * Adapters (server/kernel/adapters): the seeded simulator is deterministic; a timeout, a refused
 * connection and a refusal become clear zh/en errors (400, never a 500); the HTTP transport against a
 * server on 127.0.0.1 (tests never reach the internet); settings from the environment; and the SMS
 * sending, the adapters' first user, through the route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsAdapter, type SmsMessage } from '../../plugins/resource/server/sms-adapter';
import {
  AdapterError,
  adapterSettingsFromEnv,
  instantiate,
  parseSimulator,
  type Outcome,
} from '../../server/kernel/adapters';
import { client, login, startTestServer, type TestServer } from './helpers';

const msg: SmsMessage = { phone: '13800000001', content: 'hi', templateId: 'T1', signName: 'S', params: {} };

async function failure(p: Promise<unknown>): Promise<AdapterError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AdapterError);
    return err as AdapterError;
  }
  throw new Error('expected a failure');
}

describe('the simulator', () => {
  const outcomes = async (seed: number) => {
    const sms = instantiate(smsAdapter, { timeoutMs: 20, simulator: { seed, failureRate: 0.3, timeoutRate: 0.2 } });
    for (let i = 0; i < 20; i++) await sms.client.send(msg).catch(() => undefined);
    return sms.simulation!.calls.map((c) => c.outcome);
  };

  it('gives the same outcomes for the same seed, others for another seed', async () => {
    const a = await outcomes(7);
    expect(await outcomes(7)).toEqual(a);
    expect(await outcomes(8)).not.toEqual(a);
    const count = (o: Outcome) => a.filter((x) => x === o).length;
    expect(count('ok') + count('refuse') + count('timeout')).toBe(20);
    expect(count('refuse')).toBeGreaterThan(0);
    expect(count('timeout')).toBeGreaterThan(0);
  });

  it('answers after its latency with deterministic ids', async () => {
    const sms = instantiate(smsAdapter, { simulator: { latencyMs: 30 } });
    const t = Date.now();
    expect(await sms.client.send(msg)).toEqual({ messageId: 'sms-000001' });
    expect(Date.now() - t).toBeGreaterThanOrEqual(25);
    expect(await sms.client.send(msg)).toEqual({ messageId: 'sms-000002' });
  });
});

describe('timeouts and failures become clear errors', () => {
  it('a call that never answers is a timeout naming the system, in both languages', async () => {
    const sms = instantiate(smsAdapter, { timeoutMs: 40, simulator: { script: ['timeout'] } });
    const t = Date.now();
    const err = await failure(sms.client.send(msg));
    expect(Date.now() - t).toBeLessThan(1000);
    expect(err).toMatchObject({ code: 400, adapter: 'sms', failure: 'timeout', retryable: true });
    expect(err.text).toEqual({
      zh: '短信网关在 40 毫秒内未响应，请稍后重试',
      en: 'The SMS gateway did not answer within 40 ms: please try again later',
    });
  });

  it('a refusal is not retryable', async () => {
    const sms = instantiate(smsAdapter, { simulator: { script: ['refuse'] } });
    const err = await failure(sms.client.send(msg));
    expect(err).toMatchObject({ failure: 'refused', retryable: false });
  });
});

describe('the http transport (a gateway on 127.0.0.1)', () => {
  let server: Server;
  let url: string;
  const received: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const m = JSON.parse(body || '{}') as SmsMessage;
        received.push(m);
        if (m.phone === 'slow') return; // never answers
        if (m.phone === 'bad') {
          res
            .writeHead(422, { 'content-type': 'application/json' })
            .end(JSON.stringify({ msg: 'template not approved' }));
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ messageId: `gw-${received.length}` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('sends JSON and reads the answer', async () => {
    const sms = instantiate(smsAdapter, { transport: 'http', url });
    expect(await sms.client.send(msg)).toEqual({ messageId: 'gw-1' });
    expect(received[0]).toMatchObject({ phone: '13800000001', templateId: 'T1' });
  });

  it('maps a refusal, a timeout and a closed port', async () => {
    const sms = instantiate(smsAdapter, { transport: 'http', url, timeoutMs: 100 });
    const bad = await failure(sms.client.send({ ...msg, phone: 'bad' }));
    expect(bad.text).toEqual({
      zh: '短信网关拒绝了请求：template not approved',
      en: 'The SMS gateway refused the request: template not approved',
    });
    const slow = await failure(sms.client.send({ ...msg, phone: 'slow' }));
    expect(slow.failure).toBe('timeout');
    // A port nobody listens on (this server's, closed).
    const spare = createServer();
    await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
    const closed = `http://127.0.0.1:${(spare.address() as AddressInfo).port}`;
    await new Promise((r) => spare.close(r));
    const down = await failure(instantiate(smsAdapter, { transport: 'http', url: closed }).client.send(msg));
    expect(down).toMatchObject({ failure: 'unreachable', retryable: true });
    expect((down.text as { en: string }).en).toBe(
      'Could not reach the SMS gateway (ECONNREFUSED): please try again later',
    );
  });
});

describe('settings from the environment', () => {
  it('reads the transport, address, timeout and simulator of each adapter', () => {
    expect(
      adapterSettingsFromEnv({
        ADAPTER_SMS: 'http',
        ADAPTER_SMS_URL: 'https://sms.example/api',
        ADAPTER_SMS_TIMEOUT_MS: '3000',
        ADAPTER_DEVICE_GATEWAY_SIMULATOR: 'seed=3,latency=20-80,failure=0.1,timeout=0.05',
        PATH: '/usr/bin',
      }),
    ).toEqual({
      sms: { transport: 'http', url: 'https://sms.example/api', timeoutMs: 3000 },
      'device-gateway': { simulator: { seed: 3, latencyMs: [20, 80], failureRate: 0.1, timeoutRate: 0.05 } },
    });
    expect(() => parseSimulator('speed=1')).toThrow(/speed/);
    expect(() => adapterSettingsFromEnv({ ADAPTER_SMS_TIMEOUT_MS: 'soon' })).toThrow(/milliseconds/);
  });
});

describe('SMS sending goes through the adapter', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      config: { adapters: { sms: { timeoutMs: 60, simulator: { script: ['timeout', 'timeout'] } } } },
    });
  });
  afterAll(async () => s?.close());

  it('a gateway timeout is a clear 400 in the caller’s language, recorded on the history rows', async () => {
    const token = await login(s.app);
    const zh = await client(s.app, token).post('/api/blade-resource/sms/send-message', undefined, {
      phones: '13800000001,13800000002',
    });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('短信发送失败: 短信网关在 60 毫秒内未响应，请稍后重试');
    const en = await client(s.app, token, 'en').post('/api/blade-resource/sms/send-message', undefined, {
      phones: '13800000003',
    });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(
      'The messages were not sent: The SMS gateway did not answer within 60 ms: please try again later',
    );
    const history = await s.database.db
      .selectFrom('share_sms_history')
      .select(['phone', 'status', 'error_msg'])
      // Only this test's sends: the demo seed keeps SMS history of its own.
      .where('phone', 'in', ['13800000001', '13800000002', '13800000003'])
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.phone, Number(h.status)])).toEqual([
      ['13800000001', 0],
      ['13800000002', 0],
      ['13800000003', 0],
    ]);
    // Once the gateway timed out, the rest of that call's phones waited no more: 2 scripted timeouts
    // covered 3 phones in 2 calls.
    // The script is used up: the gateway answers again.
    const ok = await client(s.app, token).post('/api/blade-resource/sms/send-message', undefined, {
      phones: '13800000004',
    });
    expect(ok.status).toBe(200);
  });
});
