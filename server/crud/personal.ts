/**
 * Personal data on the way out (schema column `mask`: a phone, an identity card number, issue 35): every
 * generic list, tree, detail and export sends it masked (`138****1234`) unless the caller holds the screen's
 * reveal grant (`<permission>_reveal`, engine/schema/mask.ts). Done here rather than in the browser, so a
 * masked number is never on the wire; an edit that sends the mask back keeps the stored value
 * (`keepStoredPersonal`).
 */
import type { FastifyRequest } from 'fastify';
import { isMaskedValue, maskRows, maskedColumns, revealPermission } from '../../engine/schema/mask';
import type { ServerContext } from '../kernel/http/context';
import type { EntityModel } from '../kernel/model';

/** The rows as this caller may read them: masked without the reveal grant. */
export async function personalShown<T extends Record<string, unknown>>(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  rows: T[],
): Promise<T[]> {
  if (!maskedColumns(model.schema).length) return rows;
  if (req.auth && (await ctx.access.has(req, revealPermission(model.schema)))) return rows;
  return maskRows(model.schema, rows);
}

/** An update body without the masked values it sends back (so the stored ones stay). */
export function keepStoredPersonal(model: EntityModel, body: Record<string, unknown>): Record<string, unknown> {
  const props = maskedColumns(model.schema)
    .map((c) => c.prop)
    .filter((p) => Object.hasOwn(body, p) && isMaskedValue(body[p]));
  if (!props.length) return body;
  const out = { ...body };
  for (const p of props) delete out[p];
  return out;
}
