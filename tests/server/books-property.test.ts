/**
 * Issue 34: property tests of the books (fast-check). Random sequences of batches — each batch's requests
 * sent at once — of bill-line adds, edits and removals, stock movements, refunds, share-ratio changes and
 * splits of new paid orders, by several roles of several tenants (the platform administrator, tenant
 * 100001's administrator and operator, tenant 200002's administrator). Every answer is a success or a
 * refusal (never a 5xx), and after every sequence the books check (docs/integrity.md) finds no breach: each
 * total equals its lines, refunded <= paid, shares + kept = paid, each owned row lives in its parent's
 * tenant. Runs on SQLite, and on PostgreSQL (real concurrency) when DATABASE_URL is set.
 *
 * BOOKS_RUNS (default 10) sequences; BOOKS_SEED replays one (printed first).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBill } from '../../plugins/billing/server/generate';
import { addOrder, placeRows } from './order-support';
import { hashTypedPassword } from '../../server/auth/password';
import { modelsOf } from '../../server/crud/integrity';
import { checkBooks, describeBreach } from '../../server/crud/integrity/books';
import { client, login, startTestServer, type Client, type Reply, type TestServer } from './helpers';
import { grantEverything } from './sys-grants';

const RUNS = Number(process.env.BOOKS_RUNS ?? 10);
const SEED = Number(process.env.BOOKS_SEED ?? Math.floor(Math.random() * 2 ** 31));
process.stdout.write(`books property: ${RUNS} sequences, seed ${SEED} (replay: BOOKS_SEED=${SEED})\n`);

const U = '/api/unified-merchant';
const ITEM = '/api/toycar-test/stockitem';
const MOVE = '/api/toycar-test/stockmove';
const OTHER = '200002';
const ACTORS = ['platform', 'brand', 'operator', 'other'] as const;
type Actor = (typeof ACTORS)[number];
const TENANT_OF: Record<Actor, string> = { platform: '000000', brand: '100001', operator: '100001', other: OTHER };
/** Merchants of each tenant whose ratios change and whose new orders are split (ids of their own). */
const MERCHANT: Record<string, number> = { '000000': 945001, '100001': 945002, [OTHER]: 945003 };

let s: TestServer;
const api = {} as Record<Actor, Client>;
let orderSeq = 0;

beforeAll(async () => {
  s = await startTestServer({ config: { jobs: { pollMs: 20 } } });
  const db = s.database.db;
  // Tenant 200002 with an administrator holding every button code.
  await db
    .insertInto('blade_tenant')
    .values({ tenant_id: OTHER, tenant_name: 'Other brand', status: 1, is_deleted: 0, account_number: -1 })
    .execute();
  const role = await db
    .insertInto('blade_role')
    .values({
      tenant_id: OTHER,
      role_name: 'Admin',
      role_alias: 'admin',
      sort: 1,
      parent_id: 0,
      is_deleted: 0,
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('blade_user')
    .values({
      tenant_id: OTHER,
      account: 'admin',
      password: await hashTypedPassword('admin'),
      name: 'Admin',
      real_name: 'Admin',
      role_id: String(role.id),
      status: 1,
      is_deleted: 0,
    })
    .execute();
  await grantEverything(s.database, OTHER, 'admin');
  api.platform = client(s.app, await login(s.app, { ip: '10.1.0.1' }), 'en');
  api.brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.1.0.2' }), 'en');
  api.operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator', ip: '10.1.0.3' }), 'en');
  api.other = client(s.app, await login(s.app, { tenantId: OTHER, ip: '10.1.0.4' }), 'en');
  // Each tenant's merchant of the share ratios and splits, a row of the merchants' tables (a reference).
  for (const [tenantId, merchantId] of Object.entries(MERCHANT))
    await placeRows(db, { tenantId, merchantId, storeId: merchantId, payTime: '2024-01-01 00:00:00' });
  // Bills to confirm in three tenants (two merchants each), and a stock item in each tenant.
  for (const [i, tenantId] of ['000000', '100001', '100001', OTHER, OTHER].entries()) {
    const merchantId = 946001 + i;
    await addOrder(db, { tenantId, merchantId, storeId: merchantId, paid: 100000, payTime: '2023-05-10 12:00:00' });
    await s.database.transaction((trx) =>
      generateBill(trx, {
        tenantId,
        merchantId,
        month: '2023-05',
        now: '2023-06-01 03:00:00',
        operatorName: '系统',
        dialect: s.database.dialect,
        registry: s.registry,
      }),
    );
  }
  for (const actor of ['platform', 'brand', 'other'] as const)
    expect((await api[actor].post(`${ITEM}/submit`, { itemName: `item of ${actor}` })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await s?.close();
});

// ---------------------------------------------------------------- the operations

type Op =
  | { kind: 'addLine'; actor: Actor; pick: number; type: number; amount: number }
  | { kind: 'editLine'; actor: Actor; pick: number; type: number; amount: number }
  | { kind: 'removeLine'; actor: Actor; pick: number }
  | { kind: 'move'; actor: Actor; pick: number; direction: number; qty: number }
  | { kind: 'editMove'; actor: Actor; pick: number; qty: number }
  | { kind: 'removeMove'; actor: Actor; pick: number }
  | { kind: 'refund'; actor: Actor; pick: number; amount: number }
  | { kind: 'ratios'; actor: Actor; points: number[] }
  | { kind: 'split'; actor: Actor; paid: number };

const actor = fc.constantFrom(...ACTORS);
const pick = fc.nat(1000);
const amount = fc.oneof(
  fc.constantFrom(0.01, 1, 99.99, 5000, 0, -1, 10000001, 1.234),
  fc.integer({ min: 1, max: 500000 }).map((f) => f / 100),
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('addLine' as const), actor, pick, type: fc.constantFrom(1, 2, 3, 0), amount }),
  fc.record({ kind: fc.constant('editLine' as const), actor, pick, type: fc.constantFrom(1, 2, 3), amount }),
  fc.record({ kind: fc.constant('removeLine' as const), actor, pick }),
  fc.record({
    kind: fc.constant('move' as const),
    actor,
    pick,
    direction: fc.constantFrom(1, 1, 2, 3),
    qty: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('editMove' as const), actor, pick, qty: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('removeMove' as const), actor, pick }),
  fc.record({
    kind: fc.constant('refund' as const),
    actor,
    pick,
    amount: fc.integer({ min: 1, max: 3000 }).map((f) => f / 100),
  }),
  fc.record({
    kind: fc.constant('ratios' as const),
    actor,
    points: fc.array(fc.integer({ min: 1, max: 6000 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('split' as const), actor, paid: fc.integer({ min: 1, max: 50000 }) }),
);

type Where = [column: string, op: '=' | 'in', value: unknown];

/** The id at `n` (modulo) among the rows of a table (matching `where`); undefined when there are none. */
async function idAt(table: string, n: number, where?: Where): Promise<string | undefined> {
  let q = s.database.db.selectFrom(table).select('id').orderBy('id');
  if (where) q = q.where(where[0], where[1], where[2] as never);
  const list = await q.execute();
  return list.length ? String(list[n % list.length].id) : undefined;
}

const rowOf = async (table: string, id: string) =>
  (await s.database.db.selectFrom(table).selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()) as Record<
    string,
    unknown
  >;

async function run(op: Op): Promise<Reply | undefined> {
  const c = api[op.actor];
  const tenantId = TENANT_OF[op.actor];
  switch (op.kind) {
    case 'addLine': {
      const bill = await idAt('um_month_bill', op.pick, ['bill_month', '=', '2023-05']);
      return c.post(`${U}/monthbilldetail/submit`, {
        monthlyBillId: bill,
        categoryName: 'adjust',
        categoryType: op.type,
        amount: op.amount,
      });
    }
    case 'editLine': {
      const id = await idAt('um_month_bill_detail', op.pick, ['source', '=', 2]);
      if (!id) return undefined;
      const line = await rowOf('um_month_bill_detail', id);
      return c.post(`${U}/monthbilldetail/submit`, {
        id,
        monthlyBillId: String(line.monthly_bill_id),
        categoryName: 'edited',
        categoryType: op.type,
        amount: op.amount,
      });
    }
    case 'removeLine': {
      const id = await idAt('um_month_bill_detail', op.pick, ['source', '=', 2]);
      return id ? c.post(`${U}/monthbilldetail/remove`, undefined, { ids: id }) : undefined;
    }
    case 'move': {
      const item = await idAt('test_stock_item', op.pick);
      return c.post(`${MOVE}/submit`, { itemId: item, direction: op.direction, qty: op.qty });
    }
    case 'editMove': {
      const id = await idAt('test_stock_move', op.pick, ['is_deleted', '=', 0]);
      if (!id) return undefined;
      const move = await rowOf('test_stock_move', id);
      return c.post(`${MOVE}/submit`, {
        id,
        itemId: String(move.item_id),
        direction: Number(move.direction),
        qty: op.qty,
      });
    }
    case 'removeMove': {
      const id = await idAt('test_stock_move', op.pick, ['is_deleted', '=', 0]);
      return id ? c.post(`${MOVE}/remove`, undefined, { ids: id }) : undefined;
    }
    case 'refund': {
      const id = await idAt('biz_order', op.pick, ['order_status', 'in', [2, 3]]);
      return id
        ? c.post('/api/share-biz/order/refundOrder', { ids: id, refundAmount: op.amount, remarks: 'property test' })
        : undefined;
    }
    case 'ratios':
      return c.post(`${U}/shareratio/submittotal`, {
        merchantId: MERCHANT[tenantId],
        productCode: 'toycar',
        ratios: op.points.map((p, i) => ({
          receiverType: 3,
          receiverName: `partner ${i}`,
          receiverAccount: `16880000${i}`,
          ratio: p / 100,
        })),
      });
    case 'split': {
      orderSeq += 1;
      const payTime = `2024-02-${String(1 + (orderSeq % 27)).padStart(2, '0')} 10:00:00`;
      await addOrder(s.database.db, { tenantId, merchantId: MERCHANT[tenantId], storeId: MERCHANT[tenantId], paid: op.paid, payTime });
      return c.post('/api/toycar-portal/api/admin/manualCreateFundsSplitDetails', {
        startTime: '2024-02-01 00:00:00',
        endTime: '2024-03-01 00:00:00',
      });
    }
  }
}

const ANSWERED = new Set([200, 400, 403, 404, 409]);

describe(`the books under random concurrent writes (${RUNS} sequences, seed ${SEED})`, () => {
  it('answer every write with a success or a refusal, and balance after every sequence', async () => {
    const unanswered: string[] = [];
    let refused = 0;
    let done = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          for (const batch of batches) {
            const replies = await Promise.all(batch.map(run));
            replies.forEach((r, i) => {
              if (!r) return;
              if (!ANSWERED.has(r.status))
                unanswered.push(`${JSON.stringify(batch[i])} → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
              if (r.status === 200) done += 1;
              else refused += 1;
            });
          }
          expect(unanswered).toEqual([]);
          const breaches = await checkBooks(s.database.db, modelsOf(s.registry));
          expect(breaches.map(describeBreach)).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    process.stdout.write(`books property: ${done} writes applied, ${refused} refused\n`);
    // The sequences did change the books (not only refusals).
    expect(done).toBeGreaterThan(RUNS);
  }, 600_000);
});
