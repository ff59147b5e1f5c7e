/**
 * Secret columns that are stored as typed (a provider needs the real key) but never sent back in full: the
 * `secretKey` of the OSS and SMS configurations. Special routes replace the generic `page`, `list`,
 * `detail` and `submit` of those entities (same permission codes, same generic code underneath):
 * - reads mask the value: the first 3 and last 2 characters around `******` (all masked when short);
 * - a submit whose value still contains `******` (the edit form sending back what it was shown) keeps the
 *   stored key; any other value replaces it.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions, opPath } from '../../engine/schema/resolve';
import type { Row } from '../crud/convert';
import type { EntityModel } from '../crud/model';
import { detailRow, pageRows } from '../crud/read';
import { hasId, submitRow } from '../crud/write';
import type { ServerContext } from '../http/context';
import { done, ok } from '../http/envelope';
import type { RouteTable } from '../http/route-table';
import { MASK } from '../log/mask';
import { requirePermission } from '../system/permissions';

/** Entities and their secret props. */
const SECRETS: Array<{ entity: string; props: string[] }> = [
  { entity: 'system.oss', props: ['secretKey'] },
  { entity: 'system.sms', props: ['secretKey'] },
];

export function maskSecret(value: unknown): unknown {
  if (typeof value !== 'string' || !value) return value;
  return value.length > 8 ? `${value.slice(0, 3)}${MASK}${value.slice(-2)}` : MASK;
}

const masked = (row: Row, props: string[]): Row => {
  const out = { ...row };
  for (const p of props) if (Object.hasOwn(out, p)) out[p] = maskSecret(out[p]);
  return out;
};

/** Drop secret props that come back masked, so the stored key stays. */
function keepStoredSecrets(req: FastifyRequest, props: string[]): void {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const p of props) {
    const v = record[p];
    if (typeof v === 'string' && v.includes(MASK)) delete record[p];
  }
}

function register(ctx: ServerContext, routes: RouteTable, model: EntityModel, props: string[]): void {
  const e = model.schema;
  const codes = crudPermissions(e);
  for (const op of ['page', 'list'] as const)
    routes.add({
      method: 'GET',
      url: opPath(e, op),
      handler: async (req) => {
        await requirePermission(ctx, req, codes.view);
        const page = await pageRows(ctx, model, req, op);
        return ok(req, { ...page, records: page.records.map((r) => masked(r, props)) });
      },
    });
  routes.add({
    method: 'GET',
    url: opPath(e, 'detail'),
    handler: async (req) => {
      await requirePermission(ctx, req, codes.view);
      return ok(req, masked(await detailRow(ctx, model, req), props));
    },
  });
  routes.add({
    method: 'POST',
    url: opPath(e, 'submit'),
    handler: async (req) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      await requirePermission(ctx, req, hasId(body) ? codes.edit : codes.add);
      keepStoredSecrets(req, props);
      await submitRow(ctx, model, req);
      return done(req);
    },
  });
}

export function registerSecretRoutes(ctx: ServerContext, routes: RouteTable): void {
  for (const { entity, props } of SECRETS) {
    const model = ctx.models.get(entity);
    if (model) register(ctx, routes, model, props);
  }
}
