/** States in colour: the tones dictionary seeds declare, put on the entries a screen loaded. */
import type { DictSeed, Tone } from '../schema/model';
import type { DictItem } from './provider';

const cache = new WeakMap<DictSeed[], Map<string, Map<string, Tone>>>();

/** code → key → tone, for the seeds that declare any (built once per registry). */
export function toneTable(seeds: DictSeed[]): Map<string, Map<string, Tone>> {
  let table = cache.get(seeds);
  if (table) return table;
  table = new Map();
  for (const seed of seeds) {
    const tones = seed.items.filter((i) => i.tone).map((i) => [String(i.key), i.tone as Tone] as const);
    if (tones.length) table.set(seed.code, new Map(tones));
  }
  cache.set(seeds, table);
  return table;
}

/** The loaded dictionaries with each entry's declared tone (entries that already carry one keep it). */
export function withTones(dicts: Record<string, DictItem[]>, seeds: DictSeed[]): Record<string, DictItem[]> {
  const table = toneTable(seeds);
  if (!table.size) return dicts;
  let changed = false;
  const out: Record<string, DictItem[]> = {};
  for (const [code, items] of Object.entries(dicts)) {
    const tones = table.get(code);
    if (!tones) {
      out[code] = items;
      continue;
    }
    changed = true;
    out[code] = items.map((i) => (i.tone || !tones.has(i.dictKey) ? i : { ...i, tone: tones.get(i.dictKey) }));
  }
  return changed ? out : dicts;
}
