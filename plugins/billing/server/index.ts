/**
 * The server half of the billing plugin (issue 16; docs/areas/billing.md):
 *
 * - bill generation: the `billing.generate` job (generate.ts: lines, sums in SQL, store day bills, log),
 *   queued by `manualCreateMonthlyBill` and daily for the month just closed;
 * - the bill and invoice-detail state machines' guard and effects (effects.ts), the lines people edit
 *   (lines.ts), invoices (`invoice/uploadSubmit`, `viewInvoiceFile`, `getMerchantInvoiceList`);
 * - the settlement overview's sums (`toycar-portal/api/admin/sum`, `getMoneyInfos`, `getMerchantInfos`);
 * - unique indexes that make generation idempotent; the demo bills.
 *
 * Orders and refunds (the rentals area's) and shares (profit sharing's) are read by their tables, in
 * order-sums.ts and share-sums.ts: business areas never import each other.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { adminRoutes } from './admin';
import { billTransitions } from './effects';
import { dailyGeneration, generateJob, manualCreate } from './generate-job';
import { invoiceRoutes } from './invoices';
import { lineHooks } from './lines';
import { seedBilling } from './seed';
import { E, uniqueIndexes } from './tables';
import { billTransitionRoutes } from './contract-paths';

/** The daily timer of each running app (tests run several in one process). */
const timers = new WeakMap<object, () => void>();

export default defineServerModule({
  name: 'billing',
  after: ['profit-sharing'],
  tables: uniqueIndexes,
  seed: (ctx, { demo }) =>
    demo ? seedBilling(ctx.database.db, ctx.registry, ctx.database.dialect) : Promise.resolve(),
  hooks: (ctx) => lineHooks(ctx),
  transitions: (ctx) => billTransitions(ctx),
  jobs: (ctx) => [generateJob(ctx)],
  routes(ctx, routes) {
    routes.add({
      method: 'POST',
      url: '/api/unified-merchant/monthbill/manualCreateMonthlyBill',
      access: 'monthbill_create',
      transaction: true,
      handler: (req) => manualCreate(ctx, req),
    });
    billTransitionRoutes(ctx, routes, E.bill);
    invoiceRoutes(ctx, routes);
    adminRoutes(ctx, routes);
  },
  start(ctx) {
    timers.set(ctx, dailyGeneration(ctx));
  },
  stop(ctx) {
    timers.get(ctx)?.();
    timers.delete(ctx);
  },
});
