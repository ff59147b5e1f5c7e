/**
 * Demo top menus, ensured on every start for the demo tenants that exist (after the menu sync, so the
 * folders they hold exist): 系统管理 / System and 运营管理 / Operations. A top menu holds the sidebar root
 * folder with the same code (blade_top_menu_setting) — linked while the top menu holds nothing yet, so a
 * folder added later (e.g. `operation`) gets linked on the next start. A top menu an administrator deleted
 * is not brought back (its row still exists, soft-deleted).
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { MENU_TABLE } from './menu-routes';
import { TOP_MENU_SETTING, TOP_MENU_TABLE } from './top-menu';
import { DEMO } from './seed-demo';

const TOP_MENUS = [
  { code: 'system', name: '系统管理', name_en: 'System', source: 'setting', path: '/system', sort: 1 },
  { code: 'operation', name: '运营管理', name_en: 'Operations', source: 'appstore', path: '/operation', sort: 2 },
];

export async function syncTopMenus(db: Db): Promise<{ inserted: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    let inserted = 0;
    const tenants = await trx
      .selectFrom('blade_tenant')
      .select('tenant_id')
      .where('tenant_id', 'in', [DEMO.platformTenant, DEMO.demoTenant])
      .execute();
    const roots = await trx
      .selectFrom(MENU_TABLE)
      .select(['id', 'code'])
      .where('parent_id', '=', 0)
      .where('category', '=', 1)
      .where('is_deleted', '=', 0)
      .execute();
    for (const { tenant_id } of tenants) {
      for (const t of TOP_MENUS) {
        let row = await trx
          .selectFrom(TOP_MENU_TABLE)
          .select(['id', 'is_deleted'])
          .where('tenant_id', '=', tenant_id)
          .where('code', '=', t.code)
          .executeTakeFirst();
        if (!row) {
          row = await trx
            .insertInto(TOP_MENU_TABLE)
            .values({ ...t, tenant_id, status: 1, is_deleted: 0, create_time: now, update_time: now })
            .returning(['id', 'is_deleted'])
            .executeTakeFirstOrThrow();
          inserted++;
        }
        const folder = roots.find((r) => r.code === t.code);
        if (!folder || Number(row.is_deleted) !== 0) continue;
        const holds = await trx
          .selectFrom(TOP_MENU_SETTING)
          .select('id')
          .where('top_menu_id', '=', Number(row.id))
          .limit(1)
          .executeTakeFirst();
        if (!holds)
          await trx
            .insertInto(TOP_MENU_SETTING)
            .values({ top_menu_id: Number(row.id), menu_id: Number(folder.id) })
            .execute();
      }
    }
    return { inserted };
  });
}
