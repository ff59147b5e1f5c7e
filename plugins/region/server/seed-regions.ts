/**
 * Demo regions for a first start: one province, two of its cities, and districts under each (real codes
 * of the Chinese administrative division, so a screen looks like the real thing). Codes are SpringBlade's:
 * the national code cut to its level (province 2 digits, city 4, district 6, town 9), because Saber's
 * region screen takes a child's sub-code as `code.replace(parentCode, '')` and needs the parent's code to
 * be the child's prefix. Each insert first checks
 * the code, so running it twice adds nothing. Level, ancestors and the per-level names are derived as the
 * region routes derive them.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import type { Row } from '../../../server/crud/convert';
import { derivedValues, REGION_TABLE } from './region-store';

/** [code, name, parent code] — parents first. */
const DEMO_REGIONS: Array<[string, string, string | undefined]> = [
  ['33', '浙江省', undefined],
  ['3301', '杭州市', '33'],
  ['3302', '宁波市', '33'],
  ['330102', '上城区', '3301'],
  ['330106', '西湖区', '3301'],
  ['330203', '海曙区', '3302'],
];

export async function seedRegions(db: Db): Promise<number> {
  const now = nowText();
  let inserted = 0;
  for (const [index, [code, name, parentCode]] of DEMO_REGIONS.entries()) {
    const found = await db.selectFrom(REGION_TABLE).select('id').where('code', '=', code).executeTakeFirst();
    if (found) continue;
    const parent = parentCode
      ? ((await db.selectFrom(REGION_TABLE).selectAll().where('code', '=', parentCode).executeTakeFirst()) as
          Row | undefined)
      : undefined;
    await db
      .insertInto(REGION_TABLE)
      .values({
        code,
        name,
        sort: index + 1,
        remark: '',
        ...derivedValues(parent, code, name),
        create_time: now,
        update_time: now,
        status: 1,
      })
      .execute();
    inserted++;
  }
  return inserted;
}
