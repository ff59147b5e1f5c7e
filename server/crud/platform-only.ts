/**
 * Records that shape every tenant (schema `platformOnly`: tenants, OAuth clients, data sources, scopes,
 * menu writes) are managed by the platform administrator only — tenant 000000 with a live `administrator`
 * role — whatever buttons another role was granted: a tenant administrator holding `tenant_edit` must still
 * not rewrite another brand's quota. The generic routes apply it from the schema (server/crud/register.ts);
 * a module's route over such records calls `requirePlatformAdmin`.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { ApiError } from '../kernel/http/errors';

export const platformOnlyText = {
  zh: '只有平台管理员可以管理此类数据',
  en: 'Only the platform administrator can manage these records',
};

/** 403 with a clear message unless the caller is the platform administrator. */
export async function requirePlatformAdmin(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  if (!(await ctx.access.isPlatformAdmin(req))) throw new ApiError(403, platformOnlyText);
}
