/**
 * Server-side validation: the JSON Schemas of engine/schema/validation.ts compiled with ajv (allErrors,
 * compiled once per schema and cached), failures turned into ONE 400 naming every bad field.
 */
import { Ajv, type AnySchema, type KeywordDefinition, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { formatErrors, validationKeywords, type JsonSchema } from '../../engine/schema/validation';
import { badRequest, msg } from '../http/errors';

const ajv = new Ajv({ allErrors: true, strict: true, unicodeRegExp: false, allowUnionTypes: true });
for (const k of validationKeywords) ajv.addKeyword(k as unknown as KeywordDefinition);

type Entry = { schema: JsonSchema; validate: ValidateFunction };
/** Keyed by the entity schema object, so registries loaded side by side (tests) never share entries. */
const compiled = new WeakMap<object, Map<string, Entry>>();

/**
 * Validate `value` against the schema `build` gives (compiled on first use and cached under `owner` + `key`);
 * throw a 400 naming every bad field otherwise.
 */
export function check(req: FastifyRequest, owner: object, key: string, build: () => JsonSchema, value: unknown): void {
  let byKey = compiled.get(owner);
  if (!byKey) compiled.set(owner, (byKey = new Map()));
  let entry = byKey.get(key);
  if (!entry) {
    const schema = build();
    entry = { schema, validate: ajv.compile(schema as AnySchema) };
    byKey.set(key, entry);
  }
  if (entry.validate(value)) return;
  throw badRequest(formatErrors(entry.schema, entry.validate.errors ?? [], req.lang));
}

/** A JSON body that must be an object (not an array, string or nothing). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(msg.bodyNotObject);
  return body as Record<string, unknown>;
}

/**
 * The query without the token parameter (`blade-auth`), which is not a search field, nor the platform
 * administrator's `tenantId` choice, which the row filters already apply (server/system/access.ts).
 */
export function queryOf(req: FastifyRequest, tenantScoped = true): Record<string, unknown> {
  const q = { ...((req.query ?? {}) as Record<string, unknown>) };
  delete q['blade-auth'];
  // Taken when valid (or empty: every tenant); a malformed one stays, to be refused as a bad parameter.
  const access = req.auth?.access;
  // On a table that is not tenant-scoped (the tenants themselves) `tenantId` is an ordinary column.
  if (tenantScoped && access?.platformAdmin && (access.tenantView !== undefined || q.tenantId === '')) delete q.tenantId;
  return q;
}
