/**
 * Shared set-up of the enforcement tests: roles and users written straight into the database (so these
 * tests depend only on the grant endpoints under test), menu ids by code, and a logged-in client per user.
 */
import { hashTypedPassword } from '../../server/auth/password';
import { nowText } from '../../server/kernel/db/time';
import { client, login, type Client, type TestServer } from './helpers';

let ipCounter = 10;

export async function addRole(s: TestServer, tenantId: string, alias: string, parentId = 0): Promise<string> {
  const now = nowText();
  const row = await s.database.db
    .insertInto('blade_role')
    .values({
      tenant_id: tenantId,
      role_name: alias,
      role_alias: alias,
      sort: 1,
      parent_id: parentId,
      status: 1,
      is_deleted: 0,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function addUser(
  s: TestServer,
  o: { tenantId: string; account: string; roleIds: string[]; deptId?: string },
): Promise<string> {
  const now = nowText();
  const row = await s.database.db
    .insertInto('blade_user')
    .values({
      tenant_id: o.tenantId,
      account: o.account,
      password: await hashTypedPassword('pass-1234'),
      name: o.account,
      real_name: o.account,
      role_id: o.roleIds.join(','),
      dept_id: o.deptId ?? '',
      user_type: 1,
      status: 1,
      is_deleted: 0,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Log in as a user added with addUser (each from its own address, so the lockout never interferes). */
export async function loginAs(s: TestServer, tenantId: string, account: string): Promise<Client> {
  const token = await login(s.app, { tenantId, username: account, password: 'pass-1234', ip: `10.9.0.${ipCounter++}` });
  return client(s.app, token);
}

/** Menu row ids by code (screen rows and button rows). */
export async function menuIdsOf(s: TestServer, codes: string[]): Promise<string[]> {
  const rows = await s.database.db
    .selectFrom('blade_menu')
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .where('is_deleted', '=', 0)
    .execute();
  return codes.map((c) => {
    const r = rows.find((x) => x.code === c);
    if (!r) throw new Error(`no menu row ${c}`);
    return String(r.id);
  });
}
