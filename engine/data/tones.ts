/**
 * States in colour: a dictionary seed may give each entry a tone (schema `dicts[].items[].tone`). BladeX's
 * dictionary calls know no colours, so the screen puts the declared tone on the entries it loaded.
 */
import type { DictSeed, Tone } from '../schema/model';
import type { DictItem } from './provider';

const tables = new WeakMap<DictSeed[], Map<string, Map<string, Tone>>>();

/** code → key → tone of the seeds that declare any; built once per registry's seed list. */
function toneTable(seeds: DictSeed[]): Map<string, Map<string, Tone>> {
  let table = tables.get(seeds);
  if (!table) {
    table = new Map();
    for (const seed of seeds) {
      const toned = seed.items.flatMap((i) => (i.tone ? [[String(i.key), i.tone] as const] : []));
      if (toned.length) table.set(seed.code, new Map(toned));
    }
    tables.set(seeds, table);
  }
  return table;
}

/** The loaded dictionaries with each entry's declared tone; the same object when no code declares any. */
export function withTones(dicts: Record<string, DictItem[]>, seeds: DictSeed[]): Record<string, DictItem[]> {
  const table = toneTable(seeds);
  if (!Object.keys(dicts).some((code) => table.has(code))) return dicts;
  return Object.fromEntries(
    Object.entries(dicts).map(([code, items]) => {
      const tones = table.get(code);
      return [code, tones ? items.map((i) => (i.tone || !tones.has(i.dictKey) ? i : { ...i, tone: tones.get(i.dictKey) })) : items];
    }),
  );
}
