/**
 * Prometheus metrics (prom-client), one registry per app, served at `/metrics` (./health-routes.ts).
 *
 * The kernel's own: requests by method, route pattern and status with a latency histogram
 * (`toycar_http_request_duration_seconds`), database pool use, background jobs by status, log lines
 * dropped by a stalled reader, and Node's process metrics (CPU, memory, event-loop lag) for a server
 * process. Modules add theirs through `ctx.metrics` (`counter`, `gauge`: made once per name, so calling
 * again returns the same one), e.g. the IoT gateway's connection and command outcomes.
 *
 * Per request the cost is one Map lookup and one histogram observation: the labelled child for a
 * method, route and status is made once and kept.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Observer = { observe(value: number): void };

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event-loop lag, GC): for the server process, not for tests. */
  processMetrics?: boolean;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly observers = new Map<string, Observer>();
  private readonly made = new Map<string, Counter<string> | Gauge<string>>();

  constructor(opts: MetricsOptions = {}) {
    this.requests = new Histogram({
      name: 'toycar_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: count and latency',
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers: [this.registry],
    });
    if (opts.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'toycar_' });
  }

  /** One answered request; `route` is the route's pattern (`unmatched` for none), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = this.observers.get(key);
    if (!child) {
      child = this.requests.labels(method, route, String(status));
      this.observers.set(key, child);
    }
    child.observe(seconds);
  }

  /** A counter, made on first use. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    let c = this.made.get(name) as Counter<L> | undefined;
    if (!c) {
      c = new Counter({ name, help, labelNames, registers: [this.registry] });
      this.made.set(name, c as Counter<string>);
    }
    return c;
  }

  /** A gauge, made on first use; `collect` (if given) sets its values when the metrics are read. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    collect?: (g: Gauge<L>) => void | Promise<void>,
  ): Gauge<L> {
    let g = this.made.get(name) as Gauge<L> | undefined;
    if (!g) {
      g = new Gauge<L>({
        name,
        help,
        labelNames,
        registers: [this.registry],
        ...(collect && {
          collect(this: Gauge<L>) {
            return collect(this);
          },
        }),
      });
      this.made.set(name, g as Gauge<string>);
    }
    return g;
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
