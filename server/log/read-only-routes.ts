/**
 * Tables the server alone writes (schemas with `readOnly: true`: API, error and usual logs, SMS history,
 * online users) are list + view for everyone, the platform administrator included: their generic `submit`
 * and `remove` are replaced by routes that answer 403 (the menu sync creates no add / edit / delete
 * buttons for them either), so nobody can forge or erase a row.
 */
import { opPath } from '../../engine/schema/resolve';
import type { ServerContext } from '../http/context';
import { forbidden } from '../http/errors';
import type { RouteTable } from '../http/route-table';

export function registerReadOnlyRoutes(ctx: ServerContext, routes: RouteTable): void {
  for (const model of ctx.models.values()) {
    if (!model.schema.readOnly) continue;
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
