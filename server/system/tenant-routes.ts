/**
 * Public tenant lookups used before log-in: the tenant of a domain (so the login page can hide the tenant
 * box) and the list of live tenants. Neither reveals more than an id and a name.
 */
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import type { ServerContext } from '../http/context';
import type { RouteTable } from '../http/route-table';
import { safeText } from '../http/safe-text';

const TABLE = 'blade_tenant';

export function registerTenantRoutes(ctx: ServerContext, routes: RouteTable): void {
  const { db } = ctx.database;
  routes.add({
    method: 'GET',
    url: '/api/blade-system/tenant/info',
    public: true,
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
    url: '/api/publics/client/tenant-list',
    public: true,
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
