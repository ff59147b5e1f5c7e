/**
 * The change records of the demo's share ratios (um_share_ratio_change), on a new database after the
 * ratios are seeded: each ratio's creation (新增, none → its ratio), and for every fourth ratio an earlier
 * adjustment (修改, one point more → its ratio), as an operator's history would read. Ratios are the
 * seeded rows, so the records agree with them.
 */
import type { Db } from '../../../server/kernel/db/database';
import { CHANGE, CHANGE_TABLE, percentText, ratioPoints } from './ratios';
import { T } from './tables';

export async function seedRatioChanges(db: Db): Promise<number> {
  if (await db.selectFrom(CHANGE_TABLE).select('id').limit(1).executeTakeFirst()) return 0;
  const ratios = await db.selectFrom(T.ratio).selectAll().where('is_deleted', '=', 0).orderBy('id').execute();
  const rows = ratios.flatMap((r, i) => {
    const base = {
      tenant_id: r.tenant_id,
      share_ratio_id: r.id,
      merchant_id: r.merchant_id,
      merchant_name: r.merchant_name,
      product_code: r.product_code,
      receiver_name: r.receiver_name,
      operator_name: '管理员',
    };
    const points = ratioPoints(r.ratio) ?? 0;
    const created = {
      ...base,
      change_type: CHANGE.add,
      before_ratio: null,
      after_ratio: percentText(points),
      create_time: r.create_time,
    };
    if (i % 4) return [created];
    return [
      { ...created, after_ratio: percentText(points + 100) },
      {
        ...base,
        change_type: CHANGE.edit,
        before_ratio: percentText(points + 100),
        after_ratio: percentText(points),
        create_time: r.update_time ?? r.create_time,
      },
    ];
  });
  if (rows.length) await db.insertInto(CHANGE_TABLE).values(rows).execute();
  return rows.length;
}
