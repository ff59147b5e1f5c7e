/**
 * Access and refresh tokens: JWT HS256 (jose). Claims (snake_case, as BladeX): tenant_id, user_id,
 * account, user_name, real_name, role_id (comma list), role_name (comma list of aliases), dept_id,
 * post_id, client_id, token_type (`access_token` | `refresh_token`), sid (the sign-in session, see
 * sessions.ts; absent for the test guest), plus iat / exp / iss.
 */
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import type { AuthUser } from '../kernel/http/context';
import { LruMap } from '../kernel/lru-map';
import type { KeyRing } from './key-ring';
import { kidOf } from './server-keys';

const ISSUER = 'toycar-console';
export type TokenType = 'access_token' | 'refresh_token';

// Imported once per secret: jose imports a raw byte key on every call otherwise, which was the largest
// single cost of an authenticated request (bench/, docs/performance.md).
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
};

/**
 * Key rings (key-ring.ts) by the secret the app was configured with (`config.jwtSecret`, its anchor): with
 * one, tokens are signed with the ring's current key and verified with the key their `kid` names, so
 * the callers keep passing `ctx.config.jwtSecret`. Without one, that secret is the only key.
 */
const rings = new Map<string, KeyRing>();
export function installKeyRing(anchor: string, ring: KeyRing): void {
  rings.set(anchor, ring);
}

export interface TokenClaims {
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  real_name: string;
  role_id: string;
  role_name: string;
  dept_id: string;
  post_id: string;
  client_id: string;
  token_type: TokenType;
  sid?: string;
}

export function claimsOf(user: AuthUser, type: TokenType): TokenClaims {
  return {
    tenant_id: user.tenantId,
    user_id: user.userId,
    account: user.account,
    user_name: user.account,
    real_name: user.realName,
    role_id: user.roleIds.join(','),
    role_name: user.roleNames.join(','),
    dept_id: user.deptId,
    post_id: user.postId,
    client_id: user.clientId,
    token_type: type,
    ...(user.sessionId && { sid: user.sessionId }),
  };
}

export async function signToken(
  secret: string,
  user: AuthUser,
  type: TokenType,
  lifetimeSeconds: number,
): Promise<string> {
  const key = rings.get(secret)?.signing() ?? { kid: kidOf(secret), secret };
  return new SignJWT({ ...claimsOf(user, type) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${Math.max(1, Math.floor(lifetimeSeconds))}s`)
    .sign(await keyOf(key.secret));
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const list = (v: unknown) => str(v).split(',').filter(Boolean);

// A client sends the same token on every request, and a token never changes: a verified one is remembered
// (bounded, most recent last) and trusted until its own `exp`. Verification is the costliest step of an
// authenticated request otherwise (bench/, docs/performance.md).
const MAX_VERIFIED = 10_000;
const verified = new LruMap<string, { user: AuthUser; exp: number }>(MAX_VERIFIED);

/** The user a valid token of the given type stands for; undefined for anything else (bad, expired, wrong type). */
export async function verifyToken(secret: string, token: string, type: TokenType): Promise<AuthUser | undefined> {
  const cacheKey = `${type}\u0000${secret}\u0000${token}`;
  const hit = verified.get(cacheKey);
  // A copy: a caller changing its request's user must not change the remembered one.
  if (hit && hit.exp > Date.now() / 1000)
    return { ...hit.user, roleIds: [...hit.user.roleIds], roleNames: [...hit.user.roleNames] };
  if (hit) verified.delete(cacheKey);
  const user = await verifyUncached(secret, token, type);
  if (user) {
    const exp = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp);
    verified.set(cacheKey, { user, exp });
  }
  return user;
}

async function verifyUncached(secret: string, token: string, type: TokenType): Promise<AuthUser | undefined> {
  try {
    const ring = rings.get(secret);
    const kid = ring ? decodeProtectedHeader(token).kid : undefined;
    const key = ring ? await ring.verifying(typeof kid === 'string' ? kid : undefined) : secret;
    if (!key) return undefined;
    const { payload } = await jwtVerify(token, await keyOf(key), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.token_type !== type || !str(payload.user_id) || !str(payload.tenant_id)) return undefined;
    return {
      tenantId: str(payload.tenant_id),
      userId: str(payload.user_id),
      account: str(payload.account),
      realName: str(payload.real_name),
      roleIds: list(payload.role_id),
      roleNames: list(payload.role_name),
      deptId: str(payload.dept_id),
      postId: str(payload.post_id),
      clientId: str(payload.client_id),
      ...(str(payload.sid) && { sessionId: str(payload.sid) }),
    };
  } catch {
    return undefined;
  }
}
