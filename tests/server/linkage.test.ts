/**
 * Field linkage enforced by the server (server/crud/linkage.ts) on the kiosk fixture
 * (tests/server/fixtures/kiosk.ts): a hidden field is not stored, a field required by its condition is
 * refused with the form's own message (engine/schema/linkage.ts gives both), a disabled field keeps its
 * value, narrowed choices are checked (a dictionary cascade, the region select as a remote list, a
 * reference), and computed values are computed again. SQLite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column } from '../../engine/schema';
import { optionMessage, requiredMessage } from '../../engine/schema/linkage';
import kiosk from './fixtures/kiosk';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const B = '/api/toycar-test/kiosk';
const col = (prop: string) => (kiosk.columns as Column[]).find((c) => c.prop === prop)!;

let s: TestServer;
let zh: Client;
let en: Client;

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  zh = client(s.app, token);
  en = client(s.app, token, 'en');
});
afterAll(async () => s?.close());

/** Insert a kiosk; its stored row (by column name). */
async function add(body: Record<string, unknown>, c = zh) {
  const r = await c.post(`${B}/submit`, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return stored(String(body.name));
}

const stored = async (name: string) =>
  (await s.database.db.selectFrom('test_kiosk').selectAll().where('name', '=', name).where('is_deleted', '=', 0).executeTakeFirstOrThrow()) as Record<string, unknown>;

describe('visible', () => {
  it('a field hidden by its condition is not stored, on insert and on update', async () => {
    const row = await add({ name: 'scooter-1', kind: 2, battery: 30, slots: 12, mode: 1, unitMinutes: 10 });
    expect(row.slots).toBeNull();
    expect(Number(row.battery)).toBe(30);
    // Becoming a cabinet: the battery is hidden now, so it is emptied; the slots are required and given.
    const r = await zh.post(`${B}/submit`, { id: row.id, kind: 1, slots: 6, battery: 30 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await stored('scooter-1');
    expect(after.battery).toBeNull();
    expect(Number(after.slots)).toBe(6);
  });

  it('an update that does not send the controlling field is judged on the stored row', async () => {
    const row = await add({ name: 'cab-partial', kind: 1, slots: 8, mode: 2 });
    const r = await zh.post(`${B}/submit`, { id: row.id, name: 'cab-partial', slots: 9 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Number((await stored('cab-partial')).slots)).toBe(9);
    // The stored kind (cabinet) still requires the slots: emptying them is refused.
    const empty = await en.post(`${B}/submit`, { id: row.id, slots: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(requiredMessage(col('slots')).en);
  });
});

describe('required', () => {
  it('refuses a field its condition requires when blank, with the message the form shows', async () => {
    const r = await zh.post(`${B}/submit`, { name: 'no-slots', kind: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入仓位数');
    expect(r.body.msg).toBe(requiredMessage(col('slots')).zh);
    const own = await en.post(`${B}/submit`, { name: 'no-battery', kind: 2, battery: '  ' });
    expect(own.body.msg).toBe('A scooter needs its battery capacity');
    // Several problems are named together.
    const both = await en.post(`${B}/submit`, { name: 'both', kind: 1, mode: 1 });
    expect(both.body.msg).toBe('Please enter the slots; Please enter the unit (min)');
    expect(await s.database.db.selectFrom('test_kiosk').select('id').where('name', 'in', ['no-slots', 'no-battery', 'both']).execute()).toEqual([]);
  });

  it('does not require a field its condition does not', async () => {
    const row = await add({ name: 'beacon-1', kind: 3, mode: 3 });
    expect(row.slots).toBeNull();
  });
});

describe('options', () => {
  it('refuses a dictionary-cascade choice the controlling value does not allow', async () => {
    const r = await zh.post(`${B}/submit`, { name: 'bad-mode', kind: 2, battery: 10, mode: 2 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(optionMessage(col('mode'), col('kind')).zh);
    expect(r.body.msg).toBe('所选计费方式不属于当前的类型，请重新选择');
  });

  it('checks a remote list with the controlling value (the region select) and stores the chosen label', async () => {
    const row = await add({ name: 'hz', kind: 3, provinceCode: '33', cityCode: '3301' });
    expect(row.city_name).toBe('杭州市');
    const wrong = await en.post(`${B}/submit`, { name: 'wrong-city', kind: 3, provinceCode: '11', cityCode: '3301' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(optionMessage(col('cityCode'), col('provinceCode')).en);
    const missing = await zh.post(`${B}/submit`, { name: 'no-city', kind: 3, provinceCode: '33' });
    expect(missing.body.msg).toBe('请选择城市');
  });

  it('checks a reference narrowed by a column of the referenced rows', async () => {
    const g = await zh.post('/api/toycar-test/gadget/submit', { name: 'Pending gadget', code: 'LK-1' });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    const gadget = await s.database.db.selectFrom('test_gadget').select(['id', 'state']).where('code', '=', 'LK-1').executeTakeFirstOrThrow();
    expect(Number(gadget.state)).toBe(0);
    const refused = await zh.post(`${B}/submit`, { name: 'ref-bad', kind: 3, gadgetState: 1, gadgetId: gadget.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(optionMessage(col('gadgetId'), col('gadgetState')).zh);
    const row = await add({ name: 'ref-ok', kind: 3, gadgetState: 0, gadgetId: gadget.id });
    expect(Number(row.gadget_id)).toBe(Number(gadget.id));
  });
});

describe('disabled', () => {
  it('keeps the stored value of a disabled field, and the default on insert', async () => {
    const row = await add({ name: 'locked-1', kind: 3, locked: 0, note: 'first' });
    expect(row.note).toBe('first');
    await zh.post(`${B}/submit`, { id: row.id, locked: 1 });
    const r = await zh.post(`${B}/submit`, { id: row.id, note: 'changed' });
    expect(r.status).toBe(200);
    expect((await stored('locked-1')).note).toBe('first');
    const added = await add({ name: 'locked-2', kind: 3, locked: 1, note: 'typed' });
    expect(added.note).toBeNull();
  });
});

describe('compute', () => {
  it('computes values again on the server, exactly, whatever the client sent', async () => {
    const row = await add({ name: 'priced', kind: 2, battery: 5, price: 19.99, qty: 3, total: 1, kindName: 'fake', summary: 'fake' });
    expect(Number(row.total)).toBe(5997); // fen
    expect(row.kind_name).toBe('滑板车');
    expect(row.summary).toBe('priced × 3');
    const detail = await zh.get(`${B}/detail`, { id: String(row.id) });
    expect(detail.body.data.total).toBe(59.97);
    // An update of one operand computes again from the stored other one.
    await zh.post(`${B}/submit`, { id: row.id, qty: 2 });
    expect(Number((await stored('priced')).total)).toBe(3998);
  });
});
