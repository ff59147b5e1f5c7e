/**
 * `npm run check:books` as an operator runs it (docs/integrity.md, README): over a copy of the seeded demo
 * database it finds no breach and exits 0; after a test plants breaches by hand — a bill whose amount is
 * not its lines', an order refunded past what was paid, a device on a site that does not exist — it prints
 * each with its record and exits 1. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfSeededDatabase } from './helpers';
import { loadTestRegistry } from './seeded-template';

const ROOT = resolve(import.meta.dirname, '../..');
let copy: Awaited<ReturnType<typeof copyOfSeededDatabase>>;

/** The command's exit code and output, run as `npm run check:books` runs it. */
function checkBooks(): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...copy.settings };
  if (!copy.settings.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/compose/check-books-cli.ts'],
      { cwd: ROOT, env, timeout: 120_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        done({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}

beforeAll(async () => {
  copy = await copyOfSeededDatabase(await loadTestRegistry());
}, 180_000);

afterAll(async () => {
  await copy?.drop();
});

describe('npm run check:books', () => {
  it('finds no breach in the demo data', async () => {
    const { code, out } = await checkBooks();
    expect(out).toMatch(/Books check of \d+ entities .* no breach\./);
    expect(code).toBe(0);
  }, 150_000);

  it('prints every breach a test plants with its record, and exits 1', async () => {
    const db = copy.database.db;
    const bill = await db.selectFrom('um_month_bill').select(['id', 'bill_no']).orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('um_month_bill')
      .set((eb) => ({ bill_amount: eb('bill_amount', '+', 1) }))
      .where('id', '=', bill.id)
      .execute();
    const order = await db
      .selectFrom('biz_order')
      .select(['id', 'order_number', 'paid_amount'])
      .where('paid_amount', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Refunded past what was paid: breaks the invariant, and the refunded total no longer equals the refunds.
    await db
      .updateTable('biz_order')
      .set({ refunded_amount: Number(order.paid_amount) + 100 })
      .where('id', '=', order.id)
      .execute();
    const device = await db.selectFrom('tc_device').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('tc_device').set({ site_id: 999999 }).where('id', '=', device.id).execute();

    const { code, out } = await checkBooks();
    const breaches = out.split('\n').filter((l) => l.startsWith('BREACH '));
    expect(breaches).toContainEqual(
      expect.stringMatching(
        new RegExp(`^BREACH billing\\.monthBill #${String(bill.id)} "${String(bill.bill_no)}" \\[total:billAmount\\] `),
      ),
    );
    expect(breaches).toContainEqual(
      expect.stringMatching(new RegExp(`^BREACH rentals\\.order #${String(order.id)} .*\\[invariant:refundedWithinPaid\\]`)),
    );
    expect(breaches).toContainEqual(
      expect.stringMatching(
        new RegExp(`^BREACH device\\.\\w+ #${String(device.id)} .*\\[reference:siteId\\] siteId 999999 is no live row`),
      ),
    );
    expect(out).toMatch(new RegExp(`: ${breaches.length} breach\\(es\\)\\.`));
    expect(code).toBe(1);
  }, 150_000);
});
