/**
 * Third-party ("guest") identities. No social log-in provider is configured in the reference server, so:
 * - With the test switch on (TEST_CAPTCHA=1, never with NODE_ENV=production), `grant_type=social&source=test
 *   &code=guest` issues a token for a guest with `user_id: "-1"` — the identity the console meets after a
 *   social log-in of someone without an account, which makes it show the registration dialog.
 * - `register-guest` creates the account as *pending*: role_id "-1" (BladeX's marker for a role-less guest)
 *   and status 0. A pending account cannot log in ("账号待审核") until an administrator grants it roles
 *   and enables it.
 */
import type { AppConfig, AuthUser } from '../kernel/http/context';
import type { Params } from '../kernel/http/params';
import { safeText } from '../kernel/http/safe-text';

export const GUEST_USER_ID = '-1';
export const PENDING_ROLE = '-1';
export const PENDING_STATUS = 0;

/** Registered through register-guest and not approved yet. */
export const isPendingUser = (user: Record<string, unknown>): boolean => String(user.role_id ?? '') === PENDING_ROLE;

/** Test-only switches are on: the config asks for them and the process is not in production. */
export const testSwitchesOn = (config: AppConfig): boolean =>
  !!config.testCaptcha && config.env !== 'production' && process.env.NODE_ENV !== 'production';

/** A caller that is a third-party guest (no account of their own yet). */
export const isGuest = (auth: AuthUser | null): boolean => !!auth && !/^\d{1,16}$/.test(auth.userId);

/** The guest of `source=test&code=guest`, or undefined when that is not what was asked or not allowed. */
export function testGuestOf(
  config: AppConfig,
  p: Params,
  tenantHeader: string,
  clientId: string,
): { auth: AuthUser; profile: { nickName: string; avatar: string; oauthId: string } } | undefined {
  if (!testSwitchesOn(config) || p.source !== 'test' || p.code !== 'guest') return undefined;
  const tenantId = safeText(p.tenantId || tenantHeader || '000000', 12);
  if (!tenantId) return undefined;
  return {
    auth: {
      tenantId,
      userId: GUEST_USER_ID,
      account: 'guest',
      realName: '第三方用户',
      roleIds: [],
      roleNames: [],
      deptId: '',
      postId: '',
      clientId,
    },
    profile: { nickName: '第三方用户', avatar: '', oauthId: 'test-guest' },
  };
}
