/**
 * A row lives in one tenant and references only rows of that tenant (docs/integrity.md). Every reference
 * column — `ref`, `refersTo`, the owner prop — takes only ids of live rows of the target (within its fixed
 * scope) and, when both keep tenants, of the writing row's tenant. The owning parent also gives a new row
 * its tenant: the platform administrator, who writes across tenants, writes a child into its parent's.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { referencedValues, referenceOf } from '../../../engine/schema/integrity';
import type { Db } from '../../kernel/db/database';
import type { ServerContext } from '../../kernel/http/context';
import { badRequest } from '../../kernel/http/errors';
import type { EntityModel } from '../../kernel/model';
import { allOf, baseFilters, eq } from '../conditions';
import { toDb, type Row } from '../convert';
import { insertTenantOf } from '../tenant-target';
import { newValues } from './dictionaries';
import { integrityText } from './texts';
import type { WriteFacts } from './write-facts';

/** Of these values, the ones that are not live rows of `target` (in `tenantId` when given). */
export async function missingRows(
  db: Db,
  target: EntityModel,
  valueProp: string,
  values: string[],
  tenantId: string | undefined,
): Promise<string[]> {
  const field = target.field(valueProp);
  if (!field || !values.length) return [];
  // A value the column could not hold (text for an id, an id past 2^53) is no row, and is never sent to SQL.
  const usable = (x: unknown) =>
    x !== null && (typeof x !== 'number' || field.dbType === 'decimal' || Number.isSafeInteger(x));
  const bound = values.map((v) => ({ v, db: toDb(field, v) })).filter((b) => usable(b.db));
  if (!bound.length) return values;
  let q = db
    .selectFrom(target.table)
    .select(field.dbName)
    .where(
      field.dbName,
      'in',
      bound.map((b) => b.db),
    );
  if (target.softDelete) q = q.where('is_deleted', '=', 0);
  if (target.tenant && tenantId !== undefined) q = q.where('tenant_id', '=', tenantId);
  for (const { field: f, value } of target.scope) q = q.where(eq(f, value));
  const found = new Set((await q.execute()).map((r) => String(r[field.dbName])));
  const present = new Set(bound.filter((b) => found.has(String(b.db))).map((b) => b.v));
  return values.filter((v) => !present.has(v));
}

/** What is wrong with the reference columns whose new values are not live rows of the row's tenant. */
export async function referenceProblems(ctx: ServerContext, w: WriteFacts): Promise<I18nText[]> {
  const out: I18nText[] = [];
  for (const { column, label } of w.written) {
    const ref = referenceOf(w.model.schema, column);
    const target = ref && ctx.models.get(ref.schema);
    if (!ref || !target) continue;
    const added = newValues(column, w.body[column.prop], w.before?.[w.dbName(column.prop)]).filter(
      (v) => referencedValues(column, ref, v).length,
    );
    const tenantId = target.tenant ? w.tenantId : undefined;
    const missing = await missingRows(ctx.database.db, target, ref.value, added, tenantId);
    if (missing.length) out.push(integrityText.noSuchRow(label, target.schema.title, missing, tenantId));
  }
  return out;
}

/** The owning parent a body names, among the rows the caller reaches; 400 naming the owner prop if none. */
export async function parentRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  body: Record<string, unknown>,
): Promise<{ parent: EntityModel; row: Row } | undefined> {
  const owner = model.schema.owner;
  const parent = owner && ctx.models.get(owner.schema);
  const field = owner && model.field(owner.prop);
  if (!owner || !parent || !field?.column) return undefined;
  const [value] = referencedValues(
    field.column,
    { schema: owner.schema, value: owner.value ?? 'id' },
    body[owner.prop],
  );
  if (value === undefined) return undefined;
  const key = parent.field(owner.value ?? 'id')!;
  const row = await ctx.database.db
    .selectFrom(parent.table)
    .selectAll()
    .where(allOf([...baseFilters(parent, req.auth), eq(key, toDb(key, value))]))
    .executeTakeFirst();
  if (!row) {
    const access = req.auth?.access;
    const tenant = parent.tenant ? (access?.platformAdmin ? access.tenantView : req.auth?.tenantId) : undefined;
    throw badRequest(integrityText.noSuchRow(field.label, parent.schema.title, [value], tenant));
  }
  return { parent, row };
}

/**
 * The tenant a new row goes to: its owning parent's when the schema declares one (a different `tenantId`
 * named by the platform administrator is refused), else the caller's or the administrator's choice.
 */
export async function tenantOfNewRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  body: Record<string, unknown>,
  raw: Record<string, unknown>,
): Promise<{ tenantId: string; owner?: Row }> {
  const found = await parentRow(ctx, model, req, body);
  if (!model.tenant) return { tenantId: '', owner: found?.row };
  if (!found?.parent.tenant) return { tenantId: await insertTenantOf(ctx, req, raw), owner: found?.row };
  const tenantId = String(found.row.tenant_id);
  const asked = raw.tenantId;
  if (req.auth?.access?.platformAdmin && typeof asked === 'string' && asked !== '' && asked !== tenantId) {
    const label = model.field(model.schema.owner!.prop)!.label;
    throw badRequest(integrityText.parentTenant(label, tenantId));
  }
  return { tenantId, owner: found.row };
}

/** Copy the props the schema inherits from the owning parent into the values about to be written. */
export function inherit(
  model: EntityModel,
  parent: EntityModel | undefined,
  owner: Row | undefined,
  values: Row,
): void {
  const spec = model.schema.owner?.inherit;
  if (!spec || !parent || !owner) return;
  for (const [to, from] of Object.entries(spec)) {
    const target = model.field(to);
    const source = parent.field(from);
    if (target && source) values[target.dbName] = owner[source.dbName];
  }
}
