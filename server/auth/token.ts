/**
 * `POST /api/blade-auth/oauth/token` (CONTRACT §4). Parameters come in the query string (a JSON body is
 * accepted too). Grants: password, captcha (Captcha-Key / Captcha-Code headers), refresh_token; social
 * answers that no provider is configured (except the test-only guest of ./guest.ts). A registered guest
 * still waiting for approval (./guest.ts) cannot log in. Success is an OAuth2-style body (no envelope);
 * failures are `{ error_code, error_description }` with HTTP 400 (401 for a bad client or refresh token).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import type { AuthUser, ServerContext } from '../http/context';
import { say } from '../http/envelope';
import { paramsOf, type Params } from '../http/params';
import { safeText } from '../http/safe-text';
import {
  authUserOf,
  clientOf,
  findUser,
  findUserById,
  tenantIsOpen,
  tenantState,
  type ClientRecord,
  type UserRow,
} from './accounts';
import { consumeCaptcha } from './captcha';
import { isPendingUser, testGuestOf } from './guest';
import { signToken, verifyToken } from './jwt';
import { isClosed, openSession, touchSession } from './sessions';
import { accountSubject, clearFailures, ipSubject, lockedSubject, recordFailure, LOCK_MS } from './lockout';
import { hashPassword, verifyPassword } from './password';

export const authText = {
  badClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  badGrant: { zh: '不支持的授权类型', en: 'Unsupported grant_type' },
  grantNotAllowed: (grant: string): I18nText => ({
    zh: `该客户端未开通授权类型 ${grant}`,
    en: `This client is not allowed the grant_type "${grant}" (see its authorized grant types)`,
  }),
  social: {
    zh: '未配置第三方登录，请使用账号密码登录',
    en: 'No social log-in provider is configured: sign in with your account and password',
  },
  missing: { zh: '请输入用户名和密码', en: 'Please enter the user name and the password' },
  wrong: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  tenant: { zh: '租户不存在或已停用', en: 'The tenant does not exist or is disabled' },
  tenantExpired: {
    zh: '租户已过期，请联系平台管理员续期',
    en: 'The tenant has expired: please ask the platform administrator to renew it',
  },
  disabled: { zh: '账号已被停用', en: 'This account is disabled' },
  pending: { zh: '账号待审核', en: 'Account is waiting for approval' },
  captcha: { zh: '验证码不正确', en: 'The captcha is not correct' },
  refresh: { zh: '令牌无效或已过期，请重新登录', en: 'The token is invalid or has expired: please sign in again' },
  locked: (minutes: number): I18nText => ({
    zh: `登录失败次数过多，已锁定 ${LOCK_MS / 60000} 分钟，请 ${minutes} 分钟后再试`,
    en: `Too many failed log-ins: locked for ${LOCK_MS / 60000} minutes; try again in ${minutes} minutes`,
  }),
};

/** Grant types this server implements; any other is "unsupported" whatever the client lists. */
const SERVED_GRANTS = ['password', 'captcha', 'refresh_token', 'social'];

class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly text: I18nText,
  ) {
    super(text.en);
  }
}

const header = (req: FastifyRequest, name: string): string => {
  const v = req.headers[name];
  return String((Array.isArray(v) ? v[0] : v) ?? '').trim();
};

// A valid hash to check against when the account does not exist, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

async function passwordGrant(ctx: ServerContext, req: FastifyRequest, p: Params): Promise<UserRow> {
  const { db } = ctx.database;
  const tenantId = safeText(p.tenantId || header(req, 'tenant-id') || '000000', 12);
  const account = safeText((p.username ?? '').trim(), 100);
  if (!account || !p.password || p.password.length > 200) throw new OAuthError(400, authText.missing);
  if (!tenantId) throw new OAuthError(400, authText.tenant);
  const subjects = [accountSubject(tenantId, account), ipSubject(req.ip)];
  const locked = await lockedSubject(db, subjects);
  if (locked) throw new OAuthError(400, authText.locked(locked.minutesLeft));
  const fail = async (text: I18nText) => {
    const lockedNow = (await Promise.all(subjects.map((s) => recordFailure(db, s)))).some(Boolean);
    throw new OAuthError(400, lockedNow ? authText.locked(LOCK_MS / 60000) : text);
  };
  const tenant = await tenantState(db, tenantId);
  if (tenant === 'missing' || tenant === 'disabled') return fail(authText.tenant);
  const user = await findUser(db, tenantId, account);
  decoyHash ??= hashPassword('decoy');
  const okPassword = await verifyPassword(p.password, user ? String(user.password ?? '') : await decoyHash);
  if (!user || !okPassword) return fail(authText.wrong);
  // Only after the password matched, so the state of an account (or its tenant) is never revealed to a guesser.
  if (tenant === 'expired') throw new OAuthError(400, authText.tenantExpired);
  if (isPendingUser(user)) throw new OAuthError(400, authText.pending);
  if (Number(user.status ?? 1) === 0) throw new OAuthError(400, authText.disabled);
  await clearFailures(db, subjects);
  return user;
}

interface Profile {
  nickName: string;
  avatar: string;
  oauthId: string;
}

async function issue(
  ctx: ServerContext,
  reply: FastifyReply,
  user: UserRow,
  client: ClientRecord,
  onlyRole: string,
  sessionId?: string,
) {
  const auth = await authUserOf(ctx.database.db, user, client.clientId, onlyRole || undefined);
  if (sessionId) auth.sessionId = sessionId;
  return sendTokens(ctx, reply, auth, client, {
    nickName: String(user.name ?? '') || auth.realName || auth.account,
    avatar: String(user.avatar ?? ''),
    oauthId: String(user.oauth_id ?? ''),
  });
}

async function sendTokens(ctx: ServerContext, reply: FastifyReply, auth: AuthUser, client: ClientRecord, who: Profile) {
  const secret = ctx.config.jwtSecret;
  // A log-in opens a session, a refresh keeps its own (server/auth/sessions.ts); the test guest has none.
  if (auth.userId !== '-1') {
    if (auth.sessionId) await touchSession(ctx, auth.sessionId, client.refreshValidity);
    else auth.sessionId = await openSession(ctx, reply.request, auth, client.refreshValidity);
  }
  const [access, refresh] = await Promise.all([
    signToken(secret, auth, 'access_token', client.accessValidity),
    signToken(secret, auth, 'refresh_token', client.refreshValidity),
  ]);
  return reply.code(200).send({
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: client.accessValidity,
    scope: 'all',
    tenant_id: auth.tenantId,
    user_id: auth.userId,
    user_name: auth.account,
    real_name: auth.realName,
    nick_name: who.nickName,
    role_name: auth.roleNames.join(','),
    role_id: auth.roleIds.join(','),
    dept_id: auth.deptId,
    post_id: auth.postId,
    avatar: who.avatar,
    account: auth.account,
    client_id: client.clientId,
    oauth_id: who.oauthId,
    license: 'powered by toycar-console',
  });
}

export async function tokenHandler(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply) {
  const { db } = ctx.database;
  try {
    const client = await clientOf(db, req);
    if (!client) throw new OAuthError(401, authText.badClient);
    const p = paramsOf(req);
    const grant = p.grant_type ?? '';
    if (client.grantTypes.length && !client.grantTypes.includes(grant))
      throw new OAuthError(400, SERVED_GRANTS.includes(grant) ? authText.grantNotAllowed(grant) : authText.badGrant);
    if (grant === 'social') {
      // No provider is configured; the test-only guest identity lets e2e tests reach the registration dialog.
      const guest = testGuestOf(ctx.config, p, header(req, 'tenant-id'), client.clientId);
      if (!guest || !(await tenantIsOpen(db, guest.auth.tenantId))) throw new OAuthError(400, authText.social);
      return await sendTokens(ctx, reply, guest.auth, client, guest.profile);
    }
    if (grant === 'password' || grant === 'captcha') {
      if (grant === 'captcha' && !(await consumeCaptcha(db, header(req, 'captcha-key'), header(req, 'captcha-code'))))
        throw new OAuthError(400, authText.captcha);
      const user = await passwordGrant(ctx, req, p);
      return await issue(ctx, reply, user, client, header(req, 'role-id'));
    }
    if (grant === 'refresh_token') {
      const claims =
        p.refresh_token && p.refresh_token.length < 4096
          ? await verifyToken(ctx.config.jwtSecret, p.refresh_token, 'refresh_token')
          : undefined;
      const user =
        claims && claims.clientId === client.clientId
          ? await findUserById(db, claims.tenantId, claims.userId)
          : undefined;
      const open = claims && !(await isClosed(ctx, claims.sessionId));
      if (!claims || !open || !user || !(await tenantIsOpen(db, claims.tenantId)))
        throw new OAuthError(401, authText.refresh);
      const role = claims.roleIds.length === 1 ? claims.roleIds[0] : '';
      return await issue(ctx, reply, user, client, role, claims.sessionId);
    }
    throw new OAuthError(400, authText.badGrant);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    return reply.code(err.status).send({ error_code: err.status, error_description: say(req, err.text) });
  }
}
