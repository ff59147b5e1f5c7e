/**
 * Log-in lockout: 5 failures in a row (each within 30 minutes of the previous one) lock the subject for
 * 30 minutes. Subjects are the account within its tenant and the caller's IP. Counters live in the
 * database (blade_login_failure) so every server process agrees; the increment is a single UPDATE, so
 * concurrent failures are all counted.
 */
import type { Db } from '../db/database';

const TABLE = 'blade_login_failure';
export const MAX_FAILURES = 5;
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

/** Count one failure; the fifth in a row locks the subject and restarts its count. Returns true when it locked. */
export async function recordFailure(db: Db, subject: string): Promise<boolean> {
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
  const locked = await db
    .updateTable(TABLE)
    .set({ failures: 0, locked_until: now + LOCK_MS })
    .where('subject', '=', subject)
    .where('failures', '>=', MAX_FAILURES)
    .returning('subject')
    .executeTakeFirst();
  return !!locked;
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
