/**
 * The contract's special calls of inspections:
 *
 * - `POST unified-merchant/checkitem/updateStatus?ids=&toStatus=`: the inspection state machine's one
 *   path, with the target state named `toStatus` as the contract has it (the generic transition route
 *   reads it from the status prop `checkStatus`; both are accepted here, then the same transition code runs:
 *   from-state checks, guards, race-free update, effects, change log);
 * - `GET checkdetail/getDetailList?checkItemId=`: an inspection's lines with their check point's name,
 *   category and standard, in the points' order;
 * - `GET checkconf/getDefaultTime`: the default window of a new inspection — today from the tenant
 *   parameters `check.startTime` / `check.endTime` (HH:mm), else 09:00–18:00.
 */
import type { FastifyRequest } from 'fastify';
import { basePath, crudPermissions, transitionPermission } from '../../../engine/schema/resolve';
import type { Transition } from '../../../engine/schema';
import { allowsFrom, sameState, transitionRoutes } from '../../../engine/schema/state-machine';
import { toWire } from '../../../server/crud/convert';
import { loadRows } from '../../../server/crud/rows';
import { runTransition } from '../../../server/crud/transitions';
import { nowText } from '../../../server/kernel/db/time';
import { done, ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { forbidden } from '../../../server/kernel/http/errors';
import { modelOf, type EntityModel } from '../../../server/kernel/model';
import { T } from './lookups';
import { idParam, param } from './params';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

async function tenantParam(ctx: ServerContext, tenantId: string, key: string): Promise<string | undefined> {
  const row = await ctx.database.db
    .selectFrom('blade_param')
    .select('param_value')
    .where('param_key', '=', key)
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  const v = String(row?.param_value ?? '').trim();
  return HHMM.test(v) ? v : undefined;
}

/** Move the contract's `toStatus` into the status prop the transition code reads. */
function renameTarget(req: FastifyRequest, field: string): void {
  for (const holder of [req.query, req.body]) {
    if (!holder || typeof holder !== 'object' || Array.isArray(holder)) continue;
    const h = holder as Record<string, unknown>;
    if (Object.hasOwn(h, 'toStatus')) {
      if (h[field] === undefined) h[field] = h.toStatus;
      delete h.toStatus;
    }
  }
}

/**
 * The transitions that can apply: those leading to the target state (when named) from a state one of the
 * rows is in. "Finish" (in progress → completed) and "rectified" (to rectify → completed) share the target,
 * and each has its own inputs: narrowing first lets the chosen one validate them.
 */
async function narrowed(ctx: ServerContext, model: EntityModel, all: Transition[], req: FastifyRequest, field: string) {
  const target = param(req, field);
  if (target === undefined || target === null) return all;
  const byTarget = all.filter((t) => sameState(t.to, target));
  if (byTarget.length < 2) return all;
  const raw = param(req, 'ids') ?? param(req, 'id');
  const ids = String(raw ?? '').split(',').filter((x) => /^\d{1,16}$/.test(x)).map(Number);
  if (!ids.length) return all;
  const rows = await loadRows(ctx, model, req.auth, ids);
  const states = rows.map((r) => r[model.field(field)!.dbName]);
  const fitting = byTarget.filter((t) => states.some((st) => allowsFrom(t, st)));
  return fitting.length ? fitting : all;
}

export function inspectionRoutes(ctx: ServerContext, routes: RouteSink): void {
  const item = modelOf(ctx.models, 'unified.checkItem');
  const detail = modelOf(ctx.models, 'unified.checkDetail');
  const conf = modelOf(ctx.models, 'unified.checkConf');
  const shared = transitionRoutes(item.schema).find((r) => r.path.endsWith('/updateStatus'))!;

  routes.add({
    method: 'POST',
    url: shared.path,
    access: shared.transitions.map((t) => transitionPermission(item.schema, t)),
    handler: async (req) => {
      const field = item.schema.stateMachine!.field;
      renameTarget(req, field);
      const served = await narrowed(ctx, item, shared.transitions, req, field);
      // One transition left: the generic code checks no code beyond the door's, so check its own here.
      if (served.length === 1 && !(await ctx.access.has(req, transitionPermission(item.schema, served[0]))))
        throw forbidden();
      await runTransition(ctx, item, served, req);
      return done(req);
    },
  });
  routes.add({
    method: 'GET',
    url: `${basePath(detail.schema)}/getDetailList`,
    access: crudPermissions(detail.schema).view,
    handler: async (req) => {
      const id = idParam(req, 'checkItemId', { zh: '巡检任务', en: 'inspection' })!;
      const [row] = await loadRows(ctx, item, req.auth, [id]);
      const lines = await ctx.database.db
        .selectFrom(`${T.checkDetail} as d`)
        .leftJoin(`${T.checkConf} as c`, 'c.id', 'd.check_conf_id')
        .selectAll('d')
        .select(['c.check_name as check_name', 'c.category as category', 'c.standard as standard', 'c.need_photo as need_photo'])
        .where('d.check_item_id', '=', id)
        .where('d.tenant_id', '=', String(row.tenant_id))
        .orderBy('c.sort')
        .orderBy('d.id')
        .execute();
      return ok(
        req,
        lines.map((l) => ({
          ...toWire(detail, l),
          checkName: l.check_name ?? '',
          category: l.category === null || l.category === undefined ? null : Number(l.category),
          standard: l.standard ?? '',
          needPhoto: Number(l.need_photo ?? 0),
        })),
      );
    },
  });
  routes.add({
    method: 'GET',
    url: `${basePath(conf.schema)}/getDefaultTime`,
    // Whoever plans inspections (their add form asks for it) or keeps their settings.
    access: [crudPermissions(item.schema).add, crudPermissions(item.schema).view, crudPermissions(conf.schema).view],
    handler: async (req) => {
      const tenantId = req.auth!.tenantId;
      const start = (await tenantParam(ctx, tenantId, 'check.startTime')) ?? '09:00';
      const end = (await tenantParam(ctx, tenantId, 'check.endTime')) ?? '18:00';
      const day = nowText().slice(0, 10);
      return ok(req, { startTime: `${day} ${start}:00`, endTime: `${day} ${end}:00`, start, end });
    },
  });
}
