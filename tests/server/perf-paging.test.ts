/**
 * Deep pages (offset ≥ DEFERRED_JOIN_OFFSET, server/crud/read.ts) are read as a deferred join — ids first,
 * then the rows — and must return exactly the rows and order of the plain query, ties included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_JOIN_OFFSET } from '../../server/crud/read';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
const SERVICE = 'perf-paging-probe';
const ROWS = DEFERRED_JOIN_OFFSET + 150;

beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
  // Only 7 distinct times: most rows tie on create_time, so the order rests on the id tie-break.
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    tenant_id: '000000',
    service_id: SERVICE,
    title: `row ${i}`,
    create_time: `2026-02-0${(i % 7) + 1} 10:00:00`,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await s.database.db
      .insertInto('blade_log_api')
      .values(rows.slice(i, i + 200))
      .execute();
});
afterAll(async () => s?.close());

/** Every row through plain (shallow) pages of 500. */
async function everything(query: Record<string, string | number> = {}) {
  const out: Array<{ id: string; title: string }> = [];
  for (let current = 1; out.length < ROWS; current++)
    out.push(...(await page({ current, size: 500, ...query })).records);
  return out;
}

async function page(query: Record<string, string | number>) {
  const r = await admin.get('/api/blade-log/api/page', { serviceId: SERVICE, ...query });
  expect(r.status).toBe(200);
  return r.body.data as { records: Array<{ id: string; title: string }>; total: number };
}

describe('deep pages', () => {
  it('return the rows of the plain query, in order', async () => {
    const all = await everything();
    expect(all).toHaveLength(ROWS);
    for (const size of [10, 100]) {
      const current = Math.floor(DEFERRED_JOIN_OFFSET / size) + 1; // first page at or past the threshold
      const deep = await page({ current, size });
      const from = (current - 1) * size;
      expect(from).toBeGreaterThanOrEqual(DEFERRED_JOIN_OFFSET);
      expect(deep.records.map((r) => r.id)).toEqual(all.slice(from, from + size).map((r) => r.id));
      expect(deep.total).toBe(ROWS);
    }
  });

  it('follow the asked order and end cleanly past the last row', async () => {
    const asc = await everything({ ascs: 'title' });
    const deep = await page({ current: DEFERRED_JOIN_OFFSET / 10 + 1, size: 10, ascs: 'title' });
    const from = DEFERRED_JOIN_OFFSET;
    expect(deep.records.map((r) => r.title)).toEqual(asc.slice(from, from + 10).map((r) => r.title));
    const last = await page({ current: Math.ceil(ROWS / 10), size: 10 });
    expect(last.records).toHaveLength(ROWS % 10 || 10);
    const past = await page({ current: Math.ceil(ROWS / 10) + 5, size: 10 });
    expect(past.records).toHaveLength(0);
    expect(past.total).toBe(ROWS);
  });
});
