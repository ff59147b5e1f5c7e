/**
 * Read-only (system-made) records answer as the contract does (issue 29 item 4): for every schema with
 * `readOnly`, a generic submit / remove by a caller who may see the list is a 400 envelope whose message is
 * the schema's reason and what changes the rows instead; a caller who may not see it gets 403; where the
 * schema allows a hand edit (`systemMade.edit`) an existing row is edited, only in its editable columns.
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema';
import { apiStyle, basePath, handWriteRefusal, handWrites, opPath } from '../../engine/schema/resolve';
import { addRole, addUser, loginAs } from './enforce-helpers';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
let adminEn: Client;
let nobody: Client;
beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  admin = client(s.app, token);
  adminEn = client(s.app, token, 'en');
  // A signed-in user of the platform tenant whose role holds no grant at all.
  await addUser(s, { tenantId: '000000', account: 'no-grants', roleIds: [await addRole(s, '000000', 'no-grants')] });
  nobody = await loginAs(s, '000000', 'no-grants');
}, 120_000);
afterAll(async () => s?.close());

const readOnly = () => s.registry.entities.filter((e) => e.storage && e.readOnly);
/** The generic write calls of a schema: [label, make the call]. */
function writes(e: EntitySchema): Array<[string, (c: Client) => ReturnType<Client['post']>]> {
  if (apiStyle(e) === 'restful')
    return [
      ['create', (c) => c.post(basePath(e), {})],
      ['delete', (c) => c.del(`${basePath(e)}/1`)],
    ];
  return [
    ['submit (add)', (c) => c.post(opPath(e, 'submit'), {})],
    ['remove', (c) => c.post(opPath(e, 'remove'), undefined, { ids: '1' })],
  ];
}

describe('system-made records', () => {
  it('covers every family the issue names (and more)', () => {
    const names = readOnly().map((e) => e.name);
    for (const n of [
      'rentals.rentRecord',
      'rentals.order',
      'device.slot',
      'device.merchantDevice',
      'device.escooter',
      'rentals.member',
      'sharing.ratioOrder',
      'system.onlineUser',
    ])
      expect(names).toContain(n);
    expect(names.length).toBeGreaterThanOrEqual(27);
  });

  it('the platform administrator: 400 with the reason (zh and en) for every refused write; nobody: 403', async () => {
    for (const e of readOnly()) {
      const refusal = handWriteRefusal(e);
      for (const [label, call] of writes(e)) {
        const zh = await call(admin);
        expect(zh.status, `${e.name} ${label}`).toBe(400);
        expect(zh.body, `${e.name} ${label}`).toMatchObject({ code: 400, success: false, msg: refusal.zh });
        const en = await call(adminEn);
        expect(en.body.msg, `${e.name} ${label}`).toBe(refusal.en);
        const denied = await call(nobody);
        expect(denied.status, `${e.name} ${label} (no grants)`).toBe(403);
      }
    }
  }, 120_000);

  it('every family the issue lists says why in its own words, not the generic sentence', () => {
    for (const e of readOnly().filter((x) => x.systemMade)) {
      expect(handWriteRefusal(e).zh).toContain(e.systemMade!.reason.zh);
      expect(handWriteRefusal(e).en).toContain(e.systemMade!.instead.en);
    }
    expect(readOnly().filter((x) => x.systemMade).length).toBeGreaterThanOrEqual(27);
  });

  const handEdits: Array<{ name: string; prop: string; value: string; fixed: string }> = [
    { name: 'device.slot', prop: 'remark', value: '门锁已更换', fixed: 'slotNum' },
    { name: 'device.merchantDevice', prop: 'remark', value: '商场三楼东侧', fixed: 'deviceCode' },
    { name: 'device.escooter', prop: 'deviceName', value: '滑板车（东门）', fixed: 'battery' },
    { name: 'rentals.member', prop: 'nickName', value: '小树妈妈', fixed: 'rentCount' },
  ];

  it.each(handEdits)('$name: an existing row is edited by hand, only in its editable columns', async (h) => {
    const e = s.registry.entities.find((x) => x.name === h.name)!;
    expect(handWrites(e)).toEqual({ add: false, edit: true, delete: false });
    const page = await admin.get(opPath(e, 'page'), { size: 1 });
    expect(page.status).toBe(200);
    const row = page.body.data.records[0] as Record<string, unknown>;
    expect(row, `${h.name} has demo rows`).toBeDefined();
    const r = await admin.post(opPath(e, 'submit'), { id: row.id, [h.prop]: h.value, [h.fixed]: 99 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await admin.get(opPath(e, 'detail'), { id: String(row.id) });
    expect(after.body.data[h.prop]).toBe(h.value);
    expect(String(after.body.data[h.fixed] ?? '')).toBe(String(row[h.fixed] ?? ''));
    // Adding and removing stay refused with the reason; someone without the edit grant gets 403.
    expect((await admin.post(opPath(e, 'submit'), { [h.prop]: h.value })).status).toBe(400);
    expect((await admin.post(opPath(e, 'remove'), undefined, { ids: String(row.id) })).status).toBe(400);
    expect((await nobody.post(opPath(e, 'submit'), { id: row.id, [h.prop]: 'x' })).status).toBe(403);
  });
});
