/**
 * The BullMQ engine (JOB_ENGINE=bullmq, REDIS_URL): Redis cannot join a database transaction, so the
 * blade_job row is the outbox. The enqueue writes the row in the caller's transaction; once that commits,
 * a relay adds a BullMQ job for it (`jobId` derived from the row, so adding twice adds once) and records
 * BullMQ's id on the row. The relay also runs every second for rows a crash left unsent. BullMQ hands jobs
 * to the workers of every server process, retries with its exponential backoff (`attempts`, `backoff`)
 * and re-queues stalled jobs; the runner does the rest, as for every engine.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { DispatchInfo, Engine, EngineHost } from './engine';
import type { JobStore } from './store';

export interface BullOptions {
  url: string;
  queueName: string;
  concurrency: number;
  relayMs: number;
}

export class BullMqEngine implements Engine {
  readonly name = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker?: Worker;
  private relayTimer?: NodeJS.Timeout;
  private relaying?: Promise<void>;
  private backoff = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly store: JobStore,
    private readonly opts: BullOptions,
  ) {
    this.connection = new Redis(opts.url, { maxRetriesPerRequest: null, lazyConnect: true });
    this.connection.on('error', () => undefined);
    this.queue = new Queue(opts.queueName, { connection: this.connection });
  }

  async dispatch(job: DispatchInfo): Promise<void> {
    this.backoff.set(job.kind, job.backoffMs);
    this.database.afterCommit(() => void this.relay());
  }

  async redispatch(job: DispatchInfo): Promise<void> {
    this.backoff.set(job.kind, job.backoffMs);
    await this.relay();
  }

  /** Send every committed, unsent row to BullMQ (one relay at a time). */
  relay(): Promise<void> {
    this.relaying ??= (async () => {
      try {
        for (;;) {
          const rows = await this.store.undispatched(100);
          for (const r of rows) {
            const added = await this.queue.add(
              r.kind,
              { jobId: r.id },
              {
                // Derived from the row (a retry changes updateTime): the same row sent twice is one job.
                jobId: `job-${r.id}-${r.updateTime.replace(/\D/g, '')}`,
                attempts: r.maxAttempts,
                backoff: { type: 'exponential', delay: this.backoff.get(r.kind) ?? 1000 },
                delay: Math.max(0, r.runAt - Date.now()),
                removeOnComplete: 1000,
                removeOnFail: 5000,
              },
            );
            await this.store.setEngineId(r.id, String(added.id));
          }
          if (rows.length < 100) break;
        }
      } finally {
        this.relaying = undefined;
      }
    })();
    return this.relaying;
  }

  async forget(job: { engineId: string | null }): Promise<void> {
    if (job.engineId) await this.queue.remove(job.engineId).catch(() => 0);
  }

  async problem(): Promise<string | undefined> {
    return this.connection.status === 'ready' ? undefined : `Redis connection ${this.connection.status}`;
  }

  async start(host: EngineHost): Promise<void> {
    await this.connection.connect().catch(() => undefined);
    this.worker = new Worker(
      this.opts.queueName,
      async (job) => {
        const outcome = await host.runById(String((job.data as { jobId: string }).jobId));
        // Only a retryable failure goes back to BullMQ as a failure (it schedules the retry).
        if (outcome === 'retry')
          throw new Error(`job ${(job.data as { jobId: string }).jobId} failed; BullMQ retries it`);
      },
      { connection: this.connection.duplicate(), concurrency: this.opts.concurrency },
    );
    this.worker.on('error', () => undefined);
    this.relayTimer = setInterval(() => void this.relay().catch(() => undefined), this.opts.relayMs);
    this.relayTimer.unref();
    await this.relay().catch(() => undefined);
  }

  async stop(graceMs: number): Promise<void> {
    clearInterval(this.relayTimer);
    const closing = this.worker?.close();
    // BullMQ's close waits for running jobs; past the grace period they are left to its stalled check.
    await Promise.race([closing, new Promise((r) => setTimeout(r, graceMs))]);
    await this.relaying?.catch(() => undefined);
    await this.queue.close().catch(() => undefined);
    await this.connection.quit().catch(() => undefined);
  }
}
