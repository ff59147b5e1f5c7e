/**
 * Regions: the code-keyed tree (lazy levels, import, export by code), the one-level picker `select`, and the
 * demo regions of a new database.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { copyRenamedColumn } from '../../../server/kernel/db/columns';
import { registerRegionRoutes } from './region-routes';
import { REGION_SELECT_URL, regionOptionSource, registerRegionSelect } from './region-select';
import { seedRegions } from './seed-regions';

export default defineServerModule({
  name: 'region',
  after: ['system'],
  // `regionLevel` was renamed to BladeX's `level`: copy what databases made before hold.
  migrations: [
    { id: 'region-level', up: (db) => copyRenamedColumn(db, 'blade_region', 'region_level', 'level', false) },
  ],
  async seed({ database }, { demo }) {
    if (demo) return { regionRows: await seedRegions(database.db) };
  },
  optionSources: (ctx) => ({ [REGION_SELECT_URL]: regionOptionSource(ctx) }),
  routes: (ctx, routes) => {
    registerRegionRoutes(ctx, routes);
    registerRegionSelect(ctx, routes);
  },
});
