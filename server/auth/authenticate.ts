/**
 * The token check run before every non-public route: `Blade-Auth: bearer <token>`, or the query parameter
 * `blade-auth=bearer <token>` (download links). No valid access token, one of a closed session, or one whose
 * account may no longer act (user disabled, removed or stripped of a role; tenant disabled or expired:
 * ./account-state.ts, which then closes the session) → 401. Then the caller's access
 * facts are resolved (grants, data scopes, the platform administrator's tenant choice) and the API scope
 * check runs (403): `ctx.access` (server/access/).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { unauthorized } from '../kernel/http/errors';
import { verifyToken } from './jwt';
import { accountRefusal } from './account-state';
import { closeSessions, isClosed } from './sessions';

export function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers['blade-auth'];
  const query = (req.query as Record<string, unknown> | undefined)?.['blade-auth'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  const m = raw ? /^\s*bearer\s+(\S+)\s*$/i.exec(raw) : null;
  return m?.[1];
}

export function authenticator(ctx: ServerContext) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = bearerOf(req);
    const user = token ? await verifyToken(ctx.config.jwtSecret, token, 'access_token') : undefined;
    // A session closed by log-out or "force offline" ends every token it issued.
    if (!user || (await isClosed(ctx, user.sessionId))) throw unauthorized();
    if (await accountRefusal(ctx, user)) {
      if (user.sessionId) await closeSessions(ctx, [user.sessionId]);
      throw unauthorized();
    }
    req.auth = user;
    await ctx.access.resolve(req);
  };
}
