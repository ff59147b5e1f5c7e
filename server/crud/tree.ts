/**
 * Tree reads. `tree` returns the whole tree (nodes nest `children`, omitted when empty; a node whose parent
 * was filtered out becomes a root), or, with the parent param (`parentId=5`), the whole subtree under that
 * node — which is what `dict/child-list?parentId=` needs. A tree entity's `list` answers the same whole
 * tree, as BladeX's role, dept, menu and dict `list` do (CONTRACT §3): paging parameters (`current`,
 * `size`, which Saber sends) are accepted and ignored. `lazy-list` returns one level with `hasChildren`.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { allOf, baseFilters, searchFilters, type Filter } from './conditions';
import { selectColumns, toWire, type Row } from './convert';
import type { EntityModel } from '../kernel/model';
import { listQuery, orderOf } from './read';
import { descendants, parentLinks } from './rows';

export interface TreeNode extends Row {
  children?: TreeNode[];
  hasChildren?: boolean;
}

/** Nest wire rows by their parent prop, keeping the given order at every level. */
export function nest(rows: Row[], idProp: string, parentProp: string): TreeNode[] {
  const nodes = new Map<string, TreeNode>(rows.map((r) => [String(r[idProp]), { ...r }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node[parentProp] ?? '0'));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.hasChildren = !!node.children?.length;
  return roots;
}

async function treeRows(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  query: Record<string, unknown>,
  extra: Filter[],
) {
  const skip = new Set(['ascs', 'descs', 'current', 'size', 'refBy', model.tree!.parent.prop]);
  const filters = [
    ...baseFilters(model, req.auth),
    ...searchFilters(model, query, ctx.database.dialect, skip),
    ...extra,
  ];
  let q = ctx.database.db.selectFrom(model.table).select(selectColumns(model)).where(allOf(filters));
  for (const [col, dir] of orderOf(model, query)) q = q.orderBy(col, dir);
  return q.execute();
}

/** The parent param as a number (0 when absent); the query is validated, so it is an integer if present. */
const parentParam = (model: EntityModel, query: Record<string, unknown>) => {
  const v = query[model.tree!.parent.prop];
  return typeof v === 'number' ? v : 0;
};

export async function wholeTree(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  /** `list`: the list op of a tree entity (paging parameters allowed, and ignored). */
  op: 'tree' | 'list' = 'tree',
  /** Reshape the flat wire rows before they nest (the entity's afterRead hooks). */
  reshape: (rows: Row[]) => Row[] | Promise<Row[]> = (rows) => rows,
): Promise<TreeNode[]> {
  const query = listQuery(req, model, op);
  const root = parentParam(model, query);
  const extra: Filter[] = [];
  if (root) {
    const under = [...descendants(await parentLinks(ctx, model, req.auth), root)];
    extra.push(under.length ? (eb) => eb('id', 'in', under) : (eb) => eb('id', '=', -1));
  }
  const rows = await treeRows(ctx, model, req, query, extra);
  return nest(await reshape(rows.map((r) => toWire(model, r))), 'id', model.tree!.parent.prop);
}

export async function lazyLevel(ctx: ServerContext, model: EntityModel, req: FastifyRequest): Promise<TreeNode[]> {
  const parent = model.tree!.parent;
  const query = listQuery(req, model, 'lazy');
  const parentId = parentParam(model, query);
  const rows = await treeRows(ctx, model, req, query, [(eb) => eb(parent.dbName, '=', parentId)]);
  const ids = rows.map((r) => Number(r.id));
  const withChildren = new Set<number>();
  if (ids.length) {
    const live = baseFilters({ ...model, scope: [] }, req.auth);
    const kids = await ctx.database.db
      .selectFrom(model.table)
      .select(parent.dbName)
      .distinct()
      .where(allOf(live))
      .where(parent.dbName, 'in', ids)
      .execute();
    for (const k of kids) withChildren.add(Number(k[parent.dbName]));
  }
  return rows.map((r) => ({ ...toWire(model, r), hasChildren: withChildren.has(Number(r.id)) }));
}
