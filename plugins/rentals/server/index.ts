/**
 * The rentals plugin's server half (docs/areas/rentals.md): the order actions and their contract paths
 * (action-routes.ts), the money trail's reads (detail-routes.ts), the push history (push-routes.ts), the
 * dashboard's figures (dashboard.ts); the refund, push and booking-refund jobs (the outboxes); the
 * booking cancellation's effect; the unique index that makes a named request apply once; the demo data.
 *
 * On start, refunds left requested or processing without a live job (a crash, the demo's newest) get their
 * job again — the same idempotency key, so a job that still exists is not doubled.
 */
import { sql } from '../../../server/kernel/db/database';
import { defineServerModule } from '../../../server/kernel/module';
import { registerActionRoutes } from './action-routes';
import { bookCancelled, bookRefundJob } from './bookings';
import { registerDashboardRoutes } from './dashboard';
import { registerDetailRoutes } from './detail-routes';
import { pushJob } from './push';
import { registerPushRoutes } from './push-routes';
import { refundJob } from './refund-job';
import { REFUND_JOB } from './refunds';
import { seedRentRecords } from './seed/bulk';
import { seedRentalsDemo } from './seed/demo';
import { seedPlaceRows, seedPlaceRowsOfDemo } from './seed/place-rows';
import { nowText } from '../../../server/kernel/db/time';
import { seedPaymentConfigs } from './seed/payment-config';
import { TABLE } from './store';

export default defineServerModule({
  name: 'rentals',
  after: ['system'],
  migrations: [
    {
      // A request the caller named applies once per tenant, even when two copies race (changes.ts).
      id: 'change-request-key-unique',
      up: async (db) => {
        await sql`create unique index if not exists ux_rent_change_request on ${sql.table(TABLE.change)} (tenant_id, request_key)`.execute(db);
      },
    },
  ],
  seed: async (ctx, { demo }) =>
    demo
      ? {
          // The places first: the merchants and stores the rentals name are real rows (seed/place-rows.ts).
          placeRows: await seedPlaceRows(ctx.database.db, ctx.registry, ctx.database.dialect, nowText()),
          ...(await seedRentalsDemo(ctx.database.db)),
          ...(await seedPaymentConfigs(ctx.database.db)),
        }
      : // A database seeded before the places were rows gets them on its next start (the books then hold).
        { placeRows: await seedPlaceRowsOfDemo(ctx.database.db, ctx.registry, ctx.database.dialect, nowText()) },
  seedSizes: [
    {
      flag: 'rent-records',
      description: 'make the demo tenant hold N deterministic bulk rent records (benchmarks)',
      run: (ctx, n, log) => seedRentRecords(ctx.database, n, log),
    },
  ],
  transitions: (ctx) => ({ effects: { bookCancelled: bookCancelled(ctx) } }),
  jobs: (ctx) => [refundJob(ctx), pushJob(ctx), bookRefundJob(ctx)],
  routes(ctx, routes) {
    registerActionRoutes(ctx, routes);
    registerDetailRoutes(ctx, routes);
    registerPushRoutes(ctx, routes);
    registerDashboardRoutes(ctx, routes);
  },
  async start(ctx) {
    const open = await ctx.database.db
      .selectFrom(TABLE.refund)
      .select(['id', 'tenant_id'])
      .where('refund_status', 'in', [0, 1])
      .limit(1000)
      .execute();
    for (const r of open)
      await ctx.jobs.enqueue(
        REFUND_JOB,
        { refundOrderId: Number(r.id) },
        { key: `refund-${String(r.id)}-first`, owner: { tenantId: String(r.tenant_id), userId: '0', account: 'system' } },
      );
  },
});
