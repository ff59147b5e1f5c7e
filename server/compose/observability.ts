/**
 * The kernel's part of the health and metrics (issue 31, item 3), put together for one app: the
 * readiness checks of the database (it answers, and no newer release migrated it) and of the job queue,
 * and the gauges read at each scrape — database pool, jobs by status, log lines dropped. Modules add their
 * own through `ctx.metrics` and `ctx.readiness`. The routes: server/kernel/observe/health-routes.ts.
 */
import type { Database } from '../kernel/db/database';
import { SCHEMA_VERSION, SCHEMA_VERSION_TABLE } from '../kernel/db/schema-version';
import type { JobService } from '../kernel/jobs/types';
import { JOB_TABLE } from '../kernel/jobs/table';
import type { Metrics } from '../kernel/observe/metrics';
import { peekStandardOutput } from '../kernel/observe/output';
import type { Readiness } from '../kernel/observe/readiness';

export function observeKernel(database: Database, jobs: JobService, metrics: Metrics, readiness: Readiness): void {
  readiness.add('database', async () => {
    const row = await database.db
      .selectFrom(SCHEMA_VERSION_TABLE)
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirst();
    const version = Number(row?.v ?? 0);
    if (version < 1) return 'migrations not done';
    if (version > SCHEMA_VERSION) return `migrated by a newer release (schema version ${version})`;
    return undefined;
  });
  readiness.add('jobs', () => jobs.problem());

  if (database.poolStats) {
    const stats = database.poolStats;
    metrics.gauge('toycar_db_pool_connections', 'Database pool connections by state', ['state'], (g) => {
      const s = stats();
      g.set({ state: 'total' }, s.total);
      g.set({ state: 'idle' }, s.idle);
      g.set({ state: 'waiting' }, s.waiting);
      g.set({ state: 'max' }, s.max);
    });
  }
  metrics.gauge('toycar_jobs', 'Background jobs by status (queue depth: status="queued")', ['status'], async (g) => {
    const rows = await database.db
      .selectFrom(JOB_TABLE)
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('status', 'in', ['queued', 'running'])
      .groupBy('status')
      .execute();
    g.reset();
    for (const status of ['queued', 'running'])
      g.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
  });
  metrics.gauge('toycar_log_lines_dropped', 'Log lines dropped because the output reader did not keep up', [], (g) =>
    g.set(peekStandardOutput()?.dropped ?? 0),
  );
  metrics.gauge('toycar_log_pending_bytes', 'Log bytes written but not yet taken by the output reader', [], (g) =>
    g.set(peekStandardOutput()?.pendingBytes ?? 0),
  );
}
