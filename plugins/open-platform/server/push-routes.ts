/**
 * `GET share-open/apppushurl/detail` (spec §7): by `id` as any detail, or by `appId`, `developerId` and
 * `apiId` — the push address of that app for that API (the caller's tenant and data scope). The address
 * itself is checked by the schema (http/https only) when it is saved.
 */
import { crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { selectColumns, toWire } from '../../../server/crud/convert';
import { detailRow } from '../../../server/crud/read';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { idParam } from './params';
import { text } from './texts';

export function registerPushRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get('open.appPushUrl');
  if (!model) return;
  routes.add({
    method: 'GET',
    url: '/api/share-open/apppushurl/detail',
    access: [crudPermissions(model.schema).view],
    handler: async (req) => {
      const p = paramsOf(req);
      if (p.id) return ok(req, await detailRow(ctx, model, req));
      if (!p.appId || !p.developerId || !p.apiId) throw badRequest(text.pushQuery);
      const [appId, developerId, apiId] = ['appId', 'developerId', 'apiId'].map((n) => idParam(req, n)!);
      const row = await ctx.database.db
        .selectFrom(model.table)
        .select(selectColumns(model))
        .where(allOf(baseFilters(model, req.auth)))
        .where('app_id', '=', appId)
        .where('developer_id', '=', developerId)
        .where('api_id', '=', apiId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) throw notFound(text.noPush);
      return ok(req, toWire(model, row));
    },
  });
}
