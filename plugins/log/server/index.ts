/**
 * The log screens' own endpoint: the console's error reports (`blade-log/error/save-client`). The server
 * itself writes API, usual and error logs from server/log (every call, business events, unexpected errors).
 */
import { saveClientErrors } from '../../../server/log/error-log';
import { defineServerModule } from '../../../server/kernel/module';

export default defineServerModule({
  name: 'log',
  routes(ctx, routes) {
    routes.add({
      method: 'POST',
      url: '/api/blade-log/error/save-client',
      // Any signed-in user's console reports its own errors.
      access: 'signed-in',
      // 200 entries with long stacks exceed the app's 1 MB default.
      bodyLimit: 8 * 1024 * 1024,
      handler: (req) => saveClientErrors(ctx, req),
    });
  },
});
