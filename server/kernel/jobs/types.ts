/**
 * Durable background jobs: the API modules and generic CRUD use (`ctx.jobs`), whatever engine runs them.
 *
 * Every job is a row of `blade_job` (table.ts) in the application's own database — kind, payload, owner
 * (tenant, user, language), idempotency key, status, attempts, progress, result, error — whichever engine
 * decides when and where it runs: the embedded worker (default; polls the same table), pg-boss on
 * PostgreSQL, or BullMQ on Redis. So the jobs screen, owner checks and downloads read one table on every
 * engine, and enqueueing inside a business transaction is an outbox: the row exists iff the transaction
 * commits (the engines learn of it inside that transaction, pg-boss, or right after it commits, BullMQ).
 */
import type { Lang } from '../../../engine/schema/resolve';
import { ApiError } from '../http/errors';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export const FINISHED: ReadonlySet<JobStatus> = new Set(['succeeded', 'failed', 'cancelled']);

/** A job as stored (wire names). */
export interface JobRecord {
  id: string;
  kind: string;
  tenantId: string;
  userId: string;
  /** The owner's account, shown on the jobs screen. */
  createBy: string;
  lang: Lang;
  key: string | null;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  /** When a queued job may run next (epoch ms). */
  runAt: number;
  doneCount: number;
  totalCount: number;
  /** 0..100. */
  progress: number;
  result: unknown;
  error: string | null;
  engineId: string | null;
  createTime: string;
  updateTime: string;
  startTime: string | null;
  finishTime: string | null;
}

/** Who a job runs for: its owner, recorded with the job. */
export interface JobOwner {
  tenantId: string;
  userId: string;
  account?: string;
  lang?: Lang;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: enqueueing the same kind with the same key (within the owner's tenant) again returns
   * the first job instead of a new one, so a retried request or a replayed event runs its job once.
   */
  key?: string;
  owner?: JobOwner;
  /** Attempts before the job fails for good (the kind's default, else 3). */
  maxAttempts?: number;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
}

export interface Enqueued {
  id: string;
  /** False when the idempotency key named an existing job. */
  created: boolean;
}

/** What a handler gets for one attempt. */
export interface JobRun<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  owner: Required<JobOwner>;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  /**
   * Aborted when the job is cancelled, its lease is lost (another worker took it over) or the server
   * stops past its grace period: a handler stops at the next chance (pass it to adapters and loops).
   */
  signal: AbortSignal;
  /** Report progress (throttled writes; `total` once known). Also keeps the job's lease alive. */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Run `fn` in one database transaction that also marks the job succeeded with `fn`'s result: the
   * effect commits iff this attempt is the one that completes the job (exactly once, even if a stale
   * worker finishes the same job late).
   */
  complete<R>(fn: () => Promise<R>): Promise<R>;
}

/** A kind of job: its handler and retry policy. */
export interface JobKind<P = unknown, R = unknown> {
  kind: string;
  run(job: JobRun<P>): Promise<R>;
  /** Attempts before failing for good (default 3). */
  maxAttempts?: number;
  /** First retry delay; doubled each attempt (default 1000 ms, at most one hour). */
  backoffMs?: number;
  /**
   * Whether an error is worth another attempt (default: every error except those marked
   * `retryable: false`, e.g. an adapter's refusal or a validation error).
   */
  retryable?(err: unknown): boolean;
}

export type EngineName = 'embedded' | 'pg-boss' | 'bullmq';

export interface JobSettings {
  engine?: EngineName;
  /** BullMQ's Redis (REDIS_URL). */
  redisUrl?: string;
  /** pg-boss's PostgreSQL (DATABASE_URL) and the schema of its tables (default `pgboss`). */
  postgresUrl?: string;
  pgBossSchema?: string;
  /** BullMQ's queue name / key prefix (tests use their own). */
  queueName?: string;
  /** Embedded: how often an idle worker looks for due jobs (default 500 ms). */
  pollMs?: number;
  /** Jobs one process runs at once (default 2). */
  concurrency?: number;
  /** How long a claimed job stays claimed without a heartbeat (default 60 s). */
  leaseMs?: number;
  /** On stop: how long running jobs may finish before they are returned to the queue (default 8 s). */
  graceMs?: number;
  /** Do not start a worker in this process (enqueue only). */
  noWorker?: boolean;
}

export interface JobService {
  readonly engine: EngineName;
  /** Register a kind (before `start`). */
  define<P, R>(kind: JobKind<P, R>): void;
  has(kind: string): boolean;
  /**
   * Add a job. Inside `ctx.database.transaction` it joins that transaction (the outbox): rolled back with
   * it, and dispatched to the engine only if it commits.
   */
  enqueue(kind: string, payload: unknown, opts?: EnqueueOptions): Promise<Enqueued>;
  get(id: string): Promise<JobRecord | undefined>;
  /** A failed or cancelled job back to the queue, attempts reset. False when it is not in such a state. */
  retry(id: string): Promise<boolean>;
  /** A queued or running job cancelled (a running handler's signal aborts). False when already finished. */
  cancel(id: string): Promise<boolean>;
  /** Resolves once the job is finished (tests, scripts). */
  settled(id: string, timeoutMs?: number): Promise<JobRecord>;
  start(): Promise<void>;
  /** Stop taking jobs; running ones get `graceMs` to finish, then go back to the queue. */
  stop(): Promise<void>;
  /** Why jobs cannot be handed out now (the engine's broker is away), or undefined when they can (/readyz). */
  problem(): Promise<string | undefined>;
}

/**
 * Whether another attempt may help: an error that says (`retryable`, e.g. an adapter's timeout yes, its
 * refusal no), else not for a client error (an ApiError below 500: bad input stays bad), else yes.
 */
export function isRetryable(err: unknown): boolean {
  const said = err && typeof err === 'object' ? (err as { retryable?: unknown }).retryable : undefined;
  if (typeof said === 'boolean') return said;
  return !(err instanceof ApiError && err.code < 500);
}

/** Exponential backoff: base × 2^(attempt−1), at most an hour. */
export const backoffDelay = (baseMs: number, attempt: number): number =>
  Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempt - 1));
