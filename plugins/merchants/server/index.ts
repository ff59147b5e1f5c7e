/**
 * The server half of the merchant side (issue 14; docs/areas/merchants.md): the guards and effects of its
 * state machines, the write rules between merchants, stores, sites and what hangs on them (hooks), the
 * contract's special calls, and the deterministic demo data.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { inspectionHooks } from './hooks-inspection';
import { linkHooks } from './hooks-links';
import { placeHooks } from './hooks-places';
import { inspectionRoutes } from './routes-inspection';
import { linkRoutes } from './routes-links';
import { placeRoutes } from './routes-places';
import { unifiedRoutes } from './routes-unified';
import { seedMerchantDemo } from './seed-demo';
import { merchantTransitions } from './transitions';

export default defineServerModule({
  name: 'merchants',
  after: ['system'],
  async seed({ database }, { demo }) {
    if (demo) return seedMerchantDemo(database);
  },
  hooks: (ctx) => ({ ...placeHooks(ctx), ...linkHooks(ctx), ...inspectionHooks(ctx) }),
  transitions: (ctx) => merchantTransitions(ctx),
  routes(ctx, routes) {
    placeRoutes(ctx, routes);
    linkRoutes(ctx, routes);
    inspectionRoutes(ctx, routes);
    unifiedRoutes(ctx, routes);
  },
});
