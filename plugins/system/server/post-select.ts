/**
 * `GET blade-system/post/select?tenantId=`: the post picker of BladeX's user screen (PostController.select)
 * — every live post of a tenant, in sort order, as rows. The caller's own tenant; the platform
 * administrator may name another. Readable with `post_view` or by anyone who may view, add or edit a
 * screen whose form picks posts.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions } from '../../../engine/schema/resolve';
import { selectColumns, toWire } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';

const POST = 'system.post';
const TENANT = /^[0-9A-Za-z]{1,12}$/;

export function registerPostSelectRoute(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get(POST);
  if (!model) return;
  const codes = [crudPermissions(model.schema).view];
  for (const e of ctx.registry.entities)
    if (e.columns.some((c) => typeof c.dict === 'object' && c.dict.url.startsWith('/api/blade-system/post/'))) {
      const p = crudPermissions(e);
      codes.push(p.view, p.add, p.edit);
    }
  routes.add({
    method: 'GET',
    url: '/api/blade-system/post/select',
    access: codes,
    handler: async (req: FastifyRequest) => {
      const asked = (req.query as Record<string, unknown>)?.tenantId;
      if (asked !== undefined && asked !== '' && (typeof asked !== 'string' || !TENANT.test(asked)))
        throw badRequest({ zh: '租户编号(tenantId)不合法', en: 'The tenant ID (tenantId) is not valid' });
      const own = req.auth?.tenantId ?? '';
      const tenantId = typeof asked === 'string' && asked && (await ctx.access.isPlatformAdmin(req)) ? asked : own;
      const rows = await ctx.database.db
        .selectFrom(model.table)
        .select(selectColumns(model))
        .where('tenant_id', '=', tenantId)
        .where('is_deleted', '=', 0)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(
        req,
        rows.map((r) => toWire(model, r)),
      );
    },
  });
}
