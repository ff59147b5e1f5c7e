/**
 * Counts over an inspection's lines (unified.checkDetail) and devices (unified.checkDevice), in SQL:
 * what the finish and rectification guards decide on and the finish effect records.
 */
import type { Db } from '../../../server/kernel/db/database';
import { T } from './lookups';

async function count(db: Db, table: string, checkItemId: number, result: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('check_item_id', '=', checkItemId)
    .where('result', '=', result)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Lines and devices found abnormal (result 2). */
export const abnormalCount = async (db: Db, checkItemId: number): Promise<number> =>
  (await count(db, T.checkDetail, checkItemId, 2)) + (await count(db, T.checkDevice, checkItemId, 2));

/** Lines and devices not checked yet (result 0). */
export const uncheckedCount = async (db: Db, checkItemId: number): Promise<number> =>
  (await count(db, T.checkDetail, checkItemId, 0)) + (await count(db, T.checkDevice, checkItemId, 0));
