/**
 * The deterministic stand-in every adapter runs on by default. A simulator's operations call
 * `sim.step(call)` and answer from it: after a latency, either normally, with a refusal, or never (so the
 * adapter's timeout fires). What happens is decided by, in order:
 *
 * 1. the `script`: outcomes queued for the next calls (`['timeout', 'ok']`), which tests use;
 * 2. the seeded rates: `timeoutRate`, then `failureRate`, drawn from a small PRNG (mulberry32) so the same
 *    seed gives the same sequence of outcomes on every run.
 *
 * Every call is recorded in `calls` (operation, input, outcome), so a test can count what reached the
 * outside system.
 */
import type { AdapterCall } from './call';

export type Outcome = 'ok' | 'refuse' | 'timeout';

export interface SimulatorSettings {
  /** Seed of the PRNG (default 1). */
  seed?: number;
  /** Delay before answering, ms: a number or a [min, max] range drawn from the PRNG (default 0). */
  latencyMs?: number | [number, number];
  /** Share of calls refused by the simulated system (0..1). */
  failureRate?: number;
  /** Share of calls never answered (0..1): the adapter's timeout turns them into a clear error. */
  timeoutRate?: number;
  /** Outcomes of the next calls, in order, before the rates apply. */
  script?: Outcome[];
}

/** mulberry32: a tiny deterministic PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulatedCall {
  op: string;
  input: unknown;
  outcome: Outcome;
}

/** Thrown by `step` for a refusal; the simulator turns it into the adapter's refusal text. */
export class SimulatedRefusal extends Error {
  constructor() {
    super('refused by the simulator');
  }
}

export class Simulation {
  readonly calls: SimulatedCall[] = [];
  private readonly random: () => number;
  private readonly script: Outcome[];
  private sequence = 0;

  constructor(private readonly settings: SimulatorSettings = {}) {
    this.random = prng(settings.seed ?? 1);
    this.script = [...(settings.script ?? [])];
  }

  /** Queue outcomes for the next calls (tests). */
  queue(...outcomes: Outcome[]): void {
    this.script.push(...outcomes);
  }

  /** A deterministic id for what the simulated system creates (`sms-000001`). */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(6, '0')}`;
  }

  private decide(): Outcome {
    const scripted = this.script.shift();
    if (scripted) return scripted;
    const { timeoutRate = 0, failureRate = 0 } = this.settings;
    const r = this.random();
    if (r < timeoutRate) return 'timeout';
    if (r < timeoutRate + failureRate) return 'refuse';
    return 'ok';
  }

  private latency(): number {
    const l = this.settings.latencyMs ?? 0;
    return Array.isArray(l) ? Math.round(l[0] + this.random() * (l[1] - l[0])) : l;
  }

  /**
   * One simulated call: waits the latency, then resolves (`ok`), throws SimulatedRefusal (`refuse`), or
   * waits until the call is aborted (`timeout`).
   */
  async step(op: string, input: unknown, call: AdapterCall): Promise<void> {
    const outcome = this.decide();
    this.calls.push({ op, input, outcome });
    const wait = this.latency();
    if (wait > 0) await sleep(wait, call.signal);
    if (outcome === 'refuse') throw new SimulatedRefusal();
    if (outcome === 'timeout') await sleep(Number.POSITIVE_INFINITY, call.signal);
  }
}

/** Resolve after `ms` (never for Infinity); reject when the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }
    signal.addEventListener('abort', abort, { once: true });
  });
}
