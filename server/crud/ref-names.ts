/**
 * The names a screen shows its references with, read through that screen (`refBy=<screen entity>` on a
 * list or page call of the referenced entity; a contract extension, BladeX ignores it).
 *
 * Why: a screen's rows name rows of other entities (an order's merchant and store), and its search picks
 * them by name. Who may view the screen may read those names, whether or not their roles list the
 * referenced entity's own screen: a store clerk reads the orders of their store, not the merchants' tables
 * (engine/schema/screen-access.ts: the read-only lookups a screen shows its rows with follow its view
 * grant). Such a read answers only what a picker needs — the id, the label, the value, the column that
 * marks a row pickable, what a linked field narrows by, the tenant and the tree's parent — and keeps the
 * referenced entity's tenant and data scope. A caller who may view the referenced screen itself gets the
 * plain answer; `refBy` then changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Column, EntitySchema } from '../../engine/schema';
import { treeParentProp } from '../../engine/schema/resolve';
import type { ServerContext } from '../kernel/http/context';
import type { EntityModel } from '../kernel/model';

/** The query parameter naming the screen a names read is made for. */
const REF_BY = 'refBy';

/** The referencing screen's columns that name the model's entity (by `ref`), or none. */
function referencingColumns(ctx: ServerContext, model: EntityModel, by: unknown): Column[] {
  if (typeof by !== 'string' || !by) return [];
  const via = ctx.registry.entity(by);
  return via && via.name !== model.schema.name ? via.columns.filter((c) => c.ref?.schema === model.schema.name) : [];
}

/** What of a referenced row a picker and a cell need. */
function namesOf(e: EntitySchema, columns: Column[]): Set<string> {
  const keep = new Set(['id', 'tenantId', 'children']);
  if (e.tree) keep.add(treeParentProp(e));
  for (const c of columns) {
    keep.add(c.ref!.label);
    keep.add(c.ref!.value ?? 'id');
    if (c.ref!.active) keep.add(c.ref!.active.prop);
    if (c.options?.match) keep.add(c.options.match);
  }
  return keep;
}

/** Requests answered with names only, and which props those are. */
const namesOnly = new WeakMap<FastifyRequest, Set<string>>();

/**
 * The code a list read of `model` needs when it is made for a referencing screen the caller may view while
 * the referenced screen is not theirs: that screen's view (a dotted name, server/access `holds`), and the
 * answer is then cut to names. Undefined: no such read, the usual code applies.
 */
export async function namesReadCode(ctx: ServerContext, model: EntityModel, req: FastifyRequest, ownCode: string) {
  const by = (req.query as Record<string, unknown> | undefined)?.[REF_BY];
  const columns = referencingColumns(ctx, model, by);
  if (!columns.length || (await ctx.access.has(req, ownCode))) return undefined;
  namesOnly.set(req, namesOf(model.schema, columns));
  return by as string;
}

/** The rows as this request may see them: cut to names when it was a names read, whole otherwise. */
export function cutToNames(req: FastifyRequest, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const keep = namesOnly.get(req);
  if (!keep) return rows;
  const cut = (row: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const k of keep)
      if (k in row)
        out[k] = k === 'children' && Array.isArray(row[k]) ? (row[k] as Record<string, unknown>[]).map(cut) : row[k];
    return out;
  };
  return rows.map(cut);
}
