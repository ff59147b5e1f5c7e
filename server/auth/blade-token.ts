/**
 * SpringBlade's flavour of the sign-in (the open-source Saber front end speaks it), beside BladeX's
 * `oauth/token` (./token.ts) and on the same grants, lockout and sessions (./grants.ts):
 * - `POST /api/blade-auth/token`, parameters in the query (a form or JSON body works too): `grantType`
 *   (`password` by default, `captcha`, `refresh_token`, `social`), `tenantId` (`000000` by default),
 *   `account`, `password` — SM2-encrypted with the server's public key (./sm2.ts; a plain-text password is
 *   refused like a wrong one) —, `refreshToken`; headers `Authorization: Basic` (the client, checked as
 *   for oauth/token), `Captcha-Key` / `Captcha-Code` (captcha grant), `User-Type` (accepted, one kind of
 *   user here). Answer: the envelope with SpringBlade's AuthInfo as `data`; a refusal is the envelope
 *   with `success: false` and HTTP 400 (401 for a bad client or refresh token, on which Saber signs out);
 * - `GET /api/blade-auth/captcha`: the envelope with `{ key, image }` (a `data:image/svg+xml;base64,` picture);
 * - `POST|GET /api/blade-auth/logout`: closes the token's session, whichever flavour issued it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { done, envelope, ok, say } from '../kernel/http/envelope';
import { paramsOf } from '../kernel/http/params';
import type { RouteSink } from '../kernel/http/route-table';
import { safeText } from '../kernel/http/safe-text';
import { clientOf, tenantIsOpen } from './accounts';
import { consumeCaptcha, issueCaptcha } from './captcha';
import {
  authText,
  checkClientGrant,
  GrantError,
  header,
  issueTokens,
  LICENSE,
  passwordGrant,
  refreshGrant,
  signedInAs,
  type IssuedTokens,
} from './grants';
import { testGuestOf } from './guest';
import { md5Hex } from './password';
import { loginRateLimit } from './rate-limit';
import { loginEvent, logOut, logoutEvent } from './session-events';
import { sm2Decrypt } from './sm2';

const BASE = '/api/blade-auth';
const DEFAULT_TENANT = '000000';

/** SpringBlade's AuthInfo: the `data` of a sign-in or refresh. */
function authInfo({ access, refresh, auth, profile, client }: IssuedTokens) {
  return {
    accessToken: access,
    tokenType: 'bearer',
    refreshToken: refresh,
    userId: auth.userId,
    tenantId: auth.tenantId,
    oauthId: profile.oauthId,
    account: auth.account,
    // SpringBlade fills userName with the real name (the top bar shows it).
    userName: auth.realName || auth.account,
    avatar: profile.avatar,
    // The role aliases, comma-joined.
    authority: auth.roleNames.join(','),
    expiresIn: client.accessValidity,
    license: LICENSE,
  };
}

/** The MD5 hex of the password inside the SM2 text, or null when it is not one made with our public key. */
function passwordMd5(ctx: ServerContext, cipher: string): string | null {
  const key = ctx.config.sm2?.privateKey;
  const plain = key ? sm2Decrypt(cipher, key) : undefined;
  return plain ? md5Hex(plain) : null;
}

async function grantOf(ctx: ServerContext, req: FastifyRequest): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const client = await clientOf(db, req);
  if (!client) throw new GrantError(401, authText.badClient);
  const p = paramsOf(req);
  const grant = p.grantType || 'password';
  checkClientGrant(client, grant);
  const tenantId = safeText(p.tenantId || header(req, 'tenant-id') || DEFAULT_TENANT, 12) ?? '';
  if (grant === 'password' || grant === 'captcha') {
    if (grant === 'captcha' && !(await consumeCaptcha(db, header(req, 'captcha-key'), header(req, 'captcha-code'))))
      throw new GrantError(400, authText.captcha);
    const account = safeText((p.account ?? '').trim(), 100);
    if (!account || !p.password || p.password.length > 2100) throw new GrantError(400, authText.missing);
    const md5 = passwordMd5(ctx, p.password);
    const user = await passwordGrant(ctx, req, { tenantId, account, md5 }, grant === 'captcha');
    const { auth, profile } = await signedInAs(ctx, user, client, header(req, 'role-id'));
    return issueTokens(ctx, req, auth, client, profile);
  }
  if (grant === 'refresh_token') {
    const { user, role, sessionId } = await refreshGrant(ctx, client, p.refreshToken);
    const { auth, profile } = await signedInAs(ctx, user, client, role);
    if (sessionId) auth.sessionId = sessionId;
    return issueTokens(ctx, req, auth, client, profile);
  }
  if (grant === 'social') {
    // As oauth/token: no provider is configured, except the test-only guest (./guest.ts).
    const guest = testGuestOf(ctx.config, p, header(req, 'tenant-id'), client.clientId);
    if (!guest || !(await tenantIsOpen(db, guest.auth.tenantId))) throw new GrantError(400, authText.social);
    return issueTokens(ctx, req, guest.auth, client, guest.profile);
  }
  throw new GrantError(400, authText.badGrant);
}

async function tokenHandler(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply) {
  try {
    return ok(req, authInfo(await grantOf(ctx, req)));
  } catch (err) {
    if (!(err instanceof GrantError)) throw err;
    return reply.code(err.status).send(envelope(err.status, say(req, err.text), {}));
  }
}

export function registerBladeAuthRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: `${BASE}/token`,
    access: 'public',
    usualEvent: loginEvent({ grant: 'grantType', account: 'account' }, { grant: 'password', tenantId: DEFAULT_TENANT }),
    rateLimit: loginRateLimit(ctx.config, 'token'),
    handler: (req, reply) => tokenHandler(ctx, req, reply),
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/captcha`,
    access: 'public',
    rateLimit: loginRateLimit(ctx.config, 'captcha'),
    handler: async (req) => {
      const c = await issueCaptcha(ctx.database.db);
      return ok(
        req,
        ctx.config.testCaptcha ? { key: c.key, image: c.image, testCode: c.code } : { key: c.key, image: c.image },
      );
    },
  });

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
}
