/**
 * Queries compiled once and run with new values (server/kernel/db/prepared.ts): the values land where the
 * build put them (constants of the shape kept), a wrong count of values is refused, and a write run through
 * one is seen by the write tracker before it runs and again when it has — so a cached count of its table
 * (server/crud/count-cache.ts) is brought up to date as for a query built each time. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../server/kernel/db/prepared';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

const TABLE = 'blade_log_api';
const SERVICE = 'prepared-probe';

describe('prepared queries', () => {
  it('binds each value where the build put it and keeps the constants', async () => {
    const db = s.database.db;
    const insert = prepared(s.database.writes, (v) =>
      db.insertInto(TABLE).values({ tenant_id: '000000', service_id: SERVICE, title: v(1), request_uri: v(0) }),
    );
    for (const i of [1, 2, 3]) await db.executeQuery(insert.bind([`/api/p/${i}`, `title ${i}`]));
    const select = prepared(s.database.writes, (v) =>
      db.selectFrom(TABLE).select(['title', 'request_uri']).where('service_id', '=', SERVICE).where('title', '=', v(0)),
    );
    const rows = (await db.executeQuery(select.bind(['title 2']))).rows;
    expect(rows).toEqual([{ title: 'title 2', request_uri: '/api/p/2' }]);
    expect((await db.executeQuery(select.bind(['title 3']))).rows).toEqual([
      { title: 'title 3', request_uri: '/api/p/3' },
    ]);
    expect(() => select.bind([])).toThrow(/1 values expected/);
    expect(() => prepared(s.database.writes, () => db.selectFrom(TABLE).select('id'))).not.toThrow();
  });

  it('tells the write tracker of its writes, before and after they run', async () => {
    const writes = s.database.writes!;
    const db = s.database.db;
    const update = prepared(writes, (v) =>
      db
        .updateTable(TABLE)
        .set({ title: v(0) })
        .where('service_id', '=', SERVICE)
        .where('request_uri', '=', v(1)),
    );
    const before = writes.changeGeneration(TABLE);
    const q = update.bind(['renamed', '/api/p/1']);
    // Reported when bound (as Kysely's compile reports a fresh query) ...
    expect(writes.changeGeneration(TABLE)).toBe(before + 1);
    await db.executeQuery(q);
    // ... and again when its result arrives.
    expect(writes.changeGeneration(TABLE)).toBe(before + 2);
    const count = await db
      .selectFrom(TABLE)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('title', '=', 'renamed')
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });

  it('keeps a listed total exact across writes made through prepared queries', async () => {
    const db = s.database.db;
    const page = `/api/blade-log/api/page?current=1&size=2&serviceId=${SERVICE}`;
    const total = async () => (await admin.get(page)).body.data.total as number;
    expect(await total()).toBe(3);
    const insert = prepared(s.database.writes, (v) =>
      db.insertInto(TABLE).values({ tenant_id: '000000', service_id: SERVICE, title: v(0) }),
    );
    await db.executeQuery(insert.bind(['appended']));
    expect(await total()).toBe(4);
    const remove = prepared(s.database.writes, (v) =>
      db.deleteFrom(TABLE).where('service_id', '=', SERVICE).where('title', '=', v(0)),
    );
    await db.executeQuery(remove.bind(['title 3']));
    expect(await total()).toBe(3);
  });
});
