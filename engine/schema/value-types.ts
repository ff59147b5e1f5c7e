/**
 * The names of the built-in value types and how each is stored. The React renderers for them live in
 * engine/form (cell, edit, search); this list is the pure part that the lint and the server need.
 * Plugins add names through their declaration (`plugins/<name>/plugin.ts`), registered by the registry.
 */
export type DbType = 'string' | 'text' | 'int' | 'bigint' | 'decimal' | 'datetime' | 'date' | 'boolean' | 'json';

export interface ValueTypeInfo {
  /** How the reference server stores it unless the column says otherwise. */
  db: DbType;
  /** The JSON type on the wire. */
  wire: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any';
  /** Text-like: a bare search parameter means LIKE. */
  textual?: boolean;
  /** Holds several values: a comma list on the wire and in storage (checkbox, multi-select). */
  multiple?: boolean;
}

export const builtinValueTypes: Record<string, ValueTypeInfo> = {
  text: { db: 'string', wire: 'string', textual: true },
  textarea: { db: 'text', wire: 'string', textual: true },
  password: { db: 'string', wire: 'string' },
  number: { db: 'int', wire: 'number' },
  decimal: { db: 'decimal', wire: 'number' },
  /** Yuan on the wire (≤ 2 decimals), integer fen in storage. */
  money: { db: 'bigint', wire: 'number' },
  select: { db: 'string', wire: 'any' },
  radio: { db: 'string', wire: 'any' },
  checkbox: { db: 'string', wire: 'any', multiple: true },
  switch: { db: 'int', wire: 'number' },
  date: { db: 'date', wire: 'string' },
  datetime: { db: 'datetime', wire: 'string' },
  'tree-select': { db: 'bigint', wire: 'any' },
  cascader: { db: 'string', wire: 'any' },
  image: { db: 'string', wire: 'string' },
  upload: { db: 'string', wire: 'string' },
  icon: { db: 'string', wire: 'string' },
  color: { db: 'string', wire: 'string' },
  url: { db: 'string', wire: 'string', textual: true },
  phone: { db: 'string', wire: 'string', textual: true },
  email: { db: 'string', wire: 'string', textual: true },
  json: { db: 'json', wire: 'any' },
  // Issue 35 item 6: inputs that validate (their checks: ./value-checks.ts).
  /** `YYYY-MM` (a bill's month). */
  month: { db: 'string', wire: 'string' },
  /** The start of a date range whose end is the column's `rangeEnd` (one picker edits both). */
  'date-range': { db: 'date', wire: 'string' },
  /** Hours of a day, `10:00-22:00` (opening hours). */
  'time-range': { db: 'string', wire: 'string' },
  /** A GB/T 2260 region code, picked from a region list (`dict`), usually one level of a cascade. */
  region: { db: 'string', wire: 'string' },
  /** Degrees east (−180..180), 6 decimals unless the column says. */
  longitude: { db: 'decimal', wire: 'number' },
  /** Degrees north (−90..90), 6 decimals unless the column says. */
  latitude: { db: 'decimal', wire: 'number' },
};

export const builtinValueTypeNames = Object.keys(builtinValueTypes);

/**
 * Value types declared by plugins. Filled by createRegistry from the plugin declarations it is given, so
 * the storage and wire type of a plugin's value type are known wherever a registry was built (server,
 * lint, browser). A built-in name keeps its built-in facts (a plugin may re-draw `icon`, not re-store it).
 */
const declaredValueTypes = new Map<string, ValueTypeInfo>();

export function declareValueTypes(types: Record<string, ValueTypeInfo> | undefined): void {
  for (const [name, info] of Object.entries(types ?? {}))
    if (!builtinValueTypes[name]) declaredValueTypes.set(name, info);
}

/** Facts of a value type: built-in, else declared by a plugin, else undefined. */
export const valueTypeFacts = (name: string): ValueTypeInfo | undefined =>
  builtinValueTypes[name] ?? declaredValueTypes.get(name);
