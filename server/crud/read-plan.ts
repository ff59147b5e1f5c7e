/**
 * Compiled list reads, remembered per request shape and caller.
 *
 * Why: on a small page the work around the SQL dominates a list request — coercing and validating the
 * query (ajv), building the WHERE from the search parameters, the caller's tenant and data scopes, then
 * building and compiling the Kysely query — while the page's SELECT itself is a short index walk. The same
 * list requests come again and again (refreshing, paging back, the same screen opened by the same
 * operator), and everything above is a pure function of a few inputs, so its result, the compiled SQL with
 * its bound values, is kept.
 *
 * Correctness: a plan is keyed by the entity model (its table, scope and columns; one app's models), the
 * op, the parsed query as the handler passes it on (it fixes the coerced and validated query, hence the
 * search conditions, the order and the paging), and every access fact the row filters read: the caller's tenant
 * and, from server/access/resolve-access.ts, platform administration, the chosen tenant view, user and dept ids,
 * the dept tree and the granted data-scope rules. Plans hold no data: the rows and totals are read afresh
 * on every request. Only queries that passed validation become plans; special routes that add conditions
 * of their own (`extra` filters) are not planned. Bounded per model (least recently used goes first).
 */
import type { CompiledQuery } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../kernel/http/context';
import { LruMap } from '../kernel/lru-map';
import type { EntityModel } from '../kernel/model';

export interface ReadPlan {
  /** The page's rows. */
  rows: CompiledQuery;
  /** The rows come under their wire names (convert.ts `wireSelection`): converted in place. */
  wire: boolean;
  /** COUNT over the same filter, for a full page's total. */
  count: CompiledQuery;
  current: number;
  size: number;
  offset: number;
}

const MAX_PLANS_PER_MODEL = 256;
const plans = new WeakMap<EntityModel, LruMap<string, ReadPlan>>();

/** Every fact of the caller the row filters read (server/crud/conditions.ts `baseFilters`). */
export function accessKeyOf(auth: AuthUser): string | undefined {
  const access = auth.access;
  if (!access) return undefined;
  return JSON.stringify([
    auth.tenantId,
    access.platformAdmin,
    access.tenantView ?? null,
    access.userId,
    access.deptIds,
    access.deptTree,
    [...access.dataRules],
  ]);
}

/** The plan of this list request: remembered, or built by `build` and remembered. */
export function planFor(model: EntityModel, op: string, req: FastifyRequest, build: () => ReadPlan): ReadPlan {
  const who = req.auth ? accessKeyOf(req.auth) : undefined;
  if (who === undefined) return build();
  const key = `${op}\n${JSON.stringify(req.query ?? null)}\n${who}`;
  let byKey = plans.get(model);
  if (!byKey) plans.set(model, (byKey = new LruMap(MAX_PLANS_PER_MODEL)));
  let plan = byKey.get(key);
  if (!plan) byKey.set(key, (plan = build()));
  return plan;
}
