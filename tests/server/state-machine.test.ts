/**
 * State machines in the schema (issue 12, part 1), on the booking fixture (tests/server/state-machine-fixture.ts)
 * and on the notices converted to one: illegal transitions refused with a message naming the row, its state
 * and the change; guards and effects inside the transaction; change-log rows and the history endpoint; 50
 * concurrent transitions of one row leave exactly one applied; batches all or nothing; shared contract
 * paths; tenant isolation; 401 / 403. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import { nowText } from '../../server/kernel/db/time';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';
import {
  client,
  dialectName,
  fixturesDir,
  login,
  request,
  startTestServer,
  type Client,
  type TestServer,
} from './helpers';
import { B, SLOT_TABLE, smModule, withBooking } from './state-machine-fixture';

let s: TestServer;
let admin: Client;
let adminEn: Client;
let brand: Client;

beforeAll(async () => {
  const registry = withBooking(await loadRegistry([defaultSchemaDir, fixturesDir]));
  s = await startTestServer({ registry, modules: [smModule] });
  const token = await login(s.app);
  admin = client(s.app, token);
  adminEn = client(s.app, token, 'en');
  brand = client(s.app, await login(s.app, { tenantId: '100001' }), 'en');
});
afterAll(async () => s?.close());

/** A booking of the caller's tenant; returns its id. */
async function book(c: Client, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await c.post(`${B}/submit`, { name, slots: 2, ...extra });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return (await c.get(`${B}/page`, { name_equal: name })).body.data.records[0].id;
}

const stateOf = async (c: Client, id: string) => (await c.get(`${B}/detail`, { id })).body.data.state as number;

async function logRows(id: string) {
  return s.database.db
    .selectFrom('blade_state_log')
    .selectAll()
    .where('entity', '=', 'test.booking')
    .where('record_id', '=', Number(id))
    .orderBy('id')
    .execute();
}

describe('the status column', () => {
  it('starts in the default state and is never written by the generic submit', async () => {
    const r = await admin.post(`${B}/submit`, { name: 'forced', slots: 1, state: 3 });
    expect(r.status).toBe(200);
    const row = (await admin.get(`${B}/page`, { name_equal: 'forced' })).body.data.records[0];
    expect(row.state).toBe(0);
    expect((await admin.post(`${B}/submit`, { ...row, state: 3, slots: 4 })).status).toBe(200);
    expect((await admin.get(`${B}/detail`, { id: row.id })).body.data).toMatchObject({ state: 0, slots: 4 });
  });

  it('menu sync creates a button row per transition under the screen', async () => {
    const r = await admin.get('/api/blade-system/menu/buttons');
    const screen = r.body.data.find((m: { code: string }) => m.code === 'test.booking');
    expect(screen.children.map((b: { code: string }) => b.code)).toEqual(
      expect.arrayContaining([
        'booking_confirm',
        'booking_start',
        'booking_finish',
        'booking_cancel',
        'booking_reopen',
      ]),
    );
  });
});

describe('transitions', () => {
  it('a legal transition changes the state and writes a change-log row', async () => {
    const id = await book(admin, 'alice');
    const r = await admin.post(`${B}/confirm`, undefined, { ids: id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stateOf(admin, id)).toBe(1);
    const [log] = await logRows(id);
    expect(log).toMatchObject({
      tenant_id: '000000',
      entity: 'test.booking',
      record_label: 'alice',
      transition: 'confirm',
      from_state: '0',
      to_state: '1',
      create_user_name: expect.any(String),
    });
    expect(Number(log.record_id)).toBe(Number(id));
    expect(Number(log.create_user)).toBeGreaterThan(0);
    expect(String(log.create_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(String(log.inputs))).toEqual({});
  });

  it('an illegal transition is refused with the row, its state and the change, in zh and en', async () => {
    const id = await book(admin, 'bob');
    const zh = await admin.post(`${B}/finish`, undefined, { ids: id, amount: 10 });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('「bob」的状态为「待确认」，不能执行「结束」（它只能从「使用中」改为「已归还」）');
    const en = await adminEn.post(`${B}/finish`, undefined, { ids: id, amount: 10 });
    expect(en.body.msg).toBe(
      '"bob" has State "Pending", so "Finish" is not allowed (it changes from "In use" to "Returned")',
    );
    expect(await stateOf(admin, id)).toBe(0);
    expect(await logRows(id)).toHaveLength(0);
  });

  it('a guard refuses with its reason; nothing changes', async () => {
    const id = await book(admin, 'crowd', { slots: 12 });
    const r = await adminEn.post(`${B}/confirm`, undefined, { ids: id });
    expect([r.status, r.body.msg]).toEqual([
      400,
      '"crowd" cannot be changed by "Confirm": not enough slots (12 wanted)',
    ]);
    expect(await stateOf(admin, id)).toBe(0);
  });

  it('an effect runs in the transaction: its writes commit with the change, its failure rolls all back', async () => {
    const id = await book(admin, 'carol');
    await admin.post(`${B}/confirm`, undefined, { ids: id });
    // `start` takes `?id=` (params: 'id') at the contract-style path startRent.
    const r = await admin.post(`${B}/startRent`, undefined, { id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stateOf(admin, id)).toBe(2);
    const slots = await s.database.db.selectFrom(SLOT_TABLE).selectAll().where('booking_id', '=', Number(id)).execute();
    expect(slots).toMatchObject([{ opened_by: 'admin' }]);

    const jammed = await book(admin, 'jammed');
    await admin.post(`${B}/confirm`, undefined, { ids: jammed });
    const failed = await adminEn.post(`${B}/startRent`, undefined, { id: jammed });
    expect([failed.status, failed.body.msg]).toEqual([400, 'the slot did not open']);
    expect(await stateOf(admin, jammed)).toBe(1);
    expect(
      await s.database.db.selectFrom(SLOT_TABLE).selectAll().where('booking_id', '=', Number(jammed)).execute(),
    ).toEqual([]);
    expect((await logRows(jammed)).map((l) => l.transition)).toEqual(['confirm']);
  });

  it('inputs are validated with their rules, copied onto the row when asked, and logged', async () => {
    const id = await book(admin, 'dave');
    await admin.post(`${B}/confirm`, undefined, { ids: id });
    await admin.post(`${B}/startRent`, undefined, { id });
    const missing = await adminEn.post(`${B}/finish`, undefined, { ids: id });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('Please enter the amount due');
    const tooLong = await adminEn.post(`${B}/finish`, undefined, { ids: id, amount: 5, note: 'x'.repeat(30) });
    expect([tooLong.status, tooLong.body.msg]).toEqual([400, expect.stringContaining('Note')]);
    // In a JSON body too.
    const r = await admin.post(`${B}/finish`, { ids: id, amount: 12.5, note: 'late' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await admin.get(`${B}/detail`, { id })).body.data).toMatchObject({ state: 3, amount: 12.5 });
    const last = (await logRows(id)).at(-1)!;
    expect([last.transition, last.from_state, last.to_state]).toEqual(['finish', '2', '3']);
    expect(JSON.parse(String(last.inputs))).toEqual({ amount: 12.5, note: 'late' });
  });

  it('the history endpoint answers the row with labels in the caller language', async () => {
    const id = await book(admin, 'erin');
    await admin.post(`${B}/confirm`, undefined, { ids: id });
    await admin.post(`${B}/updateState`, undefined, { ids: id });
    const en = await adminEn.get(`${B}/state-history`, { id });
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject([
      { transition: 'confirm', transitionLabel: 'Confirm', fromLabel: 'Pending', toLabel: 'Confirmed' },
      { transition: 'cancel', transitionLabel: 'Cancel', fromLabel: 'Confirmed', toLabel: 'Cancelled' },
    ]);
    const zh = await admin.get(`${B}/state-history`, { id });
    expect(zh.body.data[1]).toMatchObject({ transitionLabel: '取消', fromState: '1', toState: '4', toLabel: '已取消' });
    expect((await admin.get(`${B}/state-history`, { id: 'x' })).status).toBe(400);
    expect((await admin.get(`${B}/state-history`, { id: 987654 })).status).toBe(404);
  });
});

describe('concurrency', () => {
  it(`50 parallel transitions of one row leave exactly one applied (${dialectName})`, async () => {
    const id = await book(admin, 'race');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => adminEn.post(`${B}/confirm`, undefined, { ids: id })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    // The others are refused cleanly: judged after the winner (400, illegal now) or caught at the write (409).
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400 || r.status === 409)).toBe(true);
    for (const r of refused)
      expect(r.body.msg).toMatch(
        /^"race" (has State "Confirmed", so "Confirm" is not allowed|was changed by someone else meanwhile)/,
      );
    expect(await stateOf(admin, id)).toBe(1);
    expect(await logRows(id)).toHaveLength(1);
    console.info(
      `[${dialectName}] 50 parallel confirms: ${statuses.filter((x) => x === 200).length} applied, ` +
        `${statuses.filter((x) => x === 400).length} × 400, ${statuses.filter((x) => x === 409).length} × 409`,
    );
  });

  it('50 parallel transitions racing two ways (cancel vs confirm) still leave one applied', async () => {
    const id = await book(admin, 'race2');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? admin.post(`${B}/confirm`, undefined, { ids: id })
          : admin.post(`${B}/updateState`, undefined, { ids: id, state: 4 }),
      ),
    );
    // Confirm (0 → 1) then cancel (1 → 4) may both apply in turn — each from the state the other left —
    // but never two of the same change, and every applied change is in the log, in order.
    const applied = replies.filter((r) => r.status === 200).length;
    expect(replies.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
    const log = await logRows(id);
    expect(log).toHaveLength(applied);
    expect(log.map((l) => `${l.from_state}>${l.to_state}`).join(' ')).toMatch(/^(0>4|0>1( 1>4)?)$/);
  });

  it('a row changed between the read and the conditional write is refused with 409 and rolled back', async () => {
    const id = await book(admin, 'sneaky');
    const r = await adminEn.post(`${B}/confirm`, undefined, { ids: id });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(
      '"sneaky" was changed by someone else meanwhile and is no longer "Pending": "Confirm" was not applied; refresh and try again',
    );
    expect(await stateOf(admin, id)).toBe(0);
    expect(await logRows(id)).toHaveLength(0);
  });
});

describe('batches', () => {
  it('every row is judged; one refused row refuses the whole batch', async () => {
    const a = await book(admin, 'batch-a');
    const b = await book(admin, 'batch-b');
    const c = await book(admin, 'batch-c');
    await admin.post(`${B}/confirm`, undefined, { ids: b });
    const mixed = await adminEn.post(`${B}/confirm`, undefined, { ids: `${a},${b},${c}` });
    expect([mixed.status, mixed.body.msg]).toEqual([400, expect.stringMatching(/^"batch-b" has State "Confirmed"/)]);
    expect([await stateOf(admin, a), await stateOf(admin, c)]).toEqual([0, 0]);
    const good = await admin.post(`${B}/confirm`, undefined, { ids: `${a},${c}` });
    expect(good.status).toBe(200);
    expect([await stateOf(admin, a), await stateOf(admin, c)]).toEqual([1, 1]);
    expect((await logRows(a)).length + (await logRows(c)).length).toBe(2);
  });

  it('a guard refusing one row refuses the batch', async () => {
    const a = await book(admin, 'batch-d');
    const b = await book(admin, 'batch-e', { slots: 50 });
    expect((await admin.post(`${B}/confirm`, undefined, { ids: `${a},${b}` })).status).toBe(400);
    expect(await stateOf(admin, a)).toBe(0);
  });
});

describe('a path shared by two transitions (updateState: cancel 0|1 → 4, reopen 4 → 0)', () => {
  it('the row state picks the transition, or the request names the target', async () => {
    const id = await book(admin, 'shared');
    expect((await admin.post(`${B}/updateState`, undefined, { ids: id })).status).toBe(200);
    expect(await stateOf(admin, id)).toBe(4);
    expect((await admin.post(`${B}/updateState`, undefined, { ids: id })).status).toBe(200);
    expect(await stateOf(admin, id)).toBe(0);
    // Named target: reopen (→ 0) is not allowed from Pending.
    const wrong = await adminEn.post(`${B}/updateState`, undefined, { ids: id, state: 0 });
    expect([wrong.status, wrong.body.msg]).toEqual([400, expect.stringContaining('"Reopen" is not allowed')]);
    const unknown = await adminEn.post(`${B}/updateState`, undefined, { ids: id, state: 3 });
    expect(unknown.status).toBe(400);
    expect((await admin.post(`${B}/updateState`, undefined, { ids: id, state: 4 })).status).toBe(200);
    expect((await logRows(id)).map((l) => l.transition)).toEqual(['cancel', 'reopen', 'cancel']);
  });
});

describe('access', () => {
  it('401 without a token; 403 without the transition code; the code alone is enough', async () => {
    const id = await book(brand, 'gated');
    const anon = await request(s.app, { method: 'POST', url: `${B}/confirm?ids=${id}` });
    expect(anon.status).toBe(401);
    const roleId = await addRole(s, '100001', 'booking-clerk');
    await addUser(s, { tenantId: '100001', account: 'clerk', roleIds: [roleId] });
    const menuIds = await menuIdsOf(s, ['test.booking', 'booking_view', 'booking_cancel']);
    await s.database.db
      .insertInto('blade_role_menu')
      .values(menuIds.map((m) => ({ role_id: Number(roleId), menu_id: Number(m) })))
      .execute();
    const clerk = await loginAs(s, '100001', 'clerk');
    expect((await clerk.post(`${B}/confirm`, undefined, { ids: id })).status).toBe(403);
    // The shared path: cancel is granted, reopen is not.
    expect((await clerk.post(`${B}/updateState`, undefined, { ids: id })).status).toBe(200);
    expect((await clerk.post(`${B}/updateState`, undefined, { ids: id })).status).toBe(403);
    expect((await clerk.get(`${B}/state-history`, { id })).body.data).toHaveLength(1);
  });

  it("another tenant's row is not found, for transitions and history alike", async () => {
    // The brand administrator holds every booking code (menu sync grants them) but not the platform's rows.
    const platformRow = await book(admin, 'platform-row');
    expect((await brand.post(`${B}/confirm`, undefined, { ids: platformRow })).status).toBe(404);
    expect((await brand.post(`${B}/updateState`, undefined, { ids: platformRow })).status).toBe(404);
    expect((await brand.get(`${B}/state-history`, { id: platformRow })).status).toBe(404);
    expect(await stateOf(admin, platformRow)).toBe(0);
    // The platform administrator reaches the brand's rows; the log row belongs to the row's tenant.
    const theirs = await book(brand, 'theirs');
    expect((await admin.post(`${B}/confirm`, undefined, { ids: theirs })).status).toBe(200);
    expect((await logRows(theirs))[0].tenant_id).toBe('100001');
    expect((await brand.get(`${B}/state-history`, { id: theirs })).body.data).toHaveLength(1);
  });

  it("the state-change log screen lists the caller's tenant only and is read-only", async () => {
    const mine = await brand.get('/api/blade-log/state/page', { entity: 'test.booking' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.records.length).toBeGreaterThan(0);
    expect(mine.body.data.records.every((r: { tenantId: string }) => r.tenantId === '100001')).toBe(true);
    const forged = await brand.post('/api/blade-log/state/submit', { entity: 'x', recordId: 1 });
    // Refused with the reason (the rows are the server's), not as a missing grant.
    expect(forged.status).toBe(400);
  });
});

describe('notices: the converted flow (draft → published → withdrawn)', () => {
  const N = '/api/blade-desk/notice';
  async function notice(c: Client, title: string, content?: string): Promise<string> {
    const r = await c.post(`${N}/submit`, { title, category: 1, releaseTime: '2030-01-01', content });
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    return (await c.get(`${N}/page`, { title })).body.data.records[0].id;
  }

  it('publish needs content (guard), dates the notice today (effect); withdraw needs a reason', async () => {
    const empty = await notice(brand, 'Empty notice');
    const refused = await brand.post(`${N}/publish`, undefined, { ids: empty });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      '"Empty notice" cannot be changed by "Publish": the notice has no content',
    ]);
    const id = await notice(brand, 'Holiday hours', 'Open 10:00-18:00');
    expect((await brand.get(`${N}/detail`, { id })).body.data.publishStatus).toBe(0);
    expect((await brand.post(`${N}/publish`, undefined, { ids: id })).status).toBe(200);
    expect((await brand.get(`${N}/detail`, { id })).body.data).toMatchObject({
      publishStatus: 1,
      releaseTime: nowText().slice(0, 10),
    });
    const again = await brand.post(`${N}/publish`, undefined, { ids: id });
    expect([again.status, again.body.msg]).toEqual([
      400,
      '"Holiday hours" has Status "Published", so "Publish" is not allowed (it changes from "Draft" or "Withdrawn" to "Published")',
    ]);
    const noReason = await brand.post(`${N}/withdraw`, undefined, { ids: id });
    expect([noReason.status, noReason.body.msg]).toEqual([400, expect.stringContaining('Please enter the reason')]);
    expect((await brand.post(`${N}/withdraw`, undefined, { ids: id, reason: 'Wrong hours' })).status).toBe(200);
    const history = (await brand.get(`${N}/state-history`, { id })).body.data;
    expect(history).toMatchObject([
      { transition: 'publish', fromLabel: 'Draft', toLabel: 'Published', inputs: {} },
      { transition: 'withdraw', fromLabel: 'Published', toLabel: 'Withdrawn', inputs: { reason: 'Wrong hours' } },
    ]);
    // Published again from withdrawn.
    expect((await brand.post(`${N}/publish`, undefined, { ids: id })).status).toBe(200);
  });
});
