/**
 * The names of the built-in value types and how each is stored. The React renderers for them live in
 * engine/form (cell, edit, search); this list is the pure part that the lint and the server need.
 * Plugins add names through their manifest (engine/plugin).
 */
export type DbType = 'string' | 'text' | 'int' | 'bigint' | 'decimal' | 'datetime' | 'date' | 'boolean' | 'json';

export interface ValueTypeInfo {
  /** How the reference server stores it unless the column says otherwise. */
  db: DbType;
  /** The JSON type on the wire. */
  wire: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any';
  /** Text-like: a bare search parameter means LIKE. */
  textual?: boolean;
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
  checkbox: { db: 'string', wire: 'any' },
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
};

export const builtinValueTypeNames = Object.keys(builtinValueTypes);
