/**
 * The job engines at scale: pg-boss on PostgreSQL and BullMQ on Redis, each through the same job service
 * as the embedded engine: a job failed once is retried by the engine and completes exactly once, the
 * idempotency key holds, and the outbox — no job (in blade_job nor in the engine) when the enqueueing
 * transaction rolls back. PostgreSQL and Redis run on 127.0.0.1 here; where one is absent its tests are
 * skipped with the reason printed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSchema, dropPgSchema, openDatabase, type Database } from '../../server/kernel/db/database';
import { migrate } from '../../server/kernel/db/migrate';
import { createJobService, jobTable, JOB_TABLE, type JobService } from '../../server/kernel/jobs';
import { createTestDatabase } from './helpers';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const owner = { tenantId: '000000', userId: '1', account: 'admin', lang: 'zh' as const };

async function pgReachable(): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query('select 1');
    return undefined;
  } catch (err) {
    return `PostgreSQL at ${PG_URL} is not reachable (${(err as Error).message})`;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function redisReachable(): Promise<string | undefined> {
  const r = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return undefined;
  } catch (err) {
    return `Redis at ${REDIS_URL} is not reachable (${(err as Error).message})`;
  } finally {
    r.disconnect();
  }
}

const pgAbsent = await pgReachable();
const redisAbsent = await redisReachable();
if (pgAbsent) console.warn(`skipping the pg-boss engine tests: ${pgAbsent}`);
if (redisAbsent) console.warn(`skipping the BullMQ engine tests: ${redisAbsent}`);

/** The checks every engine must pass. */
function engineContract(get: () => { jobs: JobService; database: Database; count: (key: string) => Promise<number> }) {
  it('retries a failed job and completes it exactly once', async () => {
    const { jobs, database } = get();
    const effects: string[] = [];
    let calls = 0;
    jobs.define({
      kind: 'test-retry',
      backoffMs: 1000,
      async run(job) {
        calls++;
        if (calls === 1) throw new Error('gateway timed out');
        return job.complete(async () => {
          effects.push(job.id);
          await database.db.updateTable(JOB_TABLE).set({ error: 'effect' }).where('id', '=', Number(job.id)).execute();
          return { ok: true };
        });
      },
    });
    jobs.define({ kind: 'test-once', run: async () => 'done' });
    jobs.define({ kind: 'test-outbox', run: async () => 'done' });
    await jobs.start();
    const { id } = await jobs.enqueue('test-retry', {}, { owner, maxAttempts: 3 });
    const done = await jobs.settled(id, 20_000);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, result: { ok: true } });
    expect(effects).toEqual([id]);
    expect(done.engineId).toBeTruthy();
  });

  it('runs one job per idempotency key', async () => {
    const { jobs } = get();
    const a = await jobs.enqueue('test-once', {}, { owner, key: 'k-1' });
    const b = await jobs.enqueue('test-once', {}, { owner, key: 'k-1' });
    expect(b).toEqual({ id: a.id, created: false });
    expect((await jobs.settled(a.id, 20_000)).status).toBe('succeeded');
  });

  it('is an outbox: a rolled-back transaction leaves no job anywhere, a committed one runs', async () => {
    const { jobs, database, count } = get();
    await expect(
      database.transaction(async () => {
        await jobs.enqueue('test-outbox', {}, { owner, key: 'gone' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.selectFrom(JOB_TABLE).select('id').where('idem_key', '=', 'gone').execute()).toEqual([]);
    expect(await count('test-outbox')).toBe(0);
    const id = await database.transaction(
      async () => (await jobs.enqueue('test-outbox', {}, { owner, key: 'kept' })).id,
    );
    expect((await jobs.settled(id, 20_000)).status).toBe('succeeded');
    expect(await count('test-outbox')).toBe(1);
  });
}

describe.skipIf(!!pgAbsent)('pg-boss on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const bossSchema = `pgboss_${randomBytes(6).toString('hex')}`;
  let database: Database;
  let jobs: JobService;
  beforeAll(async () => {
    await createPgSchema(PG_URL, schema);
    database = openDatabase({ url: PG_URL, pgSchema: schema });
    await migrate(database, [jobTable]);
    jobs = await createJobService(database, {
      engine: 'pg-boss',
      postgresUrl: PG_URL,
      pgBossSchema: bossSchema,
      pollMs: 500,
      graceMs: 1000,
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
    await dropPgSchema(PG_URL, schema);
    await dropPgSchema(PG_URL, bossSchema);
  });
  engineContract(() => ({
    jobs,
    database,
    // pg-boss's own record of the jobs of a queue (its tables live in its schema of the same database).
    count: async (kind) => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        const r = await c.query(`select count(*)::int as n from ${bossSchema}.job where name = $1`, [kind]);
        return r.rows[0].n as number;
      } finally {
        await c.end();
      }
    },
  }));
});

describe.skipIf(!!redisAbsent)('BullMQ on Redis', () => {
  const queueName = `toycar-test-${randomBytes(4).toString('hex')}`;
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: JobService;
  let redis: Redis;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await migrate(database, [jobTable]);
    jobs = await createJobService(database, { engine: 'bullmq', redisUrl: REDIS_URL, queueName, graceMs: 1000 });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await jobs?.stop();
    const keys = await redis.keys(`bull:${queueName}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await drop?.();
  });
  engineContract(() => ({
    jobs,
    database,
    // BullMQ's jobs of a kind (job name), in any state.
    count: async (kind) => {
      const ids = (await redis.keys(`bull:${queueName}:job-*`)).filter((k) => !k.endsWith(':logs'));
      let n = 0;
      for (const k of ids) if ((await redis.hget(k, 'name')) === kind) n++;
      return n;
    },
  }));
});
