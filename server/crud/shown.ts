/**
 * The rows of a read on their way out, through the entity's `afterRead` hooks (a secret masked, display
 * names added for the page), the server's own name as an operator in the reader's language
 * (engine/schema/actor.ts), then with personal data masked for a caller without the reveal grant
 * (./personal.ts). Shared by the generic reads and the special list routes that page rows themselves (e.g.
 * the user lists), so every list of an entity shows the same fields.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import type { EntityModel } from '../kernel/model';
import { actorRows } from '../../engine/schema/actor';
import { personalShown } from './personal';

export async function shown<T extends Record<string, unknown>>(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  op: 'list' | 'detail',
  rows: T[],
): Promise<T[]> {
  // Skipped outright for the many entities without hooks: no promise chain per read.
  const read = ctx.hooks.has(model, 'afterRead') ? ((await ctx.hooks.read({ req, model, op, rows })) as T[]) : rows;
  // Personal data masked last, so no hook's copy of a row escapes it.
  return personalShown(ctx, model, req, actorRows(model.schema, read, req.lang));
}
