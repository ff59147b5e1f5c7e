/**
 * Department trees beyond the generic ops (CONTRACT §3; spec §7 "Dept"):
 *
 * - `GET blade-system/dept/tree` — the whole tree of a tenant. Every node is a row (deptName, fullName...)
 *   AND a picker node (`title`, `key`, `value`, `hasChildren`), so one call feeds the dept table, the
 *   parent picker and the user screen's dept filter. Search params filter as in `list`.
 * - `GET blade-system/dept/lazy-tree?parentId=` — one level of picker nodes `{id, parentId, title, key,
 *   value, hasChildren}` (root: parentId 0 or absent).
 * - Both take `tenantId=`: honoured for the platform administrator only (tenant 000000, role administrator);
 *   anyone else gets their own tenant whatever they send.
 *
 * Access: a token plus `dept_view` or `user_view` — the dept screen and the user screen both show the tree.
 * `lazy-list?parentId` (rows, one level) and removal (refused while child depts live) are the generic ops.
 */
import type { FastifyRequest } from 'fastify';
import { coerceQuery, querySchema } from '../../../engine/schema/validation';
import { allOf, searchFilters, type Filter } from '../../../server/crud/conditions';
import { selectColumns, toWire, type Row } from '../../../server/crud/convert';
import { orderOf } from '../../../server/crud/read';
import { nest, type TreeNode } from '../../../server/crud/tree';
import { check, queryOf } from '../../../server/crud/validate';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/kernel/model';

const BASE = '/api/blade-system/dept';
const DEPT = 'system.dept';
const TENANT = /^[0-9A-Za-z]{1,12}$/;

/** The dept tree is shown by the dept screen and by the user screen. */
const TREE_ACCESS = ['dept_view', 'user_view'];

/** The tenant whose depts are read: `tenantId` for the platform administrator, else the caller's own. */
async function tenantOf(ctx: ServerContext, req: FastifyRequest, asked: unknown): Promise<string> {
  const own = req.auth?.tenantId ?? '';
  if (asked === undefined || asked === '') return own;
  if (typeof asked !== 'string' || !TENANT.test(asked))
    throw badRequest({ zh: '租户编号(tenantId)不合法', en: 'The tenant ID (tenantId) is not valid' });
  return (await ctx.access.isPlatformAdmin(req)) ? asked : own;
}

const pickerFields = (row: Row, labelProp: string) => {
  const id = String(row.id);
  return { title: String(row[labelProp] ?? ''), key: id, value: id };
};

function decorate(nodes: TreeNode[], labelProp: string): TreeNode[] {
  return nodes.map((n) => {
    const children = n.children ? decorate(n.children, labelProp) : undefined;
    return { ...n, ...pickerFields(n, labelProp), ...(children && { children }) };
  });
}

export function registerDeptRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = modelOf(ctx.models, DEPT);
  const { db } = ctx.database;
  const parent = model.tree!.parent;
  const labelProp = model.schema.tree!.labelProp;

  const read = async (req: FastifyRequest, op: 'tree' | 'lazy', extra: Filter[]) => {
    // Read `tenantId` from the raw query: queryOf may already have taken it out for the administrator.
    const { tenantId: asked } = (req.query ?? {}) as Record<string, unknown>;
    const raw = queryOf(req);
    delete raw.tenantId;
    const tenantId = await tenantOf(ctx, req, asked);
    const query = coerceQuery(model.schema, raw);
    check(req, model.schema, `query:${op}`, () => querySchema(model.schema, op), query);
    const skip = new Set(['ascs', 'descs', parent.prop]);
    const filters: Filter[] = [
      (eb) => eb('is_deleted', '=', 0),
      (eb) => eb('tenant_id', '=', tenantId),
      ...searchFilters(model, query, ctx.database.dialect, skip),
      ...extra,
    ];
    let q = db.selectFrom(model.table).select(selectColumns(model)).where(allOf(filters));
    for (const [col, dir] of orderOf(model, query)) q = q.orderBy(col, dir);
    return { rows: (await q.execute()).map((r) => toWire(model, r)), tenantId };
  };

  routes.add({
    method: 'GET',
    url: `${BASE}/tree`,
    access: TREE_ACCESS,
    handler: async (req) => {
      const { rows } = await read(req, 'tree', []);
      return ok(req, decorate(nest(rows, 'id', parent.prop), labelProp));
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/lazy-tree`,
    access: TREE_ACCESS,
    handler: async (req) => {
      const asked = (req.query as Record<string, unknown>)?.[parent.prop];
      const parentId = asked === undefined || asked === '' ? 0 : Number(asked);
      if (!Number.isSafeInteger(parentId) || parentId < 0)
        throw badRequest({ zh: '上级机构(parentId)不合法', en: 'The parent (parentId) is not valid' });
      const { rows, tenantId } = await read(req, 'lazy', [(eb) => eb(parent.dbName, '=', parentId)]);
      const ids = rows.map((r) => Number(r.id));
      const withChildren = new Set<number>();
      if (ids.length) {
        const kids = await db
          .selectFrom(model.table)
          .select(parent.dbName)
          .distinct()
          .where('is_deleted', '=', 0)
          .where('tenant_id', '=', tenantId)
          .where(parent.dbName, 'in', ids)
          .execute();
        for (const k of kids) withChildren.add(Number(k[parent.dbName]));
      }
      return ok(
        req,
        rows.map((r) => ({
          id: String(r.id),
          parentId: String(r[parent.prop] ?? 0),
          ...pickerFields(r, labelProp),
          hasChildren: withChildren.has(Number(r.id)),
        })),
      );
    },
  });
}
