/**
 * Region endpoints (spec §7 "Region": list, lazy-tree (parentCode), detail (code), remove (id), submit).
 * Regions are keyed by code, so every op is served here instead of by the generic id-keyed handlers; on
 * the wire a region's `id` is its code, which lets the console's generic lazy tree table drive it.
 *
 * - `lazy-tree?parentCode=` (or `parentId=`, what the console sends): one level with `hasChildren`, plus
 *   the picker fields `title`, `key`, `value`. Search params (`name`, `code`...) filter the level.
 * - `list` / `page`: paged rows, searchable, optionally one level (`parentCode`). `tree`: the whole tree.
 * - `detail?code=` (or `?id=`): one region, 404 when unknown.
 * - `submit`: insert without `id` (the code must be new; the parent must exist; at most 5 levels), update
 *   with `id` = the code, or without `id` when the body's `code` exists (BladeX keys regions by code, and
 *   Saber's form sends none); a body whose parentCode is its `id` with another code is Saber's 新增下级
 *   (the picked region's detail kept): a child keyed by its code; under a province Saber prefixes both
 *   codes with `00` (see unrootedBody). Code and parent never change. Level, ancestors and the province …
 *   village codes and names are derived from the parent on every write.
 * - `remove?id=<code>` (BladeX) or `?ids=a,b`: refused (400) while a region has children not removed with it.
 * Button codes: region_view, region_add, region_edit, region_delete.
 */
import type { FastifyRequest } from 'fastify';
import { coerceQuery, querySchema } from '../../../engine/schema/validation';
import { allOf, searchFilters, type Filter } from '../../../server/crud/conditions';
import { selectColumns, toDb, toWire, type Row } from '../../../server/crud/convert';
import { orderOf } from '../../../server/crud/read';
import { auditValues } from '../../../server/crud/rows';
import { nest } from '../../../server/crud/tree';
import { check, objectBody, queryOf } from '../../../server/crud/validate';
import { hasId, submitBody } from '../../../server/crud/write';
import { isWritable } from '../../../engine/schema/validation';
import { crudPermissions } from '../../../engine/schema/resolve';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/kernel/model';
import { derivedValues, isRootCode, MAX_LEVEL, REGION_TABLE, ROOT_CODE } from './region-store';

const BASE = '/api/blade-system/region';
const CODE = /^[0-9]{1,12}$/;

const text = {
  code: { zh: '请提供合法的区划编号(code)', en: 'Please give a valid region code (code)' },
  exists: { zh: '区划编号已存在', en: 'This region code already exists' },
  noParent: { zh: '上级区划不存在(parentCode)', en: 'The parent region does not exist (parentCode)' },
  tooDeep: { zh: `区划最多 ${MAX_LEVEL} 级`, en: `Regions go at most ${MAX_LEVEL} levels deep` },
  hasChildren: { zh: '请先删除下级区划', en: 'Remove the child regions first' },
};

/** A code parameter: undefined when absent, 400 when malformed. */
function codeParam(v: unknown): string | undefined {
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !CODE.test(v)) throw badRequest(text.code);
  return v;
}

export function registerRegionRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = modelOf(ctx.models, 'system.region');
  const perm = crudPermissions(model.schema);
  const { db } = ctx.database;
  const wire = (r: Row): Row => ({ ...toWire(model, r), id: String(r.code) });
  const byCode = (code: string) => db.selectFrom(REGION_TABLE).selectAll().where('code', '=', code).executeTakeFirst();

  /** Validated search params (without the parent params) → filters, the order and the paging values. */
  const searchOf = (req: FastifyRequest, op: 'list' | 'lazy' | 'tree') => {
    const { parentCode, parentId, ...raw } = queryOf(req);
    const parent = codeParam(parentCode) ?? codeParam(parentId);
    const query = coerceQuery(model.schema, raw);
    check(req, model.schema, `region:${op}`, () => querySchema(model.schema, op), query);
    const skip = new Set(['ascs', 'descs', 'current', 'size']);
    const filters: Filter[] = searchFilters(model, query, ctx.database.dialect, skip);
    return { query, filters, parent, hasParent: parentCode !== undefined || parentId !== undefined };
  };
  const underParent = (parent: string | undefined): Filter =>
    isRootCode(parent)
      ? (eb) => eb('parent_code', 'in', ['', '0', ROOT_CODE])
      : (eb) => eb('parent_code', '=', parent!);

  const lazyTree = async (req: FastifyRequest) => {
    const { query, filters, parent } = searchOf(req, 'lazy');
    let q = db
      .selectFrom(REGION_TABLE)
      .select(selectColumns(model))
      .where(allOf([...filters, underParent(parent)]));
    for (const [col, dir] of orderOf(model, query)) q = q.orderBy(col, dir);
    const rows = await q.execute();
    const codes = rows.map((r) => String(r.code));
    const parents = new Set<string>();
    if (codes.length) {
      const kids = await db
        .selectFrom(REGION_TABLE)
        .select('parent_code')
        .distinct()
        .where('parent_code', 'in', codes)
        .execute();
      for (const k of kids) parents.add(String(k.parent_code));
    }
    return ok(
      req,
      rows.map((r) => ({
        ...wire(r),
        title: String(r.name ?? ''),
        key: String(r.code),
        value: String(r.code),
        hasChildren: parents.has(String(r.code)),
      })),
    );
  };

  const page = async (req: FastifyRequest) => {
    const { query, filters, parent, hasParent } = searchOf(req, 'list');
    const where = allOf(hasParent ? [...filters, underParent(parent)] : filters);
    const current = (query.current as number | undefined) ?? 1;
    const size = (query.size as number | undefined) ?? 10;
    let q = db.selectFrom(REGION_TABLE).select(selectColumns(model)).where(where);
    for (const [col, dir] of orderOf(model, query)) q = q.orderBy(col, dir);
    const rows = await q
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    const count = await db
      .selectFrom(REGION_TABLE)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(where)
      .executeTakeFirst();
    const total = Number(count?.n ?? 0);
    return ok(req, { records: rows.map(wire), total, size, current, pages: Math.ceil(total / size) });
  };

  const tree = async (req: FastifyRequest) => {
    const { query, filters } = searchOf(req, 'tree');
    let q = db.selectFrom(REGION_TABLE).select(selectColumns(model)).where(allOf(filters));
    for (const [col, dir] of orderOf(model, query)) q = q.orderBy(col, dir);
    return ok(req, nest((await q.execute()).map(wire), 'id', 'parentCode'));
  };

  const detail = async (req: FastifyRequest) => {
    const q = queryOf(req);
    const code = codeParam(q.code) ?? codeParam(q.id);
    if (!code) throw badRequest(text.code);
    const row = await byCode(code);
    if (!row) throw notFound();
    return ok(req, wire(row));
  };

  /** DB values of the props the user may write in this mode. */
  const userValues = (body: Record<string, unknown>, mode: 'add' | 'edit'): Row => {
    const out: Row = {};
    for (const f of model.fields)
      if (f.column && isWritable(model.schema, f, mode) && Object.hasOwn(body, f.prop))
        out[f.dbName] = toDb(f, body[f.prop]);
    return out;
  };

  const parentRow = async (code: unknown): Promise<Row | undefined> => {
    if (isRootCode(code)) return undefined;
    const parent = await byCode(String(code));
    if (!parent) throw badRequest(text.noParent);
    if (Number(parent.level ?? 0) >= MAX_LEVEL) throw badRequest(text.tooDeep);
    return parent;
  };

  /**
   * Saber's 新增下级 on a province: picking it ran Saber's watcher `code = parentCode + subCode`, so the
   * form's code became `00` + the province's code, and the child is posted with that as its parentCode and
   * as its code's prefix (province `33`, typed `01`: parentCode `0033`, code `003301`). No real code starts
   * with `00`, so such a body (the province's `id` kept) means parent `33`, code `3301`.
   */
  const unrootedBody = (raw: Record<string, unknown>): Record<string, unknown> => {
    if (!hasId(raw) || typeof raw.parentCode !== 'string' || typeof raw.code !== 'string') return raw;
    const id = String(raw.id);
    const prefixed = ROOT_CODE + id;
    if (raw.parentCode !== prefixed || !raw.code.startsWith(prefixed) || raw.code === prefixed) return raw;
    return { ...raw, parentCode: id, code: raw.code.slice(ROOT_CODE.length) };
  };

  /**
   * The code a submit edits: its `id` (our wire form) or, as BladeX keys regions by code, the `code` of a
   * body without id when that region exists (Saber's region form sends no id). Undefined: an insert.
   */
  const editedCode = async (raw: Record<string, unknown>): Promise<string | undefined> => {
    const code = typeof raw.code === 'string' && CODE.test(raw.code) ? raw.code : undefined;
    if (hasId(raw)) {
      const id = String(raw.id);
      // Saber's 新增下级 keeps the picked region's detail, its `id` too, and sets parentCode to that region
      // and a new code: a child of the id's region, keyed by its own code (BladeX's key), not an edit.
      const childOfId = code !== undefined && code !== id && String(raw.parentCode ?? '') === id;
      if (!childOfId) return id;
    }
    return code && (await byCode(code)) ? code : undefined;
  };

  const submit = async (req: FastifyRequest) => {
    const raw = unrootedBody(objectBody(req.body));
    const edited = await editedCode(raw);
    if (edited === undefined) {
      const body = submitBody(req, model, raw, 'add');
      const code = String(body.code);
      if (await byCode(code)) throw badRequest(text.exists);
      const parent = await parentRow(body.parentCode);
      const values = { ...userValues(body, 'add'), ...derivedValues(parent, code, String(body.name)) };
      await db
        .insertInto(REGION_TABLE)
        .values({ ...values, ...auditValues(model, req, 'insert'), status: 1 })
        .execute();
      return done(req);
    }
    const code = codeParam(edited);
    const row = code && (await byCode(code));
    if (!row) throw notFound();
    // Validate with the stored row id: the code travels as `id` on the wire, the schema expects the key.
    const body = submitBody(req, model, { ...raw, id: Number(row.id) }, 'edit');
    const parent = await parentRow(row.parent_code);
    const name = typeof body.name === 'string' ? body.name : String(row.name ?? '');
    const values = { ...userValues(body, 'edit'), ...derivedValues(parent, String(row.code), name) };
    await db
      .updateTable(REGION_TABLE)
      .set({ ...values, ...auditValues(model, req, 'update') })
      .where('id', '=', row.id as number)
      .execute();
    return done(req);
  };

  const remove = async (req: FastifyRequest) => {
    const q = queryOf(req);
    const list = typeof q.ids === 'string' ? q.ids.split(',').map((s) => s.trim()) : [q.id];
    const codes = [...new Set(list.map((c) => codeParam(c)).filter((c): c is string => !!c))];
    if (!codes.length || codes.length !== list.length) throw badRequest(text.code);
    if (codes.length > 1000) throw badRequest({ zh: '一次最多删除 1000 条', en: 'At most 1000 records at once' });
    await ctx.database.transaction(async (trx) => {
      const found = await trx.selectFrom(REGION_TABLE).select('code').where('code', 'in', codes).execute();
      if (found.length !== codes.length) throw notFound();
      const child = await trx
        .selectFrom(REGION_TABLE)
        .select('code')
        .where('parent_code', 'in', codes)
        .where('code', 'not in', codes)
        .limit(1)
        .executeTakeFirst();
      if (child) throw badRequest(text.hasChildren);
      await trx.deleteFrom(REGION_TABLE).where('code', 'in', codes).execute();
    });
    return done(req);
  };

  const view = perm.view;
  routes.add({ method: 'GET', url: `${BASE}/lazy-tree`, access: view, handler: lazyTree });
  routes.add({ method: 'GET', url: `${BASE}/lazy-list`, access: view, handler: lazyTree });
  routes.add({ method: 'GET', url: `${BASE}/list`, access: view, handler: page });
  routes.add({ method: 'GET', url: `${BASE}/page`, access: view, handler: page });
  routes.add({ method: 'GET', url: `${BASE}/tree`, access: view, handler: tree });
  routes.add({ method: 'GET', url: `${BASE}/detail`, access: view, handler: detail });
  routes.add({
    method: 'POST',
    url: `${BASE}/submit`,
    // Editing sends the row's code as `id` (or, from Saber, an existing code); a new region has neither. A
    // malformed body is the handler's 400, after the permission check (a caller without the code learns
    // nothing about the body's rules).
    access: async (req) => {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      return (await editedCode(unrootedBody(body as Record<string, unknown>))) !== undefined ? perm.edit : perm.add;
    },
    handler: submit,
  });
  routes.add({ method: 'POST', url: `${BASE}/remove`, access: perm.delete, handler: remove });
}
