/**
 * Inserts the merchant side's demo data on a new database (module seed with `demo`), tenant by tenant,
 * unless the tenant already has its first merchant (id from the fixed range): ids are explicit, so on
 * PostgreSQL each table's id sequence is moved past them afterwards. Demo merchant accounts share one
 * password hash (typed password 123456), computed once: hashing is deliberately slow, and every server
 * test starts from this seed.
 */
import { sql } from 'kysely';
import { hashTypedPassword } from '../../../server/auth/password';
import type { Database } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { buildBalances } from './demo-balance';
import { buildDemo, DEMO_TENANTS, firstId, type Rows } from './demo-build';
import { buildInspections } from './demo-inspection';

const CHUNK = 200;

async function insertAll(database: Database, rows: Rows): Promise<number> {
  let count = 0;
  for (const [table, list] of Object.entries(rows)) {
    for (let i = 0; i < list.length; i += CHUNK)
      await database.db.insertInto(table).values(list.slice(i, i + CHUNK)).execute();
    count += list.length;
  }
  return count;
}

/** PostgreSQL: move each id sequence past the explicit ids (SQLite's AUTOINCREMENT follows by itself). */
async function resyncSequences(database: Database, tables: string[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
  for (const table of tables)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      database.db,
    );
}

export async function seedMerchantDemo(database: Database): Promise<Record<string, number>> {
  const now = nowText();
  const password = await hashTypedPassword('123456');
  let rows = 0;
  const tables = new Set<string>();
  await database.transaction(async () => {
    for (const plan of DEMO_TENANTS) {
      const tenant = await database.db.selectFrom('blade_tenant').select('id').where('tenant_id', '=', plan.tenantId).executeTakeFirst();
      if (!tenant) continue;
      const first = firstId('merchant', plan.block);
      if (await database.db.selectFrom('tc_merchant').select('id').where('id', '=', first).executeTakeFirst()) continue;
      const admin = await database.db
        .selectFrom('blade_user')
        .select('id')
        .where('tenant_id', '=', plan.tenantId)
        .where('account', '=', 'admin')
        .executeTakeFirst();
      const places = buildDemo(plan, password, now);
      const inspections = buildInspections(plan, places, admin ? Number(admin.id) : null, now);
      // Before the merchants are inserted: it sets each merchant's balance to the sum of its lines.
      const balances = buildBalances(plan, places, now);
      for (const set of [places, inspections, balances]) {
        rows += await insertAll(database, set);
        Object.keys(set).forEach((t) => tables.add(t));
      }
    }
    await resyncSequences(database, [...tables]);
  });
  return { merchantDemoRows: rows };
}
