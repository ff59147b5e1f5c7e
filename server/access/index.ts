/**
 * The kernel's access control (`ctx.access`, server/kernel/http/context.ts), implemented over the grants
 * of the caller's roles: button codes and menus (blade_role_menu), data and API scopes (blade_role_scope).
 * The composition root puts it into the context; generic CRUD and modules reach it only through there.
 */
import type { AccessControl, ServerContext } from '../kernel/http/context';
import { forbidden } from '../kernel/http/errors';
import { grantsOf } from './permissions';
import { resolveAccess } from './resolve-access';

export function createAccessControl(ctx: () => ServerContext): AccessControl {
  return {
    resolve: (req) => resolveAccess(ctx(), req),
    async has(req, code) {
      const g = await grantsOf(ctx(), req);
      return g.all || g.codes.has(code);
    },
    async requireAny(req, codes) {
      const g = await grantsOf(ctx(), req);
      if (!g.all && !codes.some((c) => g.codes.has(c))) throw forbidden();
    },
    isPlatformAdmin: async (req) => (await grantsOf(ctx(), req)).all,
  };
}
