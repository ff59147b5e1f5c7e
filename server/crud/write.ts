/**
 * Generic writes: `submit` (insert when the body has no id, update otherwise) and `remove` (soft delete
 * when the schema says so). Order of checks: validation (400) → tenant + scope (404) → sealed (400) →
 * tree and uniqueness (400) → `before*` hooks → write → `after*` hooks, the checks, hooks and write in one
 * transaction (server/kernel/hooks.ts). The caller's button permission is checked before, by the route.
 */
import type { FastifyRequest } from 'fastify';
import { text } from '../../engine/schema/resolve';
import {
  coerceBody,
  isEncryptedSecret,
  isPassword,
  isWritable,
  removeSchema,
  submitSchema,
} from '../../engine/schema/validation';
import { isEmpty } from '../../engine/schema/validators';
import { keepStoredSecrets } from './secrets';
import { keepStoredPersonal } from './personal';
import type { ServerContext } from '../kernel/http/context';
import { badRequest } from '../kernel/http/errors';
import { afterWrite, checkWrite, tenantOfNewRow, writeFacts } from './integrity';
import { allOf, baseFilters, eq, tenantFilters } from './conditions';
import { toDb, toWire, type Row } from './convert';
import { rangeProblems } from '../../engine/schema/value-checks';
import type { EntityModel } from '../kernel/model';
import { auditValues, checkParent, loadRows, refuseLiveChildren, refuseSealed } from './rows';
import { check, checkBody, objectBody, queryOf } from './validate';
import { applyLinkage } from './linkage';

const exists = (label: { zh: string; en: string }) => ({ zh: `${label.zh}已存在`, en: `${label.en} already exists` });

export const hasId = (body: Record<string, unknown>) => body.id !== undefined && body.id !== null && body.id !== '';

/**
 * Validated body of a submit, in the given mode. Props the schema does not know are dropped (BladeX binds
 * bodies ignoring unknown properties); on edit, a secret sent back masked or empty means "unchanged".
 */
export function submitBody(
  req: FastifyRequest,
  model: EntityModel,
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
) {
  const coerced = coerceBody(model.schema, mode === 'edit' ? keepStoredPersonal(model, keepStoredSecrets(model, body)) : body, mode);
  return checkBody(req, model.schema, `submit:${mode}`, () => submitSchema(model.schema, mode), coerced);
}

/** DB values of the props this write may set. */
async function columnValues(
  ctx: ServerContext,
  model: EntityModel,
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
  forced: ReadonlySet<string> = new Set(),
): Promise<Row> {
  const out: Row = {};
  for (const f of model.fields) {
    // Computed values (field linkage) are written although no client may write them.
    const writable = isWritable(model.schema, f, mode) || forced.has(f.prop);
    // On insert, columns the client may not write still get their schema default (coerceBody put it in).
    const defaulted = mode === 'add' && !writable && !f.system && f.column?.default !== undefined;
    if (!(writable || defaulted) || !Object.hasOwn(body, f.prop)) continue;
    const v = body[f.prop];
    if (isPassword(f.column) && typeof v === 'string' && v !== '') out[f.dbName] = await ctx.hashPassword(v);
    else if (isEncryptedSecret(f.column) && typeof v === 'string' && v !== '') out[f.dbName] = ctx.secrets.encrypt(v);
    else out[f.dbName] = toDb(f, v);
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
  const mode = selfId === undefined ? 'add' : 'edit';
  for (const f of model.fields) {
    if (!f.column?.unique || !Object.hasOwn(body, f.prop) || body[f.prop] === null || body[f.prop] === '') continue;
    // A prop this write ignores is not written, so it is not checked (nor sent to the database unvalidated).
    if (!isWritable(model.schema, f, mode)) continue;
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

/**
 * A row never goes in without what its schema requires — also the columns a client cannot write (rows the
 * server writes elsewhere, e.g. attachments by put-file): a generic insert of such a schema is a 400
 * naming them, never a row of NULLs.
 */
function refuseMissingRequired(req: FastifyRequest, model: EntityModel, values: Row): void {
  const missing = model.fields.filter((f) => f.column?.rules?.some((r) => r.required) && isEmpty(values[f.dbName]));
  if (!missing.length) return;
  const parts = missing.map((f) => {
    const rule = f.column!.rules!.find((r) => r.required)!;
    return `${text(f.label, req.lang)}: ${text(rule.message, req.lang)}`;
  });
  throw badRequest(parts.join(req.lang === 'en' ? '; ' : '；'));
}

/** A date range (a `date-range` column and its `rangeEnd`) may not end before it starts: the row as it will be. */
function refuseBadRanges(req: FastifyRequest, model: EntityModel, body: Record<string, unknown>, stored?: Row): void {
  const problems = rangeProblems(model.schema.columns, { ...(stored ? toWire(model, stored) : {}), ...body });
  if (problems.length) throw badRequest(problems.map((p) => text(p.message, req.lang)).join(req.lang === 'en' ? '; ' : '；'));
}

export async function insertRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<number> {
  const submitted = submitBody(req, model, raw, 'add');
  return ctx.database.transaction(async () => {
    const parent = parentOf(model, submitted, 'add');
    if (parent !== undefined) await checkParent(ctx, model, req.auth, parent);
    // The owning parent's tenant; else the platform administrator's choice (body tenantId), or the caller's.
    const { tenantId, owner } = await tenantOfNewRow(ctx, model, req, submitted, raw);
    const { body, forced } = await applyLinkage(ctx, model, req, submitted, { mode: 'add', tenantId });
    refuseBadRanges(req, model, body);
    await checkUnique(ctx, model, body, tenantId);
    const values: Row = { ...(await columnValues(ctx, model, body, 'add', forced)), ...auditValues(model, req, 'insert') };
    await checkWrite(ctx, req, writeFacts(model, 'add', body, values, tenantId), owner);
    if (model.tree && values[model.tree.parent.dbName] == null) values[model.tree.parent.dbName] = 0;
    if (model.tenant) values.tenant_id = tenantId;
    if (model.softDelete) values.is_deleted = 0;
    if (model.audit && values.status == null) values.status = 1;
    refuseMissingRequired(req, model, values);
    await ctx.hooks.run('beforeInsert', { req, model, values });
    const inserted = await ctx.database.db
      .insertInto(model.table)
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await ctx.hooks.run('afterInsert', { req, model, id, values });
    await afterWrite(ctx, model, [], [{ ...values, id }]);
    return id;
  });
}

export async function updateRow(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<void> {
  const submitted = submitBody(req, model, raw, 'edit');
  const id = submitted.id as number;
  await ctx.database.transaction(async () => {
    const rows = await loadRows(ctx, model, req.auth, [id]);
    refuseSealed(model, rows, 'edit');
    const tenantId = String(rows[0].tenant_id ?? req.auth?.tenantId ?? '');
    const { body, forced } = await applyLinkage(ctx, model, req, submitted, { mode: 'edit', stored: rows[0], tenantId });
    refuseBadRanges(req, model, body, rows[0]);
    const parent = parentOf(model, body, 'edit');
    if (parent !== undefined) await checkParent(ctx, model, req.auth, parent, id);
    await checkUnique(ctx, model, body, tenantId, id);
    const values: Row = { ...(await columnValues(ctx, model, body, 'edit', forced)), ...auditValues(model, req, 'update') };
    if (!Object.keys(values).length) return;
    const before = rows[0];
    await checkWrite(ctx, req, writeFacts(model, 'edit', body, values, String(before.tenant_id ?? ''), before));
    await ctx.hooks.run('beforeUpdate', { req, model, id, before, values });
    await ctx.database.db
      .updateTable(model.table)
      .set(values)
      .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', '=', id)]))
      .execute();
    await ctx.hooks.run('afterUpdate', { req, model, id, before, values });
    await afterWrite(ctx, model, [before], [{ ...before, ...values }]);
  });
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
  await ctx.database.transaction(async (trx) => {
    const rows = await loadRows(ctx, model, req.auth, ids, trx);
    refuseSealed(model, rows, 'remove');
    await refuseLiveChildren(ctx, model, req.auth, ids, trx);
    await ctx.hooks.run('beforeRemove', { req, model, rows });
    const where = allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]);
    if (model.softDelete)
      await trx
        .updateTable(model.table)
        .set({ is_deleted: 1, ...auditValues(model, req, 'update') })
        .where(where)
        .execute();
    else await trx.deleteFrom(model.table).where(where).execute();
    await ctx.hooks.run('afterRemove', { req, model, rows });
    await afterWrite(ctx, model, rows, []);
  });
}
