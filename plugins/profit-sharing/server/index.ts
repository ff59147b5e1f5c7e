/**
 * The server half of the profit-sharing plugin (issue 16; docs/areas/billing.md "Profit sharing"):
 *
 * - share ratios: the 100 % rule, names, change records (hooks and the `operation` effect), `submittotal`,
 *   `getMerchantStoreByMerchantId`;
 * - what the ratios apply to: a merchant's devices and the cars at its cabinets (`getDeviceList`, `carList`);
 * - splitting paid orders into ratio orders, funds-split details and sharing requests (`sharing.split`,
 *   hourly and on the admin's demand), and sending the requests through the payment channel's adapter
 *   (`sharing.share`, `sharing.return`; simulator by default) with their exceptions (effects of the
 *   `exceptionRequestSharing` / `exceptionRequestSharingBack` transitions);
 * - receivers registered with the channel (`sharing.register`), `detailFrom`, `handleMerchantInfo`;
 * - unique indexes that make every split and request happen once; the demo data.
 */
import type { ServerContext } from '../../../server/kernel/http/context';
import { mergeHookMaps } from '../../../server/kernel/hooks';
import { defineServerModule } from '../../../server/kernel/module';
import { ratioHooks, ratioToggled } from './ratios';
import { ratioRoutes } from './ratio-routes';
import { ratioTargetRoutes } from './ratio-targets';
import { receiverHooks, registerJob } from './receivers';
import { enqueueShare, RETURN_JOB, sharingJobs } from './request-job';
import { sharingRoutes } from './routes';
import { seedSharing } from './seed';
import { seedRatioChanges } from './seed-changes';
import { hourlySplits, splitJob } from './split-job';
import { S, T, uniqueIndexes } from './tables';

/** How many channel calls a request has had: numbers each operator round of its jobs. */
async function callCount(ctx: ServerContext, bizId: number): Promise<number> {
  const r = await ctx.database.db
    .selectFrom(T.send)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('biz_id', '=', bizId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The hourly timer of each running app (tests run several in one process). */
const timers = new WeakMap<object, () => void>();

export default defineServerModule({
  name: 'profit-sharing',
  // Its demo splits the rentals' demo orders: those are seeded first.
  after: ['system', 'rentals'],
  tables: uniqueIndexes,
  seed: async (ctx, { demo }) => {
    if (!demo) return;
    const seeded = await seedSharing(ctx.database.db);
    // The ratios' history (./seed-changes.ts), so the ratio change screen shows how they came to be.
    return { ...seeded, ratioChanges: await seedRatioChanges(ctx.database.db) };
  },
  hooks: (ctx) => mergeHookMaps(ratioHooks(ctx), receiverHooks(ctx)),
  transitions: (ctx) => ({
    effects: {
      ratioToggled: ({ req, row, to }) => ratioToggled(ctx, req, row, to),
      // Sent again: a new round of the share job (the channel is asked first how the last call ended).
      requestAgain: async ({ row }) => {
        const calls = await callCount(ctx, Number(row.id));
        await ctx.database.db
          .updateTable(T.detail)
          .set({ detail_status: S.pending })
          .where('biz_id', '=', Number(row.id))
          .execute();
        await enqueueShare(ctx, String(row.tenant_id), Number(row.id), `again-${calls}`);
      },
      requestReturn: async ({ row }) => {
        const calls = await callCount(ctx, Number(row.id));
        await ctx.jobs.enqueue(
          RETURN_JOB,
          { bizId: Number(row.id) },
          {
            key: `return-${String(row.id)}-${calls}`,
            owner: { tenantId: String(row.tenant_id), userId: '0', account: 'system' },
          },
        );
      },
    },
  }),
  jobs: (ctx) => [...sharingJobs(ctx), splitJob(ctx), registerJob(ctx)],
  routes(ctx, routes) {
    ratioRoutes(ctx, routes);
    ratioTargetRoutes(ctx, routes);
    sharingRoutes(ctx, routes);
  },
  start(ctx) {
    timers.set(ctx, hourlySplits(ctx));
  },
  stop(ctx) {
    timers.get(ctx)?.();
    timers.delete(ctx);
  },
});
