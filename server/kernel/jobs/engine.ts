/**
 * What an engine does for the job service: learn of a new job (inside the enqueue's transaction), and
 * hand jobs to the runner — when and in which process is the engine's business; what running means
 * (claim, handler, progress, result, retry bookkeeping) is the runner's, the same for every engine.
 */
import type { Claim } from './store';
import type { EngineName } from './types';

export interface DispatchInfo {
  id: string;
  kind: string;
  maxAttempts: number;
  backoffMs: number;
  /** Epoch ms; later than now for a delayed job. */
  runAt: number;
}

/** What running one handed-out job came to. */
export type RunOutcome = 'succeeded' | 'retry' | 'failed' | 'released' | 'skipped';

export interface EngineHost {
  /** Kinds defined in this process. */
  kinds(): string[];
  /** Claim and run job `id` (engines handing out ids). */
  runById(id: string): Promise<RunOutcome>;
  /** Claim the next due job, if any (the embedded engine). */
  claimNext(): Promise<Claim | undefined>;
  /** Run a claimed job. */
  execute(claim: Claim): Promise<RunOutcome>;
  /** Running jobs whose worker died: back to the queue (the embedded engine's sweep). */
  recover(): Promise<number>;
  /** Running jobs of this process, for a graceful stop. */
  inFlight(): number;
}

export interface Engine {
  readonly name: EngineName;
  /** Called inside the enqueue's transaction: `ctx.database.db` is it. */
  dispatch(job: DispatchInfo): Promise<void>;
  /** A retried job: tell the engine again. */
  redispatch(job: DispatchInfo): Promise<void>;
  /** A cancelled job: let the engine forget it (best effort; the runner skips cancelled jobs anyway). */
  forget?(job: { id: string; kind: string; engineId: string | null }): Promise<void>;
  start(host: EngineHost): Promise<void>;
  /** Stop handing out jobs and wait (up to `graceMs`) for the running ones. */
  stop(graceMs: number): Promise<void>;
  /** Why the engine cannot hand out jobs now (its broker is away), or undefined when it can (/readyz). */
  problem?(): Promise<string | undefined>;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Wait until `done()` or `ms` passed, checking every 25 ms. */
export async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= end) return false;
    await sleep(25);
  }
  return true;
}
