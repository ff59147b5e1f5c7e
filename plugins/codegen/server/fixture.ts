/**
 * Test fixture of the code generator's server tests: a store-patrol table created in the test's own
 * database (SQLite with `-- comments`, PostgreSQL with COMMENT ON), and the entry that generates it.
 */
import { sql } from 'kysely';
import type { Database } from '../../../server/kernel/db/database';

export const PATROL_TABLE = 'biz_store_patrol';

const columns: Array<[name: string, sqlite: string, postgres: string, comment: string]> = [
  ['id', 'integer primary key autoincrement', 'bigserial primary key', '主键'],
  ['store_name', 'varchar(64) not null', 'varchar(64) not null', '门店名称'],
  ['patrol_status', 'integer not null default 0', 'integer not null default 0', '巡检状态：0-待巡检 1-合格 2-不合格'],
  ['inspector_phone', 'varchar(11)', 'varchar(11)', '巡检员电话'],
  ['patrol_time', 'datetime', 'timestamp', '巡检时间'],
  ['is_urgent', 'smallint default 0', 'smallint default 0', '是否加急'],
  ['score', 'decimal(5,1)', 'numeric(5,1)', '评分'],
  ['remark', 'text', 'text', '备注'],
  ['tenant_id', "varchar(12) default '000000'", "varchar(12) default '000000'", '租户'],
  ['create_user', 'bigint', 'bigint', ''],
  ['create_dept', 'bigint', 'bigint', ''],
  ['create_time', 'varchar(19)', 'varchar(19)', ''],
  ['update_user', 'bigint', 'bigint', ''],
  ['update_time', 'varchar(19)', 'varchar(19)', ''],
  ['status', 'integer default 1', 'integer default 1', ''],
  ['is_deleted', 'integer default 0', 'integer default 0', ''],
];

/** Create the table (as an operator would, outside any schema) with two rows. */
export async function createPatrolTable(database: Database, table = PATROL_TABLE): Promise<void> {
  const { db, dialect } = database;
  if (dialect === 'sqlite') {
    const body = columns.map(([n, s, , c], i) => `  ${n} ${s}${i < columns.length - 1 ? ',' : ''}${c ? ` -- ${c}` : ''}`);
    await sql.raw(`create table ${table} ( -- 门店巡检\n${body.join('\n')}\n)`).execute(db);
  } else {
    await sql.raw(`create table ${table} (${columns.map(([n, , p]) => `${n} ${p}`).join(', ')})`).execute(db);
    await sql.raw(`comment on table ${table} is '门店巡检'`).execute(db);
    for (const [n, , , c] of columns) if (c) await sql`comment on column ${sql.table(table)}.${sql.ref(n)} is ${sql.lit(c)}`.execute(db);
  }
  await db
    .insertInto(table)
    .values([
      { store_name: '杭州西湖银泰店', patrol_status: 1, inspector_phone: '13900001111', patrol_time: '2026-11-02 10:30:00', score: 92.5 },
      { store_name: '上海徐汇日月光店', patrol_status: 0, inspector_phone: '13800002222', patrol_time: '2026-11-03 15:00:00', score: 78 },
    ])
    .execute();
}

export const patrolEntry = (extra: Record<string, unknown> = {}) => ({
  codeName: '门店巡检',
  serviceName: 'share-biz',
  tableName: PATROL_TABLE,
  tablePrefix: 'biz_',
  pkName: 'id',
  packageName: 'org.springblade.shop',
  menuParent: 'system',
  baseMode: 1,
  wrapMode: 1,
  ...extra,
});
