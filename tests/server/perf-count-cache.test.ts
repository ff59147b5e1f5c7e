/**
 * `total` of full pages stays exact while the count cache (server/crud/count-cache.ts) reuses and tops up
 * remembered COUNTs: appends (counted incrementally above the kept max id), updates, deletes, inserts with
 * explicit ids, and (SQLite) commits by another connection to the same file. PostgreSQL counts every time,
 * so there the same assertions check the plain path.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteTracker } from '../../server/kernel/db/write-tracker';
import { client, dialectName, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

const PAGE = '/api/blade-log/api/page';
const TABLE = 'blade_log_api';
// The requests of this test are logged into the same table (service `blade-log`): every filter here
// names a service of its own, so those rows never change the expected figures.
const SERVICE = 'perf-count-probe';

const row = (i: number, service = SERVICE) => ({
  tenant_id: '000000',
  service_id: service,
  title: `probe ${i}`,
  method: 'GET',
  request_uri: `/api/probe/${i}`,
  create_time: `2026-01-01 00:00:${String(i % 60).padStart(2, '0')}`,
});

async function insertRows(from: number, to: number, service = SERVICE): Promise<void> {
  const rows = [];
  for (let i = from; i < to; i++) rows.push(row(i, service));
  await s.database.db.insertInto(TABLE).values(rows).execute();
}

/** `total` of a full page (size 1, so the COUNT path runs) of the probe service's rows. */
async function total(query: Record<string, string> = {}): Promise<number> {
  const r = await admin.get(PAGE, { current: 1, size: 1, serviceId_like: SERVICE, ...query });
  expect(r.status).toBe(200);
  return Number(r.body.data.total);
}

async function direct(service = `%${SERVICE}%`, title = '%'): Promise<number> {
  const r = await s.database.db
    .selectFrom(TABLE)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('service_id', 'like', service)
    .where('title', 'like', title)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

describe('exact totals through the count cache', () => {
  it('follows appends, repeated and with other filters alike', async () => {
    await insertRows(0, 30);
    expect(await total()).toBe(30);
    expect(await total()).toBe(30);
    await insertRows(30, 45);
    expect(await total()).toBe(45);
    // Rows of another service appended: the filter keeps them out of the top-up.
    await insertRows(45, 60, 'perf-other');
    expect(await total()).toBe(45);
    expect(await total({ title_like: 'probe 1' })).toBe(await direct(`%${SERVICE}%`, '%probe 1%'));
    await insertRows(60, 70);
    expect(await total({ title_like: 'probe 1' })).toBe(await direct(`%${SERVICE}%`, '%probe 1%'));
    expect(await total()).toBe(55);
  });

  it('follows updates and deletes (not appends: counted in full again)', async () => {
    const before = await total();
    await s.database.db.updateTable(TABLE).set({ service_id: 'perf-moved' }).where('title', '=', 'probe 3').execute();
    expect(await total()).toBe(before - 1);
    await s.database.db.deleteFrom(TABLE).where('title', 'in', ['probe 4', 'probe 5']).execute();
    expect(await total()).toBe(before - 3);
    await insertRows(70, 72);
    expect(await total()).toBe(before - 1);
    expect(await total()).toBe(await direct());
  });

  it('follows an insert with an explicit id below the max id', async () => {
    const gone = await s.database.db
      .selectFrom(TABLE)
      .select('id')
      .where('title', '=', 'probe 6')
      .executeTakeFirstOrThrow();
    const before = await total();
    await s.database.db.deleteFrom(TABLE).where('id', '=', gone.id).execute();
    expect(await total()).toBe(before - 1);
    await insertRows(72, 73); // an append after the delete: the kept max id moves past `gone.id`
    expect(await total()).toBe(before);
    await s.database.db
      .insertInto(TABLE)
      .values({ id: gone.id, ...row(6) })
      .execute();
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await direct());
  });

  it.runIf(dialectName === 'sqlite')('follows a commit by another connection to the same file', async () => {
    const before = await total();
    const file = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(s.database.db)
    ).rows[0].file;
    const other = new SQLite(file);
    try {
      other
        .prepare(`insert into ${TABLE} (tenant_id, service_id, title, create_time) values (?, ?, ?, ?)`)
        .run('000000', SERVICE, 'probe from elsewhere', '2026-01-02 00:00:00');
    } finally {
      other.close();
    }
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await direct());
  });
});

describe('WriteTracker', () => {
  it('tells appends from other writes', async () => {
    const tracker = new WriteTracker();
    const db = s.database.db.withPlugin(tracker);
    const g0 = tracker.generation(TABLE);
    const c0 = tracker.changeGeneration(TABLE);
    await db.insertInto(TABLE).values(row(100)).execute();
    expect(tracker.generation(TABLE)).not.toBe(g0);
    expect(tracker.changeGeneration(TABLE)).toBe(c0);
    const last = await db
      .selectFrom(TABLE)
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto(TABLE)
      .values({ id: Number(last.m) + 1000, ...row(101) })
      .execute();
    const c1 = tracker.changeGeneration(TABLE);
    expect(c1).not.toBe(c0);
    await db.updateTable(TABLE).set({ title: 'x' }).where('title', '=', 'probe 101').execute();
    const c2 = tracker.changeGeneration(TABLE);
    expect(c2).not.toBe(c1);
    await db.deleteFrom(TABLE).where('title', '=', 'x').execute();
    expect(tracker.changeGeneration(TABLE)).not.toBe(c2);
    expect(tracker.changeGeneration('blade_param')).toBe(0);
  });
});
