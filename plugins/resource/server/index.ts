/**
 * Resources: file uploads (`put-file`) and serving them back, attachments, the OSS and SMS configurations
 * (one enabled at a time; their secret keys are schema `secret` columns, masked by generic CRUD) and SMS
 * sending with its history; one local OSS and one console SMS configuration per demo tenant.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerAttachRoutes } from './attach-routes';
import { registerChildRoutes } from './child-routes';
import { seedResourceConfigs } from './resource-seed';
import { seedResourceDemo } from './seed-demo';
import { registerSmsRoutes } from './sms-routes';
import { registerUploadRoutes } from './upload-routes';

export default defineServerModule({
  name: 'resource',
  after: ['system'],
  async seed({ database, registry }, { demo }) {
    const configs = { resourceRows: (await seedResourceConfigs(database.db, registry)).inserted };
    // Attachments and a week of SMS history for a newcomer (./seed-demo.ts), on a new database.
    return demo ? { ...configs, ...(await seedResourceDemo(database.db)) } : configs;
  },
  routes(ctx, routes) {
    registerUploadRoutes(ctx, routes);
    registerAttachRoutes(ctx, routes);
    registerSmsRoutes(ctx, routes);
    registerChildRoutes(ctx, routes);
  },
});
