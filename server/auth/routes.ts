/**
 * `/api/blade-auth/oauth/*` (BladeX's flavour): token (public), captcha (public), logout (public: closes the
 * token's sign-in session, server/auth/sessions.ts), user-info and clear-cache (token required). SpringBlade's
 * flavour (`/api/blade-auth/token`, `captcha`, `logout`) is registered beside them (./blade-token.ts).
 */
import { done, ok } from '../kernel/http/envelope';
import type { ServerContext } from '../kernel/http/context';
import { unauthorized } from '../kernel/http/errors';
import type { RouteSink } from '../kernel/http/route-table';
import { findUserById } from './accounts';
import { registerBladeAuthRoutes } from './blade-token';
import { issueCaptcha } from './captcha';
import { isGuest } from './guest';
import { loginRateLimit } from './rate-limit';
import { loginEvent, logOut, logoutEvent } from './session-events';
import { tokenHandler } from './token';

const BASE = '/api/blade-auth/oauth';

export function registerAuthRoutes(ctx: ServerContext, routes: RouteSink): void {
  // SpringBlade's flavour beside: blade-auth/token, captcha, logout (./blade-token.ts).
  registerBladeAuthRoutes(ctx, routes);
  routes.add({
    method: 'POST',
    url: `${BASE}/token`,
    access: 'public',
    usualEvent: loginEvent({ grant: 'grant_type', account: 'username' }),
    rateLimit: loginRateLimit(ctx.config, 'token'),
    handler: (req, reply) => tokenHandler(ctx, req, reply),
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/captcha`,
    access: 'public',
    rateLimit: loginRateLimit(ctx.config, 'captcha'),
    handler: async () => {
      const c = await issueCaptcha(ctx.database.db);
      return ctx.config.testCaptcha ? { key: c.key, image: c.image, testCode: c.code } : { key: c.key, image: c.image };
    },
  });

  // Public (an expired session may still log out); a still valid token's session is closed, so that token
  // and its refresh token stop working everywhere.
  routes.add({
    method: ['GET', 'POST'],
    url: `${BASE}/logout`,
    access: 'public',
    usualEvent: logoutEvent(ctx),
    handler: async (req) => {
      await logOut(ctx, req);
      return done(req);
    },
  });

  // Nothing is cached server-side per user; the endpoint exists so the console's "clear cache" succeeds.
  routes.add({ method: 'GET', url: `${BASE}/clear-cache`, access: 'signed-in', handler: async (req) => done(req) });

  routes.add({
    method: 'GET',
    url: `${BASE}/user-info`,
    access: 'signed-in',
    handler: async (req) => {
      const auth = req.auth;
      if (!auth) throw unauthorized();
      // A third-party guest has no row yet: answer from the token, so the console keeps the session open
      // long enough to show the registration dialog.
      if (isGuest(auth))
        return ok(req, {
          userId: auth.userId,
          tenantId: auth.tenantId,
          account: auth.account,
          userName: auth.account,
          realName: auth.realName,
          nickName: auth.realName,
          avatar: '',
          email: '',
          phone: '',
          roleId: '',
          roleName: '',
          deptId: '',
          postId: '',
          clientId: auth.clientId,
        });
      const user = await findUserById(ctx.database.db, auth.tenantId, auth.userId);
      if (!user) throw unauthorized();
      return ok(req, {
        userId: auth.userId,
        tenantId: auth.tenantId,
        account: auth.account,
        userName: auth.account,
        realName: String(user.real_name ?? ''),
        nickName: String(user.name ?? ''),
        avatar: String(user.avatar ?? ''),
        email: String(user.email ?? ''),
        phone: String(user.phone ?? ''),
        roleId: auth.roleIds.join(','),
        roleName: auth.roleNames.join(','),
        deptId: auth.deptId,
        postId: auth.postId,
        clientId: auth.clientId,
      });
    },
  });
}
