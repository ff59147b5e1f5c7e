/**
 * The kernel's access control (`ctx.access`, server/kernel/http/context.ts), implemented over the grants
 * of the caller's roles: button codes and menus (blade_role_menu), data and API scopes (blade_role_scope).
 * A code with a dot names a screen and stands for its view grant (engine/schema/screen-access.ts): an
 * entity screen's view button, a plugin page's menu entry. The composition root puts it into the context;
 * generic CRUD and modules reach it only through there.
 */
import type { Registry } from '../../engine/schema';
import { isScreenName, screenGrant } from '../../engine/schema/screen-access';
import type { AccessControl, ServerContext } from '../kernel/http/context';
import { forbidden } from '../kernel/http/errors';
import { grantsOf, type Grants } from './permissions';
import { resolveAccess } from './resolve-access';

/** Whether the grants hold a button code, or the view of the screen a dotted name names. */
export function holds(g: Grants, registry: Registry, code: string): boolean {
  if (g.all) return true;
  if (!isScreenName(code)) return g.codes.has(code);
  const grant = screenGrant(registry, code);
  if (!grant) return false;
  if (grant.kind === 'everyone') return true;
  return grant.kind === 'code' ? g.codes.has(grant.code) : g.screens.has(grant.code);
}

export function createAccessControl(ctx: () => ServerContext): AccessControl {
  return {
    resolve: (req) => resolveAccess(ctx(), req),
    async has(req, code) {
      return holds(await grantsOf(ctx(), req), ctx().registry, code);
    },
    async requireAny(req, codes) {
      const g = await grantsOf(ctx(), req);
      if (!codes.some((c) => holds(g, ctx().registry, c))) throw forbidden();
    },
    isPlatformAdmin: async (req) => (await grantsOf(ctx(), req)).all,
  };
}

/**
 * Routes whose access names a screen that does not exist, or a page every signed-in user has (say
 * `'signed-in'` then): checked at start, so a misspelt screen is an error, never a route nobody may call.
 */
export function misnamedScreens(
  registry: Registry,
  routes: Array<{ url: string; codes: readonly string[] }>,
): string[] {
  const out: string[] = [];
  for (const r of routes)
    for (const code of r.codes.filter(isScreenName)) {
      const grant = screenGrant(registry, code);
      if (!grant) out.push(`${r.url}: no screen is named "${code}"`);
      else if (grant.kind === 'everyone') out.push(`${r.url}: "${code}" is every signed-in user's: say 'signed-in'`);
    }
  return out;
}
