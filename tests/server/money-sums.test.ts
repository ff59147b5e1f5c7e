/**
 * Money end to end on the server (domain toolkit, part 2): a list's declared `sum` endpoint totals integer
 * fen in SQL — exact on 100,000 random amounts — over exactly the rows its `page` shows: the same search
 * parameters, tenant, soft delete and data scope, behind the list's view code. Money travels as yuan and is
 * stored as fen without a float on the way (1.15 yuan is 115 fen, not 114). SQLite, or PostgreSQL when
 * DATABASE_URL is set. Fixture: tests/server/fixtures/ledger.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYuan, sumFen, yuanText } from '../../engine/schema/money';
import { nowText } from '../../server/kernel/db/time';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const L = '/api/toycar-test/ledger';
const N = 100_000;

let s: TestServer;
let platform: Client;
let brand: Client;

/** mulberry32: deterministic random numbers in [0, 1). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Line {
  tenant: string;
  kind: number;
  fen: number;
  qty: number;
  day: number;
  deleted?: boolean;
  createUser?: number;
}

/** Rows written straight into the table (100,000 through the API would test the API's speed, not the sums). */
async function insertLines(lines: Line[]): Promise<void> {
  const now = nowText();
  for (let i = 0; i < lines.length; i += 500) {
    await s.database.db
      .insertInto('test_ledger')
      .values(
        lines.slice(i, i + 500).map((l, j) => ({
          tenant_id: l.tenant,
          title: `line ${i + j}`,
          kind: l.kind,
          amount: l.fen,
          qty: l.qty,
          paid_at: `2026-10-${String(l.day).padStart(2, '0')} 12:00:00`,
          pay_day: `2026-10-${String(l.day).padStart(2, '0')}`,
          create_user: l.createUser ?? null,
          create_time: now,
          update_time: now,
          status: 1,
          is_deleted: l.deleted ? 1 : 0,
        })),
      )
      .execute();
  }
}

const bigSum = (lines: Line[]) => lines.reduce((t, l) => t + BigInt(l.fen), 0n);
const live = (lines: Line[], tenant: string) => lines.filter((l) => l.tenant === tenant && !l.deleted);

const rand = seeded(20261125);
const lines: Line[] = Array.from({ length: N }, () => ({
  tenant: rand() < 0.8 ? '000000' : '100001',
  kind: Math.floor(rand() * 3),
  // Up to ¥1,000,000.00 a line; one in ten a refund (negative).
  fen: Math.floor(rand() * 100_000_000) * (rand() < 0.1 ? -1 : 1),
  qty: Math.floor(rand() * 10),
  day: 1 + Math.floor(rand() * 28),
  deleted: rand() < 0.02,
}));

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
  await insertLines(lines);
}, 180_000);
afterAll(async () => s?.close());

describe('the sum endpoint', () => {
  it('is exact on 100,000 random amounts (SUM over integer fen, answered as yuan text)', async () => {
    const mine = live(lines, '000000');
    const r = await platform.get(`${L}/sum`, { tenantId: '000000' });
    expect(r.status).toBe(200);
    expect(r.body.data.amount).toBe(yuanText(bigSum(mine)));
    expect(r.body.data.qty).toBe(mine.reduce((t, l) => t + l.qty, 0));
  });

  it('honours the list filters: the same rows as the page, to the fen', async () => {
    const q = { tenantId: '000000', kind: 2, paidAt_datege: '2026-10-05', paidAt_datele: '2026-10-09', amount_ge: 0 };
    const want = live(lines, '000000').filter((l) => l.kind === 2 && l.day >= 5 && l.day <= 9 && l.fen >= 0);
    const sum = (await platform.get(`${L}/sum`, q)).body.data;
    expect(sum.amount).toBe(yuanText(bigSum(want)));
    // The page's lines, added up in fen from their wire yuan, give the same total.
    const page = (await platform.get(`${L}/page`, { ...q, size: 1000 })).body.data;
    expect(page.total).toBe(want.length);
    const fen = [];
    for (let current = 1; current <= page.pages; current++) {
      const rows = (await platform.get(`${L}/page`, { ...q, size: 1000, current })).body.data.records;
      fen.push(...rows.map((row: { amount: number }) => parseYuan(row.amount)));
    }
    expect(yuanText(sumFen(fen))).toBe(sum.amount);
    // An empty result sums to zero.
    expect((await platform.get(`${L}/sum`, { title: 'no such line' })).body.data).toEqual({ amount: '0.00', qty: 0 });
  });

  it('refuses search values the list refuses', async () => {
    const r = await platform.get(`${L}/sum`, { amount_ge: '1.234' });
    expect(r.status).toBe(400);
    expect((await platform.get(`${L}/sum`, { nothing: 1 })).status).toBe(400);
  });

  it('keeps to the tenant: a brand sums its own rows; the platform administrator every tenant, or the one chosen', async () => {
    const theirs = yuanText(bigSum(live(lines, '100001')));
    expect((await brand.get(`${L}/sum`)).body.data.amount).toBe(theirs);
    // Another tenant's id is not a search value for a brand: refused, as by the page.
    expect((await brand.get(`${L}/page`, { tenantId: '000000' })).status).toBe(400);
    expect((await brand.get(`${L}/sum`, { tenantId: '000000' })).status).toBe(400);
    expect((await platform.get(`${L}/sum`, { tenantId: '100001' })).body.data.amount).toBe(theirs);
    const all = lines.filter((l) => !l.deleted);
    expect((await platform.get(`${L}/sum`)).body.data.amount).toBe(yuanText(bigSum(all)));
  });

  it('needs the list view code, and follows the data scope', async () => {
    const T = '000000';
    const roleId = await addRole(s, T, 'ledger_clerk');
    const aId = await addUser(s, { tenantId: T, account: 'ledger_a', roleIds: [roleId] });
    await addUser(s, { tenantId: T, account: 'ledger_b', roleIds: [roleId] });
    const a = await loginAs(s, T, 'ledger_a');
    expect((await a.get(`${L}/sum`)).status).toBe(403);
    const [screen] = await menuIdsOf(s, ['test.ledger']);
    const scope = await platform.post('/api/blade-system/data-scope/submit', {
      menuId: screen,
      resourceCode: 'ledger_line',
      scopeName: '本人流水',
      scopeType: 2,
    });
    expect(scope.status).toBe(200);
    const scopeId = (await platform.get('/api/blade-system/data-scope/page', { scopeName: '本人流水' })).body.data
      .records[0].id;
    const menuIds = await menuIdsOf(s, ['test.ledger', 'ledger_line_view']);
    expect((await platform.post('/api/blade-system/role/grant', { roleIds: roleId, menuIds, dataScopeIds: [scopeId] })).status).toBe(200);
    const own: Line[] = [
      { tenant: T, kind: 1, fen: 115, qty: 1, day: 3, createUser: Number(aId) },
      { tenant: T, kind: 1, fen: 29, qty: 2, day: 3, createUser: Number(aId) },
    ];
    await insertLines(own);
    const r = await a.get(`${L}/sum`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ amount: '1.44', qty: 3 });
    const b = await loginAs(s, T, 'ledger_b');
    expect((await b.get(`${L}/sum`)).body.data).toEqual({ amount: '0.00', qty: 0 });
  });
});

describe('yuan in, fen stored, yuan out', () => {
  it('stores what was typed, to the fen (no double on the way)', async () => {
    for (const yuan of [1.15, 0.29, 4.35, 1005.01, 90071992547.99, -0.07]) {
      const title = `exact ${yuan}`;
      expect((await brand.post(`${L}/submit`, { title, amount: yuan })).status).toBe(200);
      const stored = await s.database.db
        .selectFrom('test_ledger')
        .select('amount')
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      expect(Number(stored.amount)).toBe(parseYuan(yuan));
      const back = (await brand.get(`${L}/page`, { title_equal: title })).body.data.records[0];
      expect(back.amount).toBe(yuan);
    }
    const bad = await brand.post(`${L}/submit`, { title: 'three decimals', amount: 1.005 });
    expect(bad.status).toBe(400);
  });
});
