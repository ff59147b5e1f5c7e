/**
 * Platform-wide records (tenants, OAuth clients, data sources) are managed by the platform administrator
 * only — tenant 000000 with role alias `administrator` — whatever buttons another role was granted: a
 * tenant administrator holding `tenant_edit` must still not rewrite another brand's quota.
 *
 * `registerPlatformOnly` serves the generic blade-style ops of such a schema (page, list, detail, submit,
 * remove) and its effect actions as special routes that first check the platform administrator, then the
 * button code, then run the generic handler. `skip` leaves an op or action to a route of the caller.
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../engine/schema';
import { actionPath, actionPermission, crudPermissions, opPath } from '../../engine/schema/resolve';
import { runAction } from '../crud/actions';
import type { EntityModel } from '../crud/model';
import { detailRow, pageRows, type PageResult } from '../crud/read';
import { hasId, idsOf, removeIds, submitRow } from '../crud/write';
import type { ServerContext } from '../http/context';
import { done, ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { RouteTable } from '../http/route-table';
import { grantsOf, requirePermission } from './permissions';

export const platformOnlyText = {
  zh: '只有平台管理员可以管理此类数据',
  en: 'Only the platform administrator can manage these records',
};

/** The platform administrator (the grants loader decides: tenant 000000 and a live `administrator` role). */
export async function isPlatformAdmin(ctx: ServerContext, req: FastifyRequest): Promise<boolean> {
  return (await grantsOf(ctx, req)).all;
}

export async function requirePlatformAdmin(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  if (!(await isPlatformAdmin(ctx, req))) throw new ApiError(403, platformOnlyText);
}

/** The stored model of a schema; a missing one is a programming error, found at start. */
export function modelOf(ctx: ServerContext, name: string): EntityModel {
  const model = ctx.models.get(name);
  if (!model) throw new Error(`No stored schema ${name}`);
  return model;
}

const isBodyEdit = (req: FastifyRequest) =>
  !!req.body && typeof req.body === 'object' && hasId(req.body as Record<string, unknown>);

export interface PlatformOnlyOptions {
  /** Ops or action keys served by the caller's own routes. */
  skip?: string[];
  /** Reshape the rows of page / list (e.g. mask a secret). */
  mapPage?: (page: PageResult) => PageResult;
}

export function registerPlatformOnly(
  ctx: ServerContext,
  routes: RouteTable,
  name: string,
  opts: PlatformOnlyOptions = {},
): void {
  const model = modelOf(ctx, name);
  // The schema says it (menu sync reads the same flag): a route list and a schema can never disagree.
  if (!model.schema.platformOnly) throw new Error(`${name} is served as platform-only but its schema lacks platformOnly`);
  const e: EntitySchema = model.schema;
  const p = crudPermissions(e);
  const skip = new Set(opts.skip ?? []);
  const guard = async (req: FastifyRequest, code: string) => {
    await requirePlatformAdmin(ctx, req);
    await requirePermission(ctx, req, code);
  };
  const add = (op: string, method: 'GET' | 'POST', url: string, run: (req: FastifyRequest) => Promise<unknown>) => {
    if (!skip.has(op)) routes.add({ method, url, handler: run });
  };
  for (const op of ['page', 'list'] as const)
    add(op, 'GET', opPath(e, op), async (req) => {
      await guard(req, p.view);
      const page = await pageRows(ctx, model, req, op);
      return ok(req, opts.mapPage ? opts.mapPage(page) : page);
    });
  add('detail', 'GET', opPath(e, 'detail'), async (req) => {
    await guard(req, p.view);
    return ok(req, await detailRow(ctx, model, req));
  });
  add('submit', 'POST', opPath(e, 'submit'), async (req) => {
    await guard(req, isBodyEdit(req) ? p.edit : p.add);
    await submitRow(ctx, model, req);
    return done(req);
  });
  add('remove', 'POST', opPath(e, 'remove'), async (req) => {
    await guard(req, p.delete);
    await removeIds(ctx, model, req, idsOf(req, model));
    return done(req);
  });
  for (const action of e.actions ?? []) {
    if (!action.effect || action.plugin) continue;
    add(action.key, action.method ?? 'POST', actionPath(e, action), async (req) => {
      await guard(req, actionPermission(e, action));
      await runAction(ctx, model, action, req);
      return done(req);
    });
  }
}
