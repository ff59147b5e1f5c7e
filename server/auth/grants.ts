/**
 * The grants both sign-in flavours share — BladeX's `oauth/token` (./token.ts) and SpringBlade's
 * `blade-auth/token` (./blade-token.ts) differ only in how parameters arrive and how the answer looks:
 * - `passwordGrant`: the account's password (as the MD5 hex the BladeX client sends); wrong passwords lock
 *   the account, never the IP; an IP with many failures must come with a captcha;
 * - `refreshGrant`: a refresh token of a session still open;
 * - `issueTokens`: the token pair of one sign-in session (server/auth/sessions.ts) — a log-in opens one, a
 *   refresh keeps it, a log-out on either flavour closes it.
 * A refusal is a `GrantError`: the status and the message in both languages; each flavour words it its way.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import type { Db } from '../kernel/db/database';
import type { AuthUser, ServerContext } from '../kernel/http/context';
import {
  authUserOf,
  findUser,
  findUserById,
  tenantIsOpen,
  tenantState,
  type ClientRecord,
  type UserRow,
} from './accounts';
import { isPendingUser } from './guest';
import { signToken, verifyToken } from './jwt';
import {
  accountSubject,
  clearFailures,
  failuresOf,
  ipSubject,
  lockedSubject,
  recordFailure,
  IP_CAPTCHA_AFTER,
  LOCK_MS,
} from './lockout';
import { hashPassword, verifyPassword } from './password';
import { accountRefusal } from './account-state';
import { closeSessions, isClosed, openSession, touchSession } from './sessions';

export const authText = {
  badClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  badGrant: { zh: '不支持的授权类型', en: 'Unsupported grant_type' },
  grantNotAllowed: (grant: string): I18nText => ({
    zh: `该客户端未开通授权类型 ${grant}`,
    en: `This client is not allowed the grant_type "${grant}" (see its authorized grant types)`,
  }),
  social: {
    zh: '未配置第三方登录，请使用账号密码登录',
    en: 'No social sign-in provider is configured: sign in with your account and password',
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
  captchaNeeded: {
    zh: '该网络登录失败次数过多，请输入验证码登录',
    en: 'Too many failed sign-ins from this network: please sign in with the captcha',
  },
  refresh: { zh: '令牌无效或已过期，请重新登录', en: 'The token is invalid or has expired: please sign in again' },
  locked: (minutes: number): I18nText => ({
    zh: `登录失败次数过多，已锁定 ${LOCK_MS / 60000} 分钟，请 ${minutes} 分钟后再试`,
    en: `Too many failed sign-ins: locked for ${LOCK_MS / 60000} minutes; try again in ${minutes} minutes`,
  }),
};

/** Grant types this server implements; any other is "unsupported" whatever the client lists. */
export const SERVED_GRANTS = ['password', 'captcha', 'refresh_token', 'social'];

export class GrantError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly text: I18nText,
  ) {
    super(text.en);
  }
}

/** A header's first value, trimmed ('' when absent). */
export const header = (req: FastifyRequest, name: string): string => {
  const v = req.headers[name];
  return String((Array.isArray(v) ? v[0] : v) ?? '').trim();
};

/** 400 unless the client row lists the grant (an empty list allows every grant served here). */
export function checkClientGrant(client: ClientRecord, grant: string): void {
  if (client.grantTypes.length && !client.grantTypes.includes(grant))
    throw new GrantError(400, SERVED_GRANTS.includes(grant) ? authText.grantNotAllowed(grant) : authText.badGrant);
}

export interface PasswordAttempt {
  tenantId: string;
  account: string;
  /**
   * The password as the lowercase hex MD5 of what was typed; `null` when the client sent one that cannot
   * be read (an SM2 text not made with our key, or plain text where a cipher is expected): it fails like a
   * wrong password, counted the same way.
   */
  md5: string | null;
}

// A valid hash to check against when the account does not exist, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

/**
 * The user of a password (or captcha) grant. Wrong passwords lock the account (never the IP); an IP with
 * many failures must come with a captcha (`withCaptcha`: the captcha grant, whose captcha was checked).
 */
export async function passwordGrant(
  ctx: ServerContext,
  req: FastifyRequest,
  attempt: PasswordAttempt,
  withCaptcha: boolean,
): Promise<UserRow> {
  const { db } = ctx.database;
  const { tenantId, account, md5 } = attempt;
  if (!tenantId) throw new GrantError(400, authText.tenant);
  const accountKey = accountSubject(tenantId, account);
  const ipKey = ipSubject(req.ip);
  if (!withCaptcha && (await failuresOf(db, ipKey)) >= IP_CAPTCHA_AFTER)
    throw new GrantError(400, authText.captchaNeeded);
  const locked = await lockedSubject(db, [accountKey]);
  if (locked) throw new GrantError(400, authText.locked(locked.minutesLeft));
  const fail = async (text: I18nText) => {
    const [lockedNow] = await Promise.all([recordFailure(db, accountKey), recordFailure(db, ipKey, false)]);
    throw new GrantError(400, lockedNow ? authText.locked(LOCK_MS / 60000) : text);
  };
  const tenant = await tenantState(db, tenantId);
  if (tenant === 'missing' || tenant === 'disabled') return fail(authText.tenant);
  const user = await findUser(db, tenantId, account);
  decoyHash ??= hashPassword('decoy');
  const stored = user && md5 !== null ? String(user.password ?? '') : await decoyHash;
  const okPassword = (await verifyPassword(md5 ?? 'unreadable', stored)) && md5 !== null;
  if (!user || !okPassword) return fail(authText.wrong);
  // Only after the password matched, so the state of an account (or its tenant) is never revealed to a guesser.
  if (tenant === 'expired') throw new GrantError(400, authText.tenantExpired);
  if (isPendingUser(user)) throw new GrantError(400, authText.pending);
  if (Number(user.status ?? 1) === 0) throw new GrantError(400, authText.disabled);
  // The account's run ends; the IP's goes on (one good password must not clear a guesser's record).
  await clearFailures(db, [accountKey]);
  await resaltIfShared(db, user, md5!);
  return user;
}

/**
 * A hash another account shares (a database from before per-account salts; the start re-salts only the
 * passwords it knows, plugins/user/server/resalt.ts): now that the password is known, give this account its own.
 */
async function resaltIfShared(db: Db, user: UserRow, md5: string): Promise<void> {
  const stored = String(user.password ?? '');
  const twin = await db
    .selectFrom('blade_user')
    .select('id')
    .where('password', '=', stored)
    .where('id', '<>', Number(user.id))
    .limit(1)
    .executeTakeFirst();
  if (!twin) return;
  await db
    .updateTable('blade_user')
    .set({ password: await hashPassword(md5) })
    .where('id', '=', Number(user.id))
    .where('password', '=', stored)
    .execute();
}

/**
 * The user and session of a refresh token issued to this client, whose session is still open and whose
 * account and tenant may still act (checked every time: ./account-state.ts); else 401 — and a session
 * whose account may no longer act is closed, so its access token is refused too.
 */
export async function refreshGrant(
  ctx: ServerContext,
  client: ClientRecord,
  refreshToken: string | undefined,
): Promise<{ user: UserRow; role: string; sessionId?: string }> {
  const { db } = ctx.database;
  const claims =
    refreshToken && refreshToken.length < 4096
      ? await verifyToken(ctx.config.jwtSecret, refreshToken, 'refresh_token')
      : undefined;
  const user =
    claims && claims.clientId === client.clientId ? await findUserById(db, claims.tenantId, claims.userId) : undefined;
  const open = claims && !(await isClosed(ctx, claims.sessionId));
  const refused = claims && open ? await accountRefusal(ctx, claims) : undefined;
  if (refused && claims?.sessionId) await closeSessions(ctx, [claims.sessionId]);
  if (!claims || !open || refused || !user || !(await tenantIsOpen(db, claims.tenantId)))
    throw new GrantError(401, authText.refresh);
  return { user, role: claims.roleIds.length === 1 ? claims.roleIds[0] : '', sessionId: claims.sessionId };
}

/** Who signed in, beyond the token's claims: for the answer of either flavour. */
export interface Profile {
  nickName: string;
  avatar: string;
  oauthId: string;
}

export interface IssuedTokens {
  access: string;
  refresh: string;
  auth: AuthUser;
  profile: Profile;
  client: ClientRecord;
}

/** The claims and profile of a user row (with one role when the caller chose one, `Role-Id`). */
export async function signedInAs(ctx: ServerContext, user: UserRow, client: ClientRecord, onlyRole: string) {
  const auth = await authUserOf(ctx.database.db, user, client.clientId, onlyRole || undefined);
  const profile: Profile = {
    nickName: String(user.name ?? '') || auth.realName || auth.account,
    avatar: String(user.avatar ?? ''),
    oauthId: String(user.oauth_id ?? ''),
  };
  return { auth, profile };
}

/** Sign the pair; a log-in opens a session, a refresh (`auth.sessionId` set) keeps its own; the test guest has none. */
export async function issueTokens(
  ctx: ServerContext,
  req: FastifyRequest,
  auth: AuthUser,
  client: ClientRecord,
  profile: Profile,
): Promise<IssuedTokens> {
  const secret = ctx.config.jwtSecret;
  if (auth.userId !== '-1') {
    if (auth.sessionId) await touchSession(ctx, auth.sessionId, client.refreshValidity);
    else auth.sessionId = await openSession(ctx, req, auth, client.refreshValidity);
  }
  const [access, refresh] = await Promise.all([
    signToken(secret, auth, 'access_token', client.accessValidity),
    signToken(secret, auth, 'refresh_token', client.refreshValidity),
  ]);
  return { access, refresh, auth, profile, client };
}

/** What the answers of both flavours call the product. */
export const LICENSE = 'powered by toycar-console';
