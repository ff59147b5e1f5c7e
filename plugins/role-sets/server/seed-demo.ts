/**
 * Demo rows of the factory and merchant role sets, on a new database only (each table while it is empty),
 * so none of their screens opens empty for a newcomer: factory roles (生产主管, 质检员) with their menus and
 * an account for each, per demo tenant; the menus of the seeded merchant roles (店长: stores and orders,
 * 运营专员: stores, 财务: orders and bills); and each tenant's administrator given the 店长 role over the
 * tenant's first two stores (user-store grants). Runs after the merchants' demo, which makes the roles
 * and the stores.
 */
import { hashTypedPassword } from '../../../server/auth/password';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';

const TENANTS = ['000000', '100001'];
const empty = async (db: Db, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/** Menu ids of a menu table whose name is in `names`, with every row under them (pages and buttons). */
async function menusUnder(db: Db, table: string, names: string[]): Promise<number[]> {
  const rows = await db.selectFrom(table).select(['id', 'name', 'parent_id']).where('is_deleted', '=', 0).execute();
  const picked = new Set(rows.filter((r) => names.includes(String(r.name))).map((r) => Number(r.id)));
  for (let grown = true; grown;) {
    grown = false;
    for (const r of rows)
      if (!picked.has(Number(r.id)) && picked.has(Number(r.parent_id))) {
        picked.add(Number(r.id));
        grown = true;
      }
  }
  return [...picked];
}

async function seedFactory(db: Db, now: string): Promise<Record<string, number>> {
  if (!(await empty(db, 'tc_factory_role')) || !(await empty(db, 'tc_factory_account'))) return {};
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const password = await hashTypedPassword('admin');
  const production = await menusUnder(db, 'tc_factory_menu', ['生产管理']);
  const quality = await menusUnder(db, 'tc_factory_menu', ['质量检测']);
  let roles = 0;
  let accounts = 0;
  let links = 0;
  for (const [t, tenant_id] of TENANTS.entries()) {
    for (const [i, [role_name, role_alias, menus, account, real_name]] of [
      ['生产主管', 'production', [...production, ...quality], `scgl${t + 1}`, '许建国'],
      ['质检员', 'quality', quality, `zjy${t + 1}`, '何晓燕'],
    ].entries() as IterableIterator<[number, [string, string, number[], string, string]]>) {
      const role = await db
        .insertInto('tc_factory_role')
        .values({ tenant_id, role_name, role_alias, sort: i + 1, remark: `${role_name}（演示）`, ...audit })
        .returning('id')
        .executeTakeFirstOrThrow();
      roles++;
      if (menus.length) {
        await db
          .insertInto('tc_factory_role_menu')
          .values(menus.map((menu_id) => ({ tenant_id, role_id: Number(role.id), menu_id })))
          .execute();
        links += menus.length;
      }
      await db
        .insertInto('tc_factory_account')
        .values({
          tenant_id,
          account,
          password,
          name: real_name,
          real_name,
          phone: `1395710${t}${i}${String(20 + i).padStart(2, '0')}`,
          role_id: Number(role.id),
          ...audit,
        })
        .execute();
      accounts++;
    }
  }
  return { factoryRoles: roles, factoryAccounts: accounts, factoryRoleMenus: links };
}

const MERCHANT_ROLE_MENUS: Record<string, string[]> = {
  店长: ['门店管理', '订单管理'],
  运营专员: ['门店管理'],
  财务: ['订单管理', '月度账单'],
};

async function seedMerchantGrants(db: Db, now: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const roles = await db
    .selectFrom('tc_merchant_role')
    .select(['id', 'tenant_id', 'role_name'])
    .where('is_deleted', '=', 0)
    .where('tenant_id', 'in', TENANTS)
    .execute();
  if (await empty(db, 'tc_merchant_role_menu')) {
    const rows: Array<{ tenant_id: string; role_id: number; menu_id: number }> = [];
    for (const r of roles) {
      const names = MERCHANT_ROLE_MENUS[String(r.role_name)];
      if (!names) continue;
      for (const menu_id of await menusUnder(db, 'tc_merchant_menu', names))
        rows.push({ tenant_id: String(r.tenant_id), role_id: Number(r.id), menu_id });
    }
    if (rows.length) await db.insertInto('tc_merchant_role_menu').values(rows).execute();
    out.merchantRoleMenus = rows.length;
  }
  if (await empty(db, 'tc_unified_merchant_role')) {
    let grants = 0;
    for (const tenant_id of TENANTS) {
      const admin = await db
        .selectFrom('blade_user')
        .select('id')
        .where('tenant_id', '=', tenant_id)
        .where('account', '=', 'admin')
        .executeTakeFirst();
      const manager = roles.find((r) => r.tenant_id === tenant_id && r.role_name === '店长');
      const stores = await db
        .selectFrom('tc_merchant_store')
        .select('id')
        .where('tenant_id', '=', tenant_id)
        .where('is_deleted', '=', 0)
        .orderBy('id')
        .limit(2)
        .execute();
      if (!admin || !manager || !stores.length) continue;
      await db
        .insertInto('tc_unified_merchant_role')
        .values({
          tenant_id,
          user_id: Number(admin.id),
          role_id: Number(manager.id),
          store_ids: stores.map((s) => String(s.id)).join(','),
          create_time: now,
          update_time: now,
          status: 1,
        })
        .execute();
      grants++;
    }
    out.userStoreGrants = grants;
  }
  return out;
}

export async function seedRoleSetsDemo(db: Db): Promise<Record<string, number>> {
  const now = nowText();
  return { ...(await seedFactory(db, now)), ...(await seedMerchantGrants(db, now)) };
}
