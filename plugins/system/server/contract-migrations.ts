/**
 * One-off changes for databases made before the fields were named as BladeX's entities
 * (docs/contract.md "Field names"): each copies the values of the old column into the new one (the old
 * column stays, as every migration here is additive), or fills a server-made value rows lack.
 */
import { sql } from 'kysely';
import { columnNames, copyRenamedColumn } from '../../../server/kernel/db/columns';
import type { Migration } from '../../../server/kernel/module';
import { ancestorsOf } from './dept-ancestors';

export const systemMigrations: Migration[] = [
  {
    // Tenant `contactName` → BladeX's `linkman`.
    id: 'tenant-linkman',
    up: (db) => copyRenamedColumn(db, 'blade_tenant', 'contact_name', 'linkman'),
  },
  {
    // Dept `ancestors` (server-made) for the depts stored before it existed.
    id: 'dept-ancestors',
    up: async (db) => {
      const rows = await db
        .selectFrom('blade_dept')
        .select(['id', 'parent_id'])
        .where((eb) => eb.or([eb('ancestors', 'is', null), eb('ancestors', '=', '')]))
        .execute();
      for (const r of rows)
        await db
          .updateTable('blade_dept')
          .set({ ancestors: await ancestorsOf(db, 'blade_dept', Number(r.parent_id ?? 0)) })
          .where('id', '=', Number(r.id))
          .execute();
    },
  },
  {
    // Data-source passwords are now encrypted at rest (longer than the typed text): widen the PostgreSQL
    // column (SQLite does not enforce lengths). Hashes stored before cannot be turned back into passwords:
    // they stay, shown masked, until an administrator types the password again.
    id: 'datasource-password-width',
    up: async (db) => {
      const { names, postgres } = await columnNames(db, 'blade_datasource');
      if (postgres && names.has('password'))
        await sql`alter table blade_datasource alter column password type varchar(500)`.execute(db);
    },
  },
];
