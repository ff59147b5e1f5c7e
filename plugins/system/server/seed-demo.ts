/**
 * Deterministic demo data for a first start: the platform tenant 000000 (管理组) and a demo brand 100001,
 * the `saber` client, roles, a small dept tree and an administrator per tenant (`admin` / `admin`), and a
 * few system parameters per tenant. Ids are left to the database (no explicit ids, so PostgreSQL sequences stay right); a fresh
 * database therefore gets the same ids every time. Each insert first checks its natural key, so running it
 * twice adds nothing.
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { hashTypedPassword } from '../../../server/auth/password';

// The demo tenants and the idempotent insert live below the modules (every module's seed uses them).
export { DEMO, ensure } from '../../../server/kernel/db/demo-seed';
import { DEMO, ensure } from '../../../server/kernel/db/demo-seed';

export async function seedDemo(db: Db): Promise<void> {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  await db.transaction().execute(async (trx) => {
    await ensure(
      trx,
      'blade_tenant',
      { tenant_id: DEMO.platformTenant },
      {
        ...audit,
        tenant_name: '管理组',
        domain: '',
        linkman: 'admin',
        contact_number: '',
        address: '',
        account_number: -1,
        expire_time: null,
      },
    );
    await ensure(
      trx,
      'blade_tenant',
      { tenant_id: DEMO.demoTenant },
      {
        ...audit,
        tenant_name: '童趣出行',
        domain: 'kiddo.toycar.local',
        linkman: '李明',
        contact_number: '13800000001',
        address: '上海市浦东新区世纪大道 100 号',
        account_number: 50,
        expire_time: '2099-12-31 23:59:59',
      },
    );
    await ensure(
      trx,
      'blade_client',
      { client_id: DEMO.client.id },
      {
        ...audit,
        client_secret: DEMO.client.secret,
        scope: 'all',
        authorized_grant_types: 'refresh_token,password,authorization_code,captcha,social',
        web_server_redirect_uri: '',
        authorities: '',
        access_token_validity: 3600,
        refresh_token_validity: 604800,
        additional_information: '',
        autoapprove: '',
      },
    );

    const roles: Array<[string, string, string, number]> = [
      [DEMO.platformTenant, '超级管理员', 'administrator', 1],
      [DEMO.platformTenant, '运营人员', 'operator', 2],
      [DEMO.demoTenant, '管理员', 'admin', 1],
      [DEMO.demoTenant, '运营人员', 'operator', 2],
    ];
    const roleIds = new Map<string, number>();
    for (const [tenant, name, alias, sort] of roles) {
      const id = await ensure(
        trx,
        'blade_role',
        { tenant_id: tenant, role_alias: alias },
        { ...audit, role_name: name, sort, parent_id: 0 },
      );
      roleIds.set(`${tenant}:${alias}`, id);
    }

    // A small dept tree per tenant, so the user screen's dept filter and the "own dept" data scope have
    // something to work on: [tenant, key, name, category (1 company, 2 department, 3 group), parent key].
    const depts: Array<[string, string, string, number, string | null]> = [
      [DEMO.platformTenant, 'hq', '玩具车共享平台', 1, null],
      [DEMO.platformTenant, 'ops', '运营中心', 2, 'hq'],
      [DEMO.platformTenant, 'tech', '技术部', 2, 'hq'],
      [DEMO.platformTenant, 'finance', '财务部', 2, 'hq'],
      [DEMO.demoTenant, 'hq', '童趣出行', 1, null],
      [DEMO.demoTenant, 'stores', '门店运营部', 2, 'hq'],
      [DEMO.demoTenant, 'east', '华东大区', 3, 'stores'],
    ];
    const deptIds = new Map<string, number>();
    // BladeX's `ancestors`: the ids above a dept, from the top (0) down to its parent.
    const deptAncestors = new Map<string, string>();
    for (const [tenant, key, name, category, parent] of depts) {
      const parentId = parent ? deptIds.get(`${tenant}:${parent}`)! : 0;
      const ancestors = parent ? `${deptAncestors.get(`${tenant}:${parent}`)},${parentId}` : '0';
      const id = await ensure(
        trx,
        'blade_dept',
        { tenant_id: tenant, dept_name: name },
        {
          ...audit,
          full_name: name,
          dept_category: category,
          parent_id: parentId,
          ancestors,
          sort: deptIds.size + 1,
        },
      );
      deptIds.set(`${tenant}:${key}`, id);
      deptAncestors.set(`${tenant}:${key}`, ancestors);
    }

    const users: Array<[string, string, string, string, string]> = [
      [DEMO.platformTenant, 'admin', '管理员', 'administrator', 'hq'],
      [DEMO.demoTenant, 'admin', '童趣管理员', 'admin', 'hq'],
      [DEMO.demoTenant, 'operator', '童趣运营', 'operator', 'stores'],
    ];
    for (const [tenant, account, realName, role, dept] of users) {
      await ensure(
        trx,
        'blade_user',
        { tenant_id: tenant, account },
        {
          ...audit,
          // A hash (and salt) of its own for every account.
          password: await hashTypedPassword(DEMO.adminPassword),
          name: realName,
          real_name: realName,
          avatar: '',
          email: `${account}@${tenant}.toycar.local`,
          phone: '',
          birthday: null,
          sex: 3,
          role_id: String(roleIds.get(`${tenant}:${role}`)),
          dept_id: String(deptIds.get(`${tenant}:${dept}`)),
          post_id: '',
          user_type: 1,
          oauth_id: '',
        },
      );
    }

    const params: Array<[string, string, string, string]> = [
      ['账号初始密码', 'account.initPassword', '123456', '新建用户的初始密码'],
      ['租户默认账号额度', 'tenant.default.accountNumber', '-1', '-1 表示不限'],
      ['默认押金(元)', 'rental.defaultDeposit', '99.00', '租车押金'],
    ];
    for (const tenant of [DEMO.platformTenant, DEMO.demoTenant]) {
      for (const [name, key, value, remark] of params) {
        await ensure(
          trx,
          'blade_param',
          { tenant_id: tenant, param_key: key },
          { ...audit, param_name: name, param_value: value, remark },
        );
      }
    }
  });
}

/**
 * After the first menu sync: operator roles see every screen with its view button only — except the
 * platform administrator's own screens (`platformOnly: true`), which the server would refuse them anyway.
 */
export async function grantOperatorViews(db: Db, registry: Registry): Promise<void> {
  const platformScreens = new Set([
    ...registry.entities.filter((e) => e.platformOnly === true).map((e) => e.name),
    ...registry.pluginPages.filter((p) => p.platformOnly === true).map((p) => `${p.plugin}.${p.key}`),
  ]);
  await db.transaction().execute(async (trx) => {
    const roles = await trx
      .selectFrom('blade_role')
      .select('id')
      .where('role_alias', '=', 'operator')
      .where('is_deleted', '=', 0)
      .execute();
    const menus = await trx
      .selectFrom('blade_menu')
      .select(['id', 'code', 'category', 'parent_id'])
      .where('is_deleted', '=', 0)
      .execute();
    const guarded = new Set(menus.filter((m) => platformScreens.has(String(m.code))).map((m) => Number(m.id)));
    const ids = menus
      .filter((m) => Number(m.category) === 1 || String(m.code).endsWith('_view'))
      .filter((m) => !guarded.has(Number(m.id)) && !guarded.has(Number(m.parent_id)))
      .map((m) => Number(m.id));
    for (const r of roles)
      if (ids.length)
        await trx
          .insertInto('blade_role_menu')
          .values(ids.map((menuId) => ({ role_id: Number(r.id), menu_id: menuId })))
          .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
          .execute();
  });
}
