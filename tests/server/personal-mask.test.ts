/**
 * Personal data (schema column `mask`, issue 35): a member's phone is masked (`138****1234`) in the
 * generic list and detail for a caller without the screen's reveal grant (`member_reveal`), whole for one
 * with it; an edit that sends the masked phone back keeps the stored number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opPath } from '../../engine/schema/resolve';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
let viewer: Client;
let roleId: string;
const SYS = '/api/blade-system';
const MASKED = /^\d{3}\*{4}\d{4}$/;

const member = () => s.registry.entities.find((e) => e.name === 'rentals.member')!;
const grant = async (codes: string[]) => {
  const menuIds = await menuIdsOf(s, codes);
  const r = await admin.post(`${SYS}/role/grant`, { roleIds: roleId, menuIds: menuIds.join(',') });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
  roleId = await addRole(s, '000000', 'member_clerk');
  await grant(['rentals.member', 'member_view', 'member_edit']);
  await addUser(s, { tenantId: '000000', account: 'member-clerk', roleIds: [roleId] });
  viewer = await loginAs(s, '000000', 'member-clerk');
  // A member of the clerk's own tenant, with a phone number to mask.
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  await s.database.db
    .insertInto('tc_member')
    .values({ tenant_id: '000000', nick_name: '掩码会员', phone: '13812341234', create_time: now })
    .execute();
});
afterAll(async () => s?.close());

async function theMember(c: Client) {
  const page = await c.get(opPath(member(), 'page'), { nickName: '掩码会员' });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  expect(page.body.data.records).toHaveLength(1);
  return page.body.data.records[0] as { id: string; phone: string };
}

describe('a member phone without the reveal grant', () => {
  it('is masked in the list and the detail; the administrator reads it whole', async () => {
    const row = await theMember(viewer);
    expect(row.phone).toBe('138****1234');
    const detail = await viewer.get(opPath(member(), 'detail'), { id: row.id });
    expect(detail.body.data.phone).toMatch(MASKED);
    expect((await theMember(admin)).phone).toBe('13812341234');
  });

  it('sent back masked by an edit form keeps the stored number; a new number replaces it', async () => {
    const row = await theMember(viewer);
    const r = await viewer.post(opPath(member(), 'submit'), { id: row.id, nickName: '掩码会员', phone: row.phone, city: '杭州' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await admin.get(opPath(member(), 'detail'), { id: row.id })).body.data;
    expect(after).toMatchObject({ phone: '13812341234', city: '杭州' });
    await viewer.post(opPath(member(), 'submit'), { id: row.id, nickName: '掩码会员', phone: '13900001111' });
    expect((await admin.get(opPath(member(), 'detail'), { id: row.id })).body.data.phone).toBe('13900001111');
    await viewer.post(opPath(member(), 'submit'), { id: row.id, nickName: '掩码会员', phone: '13812341234' });
  });

  it('is read whole once the role holds member_reveal', async () => {
    await grant(['rentals.member', 'member_view', 'member_edit', 'member_reveal']);
    expect((await theMember(viewer)).phone).toBe('13812341234');
  });
});
