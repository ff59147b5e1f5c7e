/**
 * The embedded engine (default): workers inside the server process, on the application's own database.
 * A loop claims due jobs from `blade_job` (one statement per claim, see store.ts) up to `concurrency` at
 * a time, sleeps `pollMs` when none is due, and wakes early when this process enqueued one (after its
 * transaction committed). Every few seconds it returns jobs whose worker died (lease ran out) to the
 * queue. Several server processes on one database share the work safely: a claim is atomic.
 */
import type { Database } from '../db/database';
import { waitUntil, type DispatchInfo, type Engine, type EngineHost } from './engine';

export class EmbeddedEngine implements Engine {
  readonly name = 'embedded' as const;
  private host?: EngineHost;
  private running = false;
  private loop?: Promise<void>;
  private wakeUp?: () => void;
  private lastSweep = 0;

  constructor(
    private readonly database: Database,
    private readonly opts: { pollMs: number; concurrency: number; sweepMs: number },
  ) {}

  async dispatch(job: DispatchInfo): Promise<void> {
    // The row is the queue: nothing to send. Wake the loop once the row is visible (after the commit).
    if (job.runAt <= Date.now()) this.database.afterCommit(() => this.wake());
  }

  async redispatch(): Promise<void> {
    this.wake();
  }

  private wake(): void {
    this.wakeUp?.();
  }

  async start(host: EngineHost): Promise<void> {
    this.host = host;
    this.running = true;
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const host = this.host!;
    const active = new Set<Promise<unknown>>();
    while (this.running) {
      if (Date.now() - this.lastSweep > this.opts.sweepMs) {
        this.lastSweep = Date.now();
        await host.recover().catch(() => 0);
      }
      while (this.running && active.size < this.opts.concurrency) {
        const claim = await host.claimNext().catch(() => undefined);
        if (!claim) break;
        const running: Promise<unknown> = host
          .execute(claim)
          .catch(() => undefined)
          .finally(() => active.delete(running));
        active.add(running);
      }
      if (!this.running) break;
      // Sleep until a job may be due, this process enqueued one, or a slot frees up.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.opts.pollMs);
        if (active.size) void Promise.race(active).then(done);
        this.wakeUp = done;
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
      this.wakeUp = undefined;
    }
  }

  async stop(graceMs: number): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await waitUntil(() => (this.host?.inFlight() ?? 0) === 0, graceMs);
  }
}
