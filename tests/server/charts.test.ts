/**
 * Charts on the server (domain toolkit, part 6): each chart a schema declares gets a statistics endpoint
 * computed in SQL (SQLite and PostgreSQL alike: date-times are text, cut with substr) — buckets by hour,
 * day or month with the days between filled in, groups of a dictionary column with their labels in the
 * caller's language, counts and exact money sums — over the list's filter, tenant and view code, with a
 * time range. Fixture: tests/server/fixtures/ledger.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketKeys, MAX_BUCKETS } from '../../engine/schema/stats';
import { nowText } from '../../server/kernel/db/time';
import { addRole, addUser, loginAs } from './enforce-helpers';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const L = '/api/toycar-test/ledger';

let s: TestServer;
let platform: Client;
let platformEn: Client;
let brand: Client;

async function add(tenant: string, paidAt: string, kind: number, fen: number, qty = 1, title = 't') {
  const now = nowText();
  await s.database.db
    .insertInto('test_ledger')
    .values({
      tenant_id: tenant,
      title,
      kind,
      amount: fen,
      qty,
      paid_at: paidAt,
      pay_day: paidAt.slice(0, 10),
      create_time: now,
      update_time: now,
      status: 1,
      is_deleted: 0,
    })
    .execute();
}

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  platform = client(s.app, token);
  platformEn = client(s.app, token, 'en');
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
  await add('000000', '2026-11-01 08:10:00', 0, 1005, 2, 'rent');
  await add('000000', '2026-11-01 08:50:00', 1, 29, 1, 'rent');
  await add('000000', '2026-11-01 23:59:59', 1, 1, 1, 'fee');
  await add('000000', '2026-11-03 00:00:00', 2, -500, 4, 'refund');
  await add('000000', '2026-12-15 10:00:00', 1, 700, 1, 'rent');
  await add('100001', '2026-11-01 09:00:00', 1, 99_999, 9, 'other tenant');
});
afterAll(async () => s?.close());

describe('time buckets', () => {
  it('counts and sums per day, every day of the range answered', async () => {
    const r = await platform.get(`${L}/chart/perDay`, { tenantId: '000000', from: '2026-10-31', to: '2026-11-03' });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      x: ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'],
      series: [
        { key: 'count', data: [0, 3, 0, 1] },
        { key: 'amount', data: ['0.00', '10.35', '0.00', '-5.00'] },
      ],
    });
  });

  it('without a range, only the buckets that have rows', async () => {
    const r = await platform.get(`${L}/chart/perDay`, { tenantId: '000000' });
    expect(r.body.data.x).toEqual(['2026-11-01', '2026-11-03', '2026-12-15']);
  });

  it('by hour and by month (a date column, at a spec-style path)', async () => {
    const hours = await platform.get(`${L}/chart/perHour`, {
      tenantId: '000000',
      from: '2026-11-01 07:30',
      to: '2026-11-01 10:00:00',
    });
    expect(hours.body.data).toEqual({
      x: ['2026-11-01 07', '2026-11-01 08', '2026-11-01 09', '2026-11-01 10'],
      series: [{ key: 'qty', data: [0, 3, 0, 0] }],
    });
    const months = await platform.get(`${L}/backStageChartStatistics`, {
      tenantId: '000000',
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(months.body.data).toEqual({
      x: ['2026-10', '2026-11', '2026-12'],
      series: [{ key: 'amount', data: ['0.00', '5.35', '7.00'] }],
    });
    // The default path of that chart is not served.
    expect((await platform.get(`${L}/chart/perMonth`)).status).toBe(404);
  });

  it('bucket keys: days, hours, months; backwards or too long is refused', () => {
    expect(bucketKeys('2024-02-28', '2024-03-01', 'day')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(bucketKeys('2025-11-01', '2026-02-10', 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(bucketKeys('2026-01-01 22:00:00', '2026-01-02 01:59:59', 'hour')).toEqual([
      '2026-01-01 22',
      '2026-01-01 23',
      '2026-01-02 00',
      '2026-01-02 01',
    ]);
    expect(bucketKeys('2026-01-02', '2026-01-01', 'day')).toBeUndefined();
    expect(bucketKeys('2000-01-01', '2026-01-01', 'day')).toBeUndefined();
    expect(bucketKeys('2026-01-01', '2026-01-01', 'day')!.length).toBeLessThanOrEqual(MAX_BUCKETS);
  });
});

describe('groups of a column', () => {
  it('a dictionary column: the largest groups by the first measure, labelled in the caller’s language', async () => {
    const q = { tenantId: '000000', from: '2026-11-01', to: '2026-11-30' };
    const zh = (await platform.get(`${L}/chart/byKind`, q)).body.data;
    // limit 2: kinds 0 (10.05) and 1 (0.30) — kind 2 (-5.00) is the smallest; December is outside the range.
    expect(zh).toEqual({ x: ['0', '1'], labels: ['待审核', '已通过'], series: [{ key: 'amount', data: ['10.05', '0.30'] }] });
    expect((await platformEn.get(`${L}/chart/byKind`, q)).body.data.labels).toEqual(['Pending', 'Approved']);
  });

  it('a plain column without a range', async () => {
    const r = await platform.get(`${L}/chart/byTitle`, { tenantId: '000000' });
    expect(r.body.data).toEqual({ x: ['rent', 'fee', 'refund'], series: [{ key: 'count', data: [3, 1, 1] }] });
    expect((await platform.get(`${L}/chart/byTitle`, { from: '2026-11-01' })).status).toBe(400);
  });
});

describe('filters, tenancy and access', () => {
  it('the list’s search parameters narrow the chart', async () => {
    const r = await platform.get(`${L}/chart/perDay`, { tenantId: '000000', title: 'rent', kind: 1 });
    expect(r.body.data.series[1].data).toEqual(['0.29', '7.00']);
  });

  it('a brand sees its own rows only; the platform administrator every tenant or the chosen one', async () => {
    const q = { from: '2026-11-01', to: '2026-11-01' };
    expect((await brand.get(`${L}/chart/perDay`, q)).body.data.series[0].data).toEqual([1]);
    expect((await platform.get(`${L}/chart/perDay`, { ...q, tenantId: '100001' })).body.data.series[1].data).toEqual([
      '999.99',
    ]);
    expect((await platform.get(`${L}/chart/perDay`, q)).body.data.series[0].data).toEqual([4]);
  });

  it('refuses bad ranges with a clear message', async () => {
    const bad = await platformEn.get(`${L}/chart/perDay`, { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/from must look like YYYY-MM-DD/);
    const back = await platformEn.get(`${L}/chart/perDay`, { from: '2026-11-02', to: '2026-11-01' });
    expect(back.body.msg).toMatch(/start of the range is after its end/);
    const long = await platform.get(`${L}/chart/perDay`, { from: '2000-01-01', to: '2026-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/时间范围过长/);
    expect((await platform.get(`${L}/chart/perDay`, { nothing: 'x' })).status).toBe(400);
  });

  it('needs the list view code', async () => {
    const roleId = await addRole(s, '000000', 'chart_nobody');
    await addUser(s, { tenantId: '000000', account: 'chart_nobody', roleIds: [roleId] });
    const nobody = await loginAs(s, '000000', 'chart_nobody');
    expect((await nobody.get(`${L}/chart/perDay`)).status).toBe(403);
    expect((await client(s.app).get(`${L}/chart/perDay`)).status).toBe(401);
  });
});
