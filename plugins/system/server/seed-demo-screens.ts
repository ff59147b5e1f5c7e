/**
 * Demo rows for the system screens that had none on a new database, so that a newcomer — in this console
 * or in Saber — sees each one working: posts of both tenants, notices (published and a draft), two data
 * sources, two data scopes and two API scopes. They change no one's access: the data scopes are rules
 * nobody is granted yet (a data scope takes effect only through a role's grant), and the API scopes cover
 * screens only the platform administrator reaches, who is exempt from API scopes. Deterministic, keyed by natural keys (./seed-demo.ts
 * `ensure`), run on a new database only, after the menus exist (a scope hangs under a menu).
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { MENU_TABLE } from './menu-routes';
import { DEMO, ensure } from './seed-demo';

const POSTS: Array<[tenant: string, category: number, code: string, name: string]> = [
  [DEMO.platformTenant, 1, 'gm', '总经理'],
  [DEMO.platformTenant, 2, 'ops-manager', '运营经理'],
  [DEMO.platformTenant, 3, 'support', '客服专员'],
  [DEMO.demoTenant, 1, 'manager', '区域经理'],
  [DEMO.demoTenant, 2, 'store-lead', '门店店长'],
  [DEMO.demoTenant, 3, 'operator', '运营专员'],
  [DEMO.demoTenant, 3, 'maintainer', '车辆维护员'],
];

const NOTICES: Array<[tenant: string, category: number, title: string, day: string, status: number, content: string]> =
  [
    [
      DEMO.platformTenant,
      1,
      '平台五一假期运营安排',
      '2026-04-25',
      1,
      '<p>5月1日至5日各租户门店照常营业，客服热线 400-820-8820 全天值守。</p>',
    ],
    [
      DEMO.platformTenant,
      3,
      '儿童电动车安全使用规范（2026版）',
      '2026-03-02',
      1,
      '<p>单次骑行不超过 30 分钟，家长须全程陪同，雨天停止户外运营。</p>',
    ],
    [
      DEMO.platformTenant,
      5,
      '新版计费规则征求意见',
      '2026-05-10',
      0,
      '<p>草稿：拟将起步价由 10 元调整为 12 元，请各运营经理反馈。</p>',
    ],
    [
      DEMO.demoTenant,
      4,
      '杭州西湖银泰店开业筹备会',
      '2026-04-18',
      1,
      '<p>4月20日 14:00 于门店二楼会议室召开，请店长及维护员参加。</p>',
    ],
    [
      DEMO.demoTenant,
      1,
      '上海徐汇日月光店暂停营业通知',
      '2026-05-06',
      1,
      '<p>商场装修，5月8日至12日暂停营业，已预约用户将收到短信退款。</p>',
    ],
  ];

const DATASOURCES: Array<[name: string, driver: string, url: string, username: string, remark: string]> = [
  [
    '杭州门店业务库',
    'org.postgresql.Driver',
    'jdbc:postgresql://10.10.1.21:5432/toycar_hz',
    'toycar_hz',
    '华东区租户库',
  ],
  [
    '上海报表只读库',
    'com.mysql.cj.jdbc.Driver',
    'jdbc:mysql://10.10.2.31:3306/toycar_report',
    'report_ro',
    '只读账号，供报表使用',
  ],
];

export async function seedDemoScreens(db: Db): Promise<void> {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  await db.transaction().execute(async (trx) => {
    for (const [i, [tenant, category, code, name]] of POSTS.entries())
      await ensure(
        trx,
        'blade_post',
        { tenant_id: tenant, post_code: code },
        { ...audit, category, post_name: name, sort: i + 1, remark: '' },
      );
    for (const [tenant, category, title, day, status, content] of NOTICES)
      await ensure(
        trx,
        'blade_notice',
        { tenant_id: tenant, title },
        { ...audit, category, release_time: day, publish_status: status, content },
      );
    // No password: a data source's is kept encrypted with the server's key, which a seed does not hold;
    // the form asks for it when the source is first really used.
    for (const [name, driver, url, username, remark] of DATASOURCES)
      await ensure(
        trx,
        'blade_datasource',
        { name },
        { ...audit, driver_class: driver, url, username, password: '', remark },
      );
    const menuId = async (code: string) =>
      (await trx.selectFrom(MENU_TABLE).select('id').where('code', '=', code).executeTakeFirst())?.id;
    const apiScopes: Array<[menu: string, resource: string, name: string, path: string]> = [
      ['develop.datasource', 'datasource', '数据源接口', '/api/blade-develop/datasource/**'],
      ['system.client', 'client', '应用管理接口', '/api/blade-system/client/**'],
    ];
    for (const [menu, resource, name, path] of apiScopes) {
      const id = await menuId(menu);
      if (id !== undefined)
        await ensure(
          trx,
          'blade_scope_api',
          { menu_id: Number(id), scope_name: name },
          { ...audit, resource_code: resource, scope_path: path, scope_type: 1, remark: '' },
        );
    }
    const notice = await menuId('desk.notice');
    if (notice === undefined) return;
    const scopes: Array<[name: string, type: number, column: string]> = [
      ['通知：本人可见', 2, 'create_user'],
      ['通知：所在机构可见', 3, 'create_dept'],
    ];
    for (const [name, type, column] of scopes)
      await ensure(
        trx,
        'blade_scope_data',
        { menu_id: Number(notice), scope_name: name },
        {
          ...audit,
          resource_code: 'notice',
          scope_field: '*',
          scope_class: '',
          scope_column: column,
          scope_type: type,
          scope_value: '',
          remark: '',
        },
      );
  });
}
