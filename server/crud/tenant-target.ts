/**
 * The tenant a new row goes to: the caller's own, except for the platform administrator, whose body may name
 * another live tenant (`tenantId`): they manage every tenant. Anyone else's `tenantId` in a body is ignored.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { badRequest } from '../kernel/http/errors';

const TENANT_ID = /^[A-Za-z0-9_-]{1,12}$/;

export const tenantText = {
  bad: { zh: '租户编号(tenantId)不合法', en: 'tenantId: not a valid tenant id' },
  missing: { zh: '租户(tenantId)不存在', en: 'tenantId: no such tenant' },
};

/** Whether `tenantId` is a live tenant. */
export async function tenantExists(ctx: ServerContext, tenantId: string): Promise<boolean> {
  if (!TENANT_ID.test(tenantId)) return false;
  const row = await ctx.database.db
    .selectFrom('blade_tenant')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return !!row;
}

export async function insertTenantOf(
  ctx: ServerContext,
  req: FastifyRequest,
  body: Record<string, unknown>,
): Promise<string> {
  const own = req.auth?.tenantId ?? '';
  const asked = body.tenantId;
  if (!req.auth?.access?.platformAdmin || asked === undefined || asked === null || asked === '') return own;
  if (typeof asked !== 'string' || !TENANT_ID.test(asked)) throw badRequest(tenantText.bad);
  if (asked !== own && !(await tenantExists(ctx, asked))) throw badRequest(tenantText.missing);
  return asked;
}
