/**
 * The pg-boss engine (JOB_ENGINE=pg-boss, PostgreSQL only): pg-boss keeps its own queue tables in the
 * same database (schema `pgboss`), so a job is sent to pg-boss inside the enqueue's transaction — through
 * pg-boss's `db` option, on the transaction's connection — and the outbox needs no relay: the blade_job
 * row and pg-boss's job commit or roll back together. pg-boss hands jobs out (SKIP LOCKED across every
 * server process), retries them with its exponential backoff (`retryLimit` = attempts − 1,
 * `retryBackoff`) and expires those whose worker died; the runner does the rest, as for every engine.
 */
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { DispatchInfo, Engine, EngineHost } from './engine';

export interface PgBossOptions {
  url: string;
  schema: string;
  concurrency: number;
  pollMs: number;
}

export class PgBossEngine implements Engine {
  readonly name = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private ready?: Promise<void>;
  private readonly queues = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly opts: PgBossOptions,
  ) {
    if (database.dialect !== 'postgres') throw new Error('JOB_ENGINE=pg-boss needs PostgreSQL (DATABASE_URL)');
    this.boss = new PgBoss({ connectionString: opts.url, schema: opts.schema, max: 4 });
    // A lost connection is retried by pg-boss; it must not crash the process.
    this.boss.on('error', () => undefined);
  }

  /** pg-boss's own start (its schema migrated once) and the queue of a kind, created on first use. */
  private async queue(kind: string): Promise<void> {
    this.ready ??= this.boss.start().then(() => undefined);
    await this.ready;
    if (this.queues.has(kind)) return;
    await this.boss.createQueue(kind);
    this.queues.add(kind);
  }

  private async send(job: DispatchInfo, inTransaction: boolean): Promise<void> {
    await this.queue(job.kind);
    const trx = this.database.db;
    const db = inTransaction
      ? {
          // pg-boss writes its job row through the enqueue's open transaction.
          executeSql: async (text: string, values: unknown[]) => {
            const res = await trx.executeQuery(CompiledQuery.raw(text, values));
            return { rows: res.rows };
          },
        }
      : undefined;
    const engineId = await this.boss.send(
      job.kind,
      { jobId: job.id },
      {
        retryLimit: Math.max(0, job.maxAttempts - 1),
        retryDelay: Math.max(1, Math.round(job.backoffMs / 1000)),
        retryBackoff: true,
        startAfter: new Date(Math.max(job.runAt, Date.now())),
        ...(db && { db }),
      },
    );
    if (engineId)
      await this.database.db
        .updateTable('blade_job')
        .set({ engine_id: engineId })
        .where('id', '=', Number(job.id))
        .execute();
  }

  dispatch(job: DispatchInfo): Promise<void> {
    return this.send(job, true);
  }

  redispatch(job: DispatchInfo): Promise<void> {
    return this.send(job, false);
  }

  async forget(job: { kind: string; engineId: string | null }): Promise<void> {
    if (job.engineId) await this.boss.cancel(job.kind, job.engineId);
  }

  async problem(): Promise<string | undefined> {
    if (!this.ready) return 'pg-boss not started';
    return this.ready.then(
      () => undefined,
      (err: unknown) => `pg-boss: ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  async start(host: EngineHost): Promise<void> {
    for (const kind of host.kinds()) {
      await this.queue(kind);
      await this.boss.work<{ jobId: string }>(
        kind,
        { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, this.opts.pollMs / 1000) },
        async ([job]) => {
          const outcome = await host.runById(String(job.data.jobId));
          // Only a retryable failure goes back to pg-boss as a failure (it schedules the retry); a job
          // failed for good, cancelled or done elsewhere completes here.
          if (outcome === 'retry') throw new Error(`job ${job.data.jobId} failed; pg-boss retries it`);
        },
      );
    }
  }

  async stop(graceMs: number): Promise<void> {
    if (!this.ready) return;
    await this.boss.stop({ graceful: true, timeout: Math.max(1000, graceMs), wait: true }).catch(() => undefined);
  }
}
