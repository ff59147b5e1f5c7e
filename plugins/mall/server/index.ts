/**
 * The server half of the mall plugin (docs/areas/mall.md): stock effects of the audits, hooks, the mall's
 * own calls, the Tmall adapter and the demo data.
 */
import { mergeHookMaps } from '../../../server/kernel/hooks';
import { defineServerModule } from '../../../server/kernel/module';
import { mallHooks } from './hooks';
import { inUseHooks } from './in-use';
import { registerMallRoutes } from './routes';
import { seedMall } from './seed';
import { stockEffects } from './stock';

export default defineServerModule({
  name: 'mall',
  after: ['system', 'merchants'],
  // The mall's own rules first (a shelf category's goods are named), then no removal of a row still in use.
  hooks: (ctx) => mergeHookMaps(mallHooks(ctx), inUseHooks(ctx)),
  transitions: (ctx) => ({ effects: stockEffects(ctx) }),
  routes: (ctx, routes) => registerMallRoutes(ctx, routes),
  seed: (ctx, { demo }) => (demo ? seedMall(ctx.database.db) : Promise.resolve()),
});
