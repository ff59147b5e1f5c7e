/**
 * The JSON Schema for `.json` schema files, derived from the TypeBox model (never kept by hand).
 * `npm run gen:json-schema` writes it to engine/schema/schema-file.schema.json; the lint fails when the
 * committed copy is stale, so the type and the JSON Schema cannot drift apart.
 */
import { CatalogSchema, EntitySchemaSchema, PageSchemaSchema, PluginDeclSchema } from './model';

export function schemaFileJsonSchema(): Record<string, unknown> {
  // JSON round trip drops TypeBox's symbol keys and leaves plain JSON Schema.
  const plain = (s: unknown) => JSON.parse(JSON.stringify(s));
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://toycar-console.local/schema-file.schema.json',
    title: 'toycar-console schema file (entity, page, catalog or plugin declaration)',
    anyOf: [plain(EntitySchemaSchema), plain(PageSchemaSchema), plain(CatalogSchema), plain(PluginDeclSchema)],
  };
}

export const jsonSchemaFileName = 'schema-file.schema.json';
