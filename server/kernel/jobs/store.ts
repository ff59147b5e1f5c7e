/**
 * The rows of `blade_job`, for every engine: insert (with the idempotency key), claim (by id, or the next
 * due one for the embedded worker), heartbeat and progress, finish, fail with a retry time, cancel, retry.
 *
 * Claims are leases: a claim writes a fresh `lease_token` and `lease_until`; every later write of that
 * attempt is fenced on the token and on `status = 'running'`, so an attempt whose lease was lost (another
 * worker took the job over after it stopped beating) or whose job was cancelled changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../engine/schema/resolve';
import type { Database, Db } from '../db/database';
import { nowText } from '../db/time';
import { JOB_TABLE } from './table';
import type { JobOwner, JobRecord, JobStatus } from './types';

type Raw = Record<string, unknown>;

const num = (v: unknown) => Number(v ?? 0);
const json = (v: unknown): unknown => {
  if (typeof v !== 'string' || v === '') return null;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export function toRecord(r: Raw): JobRecord {
  return {
    id: String(r.id),
    kind: String(r.kind),
    tenantId: String(r.tenant_id ?? ''),
    userId: String(r.user_id ?? ''),
    createBy: String(r.create_by ?? ''),
    lang: (r.lang === 'en' ? 'en' : 'zh') as Lang,
    key: (r.idem_key as string | null) ?? null,
    payload: json(r.payload),
    status: r.status as JobStatus,
    attempts: num(r.attempts),
    maxAttempts: num(r.max_attempts),
    runAt: num(r.run_at),
    doneCount: num(r.done_count),
    totalCount: num(r.total_count),
    progress: num(r.progress),
    result: json(r.result),
    error: (r.error as string | null) ?? null,
    engineId: (r.engine_id as string | null) ?? null,
    createTime: String(r.create_time ?? ''),
    updateTime: String(r.update_time ?? ''),
    startTime: (r.start_time as string | null) ?? null,
    finishTime: (r.finish_time as string | null) ?? null,
  };
}

export interface NewJob {
  kind: string;
  payload: unknown;
  owner: JobOwner;
  key?: string;
  maxAttempts: number;
  runAt: number;
}

/** A claimed attempt: the record as claimed and the token that fences its writes. */
export interface Claim {
  record: JobRecord;
  token: string;
}

export class JobStore {
  constructor(
    readonly database: Database,
    private readonly leaseMs: number,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  /** Insert unless the key names an existing job; answers the id and whether it is new. */
  async insert(job: NewJob): Promise<{ id: string; created: boolean }> {
    const now = nowText();
    const tenantId = job.owner.tenantId ?? '';
    const values = {
      tenant_id: tenantId,
      user_id: job.owner.userId ?? '',
      create_by: (job.owner.account ?? '').slice(0, 64),
      lang: job.owner.lang ?? 'zh',
      kind: job.kind,
      idem_key: job.key ?? null,
      payload: JSON.stringify(job.payload ?? null),
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      lease_until: 0,
      done_count: 0,
      total_count: 0,
      progress: 0,
      create_time: now,
      update_time: now,
    };
    // ON CONFLICT DO NOTHING: a duplicate key neither fails the caller's transaction (PostgreSQL aborts a
    // transaction on a unique violation) nor adds a row; a concurrent insert of the same key waits for
    // the first to commit, then finds it.
    const inserted = await this.db
      .insertInto(JOB_TABLE)
      .values(values)
      .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'idem_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: String(inserted.id), created: true };
    const existing = await this.db
      .selectFrom(JOB_TABLE)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', job.kind)
      .where('idem_key', '=', job.key ?? '')
      .executeTakeFirstOrThrow();
    return { id: String(existing.id), created: false };
  }

  async get(id: string): Promise<JobRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const r = await this.db.selectFrom(JOB_TABLE).selectAll().where('id', '=', Number(id)).executeTakeFirst();
    return r ? toRecord(r) : undefined;
  }

  private claimValues(now: number) {
    return {
      token: randomBytes(12).toString('hex'),
      set: (token: string) => ({
        status: 'running',
        lease_token: token,
        lease_until: now + this.leaseMs,
        start_time: nowText(),
        update_time: nowText(),
      }),
    };
  }

  /**
   * Claim this job (engines that hand out ids: pg-boss, BullMQ): a queued one, or a running one whose
   * lease ran out (its worker died and the engine handed the job out again).
   */
  async claimById(id: string): Promise<Claim | undefined> {
    const now = Date.now();
    const { token, set } = this.claimValues(now);
    const r = await this.db
      .updateTable(JOB_TABLE)
      .set((eb) => ({ ...set(token), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', Number(id))
      .where((eb) =>
        eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]),
      )
      .returningAll()
      .executeTakeFirst();
    return r ? { record: toRecord(r), token } : undefined;
  }

  /**
   * Claim the next due job of the given kinds (the embedded worker). One statement: on PostgreSQL the
   * candidate is locked with SKIP LOCKED so concurrent workers take different jobs; on SQLite the write
   * lock serialises claims. Either way the outer `status = 'queued'` makes a lost race claim nothing.
   */
  async claimNext(kinds: string[]): Promise<Claim | undefined> {
    if (!kinds.length) return undefined;
    const now = Date.now();
    const { token, set } = this.claimValues(now);
    const db = this.db;
    let next = db
      .selectFrom(JOB_TABLE)
      .select('id')
      .where('status', '=', 'queued')
      .where('run_at', '<=', now)
      .where('kind', 'in', kinds)
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);
    if (this.database.dialect === 'postgres') next = next.forUpdate().skipLocked();
    const r = await db
      .updateTable(JOB_TABLE)
      .set((eb) => ({ ...set(token), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    return r ? { record: toRecord(r), token } : undefined;
  }

  /** Renew the lease (and record progress); false when the attempt no longer holds the job. */
  async beat(id: string, token: string, progress?: { done: number; total: number }): Promise<boolean> {
    const values: Raw = { lease_until: Date.now() + this.leaseMs, update_time: nowText() };
    if (progress) {
      values.done_count = progress.done;
      values.total_count = progress.total;
      // eslint-disable-next-line no-restricted-syntax -- a percentage of rows, not money
      values.progress = progress.total > 0 ? Math.min(100, Math.floor((progress.done * 100) / progress.total)) : 0;
    }
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set(values)
      .where('id', '=', Number(id))
      .where('lease_token', '=', token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The attempt succeeded (fenced). Inside a transaction, this joins it. */
  async succeed(id: string, token: string, result: unknown): Promise<boolean> {
    const now = nowText();
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set({
        status: 'succeeded',
        result: result === undefined ? null : JSON.stringify(result),
        error: null,
        progress: 100,
        lease_token: null,
        lease_until: 0,
        update_time: now,
        finish_time: now,
      })
      .where('id', '=', Number(id))
      .where('lease_token', '=', token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * The attempt failed (fenced): back to the queue at `retryAt`, or failed for good when `retryAt` is
   * undefined.
   */
  async fail(id: string, token: string, error: string, retryAt: number | undefined): Promise<boolean> {
    const now = nowText();
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set({
        status: retryAt === undefined ? 'failed' : 'queued',
        run_at: retryAt ?? 0,
        error: error.slice(0, 4000),
        lease_token: null,
        lease_until: 0,
        update_time: now,
        finish_time: retryAt === undefined ? now : null,
      })
      .where('id', '=', Number(id))
      .where('lease_token', '=', token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Give the job back without counting the attempt (the server stopped under it). */
  async release(id: string, token: string): Promise<boolean> {
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set((eb) => ({
        status: 'queued',
        run_at: Date.now(),
        attempts: eb('attempts', '-', 1),
        lease_token: null,
        lease_until: 0,
        update_time: nowText(),
      }))
      .where('id', '=', Number(id))
      .where('lease_token', '=', token)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Running jobs whose lease ran out (their worker died): back to the queue, or failed when that was the
   * last attempt. Returns how many were recovered.
   */
  async recoverExpired(): Promise<number> {
    const now = Date.now();
    const stamp = nowText();
    const lost = { zh: '执行任务的进程已停止', en: 'The worker running the job stopped' };
    const back = await this.db
      .updateTable(JOB_TABLE)
      .set({ status: 'queued', run_at: now, lease_token: null, lease_until: 0, update_time: stamp })
      .where('status', '=', 'running')
      .where('lease_until', '<', now)
      .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
      .executeTakeFirst();
    const dead = await this.db
      .updateTable(JOB_TABLE)
      .set({
        status: 'failed',
        error: `${lost.zh} / ${lost.en}`,
        lease_token: null,
        update_time: stamp,
        finish_time: stamp,
      })
      .where('status', '=', 'running')
      .where('lease_until', '<', now)
      .executeTakeFirst();
    return Number(back.numUpdatedRows) + Number(dead.numUpdatedRows);
  }

  /** Cancel a queued or running job; false when it already finished. */
  async cancel(id: string): Promise<boolean> {
    const now = nowText();
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set({ status: 'cancelled', lease_token: null, lease_until: 0, update_time: now, finish_time: now })
      .where('id', '=', Number(id))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** A failed or cancelled job back to the queue with its attempts reset. */
  async retry(id: string): Promise<boolean> {
    const res = await this.db
      .updateTable(JOB_TABLE)
      .set({
        status: 'queued',
        attempts: 0,
        run_at: Date.now(),
        error: null,
        engine_id: null,
        done_count: 0,
        progress: 0,
        update_time: nowText(),
        finish_time: null,
      })
      .where('id', '=', Number(id))
      .where('status', 'in', ['failed', 'cancelled'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async setEngineId(id: string, engineId: string): Promise<void> {
    await this.db.updateTable(JOB_TABLE).set({ engine_id: engineId }).where('id', '=', Number(id)).execute();
  }

  /** Queued jobs no engine has been told of yet (the BullMQ relay). */
  async undispatched(limit: number): Promise<JobRecord[]> {
    const rows = await this.db
      .selectFrom(JOB_TABLE)
      .selectAll()
      .where('status', '=', 'queued')
      .where('engine_id', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }
}
