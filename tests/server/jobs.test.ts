/**
 * Durable jobs on the embedded engine (the default), on this file's database (SQLite, or PostgreSQL when
 * DATABASE_URL is set): a job failed by an adapter's timeout is retried with backoff and completes exactly
 * once; the same idempotency key runs once; enqueueing inside a transaction is an outbox (no job when it
 * rolls back); two workers on one database never run a job twice; cancel, stop and lost leases.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instantiate } from '../../server/kernel/adapters';
import type { Database } from '../../server/kernel/db/database';
import { migrate } from '../../server/kernel/db/migrate';
import { createJobService, jobTable, JOB_TABLE, type JobService, type JobSettings } from '../../server/kernel/jobs';
import { smsAdapter } from '../../plugins/resource/server/sms-adapter';
import { defineServerModule } from '../../server/kernel/module';
import { createTestDatabase, startTestServer } from './helpers';

let database: Database;
let drop: () => Promise<void>;
const EFFECT = 'zz_job_effect';
const services: JobService[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database, [
    jobTable,
    { name: EFFECT, columns: [{ name: 'job_key', type: 'string', length: 64 }], indexes: [] },
  ]);
});
afterEach(async () => {
  for (const s of services.splice(0)) await s.stop();
});
afterAll(async () => drop?.());

async function service(settings: JobSettings = {}): Promise<JobService> {
  const s = await createJobService(database, { pollMs: 20, leaseMs: 2000, graceMs: 500, ...settings });
  services.push(s);
  return s;
}

const effects = async (key: string) =>
  (await database.db.selectFrom(EFFECT).select('id').where('job_key', '=', key).execute()).length;

const owner = { tenantId: '000000', userId: '1', account: 'admin', lang: 'en' as const };

describe('retries', () => {
  it('a job whose adapter call timed out is retried with backoff and completes exactly once', async () => {
    // The SMS adapter on its simulator: the first call never answers, the second does.
    const sms = instantiate(smsAdapter, { timeoutMs: 50, simulator: { script: ['timeout', 'ok'] } });
    const jobs = await service();
    const errors: string[] = [];
    jobs.define<{ phone: string }, { messageId: string }>({
      kind: 'test.sms',
      backoffMs: 30,
      async run(job) {
        try {
          const receipt = await sms.client.send({
            phone: job.payload.phone,
            content: 'hi',
            templateId: 'T',
            signName: '',
            params: {},
          });
          // The effect and the job's success commit together.
          return await job.complete(async () => {
            await database.db
              .insertInto(EFFECT)
              .values({ job_key: `sms-${job.id}` })
              .execute();
            return receipt;
          });
        } catch (err) {
          errors.push((err as Error).message);
          throw err;
        }
      },
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.sms', { phone: '13800000001' }, { owner });
    const done = await jobs.settled(id, 10_000);
    expect(done.status).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(done.result).toEqual({ messageId: 'sms-000001' });
    // The first attempt's error was the clear adapter message (in the owner's language on the record).
    expect(errors).toEqual(['The SMS gateway did not answer within 50 ms: please try again later']);
    expect(sms.simulation!.calls.map((c) => c.outcome)).toEqual(['timeout', 'ok']);
    expect(await effects(`sms-${id}`)).toBe(1);
  });

  it('waits longer before each retry (exponential backoff) and fails for good after the last attempt', async () => {
    const jobs = await service();
    const at: number[] = [];
    jobs.define({
      kind: 'test.flaky',
      maxAttempts: 3,
      backoffMs: 60,
      async run() {
        at.push(Date.now());
        throw new Error('still down');
      },
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.flaky', {}, { owner });
    const done = await jobs.settled(id, 10_000);
    expect(done).toMatchObject({ status: 'failed', attempts: 3, error: 'still down' });
    expect(at).toHaveLength(3);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(55);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(115);
  });

  it('does not retry an error marked not retryable (an adapter refusal)', async () => {
    const sms = instantiate(smsAdapter, { simulator: { script: ['refuse'] } });
    const jobs = await service();
    jobs.define({
      kind: 'test.refused',
      backoffMs: 10,
      run: () => sms.client.send({ phone: '1', content: '', templateId: '', signName: '', params: {} }),
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.refused', {}, { owner: { ...owner, lang: 'zh' } });
    const done = await jobs.settled(id, 5000);
    expect(done).toMatchObject({ status: 'failed', attempts: 1 });
    expect(done.error).toBe('短信网关拒绝了请求：模拟网关拒绝发送（测试设置）');
  });
});

describe('idempotency and the outbox', () => {
  it('the same key enqueued twice (also concurrently) is one job that runs once', async () => {
    const jobs = await service();
    let runs = 0;
    jobs.define({
      kind: 'test.once',
      async run() {
        runs++;
        return 'ok';
      },
    });
    const a = await jobs.enqueue('test.once', { n: 1 }, { key: 'order-42', owner });
    const [b, c] = await Promise.all([
      jobs.enqueue('test.once', { n: 2 }, { key: 'order-42', owner }),
      jobs.enqueue('test.once', { n: 3 }, { key: 'order-42', owner }),
    ]);
    expect(a.created).toBe(true);
    expect([b, c].map((x) => [x.id, x.created])).toEqual([
      [a.id, false],
      [a.id, false],
    ]);
    // Another tenant's key is its own.
    const other = await jobs.enqueue('test.once', {}, { key: 'order-42', owner: { ...owner, tenantId: '100001' } });
    expect(other.created).toBe(true);
    await jobs.start();
    await jobs.settled(a.id);
    await jobs.settled(other.id);
    expect(runs).toBe(2);
    expect((await jobs.get(a.id))!.payload).toEqual({ n: 1 });
  });

  it('a job enqueued in a transaction exists iff the transaction commits', async () => {
    const jobs = await service();
    let runs = 0;
    jobs.define({ kind: 'test.outbox', run: async () => void runs++ });
    await jobs.start();
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto(EFFECT).values({ job_key: 'outbox-rolled-back' }).execute();
        await jobs.enqueue('test.outbox', {}, { key: 'rolled-back', owner });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    const none = await database.db.selectFrom(JOB_TABLE).select('id').where('idem_key', '=', 'rolled-back').execute();
    expect(none).toEqual([]);
    expect(await effects('outbox-rolled-back')).toBe(0);

    const id = await database.transaction(async (trx) => {
      await trx.insertInto(EFFECT).values({ job_key: 'outbox-committed' }).execute();
      return (await jobs.enqueue('test.outbox', {}, { key: 'committed', owner })).id;
    });
    expect((await jobs.settled(id)).status).toBe('succeeded');
    expect(runs).toBe(1);
  });
});

describe('workers', () => {
  it('two workers on one database run each of 30 jobs exactly once', async () => {
    const seen: string[] = [];
    const kind = {
      kind: 'test.shared',
      async run(job: { id: string }) {
        seen.push(job.id);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const a = await service({ concurrency: 3 });
    const b = await service({ concurrency: 3 });
    a.define(kind);
    b.define(kind);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await a.enqueue('test.shared', { i }, { owner })).id);
    await Promise.all([a.start(), b.start()]);
    for (const id of ids) expect((await a.settled(id)).status).toBe('succeeded');
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('cancels a queued job and aborts a running one', async () => {
    const jobs = await service();
    let aborted = false;
    jobs.define({
      kind: 'test.long',
      run: (job) =>
        new Promise((_, reject) =>
          job.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
    });
    const queued = await jobs.enqueue('test.long', {}, { owner, delayMs: 60_000 });
    expect(await jobs.cancel(queued.id)).toBe(true);
    expect((await jobs.get(queued.id))!.status).toBe('cancelled');
    await jobs.start();
    const running = await jobs.enqueue('test.long', {}, { owner });
    await waitFor(async () => (await jobs.get(running.id))!.status === 'running');
    expect(await jobs.cancel(running.id)).toBe(true);
    await waitFor(async () => aborted);
    expect((await jobs.get(running.id))!.status).toBe('cancelled');
    expect(await jobs.cancel(running.id)).toBe(false);
    // A cancelled job can be retried: queued again (the worker may already have taken it).
    expect(await jobs.retry(queued.id)).toBe(true);
    expect(['queued', 'running']).toContain((await jobs.get(queued.id))!.status);
    expect(await jobs.retry(queued.id)).toBe(false);
    await jobs.cancel(queued.id);
  });

  it('on stop, a running job finishes within the grace period, or goes back to the queue uncounted', async () => {
    const quick = await service({ graceMs: 2000 });
    quick.define({ kind: 'test.finishes', run: () => new Promise((r) => setTimeout(() => r('done'), 200)) });
    await quick.start();
    const a = await quick.enqueue('test.finishes', {}, { owner });
    await waitFor(async () => (await quick.get(a.id))!.status === 'running');
    await quick.stop();
    expect((await quick.get(a.id))!.status).toBe('succeeded');

    const slow = await service({ graceMs: 100 });
    slow.define({
      kind: 'test.stuck',
      run: (job) =>
        new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('stopped')))),
    });
    await slow.start();
    const b = await slow.enqueue('test.stuck', {}, { owner });
    await waitFor(async () => (await slow.get(b.id))!.status === 'running');
    await slow.stop();
    expect((await slow.get(b.id))!).toMatchObject({ status: 'queued', attempts: 0 });
    await slow.cancel(b.id);
  });

  it('a job whose worker died (lease ran out) is run again by another worker', async () => {
    const jobs = await service({ leaseMs: 300 });
    let runs = 0;
    jobs.define({ kind: 'test.orphan', run: async () => void runs++ });
    const { id } = await jobs.enqueue('test.orphan', {}, { owner });
    // A worker that claimed it and died: running, lease already over.
    await database.db
      .updateTable(JOB_TABLE)
      .set({ status: 'running', attempts: 1, lease_token: 'dead', lease_until: Date.now() - 1 })
      .where('id', '=', Number(id))
      .execute();
    await jobs.start();
    const done = await jobs.settled(id, 10_000);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(runs).toBe(1);
  });

  it('reports progress and keeps the result', async () => {
    const jobs = await service();
    jobs.define({
      kind: 'test.progress',
      async run(job) {
        for (let i = 0; i <= 10; i++) await job.progress(i, 10);
        return { rows: 10 };
      },
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.progress', {}, { owner });
    expect(await jobs.settled(id)).toMatchObject({
      progress: 100,
      doneCount: 10,
      totalCount: 10,
      result: { rows: 10 },
    });
  });
});

async function waitFor(cond: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the composition root', () => {
  it('starts the workers with the app and, on close (SIGTERM), lets a running job finish first', async () => {
    let finished = false;
    let jobs: JobService | undefined;
    const slow = defineServerModule({
      name: 'zz-slow-job',
      start: (ctx) => void (jobs = ctx.jobs),
      jobs: [
        {
          kind: 'test.close',
          run: () =>
            new Promise((r) =>
              setTimeout(() => {
                finished = true;
                r('finished');
              }, 300),
            ),
        },
      ],
    });
    const s = await startTestServer({ modules: [slow], config: { jobs: { pollMs: 20, graceMs: 3000 } } });
    let closed = false;
    try {
      const { id } = await jobs!.enqueue('test.close', {}, { owner });
      await waitFor(
        async () =>
          (await s.database.db.selectFrom(JOB_TABLE).select('status').where('id', '=', Number(id)).executeTakeFirst())
            ?.status === 'running',
      );
      await s.app.close(); // what main.ts does on SIGTERM, before closing the database
      closed = true;
      expect(finished).toBe(true);
      const row = await s.database.db
        .selectFrom(JOB_TABLE)
        .select('status')
        .where('id', '=', Number(id))
        .executeTakeFirst();
      expect(row?.status).toBe('succeeded');
    } finally {
      if (!closed) await s.app.close();
      await s.close().catch(() => undefined);
    }
  });
});
