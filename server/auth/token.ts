/**
 * `POST /api/blade-auth/oauth/token` (CONTRACT §4), BladeX's flavour of the sign-in. Parameters come in the
 * query string (a JSON body is accepted too): `grant_type`, `tenantId`, `username`, `password` (the MD5 hex
 * of what was typed), `refresh_token`. Grants: password, captcha (Captcha-Key / Captcha-Code headers),
 * refresh_token; social answers that no provider is configured (except the test-only guest of ./guest.ts).
 * The grants themselves are ./grants.ts, shared with SpringBlade's flavour (./blade-token.ts). Success is an
 * OAuth2-style body (no envelope); failures are `{ error_code, error_description }` with HTTP 400 (401 for a
 * bad client or refresh token).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import { say } from '../kernel/http/envelope';
import { paramsOf } from '../kernel/http/params';
import { safeText } from '../kernel/http/safe-text';
import { clientOf, tenantIsOpen } from './accounts';
import { consumeCaptcha } from './captcha';
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

/** BladeX's OAuth2 answer of a sign-in or refresh. */
function oauthBody({ access, refresh, auth, profile, client }: IssuedTokens) {
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: client.accessValidity,
    scope: 'all',
    tenant_id: auth.tenantId,
    user_id: auth.userId,
    user_name: auth.account,
    real_name: auth.realName,
    nick_name: profile.nickName,
    role_name: auth.roleNames.join(','),
    role_id: auth.roleIds.join(','),
    dept_id: auth.deptId,
    post_id: auth.postId,
    avatar: profile.avatar,
    account: auth.account,
    client_id: client.clientId,
    oauth_id: profile.oauthId,
    license: LICENSE,
  };
}

async function grantOf(ctx: ServerContext, req: FastifyRequest): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const client = await clientOf(db, req);
  if (!client) throw new GrantError(401, authText.badClient);
  const p = paramsOf(req);
  const grant = p.grant_type ?? '';
  checkClientGrant(client, grant);
  if (grant === 'social') {
    // No provider is configured; the test-only guest identity lets e2e tests reach the registration dialog.
    const guest = testGuestOf(ctx.config, p, header(req, 'tenant-id'), client.clientId);
    if (!guest || !(await tenantIsOpen(db, guest.auth.tenantId))) throw new GrantError(400, authText.social);
    return issueTokens(ctx, req, guest.auth, client, guest.profile);
  }
  if (grant === 'password' || grant === 'captcha') {
    if (grant === 'captcha' && !(await consumeCaptcha(db, header(req, 'captcha-key'), header(req, 'captcha-code'))))
      throw new GrantError(400, authText.captcha);
    const account = safeText((p.username ?? '').trim(), 100);
    if (!account || !p.password || p.password.length > 200) throw new GrantError(400, authText.missing);
    const tenantId = safeText(p.tenantId || header(req, 'tenant-id') || '000000', 12) ?? '';
    const user = await passwordGrant(ctx, req, { tenantId, account, md5: p.password }, grant === 'captcha');
    const { auth, profile } = await signedInAs(ctx, user, client, header(req, 'role-id'));
    return issueTokens(ctx, req, auth, client, profile);
  }
  if (grant === 'refresh_token') {
    const { user, role, sessionId } = await refreshGrant(ctx, client, p.refresh_token);
    const { auth, profile } = await signedInAs(ctx, user, client, role);
    if (sessionId) auth.sessionId = sessionId;
    return issueTokens(ctx, req, auth, client, profile);
  }
  throw new GrantError(400, authText.badGrant);
}

export async function tokenHandler(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply) {
  try {
    return reply.code(200).send(oauthBody(await grantOf(ctx, req)));
  } catch (err) {
    if (!(err instanceof GrantError)) throw err;
    return reply.code(err.status).send({ error_code: err.status, error_description: say(req, err.text) });
  }
}
