/** Test helper for the sys-* suites: give a seeded role every menu and button (all its codes). */
import type { Database } from '../../server/kernel/db/database';

export async function grantEverything(database: Database, tenantId: string, roleAlias: string): Promise<void> {
  const { db } = database;
  const role = await db
    .selectFrom('blade_role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('role_alias', '=', roleAlias)
    .executeTakeFirstOrThrow();
  const menus = await db.selectFrom('blade_menu').select('id').where('is_deleted', '=', 0).execute();
  await db
    .insertInto('blade_role_menu')
    .values(menus.map((m) => ({ role_id: Number(role.id), menu_id: Number(m.id) })))
    .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
    .execute();
}
