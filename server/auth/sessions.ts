/**
 * Sign-in sessions (system.onlineUser, blade_online_history): every log-in opens one, its id travels in
 * both tokens (`sid`), refreshing keeps it, log-out and "force offline" close it. A closed session's
 * tokens are refused at once by this process and within REFRESH_MS by any other process over the same
 * database — the check is an in-memory set, so an authenticated request costs no query for it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../kernel/db/database';
import { formatDateTime, nowText } from '../kernel/db/time';
import type { AuthUser, ServerContext } from '../kernel/http/context';

export const SESSION_TABLE = 'blade_online_history';
const REFRESH_MS = 5000;
const clip = (v: unknown, n: number) => String(v ?? '').slice(0, n);

/** Closed sessions still inside their lifetime, per database: what `isClosed` checks. */
interface ClosedSet {
  ids: Set<string>;
  loadedAt: number;
  loading?: Promise<void>;
}
const closedByDb = new WeakMap<Db, ClosedSet>();

function closedSet(db: Db): ClosedSet {
  let set = closedByDb.get(db);
  if (!set) {
    set = { ids: new Set(), loadedAt: 0 };
    closedByDb.set(db, set);
  }
  return set;
}

async function reload(db: Db, set: ClosedSet): Promise<void> {
  const rows = await db
    .selectFrom(SESSION_TABLE)
    .select('session_id')
    .where('status', '=', 0)
    .where('expire_time', '>', nowText())
    .execute();
  set.ids = new Set(rows.map((r) => String(r.session_id)));
  set.loadedAt = Date.now();
}

/** Whether the session was closed (log-out, forced offline). Tokens from before sessions existed carry none. */
export async function isClosed(ctx: ServerContext, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const { db } = ctx.database;
  const set = closedSet(db);
  if (Date.now() - set.loadedAt > REFRESH_MS) {
    set.loading ??= reload(db, set).finally(() => (set.loading = undefined));
    await set.loading;
  }
  return set.ids.has(sessionId);
}

/** Open a session for a fresh log-in; the id goes into the tokens. */
export async function openSession(
  ctx: ServerContext,
  req: FastifyRequest,
  auth: AuthUser,
  refreshSeconds: number,
): Promise<string> {
  const sessionId = randomBytes(16).toString('hex');
  const now = nowText();
  await ctx.database.db
    .insertInto(SESSION_TABLE)
    .values({
      tenant_id: auth.tenantId,
      session_id: sessionId,
      user_id: clip(auth.userId, 32),
      account: clip(auth.account, 64),
      real_name: clip(auth.realName, 64),
      client_id: clip(auth.clientId, 64),
      remote_ip: clip(req.ip, 64),
      user_agent: clip(req.headers['user-agent'], 500),
      login_time: now,
      last_active_time: now,
      expire_time: formatDateTime(new Date(Date.now() + refreshSeconds * 1000)),
      status: 1,
    })
    .execute();
  return sessionId;
}

/** A refresh keeps the session: it is seen active now and lives as long as the new refresh token. */
export async function touchSession(ctx: ServerContext, sessionId: string, refreshSeconds: number): Promise<void> {
  await ctx.database.db
    .updateTable(SESSION_TABLE)
    .set({ last_active_time: nowText(), expire_time: formatDateTime(new Date(Date.now() + refreshSeconds * 1000)) })
    .where('session_id', '=', sessionId)
    .where('status', '=', 1)
    .execute();
}

/** Close sessions by session id; their tokens stop working. Returns how many were open. */
export async function closeSessions(ctx: ServerContext, sessionIds: string[]): Promise<number> {
  if (!sessionIds.length) return 0;
  const { db } = ctx.database;
  const r = await db
    .updateTable(SESSION_TABLE)
    .set({ status: 0, last_active_time: nowText() })
    .where('session_id', 'in', sessionIds)
    .where('status', '=', 1)
    .executeTakeFirst();
  const set = closedSet(db);
  for (const id of sessionIds) set.ids.add(id);
  return Number(r.numUpdatedRows ?? 0);
}

/**
 * Close every open session of these users of a tenant (their password was reset: whoever signed in with
 * the old one is signed out), but `keep` (the caller's own, when they changed their own password).
 */
export async function closeUserSessions(
  ctx: ServerContext,
  tenantId: string,
  userIds: Array<string | number>,
  keep?: string,
): Promise<number> {
  if (!userIds.length) return 0;
  let q = ctx.database.db
    .selectFrom(SESSION_TABLE)
    .select('session_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds.map(String))
    .where('status', '=', 1);
  if (keep) q = q.where('session_id', '<>', keep);
  const open = await q.execute();
  return closeSessions(
    ctx,
    open.map((r) => String(r.session_id)),
  );
}

/** Sessions were closed by a generic write (the online-user screen's action): re-read them on the next check. */
export function reloadClosedSoon(ctx: ServerContext): void {
  closedSet(ctx.database.db).loadedAt = 0;
}
