/**
 * Server-side validation: the JSON Schemas of engine/schema/validation.ts compiled with ajv (allErrors,
 * compiled once per schema and cached), failures turned into ONE 400 naming every bad field.
 *
 * Bodies are read the way BladeX binds them (Jackson with unknown properties ignored): a prop the schema
 * does not know is dropped before validation — never stored, logged at debug level — while a bad value
 * of a known prop is still refused. Query parameters stay strict (CONTRACT §3: an unknown search field is
 * a 400 that names it, never passed to SQL).
 */
import { Ajv, type AnySchema, type KeywordDefinition, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../engine/schema/resolve';
import {
  fieldErrors,
  formatErrors,
  validationKeywords,
  type FieldError,
  type JsonSchema,
} from '../../engine/schema/validation';
import { badRequest, msg } from '../kernel/http/errors';
import { LruMap } from '../kernel/lru-map';

const ajv = new Ajv({ allErrors: true, strict: true, unicodeRegExp: false, allowUnionTypes: true });
for (const k of validationKeywords) ajv.addKeyword(k as unknown as KeywordDefinition);

type Entry = { schema: JsonSchema; validate: ValidateFunction; parts?: LruMap<string, ValidateFunction> };
/** Keyed by the entity schema object, so registries loaded side by side (tests) never share entries. */
const compiled = new WeakMap<object, Map<string, Entry>>();

/**
 * A list's query schema has a property per searchable column and operator suffix (hundreds: 300 for the
 * menus, 52 kB), and ajv needs most of a second (seconds on a loaded machine) to compile it: the first
 * list call of an entity paid that, and Saber gives up on a call after 10 s. A schema that big is checked
 * with a schema of only the props the value carries (plus the required ones), compiled in milliseconds
 * and kept per set of props. With `additionalProperties: false` and no rule across props, the answer and
 * its errors are the same: an unknown prop is unknown to both, and messages come from the whole schema.
 */
const PARTS_FROM = 60;
const PARTS_KEPT = 64;

function partValidator(entry: Entry, value: unknown): ValidateFunction | undefined {
  const { schema } = entry;
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props || schema.additionalProperties !== false || !value || typeof value !== 'object') return undefined;
  const names = Object.keys(props);
  if (names.length < PARTS_FROM) return undefined;
  const required = (schema.required ?? []) as string[];
  const used = names.filter((n) => Object.hasOwn(value, n) || required.includes(n));
  const key = used.join(',');
  entry.parts ??= new LruMap(PARTS_KEPT, (_k, v) => ajv.removeSchema(v.schema as AnySchema));
  let validate = entry.parts.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, properties: Object.fromEntries(used.map((n) => [n, props[n]])) } as AnySchema);
    entry.parts.set(key, validate);
  }
  return validate;
}

/**
 * Validate `value` against the schema `build` gives (compiled on first use and cached under `owner` + `key`);
 * throw a 400 naming every bad field otherwise.
 */
function compiledFor(owner: object, key: string, build: () => JsonSchema): Entry {
  let byKey = compiled.get(owner);
  if (!byKey) compiled.set(owner, (byKey = new Map()));
  let entry = byKey.get(key);
  if (!entry) {
    const schema = build();
    // The whole schema is compiled on first use only: checks of big schemas may never need it.
    let whole: ValidateFunction | undefined;
    const lazy = ((v: unknown) => {
      whole ??= ajv.compile(schema as AnySchema);
      const valid = whole(v);
      lazy.errors = whole.errors;
      return valid;
    }) as ValidateFunction;
    entry = { schema, validate: lazy };
    byKey.set(key, entry);
  }
  return entry;
}

export function check(req: FastifyRequest, owner: object, key: string, build: () => JsonSchema, value: unknown): void {
  const entry = compiledFor(owner, key, build);
  const validate = partValidator(entry, value) ?? entry.validate;
  if (validate(value)) return;
  throw badRequest(formatErrors(entry.schema, validate.errors ?? [], req.lang));
}

/**
 * A request body validated like `check`, after dropping the props the schema does not know (BladeX's
 * Jackson ignores them: Saber's forms send display-only fields such as `password2` or `$sex` along with
 * the row). Returns the body without them; the dropped names are logged at debug level.
 */
export function checkBody(
  req: FastifyRequest,
  owner: object,
  key: string,
  build: () => JsonSchema,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const entry = compiledFor(owner, key, build);
  const known = (entry.schema.properties ?? {}) as Record<string, unknown>;
  let kept = body;
  const ignored: string[] = [];
  for (const prop of Object.keys(body)) {
    if (Object.hasOwn(known, prop)) continue;
    if (kept === body) kept = { ...body };
    delete kept[prop];
    ignored.push(prop);
  }
  if (ignored.length) req.log.debug({ ignored, check: key }, 'unknown body fields ignored');
  if (entry.validate(kept)) return kept;
  throw badRequest(formatErrors(entry.schema, entry.validate.errors ?? [], req.lang));
}

/** The same validation, answering the problems per field instead of throwing (an import's dry run). */
export function problemsOf(owner: object, key: string, build: () => JsonSchema, value: unknown, lang: Lang): FieldError[] {
  const entry = compiledFor(owner, key, build);
  if (entry.validate(value)) return [];
  return fieldErrors(entry.schema, entry.validate.errors ?? [], lang);
}

/** A JSON body that must be an object (not an array, string or nothing). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.bodyNotObject);
  return body as Record<string, unknown>;
}

/**
 * The query without the token parameter (`blade-auth`), which is not a search field, nor the platform
 * administrator's `tenantId` choice, which the row filters already apply (server/access/resolve-access.ts),
 * nor empty values: a search form sends its empty fields as `name=` (avue does), and BladeX's query
 * conditions skip empty values, so an empty parameter means "no condition" here too — except the
 * valueless flags `x_null` / `x_notnull`.
 */
export function queryOf(req: FastifyRequest, tenantScoped = true): Record<string, unknown> {
  const q = { ...((req.query ?? {}) as Record<string, unknown>) };
  delete q['blade-auth'];
  for (const [k, v] of Object.entries(q)) if (v === '' && !/_(not)?null$/.test(k)) delete q[k];
  // On a table that is not tenant-scoped (the tenants themselves) `tenantId` is an ordinary column.
  if (!tenantScoped || q.tenantId === undefined) return q;
  const access = req.auth?.access;
  // The platform administrator's choice, taken when valid; a malformed one stays, to be refused as a bad
  // parameter. Anyone else may name their own tenant (Saber's tenant picker offers only that one), which
  // changes nothing; another tenant stays, to be refused.
  if (access?.platformAdmin ? access.tenantView !== undefined : q.tenantId === req.auth?.tenantId) delete q.tenantId;
  return q;
}
