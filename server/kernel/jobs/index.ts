/**
 * `createJobService(database, settings)`: the job service on the configured engine (types.ts). The
 * engines' libraries are loaded only when chosen, so the embedded default needs neither pg-boss nor Redis.
 *
 * Environment (read by `jobSettingsFromEnv`): `JOB_ENGINE` = `embedded` (default) | `pg-boss` | `bullmq`,
 * `REDIS_URL` (BullMQ), `DATABASE_URL` (pg-boss: the application's PostgreSQL), `JOB_CONCURRENCY`.
 */
import type { Database } from '../db/database';
import { EmbeddedEngine } from './embedded';
import type { Engine } from './engine';
import { JobRunner } from './service';
import { JobStore } from './store';
import type { EngineName, JobService, JobSettings } from './types';

export * from './types';
export { jobTable, JOB_TABLE } from './table';
export { JobRunner, LeaseLost } from './service';
export { JobStore, toRecord } from './store';

const ENGINES: EngineName[] = ['embedded', 'pg-boss', 'bullmq'];

export function jobSettingsFromEnv(env: NodeJS.ProcessEnv): JobSettings {
  const engine = (env.JOB_ENGINE || 'embedded') as EngineName;
  if (!ENGINES.includes(engine)) throw new Error(`JOB_ENGINE must be one of ${ENGINES.join(', ')}, got "${engine}"`);
  if (engine === 'bullmq' && !env.REDIS_URL) throw new Error('JOB_ENGINE=bullmq needs REDIS_URL');
  if (engine === 'pg-boss' && !env.DATABASE_URL) throw new Error('JOB_ENGINE=pg-boss needs DATABASE_URL (PostgreSQL)');
  const concurrency = env.JOB_CONCURRENCY ? Number(env.JOB_CONCURRENCY) : undefined;
  return { engine, redisUrl: env.REDIS_URL, postgresUrl: env.DATABASE_URL, concurrency };
}

export async function createJobService(database: Database, settings: JobSettings = {}): Promise<JobService> {
  const leaseMs = settings.leaseMs ?? 60_000;
  const concurrency = settings.concurrency ?? 2;
  const pollMs = settings.pollMs ?? 500;
  const opts = { leaseMs, graceMs: settings.graceMs ?? 8000, noWorker: settings.noWorker };
  let engine: Engine;
  switch (settings.engine ?? 'embedded') {
    case 'embedded':
      engine = new EmbeddedEngine(database, { pollMs, concurrency, sweepMs: Math.max(1000, leaseMs / 4) });
      break;
    case 'pg-boss': {
      if (!settings.postgresUrl) throw new Error('the pg-boss engine needs the PostgreSQL URL');
      const { PgBossEngine } = await import('./pg-boss');
      engine = new PgBossEngine(database, {
        url: settings.postgresUrl,
        schema: settings.pgBossSchema ?? 'pgboss',
        concurrency,
        pollMs,
      });
      break;
    }
    case 'bullmq': {
      if (!settings.redisUrl) throw new Error('the BullMQ engine needs REDIS_URL');
      const { BullMqEngine } = await import('./bullmq');
      engine = new BullMqEngine(database, new JobStore(database, leaseMs), {
        url: settings.redisUrl,
        queueName: settings.queueName ?? 'toycar-jobs',
        concurrency,
        relayMs: 1000,
      });
      break;
    }
  }
  return new JobRunner(database, engine, opts);
}
