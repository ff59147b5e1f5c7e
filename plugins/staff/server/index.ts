/**
 * The staff plugin's server half: demo data only — the business roles of the brand 100001 (./roles.ts:
 * store staff of one store, merchant finance, maintenance), their menu grants, the data scopes that limit
 * their rows, and one account each (password `admin`, README "Start"). Runs on a new database after the
 * areas whose rows the scopes are chosen from.
 */
import type { Registry } from '../../../engine/schema';
import { hashTypedPassword } from '../../../server/auth/password';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { defineServerModule } from '../../../server/kernel/module';
import { BUSINESS_ROLES, type Picked, type RoleSpec } from './roles';

const TENANT = '100001';
const DATA_SCOPE = 1;
const CUSTOM = 5;

/** The store with the most rentals and the merchant with the most bills: the demo's busiest. */
async function pick(db: Db): Promise<Picked | undefined> {
  const store = await db
    .selectFrom('biz_rent_record')
    .select(['store_id'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', TENANT)
    .groupBy('store_id')
    .orderBy('n', 'desc')
    .orderBy('store_id')
    .executeTakeFirst();
  const merchant = await db
    .selectFrom('um_month_bill')
    .select(['merchant_id'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', TENANT)
    .groupBy('merchant_id')
    .orderBy('n', 'desc')
    .orderBy('merchant_id')
    .executeTakeFirst();
  if (!store || !merchant) return undefined;
  return { storeId: Number(store.store_id), merchantId: Number(merchant.merchant_id) };
}

/** Menu rows of the screens, their view buttons and the named buttons. */
async function menuIds(db: Db, spec: RoleSpec): Promise<number[]> {
  const screens = await db
    .selectFrom('blade_menu')
    .select('id')
    .where('code', 'in', spec.screens)
    .where('category', '=', 1)
    .where('is_deleted', '=', 0)
    .execute();
  const screenIds = screens.map((r) => Number(r.id));
  const buttons = screenIds.length
    ? await db
        .selectFrom('blade_menu')
        .select(['id', 'code'])
        .where('parent_id', 'in', screenIds)
        .where('category', '=', 2)
        .where('is_deleted', '=', 0)
        .execute()
    : [];
  const wanted = new Set(spec.buttons);
  const granted = buttons.filter((b) => String(b.code).endsWith('_view') || wanted.has(String(b.code)));
  return [...screenIds, ...granted.map((b) => Number(b.id))];
}

async function seedRole(db: Db, registry: Registry, spec: RoleSpec, picked: Picked, deptId: number | null) {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const role = await db
    .insertInto('blade_role')
    .values({ ...audit, tenant_id: TENANT, role_name: spec.name, role_alias: spec.alias, sort: 10, parent_id: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleId = Number(role.id);
  const menus = await menuIds(db, spec);
  if (menus.length)
    await db
      .insertInto('blade_role_menu')
      .values(menus.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
      .execute();
  for (const scope of spec.scopes) {
    const entity = registry.entity(scope.entity);
    if (!entity) continue;
    const values = await scope.values(db, picked);
    // A data scope belongs to the screen it limits (its menu row), as the data-scope screen requires.
    const menu = await db
      .selectFrom('blade_menu')
      .select('id')
      .where('code', '=', entity.name)
      .where('category', '=', 1)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    const row = await db
      .insertInto('blade_scope_data')
      .values({
        ...audit,
        menu_id: menu ? Number(menu.id) : null,
        resource_code: entity.permission ?? entity.name,
        scope_name: `${spec.name}：${entity.title.zh}`,
        scope_field: '*',
        scope_class: '',
        scope_column: scope.column,
        scope_type: CUSTOM,
        scope_value: values.join(','),
        remark: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('blade_role_scope')
      .values({ role_id: roleId, scope_category: DATA_SCOPE, scope_id: Number(row.id) })
      .execute();
  }
  const { account, realName, phone } = spec.account;
  await db
    .insertInto('blade_user')
    .values({
      ...audit,
      tenant_id: TENANT,
      account,
      password: await hashTypedPassword('admin'),
      name: realName,
      real_name: realName,
      avatar: '',
      email: `${account}@kiddo.toycar.local`,
      phone,
      birthday: null,
      sex: 3,
      role_id: String(roleId),
      dept_id: deptId ? String(deptId) : '',
      post_id: '',
      user_type: 1,
      oauth_id: '',
    })
    .execute();
}

export default defineServerModule({
  name: 'staff',
  after: ['system', 'merchants', 'devices', 'rentals', 'profit-sharing', 'billing', 'iot', 'workflow'],
  async seed({ database, registry }, { demo }): Promise<Record<string, number>> {
    if (!demo) return {};
    return database.transaction(async (db): Promise<Record<string, number>> => {
      const picked = await pick(db);
      if (!picked) return {};
      const known = await db
        .selectFrom('blade_role')
        .select('role_alias')
        .where('tenant_id', '=', TENANT)
        .where(
          'role_alias',
          'in',
          BUSINESS_ROLES.map((r) => r.alias),
        )
        .execute();
      const seen = new Set(known.map((r) => String(r.role_alias)));
      const dept = await db
        .selectFrom('blade_dept')
        .select('id')
        .where('tenant_id', '=', TENANT)
        .where('dept_name', '=', '门店运营部')
        .executeTakeFirst();
      let roles = 0;
      for (const spec of BUSINESS_ROLES) {
        if (seen.has(spec.alias)) continue;
        await seedRole(db, registry, spec, picked, dept ? Number(dept.id) : null);
        roles++;
      }
      return { businessRoles: roles };
    });
  },
});
