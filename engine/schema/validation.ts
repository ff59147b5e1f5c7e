/**
 * JSON Schemas (for ajv) built from an entity's columns and rules: the body of `submit` (add or edit),
 * the query of list ops and the parameters of actions. Pure: no Node APIs, so the browser can compile the
 * very same schemas. The server compiles them with `allErrors` and turns the errors into ONE message with
 * `formatErrors` (validation-messages.ts), naming each field by its label in the caller's language.
 *
 * Values are first normalised (`coerceBody` / `coerceQuery`: numeric strings for numeric columns, arrays for
 * comma-list columns, `YYYY-MM-DD` for date-times...) so that the schemas themselves can stay strict.
 */
import type { Action, EntitySchema, I18nText } from './model';
import { treeParentProp } from './resolve';
import { trims, validators } from './validators';
import { kindSpecOf } from './value-checks';
import {
  DATE_OR_TIME_PATTERN,
  DATE_PATTERN,
  DATETIME_PATTERN,
  DECIMAL_LIMIT,
  ID,
  INT32,
  MAX_PAGE_SIZE,
  SEARCH_SUFFIXES,
  entityFields,
  isMoney,
  isStored,
  isWritable,
  numericStorage,
  parseSearchParam,
  searchableFields,
  storageType,
  stringLimit,
  systemLabels,
  type FieldDef,
  type JsonSchema,
  type SearchSuffix,
} from './validation-fields';

export * from './validation-fields';
export * from './validation-messages';

function valueSchema(f: FieldDef, nullable: boolean): JsonSchema {
  const types = (t: string) => (nullable ? [t, 'null'] : t);
  const c = f.column;
  if (isMoney(c)) return { type: types('number'), 'x-money': true, minimum: c?.min ?? -9e13, maximum: c?.max ?? 9e13 };
  switch (f.storage) {
    case 'int':
    case 'boolean':
      return { type: types('integer'), minimum: c?.min ?? -INT32 - 1, maximum: c?.max ?? INT32 };
    case 'bigint':
      return {
        type: types('integer'),
        minimum: c?.min ?? -Number.MAX_SAFE_INTEGER,
        maximum: c?.max ?? Number.MAX_SAFE_INTEGER,
      };
    case 'decimal':
      return { type: types('number'), minimum: c?.min ?? -DECIMAL_LIMIT, maximum: c?.max ?? DECIMAL_LIMIT };
    case 'date':
      return { type: types('string'), pattern: DATE_PATTERN };
    case 'datetime':
      return { type: types('string'), pattern: DATETIME_PATTERN };
    case 'json':
      return {};
    default: {
      // The column's own maxLength is the rule; the varchar may be longer (a password column stores a hash).
      const limit = c ? (c.maxLength ?? stringLimit(c)) : 255;
      return { type: types('string'), 'x-text': true, ...(limit && { maxLength: limit }) };
    }
  }
}

/** A column's value schema with its rules; each rule's message is kept under `x-messages` by keyword. */
function ruledSchema(f: FieldDef): JsonSchema {
  const s: JsonSchema = { ...valueSchema(f, true), 'x-label': f.label };
  const messages: Record<string, I18nText> = {};
  const stringy = !numericStorage(f.storage) && !isMoney(f.column);
  const tighten = (keyword: string, value: number, message: I18nText, lower: boolean) => {
    const current = s[keyword] as number | undefined;
    if (current !== undefined && (lower ? value <= current : value >= current)) return;
    s[keyword] = value;
    messages[keyword] = message;
  };
  const optional = !f.column?.rules?.some((r) => r.required);
  for (const rule of f.column?.rules ?? []) {
    if (rule.required) {
      s['x-nonEmpty'] = true;
      messages['x-nonEmpty'] = messages.required = rule.message;
    }
    if (rule.pattern) {
      // An optional field left empty has no value to match, as in the forms' own validators: avue sends
      // every column of its form, so Saber's tenant form sends `tenantId: ""` for the id the server makes.
      s.pattern = optional ? `^$|(?:${rule.pattern})` : rule.pattern;
      messages.pattern = rule.message;
    }
    if (rule.min !== undefined) tighten(stringy ? 'minLength' : 'minimum', rule.min, rule.message, true);
    if (rule.max !== undefined) tighten(stringy ? 'maxLength' : 'maximum', rule.max, rule.message, false);
    if (rule.validator && Object.hasOwn(validators, rule.validator)) {
      s['x-validator'] = rule.validator;
      messages['x-validator'] = rule.message;
    }
  }
  // A value type's own check (a month, a coordinate's range and decimals...), worded by ./value-checks.ts.
  const kind = f.column && kindSpecOf(f.column);
  if (kind) s['x-kind'] = kind;
  if (Object.keys(messages).length) s['x-messages'] = messages;
  return s;
}

const ignored = (f: FieldDef): JsonSchema => ({ 'x-label': f.label });
const objectSchema = (
  title: I18nText,
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => ({
  type: 'object',
  'x-label': title,
  properties,
  required,
  additionalProperties: false,
});

/** The body of `submit` (insert when `mode` is add, update when edit: then `id` is required). */
export function submitSchema(e: EntitySchema, mode: 'add' | 'edit'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const f of entityFields(e)) {
    if (f.prop === 'id') {
      properties.id = mode === 'edit' ? { ...ID, 'x-label': f.label } : ignored(f);
      if (mode === 'edit') required.push('id');
    } else if (isWritable(e, f, mode)) {
      properties[f.prop] = ruledSchema(f);
      if (mode === 'add' && f.column?.rules?.some((r) => r.required)) required.push(f.prop);
    } else properties[f.prop] = ignored(f);
  }
  for (const c of e.columns.filter((c) => !isStored(c))) properties[c.prop] = { 'x-label': c.label };
  // Tree rows come back from the client with their display-only tree props.
  if (e.tree) for (const p of ['children', 'hasChildren']) properties[p] = { 'x-label': { zh: p, en: p } };
  return objectSchema(e.title, properties, required);
}

export type QueryOp = 'page' | 'list' | 'tree' | 'lazy' | 'detail';

function paramSchema(f: FieldDef, suffix: SearchSuffix): JsonSchema {
  const label: I18nText = suffix
    ? { zh: `${f.label.zh}(${f.prop}${suffix})`, en: `${f.label.en} (${f.prop}${suffix})` }
    : f.label;
  if (suffix === '_null' || suffix === '_notnull' || suffix === '_ignore') return { 'x-label': label };
  if (suffix.startsWith('_date')) return { type: 'string', pattern: DATE_OR_TIME_PATTERN, 'x-label': label };
  if (suffix.includes('like')) return { type: 'string', maxLength: 255, 'x-text': true, 'x-label': label };
  if (f.storage === 'datetime' || f.storage === 'date')
    return { type: 'string', pattern: DATE_OR_TIME_PATTERN, 'x-label': label };
  return { ...valueSchema(f, false), 'x-label': label };
}

const ID_LIST_PATTERN = '^\\d{1,16}(,\\d{1,16})*$';
const idsLabel: I18nText = { zh: '主键集合(ids)', en: 'IDs (ids)' };

const pagingProps = (): Record<string, JsonSchema> => ({
  current: { type: 'integer', minimum: 1, maximum: 1e7, 'x-label': { zh: '当前页', en: 'Page (current)' } },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, 'x-label': { zh: '每页条数', en: 'Page size (size)' } },
  // The rows of these ids only (a contract extension, CONTRACT §3): the console reads the names of the
  // references a page shows this way. BladeX ignores the parameter and answers a page.
  ids: { type: 'string', pattern: ID_LIST_PATTERN, maxLength: 17 * MAX_PAGE_SIZE, 'x-label': idsLabel },
});
const sortProps = (): Record<string, JsonSchema> => ({
  // The screen a names read is made for (a contract extension: server/crud/ref-names.ts; BladeX ignores it).
  refBy: {
    type: 'string',
    pattern: '^[a-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)+$',
    maxLength: 100,
    'x-label': { zh: '引用页面(refBy)', en: 'Referencing screen (refBy)' },
  },
  ascs: { type: 'string', maxLength: 500, 'x-label': { zh: '升序字段', en: 'Ascending (ascs)' } },
  descs: { type: 'string', maxLength: 500, 'x-label': { zh: '降序字段', en: 'Descending (descs)' } },
});

/** Query parameters of a list op: paging, sorting, every search parameter of every searchable field. */
export function querySchema(e: EntitySchema, op: QueryOp): JsonSchema {
  const idLabel = systemLabels.id;
  if (op === 'detail') return objectSchema(e.title, { id: { ...ID, 'x-label': idLabel } }, ['id']);
  const properties: Record<string, JsonSchema> = {
    ...(op === 'page' || op === 'list' ? pagingProps() : {}),
    ...sortProps(),
  };
  for (const f of searchableFields(e)) {
    // Date comparisons only mean something on dates and on text (date-times are stored as text).
    const dates = ['date', 'datetime', 'string', 'text'].includes(f.storage) && !isMoney(f.column);
    for (const s of ['', ...SEARCH_SUFFIXES] as SearchSuffix[])
      if (dates || !s.startsWith('_date')) properties[f.prop + s] = paramSchema(f, s);
  }
  const parent = treeParentProp(e);
  if (e.tree && !properties[parent])
    properties[parent] = { type: 'integer', minimum: 0, 'x-label': { zh: '上级', en: 'Parent' } };
  for (const key of Object.keys(e.scope ?? {})) properties[key] ??= { 'x-label': { zh: key, en: key } };
  return objectSchema(e.title, properties);
}

/** `remove?ids=1,2,3` */
export const removeSchema = (e: EntitySchema): JsonSchema =>
  objectSchema(e.title, { ids: { type: 'string', pattern: ID_LIST_PATTERN, 'x-label': idsLabel } }, ['ids']);

/** The action's input: its form columns, plus the entity's own column for every copied prop the form lacks. */
export function actionFormFields(e: EntitySchema, a: Action): FieldDef[] {
  const fields = (a.form ?? []).map((c): FieldDef => {
    const own = e.columns.find((x) => x.prop === c.prop);
    return { prop: c.prop, label: c.label, storage: own ? storageType(own) : storageType(c), column: c };
  });
  for (const prop of a.effect?.copy ?? []) {
    const own = e.columns.find((x) => x.prop === prop);
    if (own && !fields.some((f) => f.prop === prop))
      fields.push({ prop, label: own.label, storage: storageType(own), column: own });
  }
  return fields;
}

/** Parameters of an action: ids / id and the input form, in the query or in a JSON body (which may carry the row). */
export function actionSchema(e: EntitySchema, a: Action, where: 'query' | 'body'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (where === 'body') for (const f of entityFields(e)) properties[f.prop] = ignored(f);
  properties.ids =
    where === 'body'
      ? { type: ['string', 'array'], pattern: ID_LIST_PATTERN, items: ID, maxItems: 1000, 'x-label': idsLabel }
      : { type: 'string', pattern: ID_LIST_PATTERN, 'x-label': idsLabel };
  properties.id = { ...ID, 'x-label': systemLabels.id };
  for (const f of actionFormFields(e, a)) properties[f.prop] = ruledSchema(f);
  return objectSchema(a.label, properties);
}

// ---------------------------------------------------------------- normalisation

// Any number of digits: a value too large for its column is refused for its size (range), not its type.
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Normalise one value for a field: numeric strings, booleans, comma lists and date forms. Unclean values stay as they are. */
export function coerceValue(f: FieldDef, v: unknown): unknown {
  if (v === undefined || v === null) return v;
  // Text is checked and stored trimmed unless the column opts out (blank text never passes `required`).
  if (typeof v === 'string' && f.column && trims(f.column)) v = v.trim();
  const st = f.storage;
  if (isMoney(f.column) || st === 'decimal') {
    if (v === '') return null;
    return typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : v;
  }
  if (st === 'int' || st === 'bigint' || st === 'boolean') {
    if (v === '') return null;
    if (typeof v === 'boolean') return v ? 1 : 0;
    return typeof v === 'string' && INTEGER.test(v.trim()) ? Number(v) : v;
  }
  if (st === 'json') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => ['string', 'number'].includes(typeof x))) return v.join(',');
  if (typeof v === 'string' && (st === 'datetime' || st === 'date')) {
    const s = v
      .trim()
      .replace('T', ' ')
      .replace(/(\.\d+)?Z?$/, '');
    // An empty picker is no date (avue sends it as "": Saber's user form does for an unset birthday).
    if (st === 'date') return /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : s === '' ? null : v;
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return `${s} 00:00:00`;
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(s)) return `${s}:00`;
    return s === '' ? null : s;
  }
  return v;
}

/** Normalise a submit body in place of a copy; on add, fill defaults of columns the client did not (or may not) write. */
export function coerceBody(
  e: EntitySchema,
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const f of entityFields(e)) {
    if (Object.hasOwn(out, f.prop)) out[f.prop] = coerceValue(f, out[f.prop]);
    const d = f.column?.default;
    if (mode === 'add' && d !== undefined && (!isWritable(e, f, mode) || out[f.prop] === undefined))
      out[f.prop] = coerceValue(f, d);
  }
  return out;
}

/** Normalise query strings: numbers for numeric fields, paging and tree parameters. */
export function coerceQuery(e: EntitySchema, query: Record<string, unknown>): Record<string, unknown> {
  const toInt = (v: unknown) => (typeof v === 'string' && INTEGER.test(v) ? Number(v) : v);
  const one = (key: string, v: unknown): unknown => {
    if (key === 'current' || key === 'size' || key === 'id' || (e.tree && key === treeParentProp(e))) return toInt(v);
    const p = parseSearchParam(e, key);
    const numeric = p && (numericStorage(p.field.storage) || isMoney(p.field.column));
    return numeric && !p.suffix.includes('like') && !p.suffix.startsWith('_date') ? coerceValue(p.field, v) : v;
  };
  // fromEntries keeps a key like `__proto__` as an own property, so validation sees (and refuses) it.
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, one(k, v)]));
}

/** Normalise action parameters (form fields from the query or body). */
export function coerceAction(e: EntitySchema, a: Action, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  if (typeof out.id === 'string' && INTEGER.test(out.id)) out.id = Number(out.id);
  if (Array.isArray(out.ids)) out.ids = out.ids.map((x) => (typeof x === 'string' && INTEGER.test(x) ? Number(x) : x));
  for (const f of actionFormFields(e, a)) if (Object.hasOwn(out, f.prop)) out[f.prop] = coerceValue(f, out[f.prop]);
  return out;
}
