/**
 * What both sign-in flavours record and do around a session: the usual-log events of a sign-in (successful
 * or not) and of a log-out, and the log-out itself (the token's session closed, so that token and its
 * refresh token stop working everywhere, whichever flavour issued them).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import type { UsualEventOf } from '../kernel/http/route-table';
import { usualParam } from '../log/usual-log';
import { bearerOf } from './authenticate';
import { verifyToken } from './jwt';
import { closeSessions } from './sessions';

const LOGIN_GRANTS = new Set(['password', 'captcha']);

/**
 * Sign-ins (password and captcha grants) as usual-log events; `names` are the flavour's parameters of the
 * grant type and the account, `defaults` what the flavour assumes when the grant or tenant is left out.
 */
export function loginEvent(
  names: { grant: string; account: string },
  defaults: { grant?: string; tenantId?: string } = {},
): UsualEventOf {
  return async (req, ok) => {
    if (!LOGIN_GRANTS.has(usualParam(req, names.grant) || (defaults.grant ?? ''))) return undefined;
    const account = usualParam(req, names.account);
    const tenantId = usualParam(req, 'tenantId') || String(req.headers['tenant-id'] ?? '') || (defaults.tenantId ?? '');
    return ok
      ? { logId: 'login', logData: { zh: `${account} 登录成功`, en: `${account} signed in` }, tenantId, account }
      : {
          logId: 'login-failure',
          logLevel: 'warn',
          logData: { zh: `${account} 登录失败`, en: `${account} failed to sign in` },
          tenantId,
          account,
        };
  };
}

/** The still valid access token's user (the log-out route is public: an expired session may log out too). */
export function tokenUser(ctx: ServerContext, req: FastifyRequest) {
  const token = bearerOf(req);
  return token ? verifyToken(ctx.config.jwtSecret, token, 'access_token').catch(() => undefined) : undefined;
}

/** The log-out event; the account comes from the token (read before the handler closes the session). */
export const logoutEvent =
  (ctx: ServerContext): UsualEventOf =>
  async (req) => {
    const user = await tokenUser(ctx, req);
    if (!user) return undefined;
    return {
      logId: 'logout',
      logData: { zh: `${user.account} 退出登录`, en: `${user.account} signed out` },
      tenantId: user.tenantId,
      account: user.account,
    };
  };

/** Close the session of the request's token, if it carries a valid one. */
export async function logOut(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  const user = await tokenUser(ctx, req);
  if (user?.sessionId) await closeSessions(ctx, [user.sessionId]);
}
