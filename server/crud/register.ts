/**
 * The generic endpoints of CONTRACT §3 for every stored entity, at the paths `opPath()` / `actionPath()`
 * give: page and list (paged; a tree entity's list answers the whole tree, as BladeX's does), detail,
 * submit, remove; tree and lazy-list for trees; the restful variant when `api.style` is restful; one route
 * per action that has an effect and no plugin; one per state-machine transition path plus the row's change
 * history (transitions.ts). What the schema says
 * is enforced here for every entity: its button codes, `platformOnly` (the platform administrator's
 * records) and `readOnly` (rows only the server writes: writes refused with the schema's `systemMade`
 * reason, a 400, save the hand edit a schema allows).
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
  handWriteRefusal,
  handWrites,
  opPath,
  type OpName,
} from '../../engine/schema/resolve';
import { done, ok } from '../kernel/http/envelope';
import type { ServerContext } from '../kernel/http/context';
import { badRequest, notFound } from '../kernel/http/errors';
import type { ApiRoute, Method, RouteTable } from '../kernel/http/route-table';
import { requirePlatformAdmin } from './platform-only';
import { runAction } from './actions';
import { transitionRoutesOf } from './transitions';
import { allOf, baseFilters } from './conditions';
import type { EntityModel } from '../kernel/model';
import { detailRow, pageRows } from './read';
import { shown } from './shown';
import { lazyLevel, wholeTree } from './tree';
import { hasId, idsOf, insertRow, removeIds, submitRow, updateRow } from './write';
import { objectBody } from './validate';
import { registerStatsRoutes } from './stats';
import { cutToNames, namesReadCode } from './ref-names';
import type { Row } from './convert';

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

const WRITES = new Set<GenericOp>(['submit', 'remove', 'create', 'update', 'deleteById']);

/**
 * A write on a read-only list (schema `readOnly`) that the business still allows by hand: editing an
 * existing row where the schema says so (`systemMade.edit`). Every other write is refused with the
 * schema's reason (a 400, handWriteRefusal) to whoever may see the list, and 403 to whoever may not.
 */
function handEditAllowed(model: EntityModel, op: GenericOp, req: FastifyRequest): boolean {
  if (!handWrites(model.schema).edit) return false;
  return op === 'update' || (op === 'submit' && hasId(asObject(req.body)));
}
const refusedByHand = (model: EntityModel, op: GenericOp, req: FastifyRequest) =>
  !!model.schema.readOnly && WRITES.has(op) && !handEditAllowed(model, op, req);

/** The schema a call is meant for, picked once per request (the access check and the handler share it). */
const picked = new WeakMap<FastifyRequest, EntityModel>();
async function modelFor(ctx: ServerContext, op: GenericOp, models: EntityModel[], req: FastifyRequest) {
  let model = picked.get(req);
  if (model) return model;
  const isSubmit = op === 'submit' || op === 'create' || op === 'update';
  model =
    isSubmit && models.length > 1
      ? await pickForSubmit(ctx, models, req)
      : (models.find((m) => !m.scope.length) ?? models[0]);
  picked.set(req, model);
  return model;
}

/**
 * Records that shape every tenant (schema `platformOnly`: true = every op, 'write' = writes and actions)
 * are the platform administrator's, whatever buttons another role was granted: 403 with a clear message.
 */
async function guardPlatformOnly(ctx: ServerContext, model: EntityModel, write: boolean, req: FastifyRequest) {
  const only = model.schema.platformOnly;
  if (only === true || (only === 'write' && write)) await requirePlatformAdmin(ctx, req);
}

/** The button code a generic op needs (after the platform-only check). */
async function codeFor(ctx: ServerContext, op: GenericOp, models: EntityModel[], req: FastifyRequest): Promise<string> {
  const model = await modelFor(ctx, op, models, req);
  await guardPlatformOnly(ctx, model, WRITES.has(op), req);
  // A refused write asks only for the list's view: the refusal then says why, not "no permission".
  if (refusedByHand(model, op, req)) return crudPermissions(model.schema).view;
  if (op === 'submit')
    return hasId(asObject(req.body)) ? crudPermissions(model.schema).edit : crudPermissions(model.schema).add;
  const code = permissionFor(model.schema, op);
  // The names a referencing screen shows its rows with, read through that screen (ref-names.ts).
  if (op === 'page' || op === 'list' || op === 'tree') return (await namesReadCode(ctx, model, req, code)) ?? code;
  return code;
}

/** Run one generic op for the schema it is meant for (the route checked the button code first). */
async function runOp(ctx: ServerContext, op: GenericOp, models: EntityModel[], req: FastifyRequest): Promise<unknown> {
  const model = await modelFor(ctx, op, models, req);
  if (refusedByHand(model, op, req)) throw badRequest(handWriteRefusal(model.schema));
  // Listed rows as the caller sees them: masks and names (shown.ts), cut to names for a names read.
  const listed = async (rows: Row[]) => cutToNames(req, await shown(ctx, model, req, 'list', rows));
  switch (op) {
    case 'page':
    case 'list': {
      if (op === 'list' && model.tree) return ok(req, await wholeTree(ctx, model, req, 'list', listed));
      const page = await pageRows(ctx, model, req, op);
      return ok(req, { ...page, records: await listed(page.records) });
    }
    case 'detail':
      return ok(req, (await shown(ctx, model, req, 'detail', [await detailRow(ctx, model, req)]))[0]);
    case 'getById': {
      const id = (req.params as { id: string }).id;
      if (!/^\d{1,16}$/.test(id)) throw notFound();
      req.query = { id };
      return ok(req, await detailRow(ctx, model, req));
    }
    case 'tree':
      return ok(req, await wholeTree(ctx, model, req, 'tree', listed));
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
    access: async (req) => {
      await guardPlatformOnly(ctx, model, true, req);
      return actionPermission(model.schema, action);
    },
    handler: async (req) => {
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
    // State machines: one route per transition path and the change history (server/crud/transitions.ts).
    if (model.schema.stateMachine) for (const r of transitionRoutesOf(ctx, model)) routes.add(r, 'generic');
  }
  for (const claims of byKey.values()) {
    const { op, method, url } = claims[0];
    const models = claims.map((c) => c.model);
    // Rows the server alone writes (schema `readOnly`: logs, histories): nobody may forge or erase one —
    // codeFor / runOp refuse such writes with the schema's reason (refusedByHand).
    routes.add(
      { method, url, access: (req) => codeFor(ctx, op, models, req), handler: (req) => runOp(ctx, op, models, req) },
      'generic',
    );
  }
  // Declared totals and charts of the lists (schema `summary`, `charts`): server/crud/stats.ts.
  registerStatsRoutes(ctx, routes);
}
