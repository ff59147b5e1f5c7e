/**
 * How fast one IP may call the log-in endpoints: guessing passwords is slowed down per IP here (and by the
 * captcha an IP with many failures must send, server/auth/lockout.ts), while a wrong password locks only
 * its account. An office behind one proxy shares an IP, so the numbers leave room for a busy morning.
 */
import type { AppConfig } from '../kernel/http/context';

export const DEFAULT_LOGIN_LIMITS = { token: 60, captcha: 120, windowMs: 60_000 };

/** The route option for `token` or `captcha`, or undefined when limits are off. */
export function loginRateLimit(config: AppConfig, endpoint: 'token' | 'captcha') {
  if (config.rateLimit === false) return undefined;
  const limits = { ...DEFAULT_LOGIN_LIMITS, ...config.rateLimit };
  return { max: limits[endpoint], windowMs: limits.windowMs };
}
