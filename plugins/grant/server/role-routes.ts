/**
 * Role trees (spec §7 System): the generic tree rows of system.role with `title` / `key` / `value` added to
 * every node, so both the role screen (tree table) and tree-selects / the user grant dialog can use them.
 * - `GET role/tree?tenantId=`: the caller's tenant; the platform administrator may name another tenant
 *   (anyone else's `tenantId` is ignored). Search params of the role schema apply.
 * - `GET role/tree-by-id?roleId=`: the tree of the tenant that role belongs to (a role the caller reaches).
 * Permission: `role_view`, or the view / add / edit code of any screen that picks roles from `role/tree`.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { wholeTree, type TreeNode } from '../../../server/crud/tree';
import { pickerCodes, reachableRoles, requiredIds } from './grant-common';

const ROLE_TREE = '/api/blade-system/role/tree';

function roleModel(ctx: ServerContext) {
  const model = ctx.models.get('system.role');
  if (!model) throw new Error('No stored schema system.role');
  return model;
}

function withKeys(nodes: TreeNode[]): TreeNode[] {
  return nodes.map((n) => ({
    ...n,
    title: n.roleName,
    key: n.id,
    value: n.id,
    ...(n.children && { children: withKeys(n.children) }),
  }));
}

/** The role tree of `tenantId` (the handler decided the caller may see it), searched by the rest of the query. */
async function treeOfTenant(ctx: ServerContext, req: FastifyRequest, tenantId: string, drop: string[]) {
  const query = { ...((req.query ?? {}) as Record<string, unknown>) };
  for (const k of drop) delete query[k];
  req.query = query;
  const auth = req.auth!;
  // Read as if the caller looked at that one tenant: the administrator's tenant view, or their own tenant.
  if (auth.access) auth.access = { ...auth.access, tenantView: tenantId };
  return withKeys(await wholeTree(ctx, roleModel(ctx), req));
}

async function roleTree(ctx: ServerContext, req: FastifyRequest) {
  const own = req.auth!.tenantId;
  const asked = req.auth!.access?.platformAdmin ? req.auth!.access.tenantView : undefined;
  return ok(req, await treeOfTenant(ctx, req, asked ?? own, ['tenantId']));
}

async function roleTreeById(ctx: ServerContext, req: FastifyRequest) {
  const [roleId] = requiredIds((req.query as Record<string, unknown>)?.roleId, 'roleId');
  const [role] = await reachableRoles(ctx, req, [roleId]);
  return ok(req, await treeOfTenant(ctx, req, role.tenantId, ['roleId', 'tenantId']));
}

export function registerRoleRoutes(ctx: ServerContext, routes: RouteSink): void {
  // The role screen and every screen that picks roles (users' grant dialog) read the tree.
  const access = pickerCodes(ctx, ROLE_TREE, 'role_view');
  routes.add({ method: 'GET', url: ROLE_TREE, access, handler: (req) => roleTree(ctx, req) });
  routes.add({
    method: 'GET',
    url: '/api/blade-system/role/tree-by-id',
    access,
    handler: (req) => roleTreeById(ctx, req),
  });
}
