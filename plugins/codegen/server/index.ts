/**
 * The codegen module: the code generator's endpoints (routes.ts) over the entries of schemas/tool/code.ts.
 * It reads tables of the console's own database or of a data source, writes schema files under schemas/,
 * and the menu, button and dictionary rows of what it wrote (the system module's syncs, so it runs after).
 * It also seeds the demo generator entries and the report designs (blade-report, schemas/tool/report.ts).
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerCodegenRoutes } from './routes';
import { seedDeveloperToolsDemo } from './seed-demo';

export default defineServerModule({
  name: 'codegen',
  after: ['system'],
  // Generator entries and report designs for a newcomer (./seed-demo.ts), on a new database.
  seed: async (ctx, { demo }) => (demo ? seedDeveloperToolsDemo(ctx.database.db) : undefined),
  routes(ctx, routes) {
    registerCodegenRoutes(ctx, routes);
  },
});
