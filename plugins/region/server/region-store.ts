/**
 * Regions (schemas/system/region.ts) are keyed by `code` and linked by `parentCode`; roots (provinces)
 * hang under `00`. This module holds what the region routes and the seed share: the wire form (id = code),
 * the root test, and the fields derived from the parent chain on every write.
 */
import type { Row } from '../../../server/crud/convert';

export const REGION_TABLE = 'blade_region';
export const ROOT_CODE = '00';
export const MAX_LEVEL = 5;

/** No parent, `0` (the generic tree's root) and `00` (BladeX's) all mean the top level. */
export const isRootCode = (code: unknown) =>
  code === undefined || code === null || ['', '0', ROOT_CODE].includes(String(code));

/** The province … village slot of each level (1-5), as DB column prefixes. */
const LEVEL_SLOTS = ['province', 'city', 'district', 'town', 'village'] as const;

/**
 * DB values derived from the parent row (undefined for a root): level, ancestors, and the code / name of
 * every level above plus the region's own at its level.
 */
export function derivedValues(parent: Row | undefined, code: string, name: string): Row {
  const level = parent ? Number(parent.level ?? 0) + 1 : 1;
  const out: Row = {
    parent_code: parent ? String(parent.code) : ROOT_CODE,
    level,
    ancestors: parent ? `${String(parent.ancestors || ROOT_CODE)},${String(parent.code)}` : ROOT_CODE,
  };
  LEVEL_SLOTS.forEach((slot, i) => {
    const own = i + 1 === level;
    out[`${slot}_code`] = own ? code : i + 1 < level ? (parent?.[`${slot}_code`] ?? '') : '';
    out[`${slot}_name`] = own ? name : i + 1 < level ? (parent?.[`${slot}_name`] ?? '') : '';
  });
  return out;
}
