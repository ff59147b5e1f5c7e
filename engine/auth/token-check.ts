/**
 * Keeps the session alive (CONTRACT §4, spec §7 "Token"): every 10 s, look at how long ago the token was
 * stored; once that is `tokenTime` seconds (3000 by default, under the server's 3600 s lifetime) or more,
 * trade the refresh token for a new one. One refresh at a time; a failed refresh is left to the
 * transport (a 401 logs out).
 */
import { refreshToken } from './api';
import { getRefreshToken, getToken, getTokenTime } from './session';

export interface TokenCheckOptions {
  intervalMs?: number;
  tokenTime?: number;
  refresh?: () => Promise<unknown>;
  now?: () => number;
}

/** Starts the periodic check; returns the function that stops it. */
export function startTokenCheck(options: TokenCheckOptions = {}): () => void {
  const { intervalMs = 10_000, tokenTime = 3000, refresh = refreshToken, now = Date.now } = options;
  let busy = false;
  const tick = async () => {
    if (busy || !getToken() || !getRefreshToken()) return;
    const stored = getTokenTime();
    if (stored === undefined || (now() - stored) / 1000 < tokenTime) return;
    busy = true;
    try {
      await refresh();
    } catch {
      // The transport already told the user (and logged out on 401); try again on a later tick.
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  return () => clearInterval(timer);
}
