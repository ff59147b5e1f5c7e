/**
 * Compiled list reads are remembered per request shape and caller (server/crud/read-plan.ts): the same URL
 * asked by callers who may see different rows must still give each caller their own rows, a remembered
 * plan must read the rows afresh, and a refused query must stay refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let platform: Client;
let tenantAdmin: Client;
const URL = '/api/blade-system/param/page';
const KEY = 'plan-probe';
const query = { paramKey: KEY, current: 1, size: 10 };

async function addParam(tenantId: string, n: number): Promise<void> {
  const now = nowText();
  await s.database.db
    .insertInto('blade_param')
    .values({
      tenant_id: tenantId,
      param_name: `${KEY} ${tenantId} ${n}`,
      param_key: `${KEY}.${tenantId}.${n}`,
      param_value: String(n),
      is_deleted: 0,
      create_time: now,
      update_time: now,
    })
    .execute();
}

const tenantsSeen = async (c: Client, extra: Record<string, string> = {}) => {
  const r = await c.get(URL, { ...query, ...extra });
  expect(r.status).toBe(200);
  const records = r.body.data.records as Array<{ tenantId: string; paramKey: string }>;
  return { tenants: [...new Set(records.map((x) => x.tenantId))].sort(), keys: records.map((x) => x.paramKey).sort() };
};

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  tenantAdmin = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
  await addParam('000000', 1);
  await addParam('100001', 1);
});
afterAll(async () => s?.close());

describe('remembered list plans', () => {
  it('give each caller the rows they may see for the very same URL', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await tenantsSeen(platform)).tenants).toEqual(['000000', '100001']);
      expect((await tenantsSeen(tenantAdmin)).tenants).toEqual(['100001']);
      expect((await tenantsSeen(platform, { tenantId: '100001' })).tenants).toEqual(['100001']);
      expect((await tenantsSeen(platform, { tenantId: '000000' })).tenants).toEqual(['000000']);
    }
  });

  it('read the rows afresh on every request', async () => {
    const before = await tenantsSeen(tenantAdmin);
    await addParam('100001', 2);
    const after = await tenantsSeen(tenantAdmin);
    expect(after.keys).toEqual([...before.keys, `${KEY}.100001.2`].sort());
    const r = await tenantAdmin.get(URL, query);
    expect(r.body.data.total).toBe(2);
  });

  it('keep refusing a bad query', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await platform.get(URL, { ...query, size: 'many' });
      expect(r.status).toBe(400);
    }
  });
});
