/**
 * Access and refresh tokens: JWT HS256 (jose). Claims (snake_case, as BladeX): tenant_id, user_id,
 * account, user_name, real_name, role_id (comma list), role_name (comma list of aliases), dept_id,
 * post_id, client_id, token_type (`access_token` | `refresh_token`), plus iat / exp / iss.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser } from '../http/context';

const ISSUER = 'toycar-console';
export type TokenType = 'access_token' | 'refresh_token';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

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
  };
}

export async function signToken(
  secret: string,
  user: AuthUser,
  type: TokenType,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claimsOf(user, type) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${Math.max(1, Math.floor(lifetimeSeconds))}s`)
    .sign(keyOf(secret));
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const list = (v: unknown) => str(v).split(',').filter(Boolean);

/** The user a valid token of the given type stands for; undefined for anything else (bad, expired, wrong type). */
export async function verifyToken(secret: string, token: string, type: TokenType): Promise<AuthUser | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] });
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
    };
  } catch {
    return undefined;
  }
}
