/**
 * The codegen module: the code generator's endpoints (routes.ts) over the entries of schemas/tool/code.ts.
 * It reads tables of the console's own database or of a data source, writes schema files under schemas/,
 * and the menu, button and dictionary rows of what it wrote (the system module's syncs, so it runs after).
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerCodegenRoutes } from './routes';

export default defineServerModule({
  name: 'codegen',
  after: ['system'],
  routes(ctx, routes) {
    registerCodegenRoutes(ctx, routes);
  },
});
