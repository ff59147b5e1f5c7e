/**
 * The job service (`ctx.jobs`): kinds, enqueue (the outbox), the runner every engine hands jobs to, and
 * retry / cancel / stop. See types.ts for the API and engine.ts for what an engine does.
 *
 * One attempt: claim (a lease) → the kind's handler with a heartbeat that renews the lease (and notices a
 * cancel or a lost lease: the handler's signal aborts) → success recorded with the result, fenced on the
 * lease (or inside the handler's own transaction with `run.complete`) → or, on an error, back to the
 * queue after an exponential backoff while attempts remain and the error is retryable, else failed with
 * the error's message in the owner's language. A stopping server lets running handlers finish within the
 * grace period, then aborts them and returns their jobs to the queue without counting the attempt.
 */
import type { I18nText } from '../../../engine/schema';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { waitUntil, type DispatchInfo, type Engine, type RunOutcome } from './engine';
import { JobStore, type Claim } from './store';
import {
  backoffDelay,
  FINISHED,
  isRetryable,
  type EngineName,
  type Enqueued,
  type EnqueueOptions,
  type JobKind,
  type JobRecord,
  type JobRun,
  type JobService,
} from './types';

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_BACKOFF = 1000;
const PROGRESS_EVERY_MS = 250;

/** The attempt no longer holds the job (cancelled, or taken over after its lease ran out). */
export class LeaseLost extends Error {
  constructor() {
    super('the job was cancelled or taken over');
  }
}

const unknownKind = (kind: string): I18nText => ({
  zh: `未知的任务类型「${kind}」`,
  en: `Unknown job kind "${kind}"`,
});

/** An error's message in the owner's language. */
function messageOf(err: unknown, lang: 'zh' | 'en'): string {
  if (err instanceof ApiError) return typeof err.text === 'string' ? err.text : err.text[lang];
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

interface InFlight {
  controller: AbortController;
  stopping: boolean;
}

export interface ServiceOptions {
  leaseMs: number;
  graceMs: number;
  /** Start no worker (enqueue only). */
  noWorker?: boolean;
}

export class JobRunner implements JobService {
  private readonly kinds = new Map<string, JobKind<unknown, unknown>>();
  private readonly running = new Map<string, InFlight>();
  readonly store: JobStore;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly engineImpl: Engine,
    private readonly opts: ServiceOptions,
  ) {
    this.store = new JobStore(database, opts.leaseMs);
  }

  get engine(): EngineName {
    return this.engineImpl.name;
  }

  define<P, R>(kind: JobKind<P, R>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is defined twice`);
    if (!/^[a-z][a-z0-9.-]{0,63}$/.test(kind.kind)) throw new Error(`job kind "${kind.kind}": use a-z, 0-9, . and -`);
    this.kinds.set(kind.kind, kind as JobKind<unknown, unknown>);
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  async problem(): Promise<string | undefined> {
    return this.engineImpl.problem?.();
  }

  private dispatchInfo(id: string, kind: JobKind<unknown, unknown>, maxAttempts: number, runAt: number): DispatchInfo {
    return { id, kind: kind.kind, maxAttempts, backoffMs: kind.backoffMs ?? DEFAULT_BACKOFF, runAt };
  }

  async enqueue(kindName: string, payload: unknown, opts: EnqueueOptions = {}): Promise<Enqueued> {
    const kind = this.kinds.get(kindName);
    if (!kind) throw new Error(unknownKind(kindName).en);
    const maxAttempts = Math.max(1, opts.maxAttempts ?? kind.maxAttempts ?? DEFAULT_ATTEMPTS);
    const runAt = Date.now() + Math.max(0, opts.delayMs ?? 0);
    // Joins the caller's open transaction (the outbox), else its own: the row and the engine's own record
    // (pg-boss) commit together.
    return this.database.transaction(async () => {
      const added = await this.store.insert({
        kind: kindName,
        payload,
        owner: opts.owner ?? { tenantId: '', userId: '' },
        key: opts.key,
        maxAttempts,
        runAt,
      });
      if (added.created) await this.engineImpl.dispatch(this.dispatchInfo(added.id, kind, maxAttempts, runAt));
      return added;
    });
  }

  get(id: string): Promise<JobRecord | undefined> {
    return this.store.get(id);
  }

  async retry(id: string): Promise<boolean> {
    const done = await this.store.retry(id);
    if (!done) return false;
    const record = (await this.store.get(id))!;
    const kind = this.kinds.get(record.kind);
    if (kind) await this.engineImpl.redispatch(this.dispatchInfo(id, kind, record.maxAttempts, record.runAt));
    return true;
  }

  async cancel(id: string): Promise<boolean> {
    const record = await this.store.get(id);
    if (!record || !(await this.store.cancel(id))) return false;
    this.running.get(id)?.controller.abort(new LeaseLost());
    await this.engineImpl.forget?.(record).catch(() => undefined);
    return true;
  }

  async settled(id: string, timeoutMs = 30_000): Promise<JobRecord> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const r = await this.store.get(id);
      if (!r) throw new Error(`job ${id} does not exist`);
      if (FINISHED.has(r.status)) return r;
      if (Date.now() > end) throw new Error(`job ${id} still ${r.status} after ${timeoutMs} ms`);
      await new Promise((res) => setTimeout(res, 25));
    }
  }

  async start(): Promise<void> {
    if (this.started || this.opts.noWorker) return;
    this.started = true;
    await this.engineImpl.start({
      kinds: () => [...this.kinds.keys()],
      runById: (id) => this.runById(id),
      claimNext: () => this.store.claimNext([...this.kinds.keys()]),
      execute: (claim) => this.execute(claim),
      recover: () => this.store.recoverExpired(),
      inFlight: () => this.running.size,
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.engineImpl.stop(this.opts.graceMs);
    // Past the grace period: abort what still runs; each returns its job to the queue.
    for (const f of this.running.values()) {
      f.stopping = true;
      f.controller.abort(new Error('the server is stopping'));
    }
    await waitUntil(() => this.running.size === 0, 2000);
  }

  private async runById(id: string): Promise<RunOutcome> {
    const claim = await this.store.claimById(id);
    return claim ? this.execute(claim) : 'skipped';
  }

  /** One attempt of a claimed job. */
  async execute({ record, token }: Claim): Promise<RunOutcome> {
    const { id } = record;
    const kind = this.kinds.get(record.kind);
    const lang = record.lang;
    if (!kind) {
      await this.store.fail(id, token, unknownKind(record.kind)[lang], undefined);
      return 'failed';
    }
    const flight: InFlight = { controller: new AbortController(), stopping: false };
    this.running.set(id, flight);
    const { signal } = flight.controller;
    const lost = () => flight.controller.abort(new LeaseLost());
    // The heartbeat renews the lease; a refused renewal means cancelled or taken over.
    const heartbeat = setInterval(
      () =>
        void this.store.beat(id, token).then(
          (held) => held || lost(),
          () => undefined,
        ),
      Math.max(200, Math.floor(this.opts.leaseMs / 3)),
    );
    heartbeat.unref();
    let completed = false;
    let lastProgress = 0;
    const run: JobRun<unknown> = {
      id,
      kind: record.kind,
      payload: record.payload,
      owner: { tenantId: record.tenantId, userId: record.userId, account: record.createBy, lang },
      attempt: record.attempts,
      maxAttempts: record.maxAttempts,
      signal,
      progress: async (done, total) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_EVERY_MS && (total === undefined || done < total)) return;
        lastProgress = now;
        if (!(await this.store.beat(id, token, { done, total: total ?? done }))) lost();
      },
      complete: async <R>(fn: () => Promise<R>): Promise<R> =>
        this.database.transaction(async () => {
          const result = await fn();
          if (!(await this.store.succeed(id, token, result))) throw new LeaseLost();
          completed = true;
          return result;
        }),
    };
    try {
      const result = await kind.run(run);
      if (!completed && !(await this.store.succeed(id, token, result))) return 'skipped';
      return 'succeeded';
    } catch (err) {
      if (flight.stopping) return (await this.store.release(id, token)) ? 'released' : 'skipped';
      if (err instanceof LeaseLost || signal.reason instanceof LeaseLost) return 'skipped';
      const retry = record.attempts < record.maxAttempts && (kind.retryable ?? isRetryable)(err);
      const when = retry ? Date.now() + backoffDelay(kind.backoffMs ?? DEFAULT_BACKOFF, record.attempts) : undefined;
      const recorded = await this.store.fail(id, token, messageOf(err, lang), when);
      if (!recorded) return 'skipped';
      return retry ? 'retry' : 'failed';
    } finally {
      clearInterval(heartbeat);
      this.running.delete(id);
    }
  }
}
