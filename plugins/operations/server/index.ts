/**
 * The server half of the operations plugin (docs/areas/operations.md): the rich-text sanitiser on every
 * `richtext` column, the rules between positions, ads and slides, and the demo data of the screens.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { writeDemoPictures } from './demo-pictures';
import { operationHooks } from './hooks';
import { seedOperations } from './seed';

export default defineServerModule({
  name: 'operations',
  after: ['system', 'products'],
  hooks: operationHooks,
  seed: (ctx, { demo }) => (demo ? seedOperations(ctx.database.db) : Promise.resolve()),
  // The demo rows' pictures are files of the upload dir, which only the running server knows.
  start: (ctx) => writeDemoPictures(ctx.config.uploadDir),
});
