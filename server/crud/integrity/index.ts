/**
 * The integrity rules every schema gets (docs/integrity.md), as the generic write path calls them:
 *
 * - before a row is written: its dictionary values, its references (live rows of its own tenant), the
 *   props it inherits from its owning parent — `tenantOfNewRow` has already put a new row in its parent's
 *   tenant;
 * - after: the totals of the headers whose lines it is, recomputed in the same transaction, and the
 *   invariants of the row and of those headers (a write that breaks one rolls back).
 *
 * A module that writes rows itself calls `linesChanged` (or `refreshTotals`, `checkInvariants`) the same way.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../kernel/db/database';
import type { ServerContext } from '../../kernel/http/context';
import type { EntityModel, ModelSet } from '../../kernel/model';
import type { Row } from '../convert';
import { badRequest } from '../../kernel/http/errors';
import { dictionaryProblems } from './dictionaries';
import { checkInvariants } from './invariants';
import { inherit, parentRow, referenceProblems } from './references';
import { headersOf, refreshTotals } from './totals';
import type { WriteFacts } from './write-facts';

export { tenantOfNewRow } from './references';
export { writeFacts } from './write-facts';
export { checkInvariants } from './invariants';
export { modelsOf, refreshTotals } from './totals';

/** Before a generic insert or update: dictionaries, references, inherited props (into `w.values`). */
export async function checkWrite(ctx: ServerContext, req: FastifyRequest, w: WriteFacts, owner?: Row): Promise<void> {
  // One refusal naming every bad field (as the body's validation does): dictionaries, then references.
  const problems = [...(await dictionaryProblems(ctx, w)), ...(await referenceProblems(ctx, w))];
  if (problems.length)
    throw badRequest({ zh: problems.map((p) => p.zh).join('；'), en: problems.map((p) => p.en).join('; ') });
  const spec = w.model.schema.owner;
  if (!spec) return;
  const parent = ctx.models.get(spec.schema);
  let row = owner;
  if (!row && w.written.some((p) => p.column.prop === spec.prop))
    row = (await parentRow(ctx, w.model, req, w.body))?.row;
  inherit(w.model, parent, row, w.values);
}

/**
 * Rows of `model` changed (as stored before and after; a removal has no after, an insert no before):
 * recompute the totals they are lines of, then check the invariants of those headers and of the rows.
 */
export async function linesChanged(
  db: Db,
  models: ModelSet,
  model: EntityModel,
  before: Row[],
  after: Row[],
): Promise<void> {
  // A new header starts with its totals made (0, or what lines already name it).
  if (!before.length && model.schema.totals?.length) {
    const key = model.field(model.schema.totals[0].headerKey ?? 'id')!.dbName;
    await refreshTotals(
      db,
      models,
      model.name,
      after.map((r) => r[key]),
    );
  }
  for (const [header, keys] of headersOf(models, model, [...before, ...after])) {
    await refreshTotals(db, models, header, keys);
    const h = models.get(header);
    await checkInvariants(db, h, keys, h?.schema.totals?.[0]?.headerKey ?? 'id');
  }
  await checkInvariants(
    db,
    model,
    after.map((r) => r.id),
  );
}

/** After a generic write, in its transaction. */
export const afterWrite = (ctx: ServerContext, model: EntityModel, before: Row[], after: Row[]): Promise<void> =>
  linesChanged(ctx.database.db, ctx.models, model, before, after);
