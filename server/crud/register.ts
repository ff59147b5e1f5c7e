/**
 * The generic endpoints of CONTRACT §3 for every stored entity, at the paths `opPath()` / `actionPath()`
 * give: page, list (both paged), detail, submit, remove; tree and lazy-list for trees; the restful variant
 * when `api.style` is restful; one route per action that has an effect and no plugin.
 *
 * Shared paths: two schemas may sit on one base path (system.dict and system.dictChild are both
 * blade-system/dict). A path both claim is served by one handler that picks the schema per request:
 * `submit` picks a scoped schema when the row (update) or the body (insert) matches its scope, else the
 * unscoped one; every other op prefers the unscoped schema, which sees every row of the table.
 */
import type { FastifyRequest } from 'fastify';
import type { Action, EntitySchema } from '../../engine/schema';
import {
  actionPath,
  actionPermission,
  apiStyle,
  basePath,
  crudPermissions,
  opPath,
  type OpName,
} from '../../engine/schema/resolve';
import { done, ok } from '../http/envelope';
import type { ServerContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { ApiRoute, Method, RouteTable } from '../http/route-table';
import { requirePermission } from '../system/permissions';
import { runAction } from './actions';
import { allOf, baseFilters } from './conditions';
import type { EntityModel } from './model';
import { detailRow, pageRows } from './read';
import { lazyLevel, wholeTree } from './tree';
import { hasId, idsOf, insertRow, removeIds, submitRow, updateRow } from './write';
import { objectBody } from './validate';

/** The body as an object, to choose a schema or a permission; a malformed body is refused later, after the permission check. */
const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

type GenericOp =
  | 'page'
  | 'list'
  | 'detail'
  | 'submit'
  | 'remove'
  | 'tree'
  | 'lazyTree'
  | 'create'
  | 'update'
  | 'getById'
  | 'deleteById';

const permissionFor = (e: EntitySchema, op: GenericOp) => {
  const p = crudPermissions(e);
  if (op === 'create') return p.add;
  if (op === 'update') return p.edit;
  if (op === 'remove' || op === 'deleteById') return p.delete;
  return p.view;
};

/** Does the scope hold for these values (a body or a stored row, by prop)? Absent scope props count as matching. */
function scopeMatches(model: EntityModel, get: (prop: string) => unknown): boolean {
  return model.scope.every(({ field, value }) => {
    const v = get(field.prop);
    return v === undefined || v === null || v === '' || String(v) === String(value);
  });
}

async function pickForSubmit(ctx: ServerContext, models: EntityModel[], req: FastifyRequest): Promise<EntityModel> {
  const scoped = models.filter((m) => m.scope.length);
  const open = models.find((m) => !m.scope.length) ?? models[0];
  const body = asObject(req.body);
  if (!hasId(body)) return scoped.find((m) => scopeMatches(m, (p) => body[p])) ?? open;
  const id = Number(body.id);
  if (!Number.isSafeInteger(id)) return open;
  for (const m of scoped) {
    // The base filters include the scope: finding the row there means it belongs to this schema.
    const row = await ctx.database.db
      .selectFrom(m.table)
      .select('id')
      .where(allOf([...baseFilters(m, req.auth), (eb) => eb('id', '=', id)]))
      .executeTakeFirst();
    if (row) return m;
  }
  return open;
}

/** Run one generic op for the schema it is meant for, after the button permission check. */
async function runOp(ctx: ServerContext, op: GenericOp, models: EntityModel[], req: FastifyRequest): Promise<unknown> {
  const isSubmit = op === 'submit' || op === 'create' || op === 'update';
  const model =
    isSubmit && models.length > 1
      ? await pickForSubmit(ctx, models, req)
      : (models.find((m) => !m.scope.length) ?? models[0]);
  let permission = permissionFor(model.schema, op);
  if (op === 'submit')
    permission = hasId(asObject(req.body)) ? crudPermissions(model.schema).edit : crudPermissions(model.schema).add;
  await requirePermission(ctx, req, permission);
  switch (op) {
    case 'page':
    case 'list':
      return ok(req, await pageRows(ctx, model, req, op));
    case 'detail':
      return ok(req, await detailRow(ctx, model, req));
    case 'getById': {
      const id = (req.params as { id: string }).id;
      if (!/^\d{1,16}$/.test(id)) throw notFound();
      req.query = { id };
      return ok(req, await detailRow(ctx, model, req));
    }
    case 'tree':
      return ok(req, await wholeTree(ctx, model, req));
    case 'lazyTree':
      return ok(req, await lazyLevel(ctx, model, req));
    case 'submit':
      await submitRow(ctx, model, req);
      return done(req);
    case 'create': {
      const body = objectBody(req.body);
      if (hasId(body))
        throw badRequest({ zh: '新增时不能指定主键', en: 'A new record cannot carry an id: use PUT to update' });
      await insertRow(ctx, model, req, body);
      return done(req);
    }
    case 'update': {
      const body = objectBody(req.body);
      if (!hasId(body)) throw badRequest({ zh: '修改时必须指定主键', en: 'An update needs the id of the record' });
      await updateRow(ctx, model, req, body);
      return done(req);
    }
    case 'remove':
      await removeIds(ctx, model, req, idsOf(req, model));
      return done(req);
    case 'deleteById': {
      const id = (req.params as { id: string }).id;
      if (!/^\d{1,16}$/.test(id)) throw notFound();
      await removeIds(ctx, model, req, [Number(id)]);
      return done(req);
    }
  }
}

interface Claim {
  op: GenericOp;
  method: Method;
  url: string;
  model: EntityModel;
}

function claimsOf(model: EntityModel): Claim[] {
  const e = model.schema;
  const claim = (op: GenericOp, method: Method, url: string): Claim => ({ op, method, url, model });
  if (apiStyle(e) === 'restful') {
    const base = basePath(e);
    const out = [
      claim('page', 'GET', `${base}/page`),
      claim('create', 'POST', base),
      claim('update', 'PUT', base),
      claim('getById', 'GET', `${base}/:id`),
      claim('deleteById', 'DELETE', `${base}/:id`),
    ];
    if (e.tree) out.push(claim('tree', 'GET', `${base}/tree`));
    return out;
  }
  const at = (op: OpName) => opPath(e, op);
  const out = [
    claim('page', 'GET', at('page')),
    claim('list', 'GET', at('list')),
    claim('detail', 'GET', at('detail')),
    claim('submit', 'POST', at('submit')),
    claim('remove', 'POST', at('remove')),
  ];
  if (e.tree) out.push(claim('tree', 'GET', at('tree')), claim('lazyTree', 'GET', at('lazyTree')));
  return out;
}

function actionRoute(ctx: ServerContext, model: EntityModel, action: Action): ApiRoute {
  return {
    method: action.method ?? 'POST',
    url: actionPath(model.schema, action),
    handler: async (req) => {
      await requirePermission(ctx, req, actionPermission(model.schema, action));
      await runAction(ctx, model, action, req);
      return done(req);
    },
  };
}

export function registerCrudRoutes(ctx: ServerContext, routes: RouteTable): void {
  const byKey = new Map<string, Claim[]>();
  for (const model of ctx.models.values()) {
    for (const c of claimsOf(model)) {
      const key = `${c.method} ${c.url}`;
      byKey.set(key, [...(byKey.get(key) ?? []), c]);
    }
    for (const a of model.schema.actions ?? [])
      if (a.effect && !a.plugin) routes.add(actionRoute(ctx, model, a), 'generic');
  }
  for (const claims of byKey.values()) {
    const { op, method, url } = claims[0];
    const models = claims.map((c) => c.model);
    routes.add({ method, url, handler: (req) => runOp(ctx, op, models, req) }, 'generic');
  }
}
