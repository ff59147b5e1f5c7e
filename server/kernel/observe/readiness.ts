/**
 * What `/readyz` asks before a load balancer sends this process traffic: every registered check answers
 * `undefined` (ready) or a short reason (not ready) within the timeout. The kernel registers the database
 * and the job queue (server/compose/observability.ts); a module registers what it depends on (the IoT
 * gateway's broker connection when MQTT is configured) through `ctx.readiness`.
 */
export type ReadinessCheck = () => Promise<string | undefined>;

export interface ReadinessReport {
  ready: boolean;
  /** `ok`, or the reason, by check name. */
  checks: Record<string, string>;
}

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  /** Add (or replace) a named check. */
  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(timeoutMs = 2000): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
        });
        try {
          const problem = await Promise.race([check().catch((err: unknown) => errorText(err)), late]);
          return [name, problem ?? 'ok'] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return { ready: entries.every(([, v]) => v === 'ok'), checks: Object.fromEntries(entries) };
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200) || 'failed';
