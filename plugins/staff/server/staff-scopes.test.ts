/**
 * The business roles of 100001 (issue 33 item 5) are limited by data scope on the server: the store staff
 * list, count, sum and export only their store's rows, merchant finance only their merchant's, and
 * maintenance the whole brand's devices. That their money actions answer 403 is the converse walk's
 * (tests/server/access-walk-converse.test.ts: every route not granted).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../server/kernel/db/database';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let ip = 1;
const db = () => s.database.db;
const as = async (account: string) =>
  client(
    s.app,
    await login(s.app, { tenantId: '100001', username: account, password: 'admin', ip: `10.34.0.${ip++}` }),
  );

// A condition added to a Kysely select of any table (test code reads arbitrary tables).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Where = (q: any) => any;
async function countOf(table: string, where: Where): Promise<number> {
  const r = await where(
    db()
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where('tenant_id', '=', '100001'),
  ).executeTakeFirstOrThrow();
  return Number(r.n);
}
async function busiest(table: string, column: string): Promise<number> {
  const r = await db()
    .selectFrom(table)
    .select(column)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', '100001')
    .groupBy(column)
    .orderBy('n', 'desc')
    .orderBy(column)
    .executeTakeFirstOrThrow();
  return Number(r[column]);
}
const total = async (c: Client, url: string) => {
  const r = await c.get(url, { size: 1 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return Number(r.body.data.total);
};

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

describe('store staff 100001/zhoumin', () => {
  let c: Client;
  let store: number;
  beforeAll(async () => {
    c = await as('zhoumin');
    store = await busiest('biz_rent_record', 'store_id');
  });

  it('lists, counts and sums only their store’s rent records and orders', async () => {
    const rents = await countOf('biz_rent_record', (q) => q.where('store_id', '=', store));
    expect(rents).toBeGreaterThan(0);
    expect(await total(c, '/api/share-biz/rentrecord/page')).toBe(rents);
    expect(await total(c, '/api/share-biz/order/page')).toBe(
      await countOf('biz_order', (q) => q.where('store_id', '=', store)),
    );
    const sum = await c.get('/api/share-biz/rentrecord/sum');
    expect(sum.status).toBe(200);
    const paid = await db()
      .selectFrom('biz_rent_record')
      .select(sql<string>`cast(coalesce(sum(paid_amount), 0) as text)`.as('t'))
      .where('tenant_id', '=', '100001')
      .where('store_id', '=', store)
      .executeTakeFirstOrThrow();
    expect(Math.round(Number(sum.body.data.paidAmount) * 100)).toBe(Number(paid.t));
  });

  it('exports the same rows the list shows', async () => {
    const token = await login(s.app, { tenantId: '100001', username: 'zhoumin', password: 'admin', ip: '10.34.1.1' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/share-biz/rentrecord/pageList',
      headers: { 'blade-auth': `bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0].rowCount - 1).toBe(
      await countOf('biz_rent_record', (q) => q.where('store_id', '=', store)),
    );
  });

  it('sees only the devices their store’s rentals ran on', async () => {
    const devices = await db()
      .selectFrom('biz_rent_record')
      .select('device_id')
      .distinct()
      .where('tenant_id', '=', '100001')
      .where('store_id', '=', store)
      .execute();
    expect(await total(c, '/api/share-iot/device/page')).toBe(devices.length);
  });
});

describe('merchant finance 100001/sunli', () => {
  it('lists only their merchant’s bills and orders', async () => {
    const c = await as('sunli');
    const merchant = await busiest('um_month_bill', 'merchant_id');
    const bills = await countOf('um_month_bill', (q) => q.where('merchant_id', '=', merchant));
    expect(bills).toBeGreaterThan(0);
    expect(await total(c, '/api/unified-merchant/monthbill/page')).toBe(bills);
    expect(await total(c, '/api/share-biz/order/page')).toBe(
      await countOf('biz_order', (q) => q.where('merchant_id', '=', merchant)),
    );
    // Not a device screen of theirs (every ungranted route: tests/server/access-walk-converse.test.ts).
    expect((await c.get('/api/share-iot/device/page')).status).toBe(403);
  });
});

describe('maintenance 100001/wuqiang', () => {
  it('sees every device of the brand', async () => {
    const c = await as('wuqiang');
    expect(await total(c, '/api/share-iot/device/page')).toBe(
      await countOf('tc_device', (q) => q.where('is_deleted', '=', 0)),
    );
  });
});
