/**
 * The worked examples of docs/architecture.md, "Domain toolkit" → "Money" and "Charts", as tests: each
 * `ts` block of those sections is code of this file or of the fixture it names (the last test checks the
 * blocks are there verbatim, so the page and the tests cannot drift apart). Fixture:
 * tests/server/fixtures/ledger.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFen, mulRatio, parseYuan, splitFen, subFen, sumFen, yuanText } from '../../engine/schema/money';
import { nowText } from '../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let api: Client;

beforeAll(async () => {
  s = await startTestServer();
  api = client(s.app, await login(s.app));
  const now = nowText();
  const line = (paidAt: string, kind: number, amount: number) => ({
    tenant_id: '000000',
    title: 'rent',
    kind,
    amount,
    qty: 1,
    paid_at: paidAt,
    pay_day: paidAt.slice(0, 10),
    create_time: now,
    update_time: now,
    status: 1,
    is_deleted: 0,
  });
  await s.database.db
    .insertInto('test_ledger')
    .values([line('2026-11-01 09:30:00', 1, 1999), line('2026-11-01 18:00:00', 1, 29), line('2026-11-03 12:00:00', 2, 500)])
    .execute();
});
afterAll(async () => s?.close());

describe('worked examples', () => {
  it('money: a payment settled and shared, to the fen', () => {
    const paid = parseYuan(199.99); // 19999 fen, read from the wire exactly (no 199.99 * 100)
    const fee = mulRatio(paid, '0.6%'); // the channel's fee: 119.994 fen, half-up → 120
    const net = subFen(paid, fee); // 19879 (whole fen; checked to stay in the safe range)
    const [merchant, store, platform] = splitFen(net, ['0.7', '0.2', '0.1']);
    expect([merchant, store, platform]).toEqual([13915, 3976, 1988]);
    expect(sumFen([merchant, store, platform, fee])).toBe(paid); // the parts add up
    expect(yuanText(merchant)).toBe('139.15'); // yuan text for the wire and for totals
    expect(formatFen(merchant, 'en')).toBe('¥139.15'); // per locale, for people
  });

  it('money: the list totals of the current filter', async () => {
    const r = await api.get('/api/toycar-test/ledger/sum', { tenantId: '000000', kind: 1 });
    expect(r.body.data).toEqual({ amount: '20.28', qty: 2 });
  });

  it('charts: a declared chart answers its buckets over the range', async () => {
    const r = await api.get('/api/toycar-test/ledger/chart/perDay', {
      tenantId: '000000',
      from: '2026-11-01',
      to: '2026-11-03',
    });
    expect(r.body.data).toEqual({
      x: ['2026-11-01', '2026-11-02', '2026-11-03'],
      series: [
        { key: 'count', data: [2, 0, 1] },
        { key: 'amount', data: ['20.28', '0.00', '5.00'] },
      ],
    });
  });

  it('the page shows these examples verbatim', () => {
    const root = resolve(import.meta.dirname, '../..');
    const page = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
    const toolkit = page.slice(page.indexOf('### Money'), page.indexOf('<!-- end of money and charts -->'));
    expect(toolkit.length).toBeGreaterThan(0);
    const blocks = [...toolkit.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const sources = ['tests/server/toolkit-examples.test.ts', 'tests/server/fixtures/ledger.ts'].map((f) =>
      readFileSync(resolve(root, f), 'utf8'),
    );
    const lines = (text: string) =>
      text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    for (const block of blocks) {
      // Every block is a run of consecutive lines of one of the sources (indentation aside).
      const want = lines(block).join('\n');
      expect(
        sources.some((src) => lines(src).join('\n').includes(want)),
        want.slice(0, 200),
      ).toBe(true);
    }
  });
});
