/**
 * The per-request access facts, resolved right after the token check (server/auth/authenticate.ts) so the
 * synchronous row filters (server/crud/conditions.ts) can use them: whether the caller is the platform
 * administrator (and which tenant they chose to look at with `?tenantId=`), their user and dept ids, the
 * dept tree below their depts when a granted data scope needs it, and the data-scope rules. The API scope
 * check runs here too, so it covers every authenticated route.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../kernel/db/database';
import type { ServerContext } from '../kernel/http/context';
import { checkApiScope } from './api-scope-check';
import { needsDeptTree } from '../crud/data-scope';
import type { RowAccess } from '../kernel/http/context';
import { generationOf, grantsOf } from './permissions';
import { descendants } from '../crud/rows';

const TTL_MS = 5000;
const TENANT_ID = /^[A-Za-z0-9_-]{1,12}$/;

const ids = (v: string) =>
  v
    .split(',')
    .filter((s) => /^\d{1,16}$/.test(s))
    .map(Number);

/** The dept table as the registry describes it (schema system.dept), if there is one. */
function deptModel(ctx: ServerContext) {
  const m = ctx.models.get('system.dept') ?? [...ctx.models.values()].find((x) => x.table === 'blade_dept');
  return m?.tree ? m : undefined;
}

const linkCache = new WeakMap<
  Database,
  Map<string, { generation: number; at: number; links: Promise<Map<number, number>> }>
>();

/** id → parent of the tenant's live depts, cached until the dept table is written. */
function deptLinks(ctx: ServerContext, tenantId: string): Promise<Map<number, number>> {
  const model = deptModel(ctx)!;
  const byTenant = linkCache.get(ctx.database) ?? new Map();
  linkCache.set(ctx.database, byTenant);
  const generation = generationOf(ctx.database, [model.table]);
  const hit = byTenant.get(tenantId);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.links;
  const parent = model.tree!.parent.dbName;
  let q = ctx.database.db.selectFrom(model.table).select(['id', parent]);
  if (model.softDelete) q = q.where('is_deleted', '=', 0);
  if (model.tenant) q = q.where('tenant_id', '=', tenantId);
  const links = q.execute().then((rows) => new Map(rows.map((r) => [Number(r.id), Number(r[parent] ?? 0)])));
  byTenant.set(tenantId, { generation, at: Date.now(), links });
  links.catch(() => byTenant.delete(tenantId));
  return links;
}

/** The caller's depts plus every dept below them (just the depts when there is no dept table). */
async function deptTreeOf(ctx: ServerContext, tenantId: string, deptIds: number[]): Promise<number[]> {
  if (!deptModel(ctx) || !deptIds.length) return deptIds;
  const links = await deptLinks(ctx, tenantId);
  const out = new Set(deptIds);
  for (const d of deptIds) for (const x of descendants(links, d)) out.add(x);
  return [...out];
}

/** Resolve `req.auth.access` and run the API scope check (403). Call after `req.auth` is set. */
export async function resolveAccess(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  const auth = req.auth!;
  const grants = await grantsOf(ctx, req);
  const query = (req.query ?? {}) as Record<string, unknown>;
  const asked = typeof query.tenantId === 'string' ? query.tenantId.trim() : '';
  const deptIds = ids(auth.deptId);
  const access: RowAccess = {
    platformAdmin: grants.all,
    tenantView: grants.all && TENANT_ID.test(asked) ? asked : undefined,
    userId: /^\d{1,16}$/.test(auth.userId) ? Number(auth.userId) : null,
    deptIds,
    deptTree: needsDeptTree(grants.dataRules) ? await deptTreeOf(ctx, auth.tenantId, deptIds) : deptIds,
    dataRules: grants.dataRules,
  };
  auth.access = access;
  await checkApiScope(ctx, req, grants);
}
