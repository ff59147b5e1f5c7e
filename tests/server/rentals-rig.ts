/**
 * Shared by the rentals server tests: a server with the demo data, the demo brand's administrator, and
 * look-ups of demo rows in a given state straight from the database.
 */
import { fenFromDb } from '../../engine/schema/money';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { paymentChannel } from '../../plugins/rentals/server/payment-channel';
import { TABLE } from '../../plugins/rentals/server/store';
import type { Outcome } from '../../server/kernel/adapters';
import type { ServerContext } from '../../server/kernel/http/context';
import { nowText } from '../../server/kernel/db/time';
import { defineServerModule } from '../../server/kernel/module';

export interface Rig {
  s: TestServer;
  /** The server's context (its adapters' simulators, its jobs), captured by a probe module at start. */
  ctx: ServerContext;
  brand: Client;
  brandEn: Client;
  token: string;
}

export async function startRig(): Promise<Rig> {
  let ctx: ServerContext | undefined;
  const probe = defineServerModule({ name: 'rentals-probe', start: (c) => void (ctx = c) });
  const s = await startTestServer({ modules: [probe] });
  const token = await login(s.app, { tenantId: '100001' });
  return { s, ctx: ctx!, token, brand: client(s.app, token), brandEn: client(s.app, token, 'en') };
}

/** Queue outcomes of the simulated payment channel's next calls ('ok', 'refuse', 'timeout'). */
export function channelWill(rig: Rig, ...outcomes: Outcome[]) {
  rig.ctx.adapters.instance(paymentChannel).simulation!.queue(...outcomes);
}

/** Demo orders matching the conditions (column → value), newest first. */
export async function ordersWhere(rig: Rig, where: Record<string, unknown>, limit = 20) {
  let q = rig.s.database.db.selectFrom(TABLE.order).selectAll();
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export async function orderById(rig: Rig, id: unknown) {
  return rig.s.database.db.selectFrom(TABLE.order).selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
}

export const fen = (v: unknown) => (v === null || v === undefined ? 0 : fenFromDb(v));

/** Wait until `check` passes (jobs run in the background). */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The newest paid orders nothing happened to yet (no change, no refund). */
export async function freshOrders(rig: Rig, count: number, skip = 0) {
  const orders = await ordersWhere(rig, { order_status: 2 }, 200);
  const db = rig.s.database.db;
  const touched = new Set((await db.selectFrom(TABLE.change).select('order_id').execute()).map((c) => Number(c.order_id)));
  return orders.filter((o) => !touched.has(Number(o.id))).slice(skip, skip + count);
}

/** Orders (newest first) whose rental is in a state (rent_status) and the order in another (order_status). */
export async function ordersOfRentals(rig: Rig, rentStatus: number, orderStatus: number, payType?: number) {
  let q = rig.s.database.db
    .selectFrom(`${TABLE.order} as o`)
    .innerJoin(`${TABLE.rent} as r`, 'r.id', 'o.rent_record_id')
    .selectAll('o')
    .where('r.status', '=', rentStatus)
    .where('o.order_status', '=', orderStatus);
  if (payType) q = q.where('o.pay_type', '=', payType);
  return q.orderBy('o.id', 'desc').execute();
}

/**
 * A returned, unpaid rental's order of a pay type (1 WeChat: order unpaid; 2 Pay-Score: still open), the
 * `skip`-th newest: one the demo left so, or else a car still out brought back now, as the member's
 * mini-program would leave it (outside this console: written straight to the tables). `channelPaid`
 * false: an order the simulated channel has no payment for (its number ends in 0, payment-channel.ts).
 */
export async function returnedUnpaid(rig: Rig, payType: 1 | 2, skip = 0, channelPaid = true) {
  const db = rig.s.database.db;
  const orderStatus = payType === 2 ? 1 : 0;
  const fits = (o: Record<string, unknown>) => String(o.order_number).endsWith('0') !== channelPaid;
  const demo = (await ordersOfRentals(rig, 1, orderStatus, payType)).filter(fits);
  if (demo.length > skip) return demo[skip];
  // The cars out are the demo's newest rentals, their pay types the dice's: at some hours none is of the
  // asked type, and a car out of the other type stands in, its rental and order then paid the asked way.
  const otherType = payType === 2 ? 1 : 2;
  const out = [
    ...(await ordersOfRentals(rig, 0, orderStatus, payType)),
    ...(await ordersOfRentals(rig, 0, otherType === 2 ? 1 : 0, otherType)),
  ][skip - demo.length];
  if (!out) throw new Error(`no rental of pay type ${payType} to bring back`);
  const number = fits(out) ? String(out.order_number) : `${String(out.order_number)}${channelPaid ? '1' : '0'}`;
  const end = nowText();
  await db.updateTable(TABLE.rent).set({ status: 1, end_time: end, duration: 30, rent_amount: 1500, order_number: number, pay_type: payType }).where('id', '=', Number(out.rent_record_id)).execute();
  await db.updateTable(TABLE.order).set({ order_amount: 1500, order_number: number, pay_type: payType, order_status: orderStatus }).where('id', '=', Number(out.id)).execute();
  return orderById(rig, out.id);
}
