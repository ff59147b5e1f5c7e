/**
 * The server half of the products plugin: the catalog's picker calls and its demo rows.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerProductRoutes } from './routes';
import { seedProducts } from './seed';

export default defineServerModule({
  name: 'products',
  after: ['system'],
  routes: (ctx, routes) => registerProductRoutes(ctx, routes),
  seed: (ctx, { demo }) => (demo ? seedProducts(ctx.database.db) : Promise.resolve()),
});
