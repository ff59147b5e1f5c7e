/**
 * Regeneration merges by `prop`: a column the table gained is added to the schema already on disk (after
 * the column it follows in the table), and nothing an administrator changed is touched — labels, rules,
 * actions, order, removed menus stay as they are. A column the file has but the table lost is kept and
 * reported. Dictionaries merge the same way, by code and then by item key.
 */
import type { Column, DictSeed, EntitySchema } from '../../../engine/schema';
import { auditProps } from '../../../engine/schema/resolve';

export interface EntityMerge {
  merged: EntitySchema;
  /** Props added from the table. */
  added: string[];
  /** Stored props of the file the table no longer has. */
  missing: string[];
}

const SERVER_PROPS = new Set<string>(['id', 'tenantId', 'isDeleted', ...auditProps]);

export function mergeEntity(existing: EntitySchema, generated: EntitySchema): EntityMerge {
  const merged = structuredClone(existing);
  const have = new Set(merged.columns.map((c) => c.prop));
  const added: string[] = [];
  let previous: string | undefined;
  for (const col of generated.columns) {
    if (!have.has(col.prop)) {
      const at = previous === undefined ? -1 : merged.columns.findIndex((c) => c.prop === previous);
      merged.columns.splice(at < 0 ? merged.columns.length : at + 1, 0, structuredClone(col));
      have.add(col.prop);
      added.push(col.prop);
    }
    previous = col.prop;
  }
  const inTable = new Set(generated.columns.map((c) => c.prop));
  const missing = existing.columns
    .filter((c: Column) => !c.db?.virtual && !SERVER_PROPS.has(c.prop) && !inTable.has(c.prop))
    .map((c) => c.prop);
  return { merged, added, missing };
}

export function mergeDicts(existing: DictSeed[], generated: DictSeed[]): { merged: DictSeed[]; added: string[] } {
  const merged = structuredClone(existing);
  const added: string[] = [];
  for (const d of generated) {
    const there = merged.find((x) => x.code === d.code);
    if (!there) {
      merged.push(structuredClone(d));
      added.push(d.code);
      continue;
    }
    for (const item of d.items)
      if (!there.items.some((i) => String(i.key) === String(item.key))) {
        there.items.push(structuredClone(item));
        added.push(`${d.code}:${item.key}`);
      }
  }
  return { merged, added };
}
