/**
 * Tenant, OAuth client and data source management: platform-wide records, every op for the platform
 * administrator only (schema `platformOnly`, enforced by the generic routes). Besides the generic ops:
 *
 * - `POST blade-system/tenant/setting` (`ids` + accountNumber + expireTime): the schema's effect action.
 * - `POST blade-system/tenant/datasource` (`tenantId` or the row `id`, and `datasourceId`): binds a tenant
 *   to a live data source; an unknown tenant is 404, an unknown data source 400 naming the field.
 * - the client secret is a schema `secret` column: every read masks it (`sa********et`) and an edit that
 *   sends the mask back keeps it (server/crud/secrets.ts).
 */
import type { FastifyRequest } from 'fastify';
import { actionPermission } from '../../../engine/schema/resolve';
import { auditValues } from '../../../server/crud/rows';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { requirePlatformAdmin } from '../../../server/crud/platform-only';
import { modelOf } from '../../../server/kernel/model';

const TENANT = 'system.tenant';
const DATASOURCE = 'develop.datasource';

const text = {
  datasourceId: { zh: '请选择数据源(datasourceId)', en: 'Please choose a data source (datasourceId)' },
  tenant: { zh: '请指定租户(tenantId 或 id)', en: 'Please name the tenant (tenantId or id)' },
  noDatasource: { zh: '数据源不存在(datasourceId)', en: 'The data source does not exist (datasourceId)' },
};

/** Query and form/JSON body parameters together, as a BladeX @RequestParam reads them. */
function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  // The raw query, not queryOf: that takes `tenantId` out for the administrator (a tenant choice), and here
  // it names the tenant to bind.
  const query = { ...((req.query ?? {}) as Record<string, unknown>) };
  delete query['blade-auth'];
  return { ...(body as Record<string, unknown>), ...query };
}

const positiveId = (v: unknown): number | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^[1-9]\d{0,15}$/.test(s) ? Number(s) : undefined;
};

async function bindDatasource(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  const { db } = ctx.database;
  const p = paramsOf(req);
  const datasourceId = positiveId(p.datasourceId);
  if (datasourceId === undefined) throw badRequest(text.datasourceId);
  const tenantCode = typeof p.tenantId === 'string' && /^[0-9A-Za-z]{1,12}$/.test(p.tenantId) ? p.tenantId : '';
  const rowId = positiveId(p.id);
  if (!tenantCode && rowId === undefined) throw badRequest(text.tenant);
  const source = await db
    .selectFrom(modelOf(ctx.models, DATASOURCE).table)
    .select('id')
    .where('id', '=', datasourceId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!source) throw badRequest(text.noDatasource);
  const tenants = modelOf(ctx.models, TENANT);
  let q = db.updateTable(tenants.table).set({ datasource_id: datasourceId, ...auditValues(tenants, req, 'update') });
  q = tenantCode ? q.where('tenant_id', '=', tenantCode) : q.where('id', '=', rowId!);
  const result = await q.where('is_deleted', '=', 0).executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw notFound();
}

export function registerTenantAdminRoutes(ctx: ServerContext, routes: RouteSink): void {
  const tenants = modelOf(ctx.models, TENANT).schema;
  const bind = tenants.actions?.find((a) => a.key === 'datasource');
  const datasourceCode = bind ? actionPermission(tenants, bind) : 'tenant_datasource';
  routes.add({
    method: 'POST',
    url: '/api/blade-system/tenant/datasource',
    // The platform check first (its message says why), then the button code.
    access: async (req) => {
      await requirePlatformAdmin(ctx, req);
      return datasourceCode;
    },
    transaction: true,
    handler: async (req) => {
      await bindDatasource(ctx, req);
      return done(req);
    },
  });
}
