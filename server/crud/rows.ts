/**
 * Row access shared by the generic handlers: load live rows of the caller's tenant and scope, the
 * sealed check, the tree checks, and the audit values of a write.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../kernel/db/database';
import { nowText } from '../kernel/db/time';
import type { AuthUser, ServerContext } from '../kernel/http/context';
import { badRequest, notFound } from '../kernel/http/errors';
import { allOf, baseFilters, idIn, type Filter } from './conditions';
import type { Row } from './convert';
import type { EntityModel } from '../kernel/model';

export const text = {
  sealedEdit: { zh: '已封存的数据不能修改', en: 'Sealed records cannot be changed' },
  sealedRemove: { zh: '已封存的数据不能删除', en: 'Sealed records cannot be removed' },
  hasChildren: { zh: '请先删除子节点', en: 'Remove the child entries first' },
  noParent: { zh: '上级不存在', en: 'The parent does not exist' },
  parentLoop: { zh: '不能选择自身或下级作为上级', en: 'A record cannot be moved under itself or its own children' },
};

/** Rows with these ids among the live rows of the caller's tenant and the entity's scope; 404 if any is missing. */
export async function loadRows(
  ctx: ServerContext,
  model: EntityModel,
  auth: AuthUser | null,
  ids: number[],
  db: Db = ctx.database.db,
): Promise<Row[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, auth), idIn(unique)]))
    .execute();
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

export const isSealedRow = (model: EntityModel, row: Row) =>
  !!model.sealed && String(row[model.sealed.dbName] ?? '0') === '1';

export function refuseSealed(model: EntityModel, rows: Row[], kind: 'edit' | 'remove'): void {
  if (rows.some((r) => isSealedRow(model, r))) throw badRequest(kind === 'edit' ? text.sealedEdit : text.sealedRemove);
}

/** Tenancy and liveness without the scope: a tree's children and parents may sit outside it (dict items under a group). */
function treeFilters(model: EntityModel, auth: AuthUser | null): Filter[] {
  return baseFilters({ ...model, scope: [] }, auth);
}

/** 400 when a row to remove still has live children that are not removed with it. */
export async function refuseLiveChildren(
  ctx: ServerContext,
  model: EntityModel,
  auth: AuthUser | null,
  ids: number[],
  db: Db,
): Promise<void> {
  if (!model.tree) return;
  const parent = model.tree.parent.dbName;
  const child = await db
    .selectFrom(model.table)
    .select('id')
    .where(allOf(treeFilters(model, auth)))
    .where(parent, 'in', ids)
    .where('id', 'not in', ids)
    .limit(1)
    .executeTakeFirst();
  if (child) throw badRequest(text.hasChildren);
}

/** id → parent id of every live row (trees are small enough to walk in memory). */
export async function parentLinks(
  ctx: ServerContext,
  model: EntityModel,
  auth: AuthUser | null,
): Promise<Map<number, number>> {
  const parent = model.tree!.parent.dbName;
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .select(['id', parent])
    .where(allOf(treeFilters(model, auth)))
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r[parent] ?? 0)]));
}

/** Ids of every descendant of `root` (not including it). */
export function descendants(links: Map<number, number>, root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [id, p] of links) children.set(p, [...(children.get(p) ?? []), id]);
  const out = new Set<number>();
  const stack = [...(children.get(root) ?? [])];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The new parent must exist, and must not be the row itself or one of its descendants. */
export async function checkParent(
  ctx: ServerContext,
  model: EntityModel,
  auth: AuthUser | null,
  parentId: number,
  selfId?: number,
): Promise<void> {
  if (!model.tree || !parentId) return;
  const links = await parentLinks(ctx, model, auth);
  if (!links.has(parentId)) throw badRequest(text.noParent);
  if (selfId !== undefined && (parentId === selfId || descendants(links, selfId).has(parentId)))
    throw badRequest(text.parentLoop);
}

const firstNumber = (v: string) => {
  const m = /\d{1,16}/.exec(v);
  return m ? Number(m[0]) : null;
};

/** Audit columns of an insert (create_* and update_*) or an update (update_* only). */
export function auditValues(model: EntityModel, req: FastifyRequest, kind: 'insert' | 'update'): Row {
  if (!model.audit) return {};
  const user = req.auth ? firstNumber(req.auth.userId) : null;
  const now = nowText();
  const out: Row = { update_user: user, update_time: now };
  if (kind === 'insert')
    Object.assign(out, {
      create_user: user,
      create_dept: req.auth ? firstNumber(req.auth.deptId) : null,
      create_time: now,
    });
  return out;
}
