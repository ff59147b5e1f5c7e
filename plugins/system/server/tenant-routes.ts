/**
 * Tenant lookups that reveal no more than an id and a name:
 * - public, used before log-in: the tenant of a domain (so the login page can hide the tenant box) and the
 *   list of live tenants;
 * - `GET blade-system/tenant/select` (signed in): the options of a tenant picker, as BladeX serves them
 *   (`[{ id, tenantId, tenantName }]`): every live tenant for the platform administrator — the tenant
 *   column and filter of their lists read it —, only the caller's own tenant for anyone else (Saber's
 *   role, dept, post and user screens read it for every user).
 */
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { safeText } from '../../../server/kernel/http/safe-text';

const TABLE = 'blade_tenant';

export function registerTenantRoutes(ctx: ServerContext, routes: RouteSink): void {
  const { db } = ctx.database;
  routes.add({
    method: 'GET',
    url: '/api/blade-system/tenant/info',
    access: 'public',
    handler: async (req: FastifyRequest) => {
      const domain = safeText((req.query as Record<string, unknown>)?.domain);
      if (!domain?.trim()) return ok(req, {});
      const row = await db
        .selectFrom(TABLE)
        .select(['tenant_id', 'tenant_name', 'domain'])
        .where('domain', '=', domain.trim())
        .where('is_deleted', '=', 0)
        .where('status', '=', 1)
        .executeTakeFirst();
      // Not found is an empty object (not null), so `data.tenantId` is simply undefined on the client.
      return ok(
        req,
        row
          ? {
              tenantId: String(row.tenant_id),
              tenantName: String(row.tenant_name ?? ''),
              domain: String(row.domain ?? ''),
            }
          : {},
      );
    },
  });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/tenant/select',
    access: 'signed-in',
    handler: async (req: FastifyRequest) => {
      let q = db.selectFrom(TABLE).select(['id', 'tenant_id', 'tenant_name']).where('is_deleted', '=', 0);
      if (!(await ctx.access.isPlatformAdmin(req))) q = q.where('tenant_id', '=', req.auth?.tenantId ?? '');
      const rows = await q.orderBy('tenant_id').execute();
      return ok(
        req,
        rows.map((r) => ({ id: String(r.id), tenantId: String(r.tenant_id), tenantName: String(r.tenant_name ?? '') })),
      );
    },
  });
  routes.add({
    method: 'GET',
    url: '/api/publics/client/tenant-list',
    access: 'public',
    handler: async (req: FastifyRequest) => {
      const rows = await db
        .selectFrom(TABLE)
        .select(['tenant_id', 'tenant_name'])
        .where('is_deleted', '=', 0)
        .where('status', '=', 1)
        .orderBy('tenant_id')
        .execute();
      return ok(
        req,
        rows.map((r) => ({ tenantId: String(r.tenant_id), tenantName: String(r.tenant_name ?? '') })),
      );
    },
  });
}
