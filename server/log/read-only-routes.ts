/**
 * Tables the server alone writes (API, error and usual logs, SMS history) are list + view for everyone,
 * the platform administrator included: their generic `submit` and `remove` are replaced by routes that
 * answer 403. (The menu sync still creates add / edit / delete buttons for every screen; granting them
 * must not let anyone forge or erase a log row.)
 */
import { opPath } from '../../engine/schema/resolve';
import type { ServerContext } from '../http/context';
import { forbidden } from '../http/errors';
import type { RouteTable } from '../http/route-table';

export const SERVER_WRITTEN = ['system.apiLog', 'system.errorLog', 'system.usualLog', 'operation.smsHistory'];

export function registerReadOnlyRoutes(ctx: ServerContext, routes: RouteTable): void {
  for (const name of SERVER_WRITTEN) {
    const model = ctx.models.get(name);
    if (!model) continue;
    for (const op of ['submit', 'remove'] as const)
      routes.add({
        method: 'POST',
        url: opPath(model.schema, op),
        handler: async () => {
          throw forbidden();
        },
      });
  }
}
