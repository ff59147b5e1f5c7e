/**
 * Log-in lockout: 5 failures in a row (each within 30 minutes of the previous one) lock the ACCOUNT (within
 * its tenant) for 30 minutes. An IP is never locked — an office behind one proxy shares it — but its
 * failures are counted the same way, and an IP with IP_CAPTCHA_AFTER of them must sign in with the captcha
 * grant (server/auth/token.ts) besides being rate-limited (server/auth/rate-limit.ts). Counters live in the
 * database (blade_login_failure) so every server process agrees; the increment is a single UPDATE, so
 * concurrent failures are all counted.
 */
import type { Db } from '../kernel/db/database';

const TABLE = 'blade_login_failure';
export const MAX_FAILURES = 5;
/** Failures from one IP (within the window) after which its password grants need a captcha. */
export const IP_CAPTCHA_AFTER = 20;
export const LOCK_MS = 30 * 60 * 1000;

export const accountSubject = (tenantId: string, account: string) => `account:${tenantId}:${account.toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/** The first of the subjects that is locked now, with the minutes left. */
export async function lockedSubject(
  db: Db,
  subjects: string[],
): Promise<{ subject: string; minutesLeft: number } | undefined> {
  const now = Date.now();
  const rows = await db
    .selectFrom(TABLE)
    .select(['subject', 'locked_until'])
    .where('subject', 'in', subjects)
    .execute();
  for (const s of subjects) {
    const row = rows.find((r) => r.subject === s);
    const until = Number(row?.locked_until ?? 0);
    if (until > now) return { subject: s, minutesLeft: Math.ceil((until - now) / 60000) };
  }
  return undefined;
}

/**
 * Count one failure; with `lock`, the fifth in a row locks the subject and restarts its count. Returns true
 * when it locked.
 */
export async function recordFailure(db: Db, subject: string, lock = true): Promise<boolean> {
  const now = Date.now();
  await db
    .insertInto(TABLE)
    .values({ subject, failures: 0, locked_until: 0, update_time: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
  // A run of failures older than the lock window is over: start counting again.
  await db
    .updateTable(TABLE)
    .set({ failures: 0 })
    .where('subject', '=', subject)
    .where('update_time', '<', now - LOCK_MS)
    .where('locked_until', '<=', now)
    .execute();
  await db
    .updateTable(TABLE)
    .set((eb) => ({ failures: eb('failures', '+', 1), update_time: now }))
    .where('subject', '=', subject)
    .execute();
  if (!lock) return false;
  const locked = await db
    .updateTable(TABLE)
    .set({ failures: 0, locked_until: now + LOCK_MS })
    .where('subject', '=', subject)
    .where('failures', '>=', MAX_FAILURES)
    .returning('subject')
    .executeTakeFirst();
  return !!locked;
}

/** Failures counted for the subject within the window (0 when its run is over). */
export async function failuresOf(db: Db, subject: string): Promise<number> {
  const row = await db
    .selectFrom(TABLE)
    .select(['failures', 'update_time'])
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row && Number(row.update_time) >= Date.now() - LOCK_MS ? Number(row.failures) : 0;
}

/** A successful log-in ends the run of failures (and old, unlocked counters of anyone are dropped). */
export async function clearFailures(db: Db, subjects: string[]): Promise<void> {
  const now = Date.now();
  await db.deleteFrom(TABLE).where('subject', 'in', subjects).where('locked_until', '<=', now).execute();
  await db
    .deleteFrom(TABLE)
    .where('update_time', '<', now - 24 * 3600 * 1000)
    .where('locked_until', '<=', now)
    .execute();
}

/** An administrator's unlock: the subjects' locks and counts are gone at once (BladeX's `user/unlock`). */
export async function unlockSubjects(db: Db, subjects: string[]): Promise<number> {
  if (!subjects.length) return 0;
  const r = await db.deleteFrom(TABLE).where('subject', 'in', subjects).executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}
