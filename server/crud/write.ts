/**
 * Generic writes: `submit` (insert when the body has no id, update otherwise) and `remove` (soft delete
 * when the schema says so). Order of checks: validation (400) → tenant + scope (404) → sealed (400) →
 * tree and uniqueness (400) → write. The caller's button permission is checked before, by the route.
 */
import type { FastifyRequest } from 'fastify';
import { coerceBody, isPassword, isWritable, removeSchema, submitSchema } from '../../engine/schema/validation';
import { hashTypedPassword } from '../auth/password';
import type { ServerContext } from '../http/context';
import { beforeInsert } from '../system/tenant-quota';
import { badRequest } from '../http/errors';
import { insertTenantOf } from '../system/tenant-target';
import { allOf, baseFilters, eq, tenantFilters } from './conditions';
import { toDb, type Row } from './convert';
import type { EntityModel } from './model';
import { auditValues, checkParent, loadRows, refuseLiveChildren, refuseSealed } from './rows';
import { check, objectBody, queryOf } from './validate';

const exists = (label: { zh: string; en: string }) => ({ zh: `${label.zh}已存在`, en: `${label.en} already exists` });

export const hasId = (body: Record<string, unknown>) => body.id !== undefined && body.id !== null && body.id !== '';

/** Validated body of a submit, in the given mode. */
export function submitBody(
  req: FastifyRequest,
  model: EntityModel,
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
) {
  const coerced = coerceBody(model.schema, body, mode);
  check(req, model.schema, `submit:${mode}`, () => submitSchema(model.schema, mode), coerced);
  return coerced;
}

/** DB values of the props this write may set. */
async function columnValues(model: EntityModel, body: Record<string, unknown>, mode: 'add' | 'edit'): Promise<Row> {
  const out: Row = {};
  for (const f of model.fields) {
    const writable = isWritable(model.schema, f, mode);
    // On insert, columns the client may not write still get their schema default (coerceBody put it in).
    const defaulted = mode === 'add' && !writable && !f.system && f.column?.default !== undefined;
    if (!(writable || defaulted) || !Object.hasOwn(body, f.prop)) continue;
    const v = body[f.prop];
    out[f.dbName] = isPassword(f.column) && typeof v === 'string' && v !== '' ? await hashTypedPassword(v) : toDb(f, v);
  }
  for (const { field, value } of model.scope) if (mode === 'add') out[field.dbName] = toDb(field, value);
  return out;
}

/** 400 `{label}已存在` when another live row of the row's tenant holds a unique column's value. */
async function checkUnique(
  ctx: ServerContext,
  model: EntityModel,
  body: Record<string, unknown>,
  tenantId: string,
  selfId?: number,
) {
  const live = tenantFilters(model, tenantId);
  for (const f of model.fields) {
    if (!f.column?.unique || !Object.hasOwn(body, f.prop) || body[f.prop] === null || body[f.prop] === '') continue;
    let q = ctx.database.db
      .selectFrom(model.table)
      .select('id')
      .where(allOf([...live, eq(f, body[f.prop])]));
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    if (await q.limit(1).executeTakeFirst()) throw badRequest(exists(f.label));
  }
}

/** The parent a write sets (only when the parent prop is writable in this mode; else it does not change). */
function parentOf(model: EntityModel, body: Record<string, unknown>, mode: 'add' | 'edit'): number | undefined {
  const parent = model.tree?.parent;
  if (!parent || !isWritable(model.schema, parent, mode)) return undefined;
  const p = body[parent.prop];
  return p === undefined || p === null || p === '' ? undefined : Number(p);
}

export async function insertRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<number> {
  const body = submitBody(req, model, raw, 'add');
  const parent = parentOf(model, body, 'add');
  if (parent !== undefined) await checkParent(ctx, model, req.auth, parent);
  // The platform administrator may add to another tenant (body tenantId); everyone else to their own.
  const tenantId = model.tenant ? await insertTenantOf(ctx, req, raw) : '';
  await checkUnique(ctx, model, body, tenantId);
  const values: Row = { ...(await columnValues(model, body, 'add')), ...auditValues(model, req, 'insert') };
  if (model.tree && values[model.tree.parent.dbName] == null) values[model.tree.parent.dbName] = 0;
  if (model.tenant) values.tenant_id = tenantId;
  if (model.softDelete) values.is_deleted = 0;
  if (model.audit && values.status == null) values.status = 1;
  // Tenant settings that limit inserts (the account quota of blade_user).
  await beforeInsert(ctx.database.db, model.table, values);
  const inserted = await ctx.database.db
    .insertInto(model.table)
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<void> {
  const body = submitBody(req, model, raw, 'edit');
  const id = body.id as number;
  const rows = await loadRows(ctx, model, req.auth, [id]);
  refuseSealed(model, rows, 'edit');
  const parent = parentOf(model, body, 'edit');
  if (parent !== undefined) await checkParent(ctx, model, req.auth, parent, id);
  await checkUnique(ctx, model, body, String(rows[0].tenant_id ?? req.auth?.tenantId ?? ''), id);
  const values: Row = { ...(await columnValues(model, body, 'edit')), ...auditValues(model, req, 'update') };
  if (!Object.keys(values).length) return;
  await ctx.database.db
    .updateTable(model.table)
    .set(values)
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', '=', id)]))
    .execute();
}

/** `submit`: insert without id, update with one. */
export async function submitRow(ctx: ServerContext, model: EntityModel, req: FastifyRequest): Promise<void> {
  const body = objectBody(req.body);
  if (hasId(body)) await updateRow(ctx, model, req, body);
  else await insertRow(ctx, model, req, body);
}

/** Parse and validate `ids=1,2,3`. */
export function idsOf(req: FastifyRequest, model: EntityModel): number[] {
  const query = queryOf(req);
  check(req, model.schema, 'remove', () => removeSchema(model.schema), query);
  const ids = [...new Set(String(query.ids).split(',').map(Number))];
  if (ids.length > 1000)
    throw badRequest({ zh: '一次最多删除 1000 条', en: 'At most 1000 records can be removed at once' });
  return ids;
}

export async function removeIds(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  ids: number[],
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const rows = await loadRows(ctx, model, req.auth, ids, trx);
    refuseSealed(model, rows, 'remove');
    await refuseLiveChildren(ctx, model, req.auth, ids, trx);
    const where = allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]);
    if (model.softDelete)
      await trx
        .updateTable(model.table)
        .set({ is_deleted: 1, ...auditValues(model, req, 'update') })
        .where(where)
        .execute();
    else await trx.deleteFrom(model.table).where(where).execute();
  });
}
