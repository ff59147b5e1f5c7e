/**
 * What the screens read adds up: the demo's money trail is consistent to the fen; the dashboard's figures
 * equal the database's own sums for the same filters; the list totals equal the sums of their lines; the
 * push history, order detail, deal details, refund list and the rent-record export answer the contract.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { fen, startRig, type Rig } from '../../../tests/server/rentals-rig';
import { todayRange } from './dashboard';
import { TABLE } from './store';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
}, 60_000);
afterAll(async () => rig?.s.close());

const db = () => rig.s.database.db;
// A condition added to a Kysely select of any table (test code reads arbitrary tables).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Where = (q: any) => any;
/** SUM of a money column as an exact integer of fen, in SQL. */
async function sumOf(table: string, column: string, where: Where = (q) => q): Promise<number> {
  const r = await where(db().selectFrom(table).select(sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`.as('t'))).executeTakeFirstOrThrow();
  return Number(r.t);
}
async function countOf(table: string, where: Where = (q) => q): Promise<number> {
  const r = await where(db().selectFrom(table).select(sql<number>`count(*)`.as('n'))).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('the demo money trail', () => {
  it('every order: paid = its payments, refunded = its refunds in flight or succeeded; the rental agrees', async () => {
    const orders = await db().selectFrom(TABLE.order).selectAll().execute();
    expect(orders.length).toBeGreaterThan(2000);
    const payments = await db().selectFrom(TABLE.payment).select(['order_id', 'amount']).where('pay_status', '=', 1).execute();
    const refunds = await db().selectFrom(TABLE.refund).select(['order_id', 'amount']).where('refund_status', 'in', [0, 1, 2]).execute();
    const rents = new Map((await db().selectFrom(TABLE.rent).selectAll().execute()).map((r) => [Number(r.id), r]));
    const by = (rows: Array<{ order_id: unknown; amount: unknown }>) => {
      const m = new Map<number, number>();
      for (const r of rows) m.set(Number(r.order_id), (m.get(Number(r.order_id)) ?? 0) + fen(r.amount));
      return m;
    };
    const paid = by(payments);
    const refunded = by(refunds);
    for (const o of orders) {
      const id = Number(o.id);
      expect(fen(o.paid_amount), String(o.order_number)).toBe(paid.get(id) ?? 0);
      expect(fen(o.refunded_amount), String(o.order_number)).toBe(refunded.get(id) ?? 0);
      expect(fen(o.refunded_amount)).toBeLessThanOrEqual(fen(o.paid_amount));
      const rent = rents.get(Number(o.rent_record_id))!;
      expect([fen(rent.paid_amount), fen(rent.refunded_amount), Number(rent.pay_status)]).toEqual([
        fen(o.paid_amount),
        fen(o.refunded_amount),
        Number(o.order_status),
      ]);
    }
  });

  it('members: total paid and rental count are the sums of their payments and rentals', async () => {
    const members = await db().selectFrom(TABLE.member).select(['id', 'total_paid', 'rent_count']).execute();
    const paid = await db().selectFrom(TABLE.payment).select(['member_id', sql<string>`cast(sum(amount) as text)`.as('t')]).groupBy('member_id').execute();
    const rents = await db().selectFrom(TABLE.rent).select(['member_id', (eb) => eb.fn.countAll().as('n')]).groupBy('member_id').execute();
    const p = new Map(paid.map((r) => [Number(r.member_id), Number(r.t)]));
    const n = new Map(rents.map((r) => [Number(r.member_id), Number(r.n)]));
    for (const m of members) {
      expect(fen(m.total_paid)).toBe(p.get(Number(m.id)) ?? 0);
      expect(Number(m.rent_count)).toBe(n.get(Number(m.id)) ?? 0);
    }
  });

  it('the list totals equal the sums of the lines, for a filter too', async () => {
    const all = await rig.brand.get('/api/share-biz/rentrecord/sum');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.paidAmount).toBe((await sumOf(TABLE.rent, 'paid_amount')).toString().replace(/(\d\d)$/, '.$1'));
    const store = Number((await db().selectFrom(TABLE.rent).select('store_id').limit(1).executeTakeFirstOrThrow()).store_id);
    const one = await rig.brand.get('/api/share-biz/order/sum', { storeId: String(store) });
    const lines = await sumOf(TABLE.order, 'refunded_amount', (q) => q.where('store_id', '=', store));
    expect(Math.round(Number(one.body.data.refundedAmount) * 100)).toBe(lines);
  });

  it('every screen with a totals row: each total is the SQL sum of its lines, unfiltered and by store', async () => {
    const screens: Array<[string, string, Record<string, string>]> = [
      ['/api/share-biz/rentrecord', TABLE.rent, { rentAmount: 'rent_amount', paidAmount: 'paid_amount', refundedAmount: 'refunded_amount' }],
      ['/api/share-biz/order', TABLE.order, { orderAmount: 'order_amount', paidAmount: 'paid_amount', refundedAmount: 'refunded_amount' }],
      ['/api/share-pay/paymentorder', TABLE.payment, { amount: 'amount' }],
      ['/api/share-pay/refundorder', TABLE.refund, { amount: 'amount' }],
      ['/api/share-biz/rentrecordchange', TABLE.change, { changeAmount: 'change_amount' }],
      ['/api/share-biz/bookorder', TABLE.book, { bookAmount: 'book_amount', refundedAmount: 'refunded_amount' }],
      ['/api/share-open/payorder', TABLE.payOrder, { amount: 'amount' }],
    ];
    const cents = (yuan: unknown) => Math.round(Number(yuan) * 100);
    for (const [base, table, props] of screens) {
      // The store is picked (an exact id) where the list keeps the store's id; the open platform's pay
      // orders keep its name only, searched as typed ("contains", LIKE).
      const byName = table === TABLE.payOrder;
      const column = byName ? 'store_name' : 'store_id';
      const found = (await db().selectFrom(table).select(column).where(column, 'is not', null).limit(1).executeTakeFirst())?.[column];
      const store = found == null ? undefined : byName ? String(found) : Number(found);
      const filters: Array<Record<string, string>> = [{}, ...(store ? [{ [byName ? 'storeName' : 'storeId']: String(store) }] : [])];
      for (const filter of filters) {
        const r = await rig.brand.get(`${base}/sum`, filter);
        expect(r.status, `${base} ${JSON.stringify(r.body)}`).toBe(200);
        const filtered = Object.keys(filter).length > 0;
        for (const [prop, column] of Object.entries(props)) {
          const where: Where = (q) =>
            !filtered ? q : byName ? q.where('store_name', 'like', `%${store}%`) : q.where('store_id', '=', store as number);
          const lines = await sumOf(table, column, where);
          if (!filtered) expect(lines, `${base} ${prop} has lines`).not.toBe(0);
          expect(cents(r.body.data[prop]), `${base} ${prop} ${JSON.stringify(filter)}`).toBe(lines);
        }
      }
    }
  });
});

describe('the dashboard', () => {
  it('its figures equal the database sums for the filters of the lists its tiles open', async () => {
    const { day, after, before } = todayRange();
    const today = (col: string): Where => (q) => q.where(col, '>', after).where(col, '<', before);
    // The demo's day starts at 9:00: before that, today has no rental and no payment yet. Then the newest
    // rental starts and the newest payment is paid now, so the figures compared are never all zero.
    if (!(await countOf(TABLE.rent, today('start_time')))) {
      const newest = await db().selectFrom(TABLE.rent).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await db().updateTable(TABLE.rent).set({ start_time: nowText() }).where('id', '=', Number(newest.id)).execute();
    }
    if (!(await countOf(TABLE.payment, (q) => today('pay_time')(q).where('pay_status', '=', 1)))) {
      const paid = await db().selectFrom(TABLE.payment).select('id').where('pay_status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await db().updateTable(TABLE.payment).set({ pay_time: nowText() }).where('id', '=', Number(paid.id)).execute();
    }
    const r = await rig.brand.get('/api/share-biz/rentrecord/dashboard');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.day).toBe(day);
    expect(r.body.data.rentalsToday).toBe(await countOf(TABLE.rent, today('start_time')));
    expect(r.body.data.rentalsToday).toBeGreaterThan(0);
    expect(r.body.data.rentingNow).toBe(await countOf(TABLE.rent, (q) => q.where('status', '=', 0)));
    const revenue = await sumOf(TABLE.payment, 'amount', (q) => today('pay_time')(q).where('pay_status', '=', 1));
    expect(revenue).toBeGreaterThan(0);
    expect(Math.round(Number(r.body.data.revenueToday) * 100)).toBe(revenue);
    expect(r.body.data.refundsInProgress).toBe(await countOf(TABLE.refund, (q) => q.where('refund_status', '=', 1)));
    // The list a tile opens has the tile's figure as its total.
    const list = await rig.brand.get('/api/share-biz/rentrecord/page', { startTime_dategt: after, startTime_datelt: before, size: 1 });
    expect(list.body.data.total).toBe(r.body.data.rentalsToday);
    const out = await rig.brand.get('/api/share-biz/rentrecord/page', { status: 0, size: 1 });
    expect(out.body.data.total).toBe(r.body.data.rentingNow);
    const pays = await rig.brand.get('/api/share-pay/paymentorder/sum', { payTime_dategt: after, payTime_datelt: before, payStatus: 1 });
    expect(pays.body.data.amount).toBe(r.body.data.revenueToday);
  });

  it('devices online, offline and faulty equal the totals of the device and fault-report lists its tiles open', async () => {
    const r = await rig.brand.get('/api/share-biz/rentrecord/dashboard');
    const { online, offline, faulty } = r.body.data.devices;
    const live = (status: number): Where => (q) => q.where('tenant_id', '=', '100001').where('is_deleted', '=', 0).where('online_status', '=', status);
    expect(online).toBe(await countOf('tc_device', live(1)));
    expect(offline).toBe(await countOf('tc_device', live(0)));
    expect(online).toBeGreaterThan(0);
    expect(offline).toBeGreaterThan(0);
    expect((await rig.brand.get('/api/share-iot/device/page', { onlineStatus: 1, size: 1 })).body.data.total).toBe(online);
    expect((await rig.brand.get('/api/share-iot/device/page', { onlineStatus: 0, size: 1 })).body.data.total).toBe(offline);
    const reports = () => rig.brand.get('/api/share-biz/faultreport/page', { reportStatus: 0, size: 1 });
    expect((await reports()).body.data.total).toBe(faulty);
    // A new fault report is a faulty device more, at once.
    const kind = (await rig.brand.get('/api/share-biz/faultkind/page')).body.data.records[0].id;
    const added = await rig.brand.post('/api/share-biz/faultreport/submit', { faultKindId: kind, deviceCode: 'CAB000002', description: '仓门打不开' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = (await rig.brand.get('/api/share-biz/rentrecord/dashboard')).body.data.devices;
    expect(after.faulty).toBe(faulty + 1);
    expect((await reports()).body.data.total).toBe(after.faulty);
  });

  it('the 30-day chart and the top stores are summed in SQL over the same rows', async () => {
    const { day } = todayRange();
    const from = new Date(Date.parse(`${day}T00:00:00`) - 29 * 86_400_000);
    const fromDay = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}`;
    const chart = await rig.brand.get('/api/share-biz/rentrecord/chart/perDay', { from: fromDay, to: day });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    expect(chart.body.data.x).toHaveLength(30);
    const count = chart.body.data.series.find((s: { key: string }) => s.key === 'count').data as number[];
    const inRange: Where = (q) => q.where('start_time', '>=', `${fromDay} 00:00:00`).where('start_time', '<=', `${day} 23:59:59`);
    expect(count.reduce((a, b) => a + b, 0)).toBe(await countOf(TABLE.rent, inRange));
    const paid = chart.body.data.series.find((s: { key: string }) => s.key === 'paidAmount').data as string[];
    expect(paid.reduce((a, b) => a + Math.round(Number(b) * 100), 0)).toBe(await sumOf(TABLE.rent, 'paid_amount', inRange));
    const top = await rig.brand.get('/api/share-biz/rentrecord/chart/topStores');
    expect(top.body.data.x.length).toBeGreaterThan(3);
  });

  it('is behind its own button code', async () => {
    const anonymous = await rig.s.app.inject({ method: 'GET', url: '/api/share-biz/rentrecord/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('push history', () => {
  it('the eight back/push* calls page one kind each, by time, store and change type; unknown parameters are named', async () => {
    const r = await rig.brand.get('/api/share-biz/back/pushPayOrder', { size: 5 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.total).toBe(await countOf(TABLE.push, (q) => q.where('push_type', '=', 'payOrder')));
    expect(r.body.data.records.every((x: { pushType: string }) => x.pushType === 'payOrder')).toBe(true);
    const store = r.body.data.records[0].storeName as string;
    const day = String(r.body.data.records[0].createTime).slice(0, 10);
    const f = await rig.brand.get('/api/share-biz/back/pushPayOrder', { storeName: store, startTime: day, endTime: day });
    expect(f.body.data.records.every((x: { storeName: string; createTime: string }) => x.storeName === store && x.createTime.startsWith(day))).toBe(true);
    for (const path of ['pushRefundOrder', 'pushTCPayOrder', 'pushTCRefundOrder', 'pushPayBookOrder', 'pushRefundBookOrder', 'pushTCPayBookOrder', 'pushTCRentRecordChangeOrder'])
      expect((await rig.brand.get(`/api/share-biz/back/${path}`)).status, path).toBe(200);
    const change = await rig.brand.get('/api/share-biz/back/pushTCRentRecordChangeOrder', { rentRecordChangeType: 3 });
    expect(change.body.data.records.every((x: { rentRecordChangeType: number }) => x.rentRecordChangeType === 3)).toBe(true);
    const bad = await rig.brandEn.get('/api/share-biz/back/pushPayBookOrder', { storeName: 'x' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Unknown parameter(s): storeName']);
    const badTime = await rig.brand.get('/api/share-biz/back/pushPayOrder', { startTime: 'yesterday' });
    expect(badTime.status).toBe(400);
  });

  it('a failed push is sent again; sendRefundOrder pushes one refund and getPushLogByTaskId lists it', async () => {
    const failed = await db().selectFrom(TABLE.push).select('id').where('push_status', '=', 3).executeTakeFirstOrThrow();
    const r = await rig.brand.post('/api/share-operation/adminpushlog/resend', undefined, { ids: String(failed.id) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = () => db().selectFrom(TABLE.push).selectAll().where('id', '=', Number(failed.id)).executeTakeFirstOrThrow();
    for (let i = 0; i < 100 && Number((await row()).push_status) !== 2; i++) await new Promise((res) => setTimeout(res, 50));
    expect(await row()).toMatchObject({ push_status: 2, attempts: 1 });
    const refund = await db().selectFrom(TABLE.refund).select('id').where('refund_status', '=', 2).executeTakeFirstOrThrow();
    const sent = await rig.brand.post('/api/toycar-portal/push-toycar/sendRefundOrder', undefined, { id: String(refund.id) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const listed = await rig.brand.post('/api/share-operation/adminpushlog/getPushLogByTaskId', undefined, { taskId: sent.body.data.taskId });
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual(sent.body.data.pushIds);
  });
});

describe('order detail, deal details, refund list, export', () => {
  it('an order by number with its rental, payments, refunds and changes; another tenant cannot see it', async () => {
    const refund = await db().selectFrom(TABLE.refund).selectAll().where('refund_status', '=', 2).executeTakeFirstOrThrow();
    const r = await rig.brand.get('/api/share-biz/order/getDetailByOrderNumber', { orderNumber: String(refund.order_number) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.order.orderNumber).toBe(refund.order_number);
    expect(r.body.data.rentRecord.orderNumber).toBe(refund.order_number);
    expect(r.body.data.refunds.map((x: { refundNo: string }) => x.refundNo)).toContain(refund.refund_no);
    expect(r.body.data.payments.length).toBeGreaterThan(0);
    const deals = await rig.brand.post('/api/share-open/payorder/showDealDetails', undefined, { orderId: String(refund.order_id) });
    const collected = await sumOf(TABLE.payment, 'amount', (q) => q.where('order_id', '=', Number(refund.order_id)).where('pay_status', '=', 1));
    const back = await sumOf(TABLE.refund, 'amount', (q) => q.where('order_id', '=', Number(refund.order_id)).where('refund_status', '=', 2));
    expect(Math.round(Number(deals.body.data.totals.net) * 100)).toBe(collected - back);
    const missing = await rig.brand.get('/api/share-biz/order/getDetailByOrderNumber', { orderNumber: 'NOPE' });
    expect(missing.status).toBe(404);
  });

  it('the refund list at the contract path pages the refund orders', async () => {
    const r = await rig.brand.get('/api/toycar-portal/api/admin/getRefundList', { refundStatus: 2, size: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.total).toBe(await countOf(TABLE.refund, (q) => q.where('refund_status', '=', 2)));
  });

  it('exports the rent records matching the filter in the body as .xlsx (pageList)', async () => {
    const store = Number((await db().selectFrom(TABLE.rent).select('store_id').limit(1).executeTakeFirstOrThrow()).store_id);
    const res = await rig.s.app.inject({
      method: 'POST',
      url: '/api/share-biz/rentrecord/pageList',
      headers: { 'blade-auth': `bearer ${rig.token}` },
      payload: { storeId: store, status: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('订单编号');
    expect(sheet.rowCount - 1).toBe(await countOf(TABLE.rent, (q) => q.where('store_id', '=', store).where('status', '=', 2)));
  });

  it('exports the orders of a filter as .xlsx (orderInfoExport, a blob)', async () => {
    const res = await rig.s.app.inject({
      method: 'POST',
      url: '/api/share-biz/order/orderInfoExport',
      headers: { 'blade-auth': `bearer ${rig.token}` },
      payload: { orderStatus: 3 },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('订单编号');
    const partly = await countOf(TABLE.order, (q) => q.where('order_status', '=', 3));
    expect(partly).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(partly);
  });
});
