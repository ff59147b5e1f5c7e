/**
 * Online users (system.onlineUser): the schema's `offline` action runs its generic effect (status 0 on the
 * chosen sessions of the caller's reach) through this route, which then makes this process re-read the
 * closed sessions at once, so the forced-out tokens get 401 on their very next call.
 */
import { actionPath, actionPermission } from '../../../engine/schema/resolve';
import { reloadClosedSoon } from '../../../server/auth/sessions';
import { runAction } from '../../../server/crud/actions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';

export function registerOnlineUserRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get('system.onlineUser');
  const action = model?.schema.actions?.find((a) => a.key === 'offline');
  if (!model || !action) return;
  routes.add({
    method: 'POST',
    url: actionPath(model.schema, action),
    access: actionPermission(model.schema, action),
    handler: async (req) => {
      await runAction(ctx, model, action, req);
      reloadClosedSoon(ctx);
      return done(req);
    },
  });
}
