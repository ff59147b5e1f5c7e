/**
 * The JSON Schema for `.json` schema files, derived from the TypeBox model (never kept by hand).
 * `npm run gen:json-schema` writes it to engine/schema/schema-file.schema.json; the lint fails when the
 * committed copy is stale, so the type and the JSON Schema cannot drift apart.
 */
import { CatalogSchema, ColumnSchema, EntitySchemaSchema, PageSchemaSchema, PluginDeclSchema } from './model';
import { ComputeSchema, ExpressionSchema, LinkConditionSchema, OptionsLinkSchema } from './linkage-model';

type Json = Record<string, unknown>;

// JSON round trip drops TypeBox's symbol keys and leaves plain JSON Schema.
const plain = (s: unknown): Json => JSON.parse(JSON.stringify(s));

/**
 * Parts used in many places, written once under `definitions` and referred to elsewhere: a column sits in
 * the columns, the action forms and the transition inputs, and linkage conditions in several keys of each.
 * Largest first, so a column is hoisted whole before its parts are.
 */
const shared: Array<[string, unknown]> = [
  ['column', ColumnSchema],
  ['compute', ComputeSchema],
  ['expression', ExpressionSchema],
  ['linkCondition', LinkConditionSchema],
  ['optionsLink', OptionsLinkSchema],
];

const withoutDescription = (node: Json) => {
  const { description: _d, ...rest } = node;
  return JSON.stringify(rest);
};

/** Replace every copy of a shared part below `node` by a reference (keeping a copy's own description). */
function hoist(node: unknown, byText: Map<string, string>, self?: string): unknown {
  if (Array.isArray(node)) return node.map((x) => hoist(x, byText));
  if (!node || typeof node !== 'object') return node;
  const o = node as Json;
  const name = byText.get(withoutDescription(o));
  if (name && name !== self) {
    const ref = { $ref: `#/definitions/${name}` };
    return typeof o.description === 'string' ? { allOf: [ref], description: o.description } : ref;
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, hoist(v, byText)]));
}

export function schemaFileJsonSchema(): Record<string, unknown> {
  const byText = new Map(shared.map(([name, s]) => [withoutDescription(plain(s)), name]));
  const definitions = Object.fromEntries(shared.map(([name, s]) => [name, hoist(plain(s), byText, name)]));
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://toycar-console.local/schema-file.schema.json',
    title: 'toycar-console schema file (entity, page, catalog or plugin declaration)',
    anyOf: [EntitySchemaSchema, PageSchemaSchema, CatalogSchema, PluginDeclSchema].map((s) => hoist(plain(s), byText)),
    definitions,
  };
}

export const jsonSchemaFileName = 'schema-file.schema.json';
