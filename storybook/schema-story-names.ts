/**
 * How a schema file becomes a story entry. Pure, so the Node side (the Storybook indexer in
 * schema-index.ts) and the browser side (schema-stories.tsx, and the tests) name stories identically.
 */
import type { SchemaFile } from '../engine/schema/model';
import { isCatalog, isPluginDecl } from '../engine/schema/registry';

/** Sidebar group of the generated stories; the same string is the virtual module's `meta.title`. */
export const SCHEMA_STORIES_TITLE = 'Schema screens';
/** The module every generated story is imported from (served by the Vite plugin in schema-index.ts). */
export const SCHEMA_STORIES_MODULE = 'virtual:schema-stories';

export interface SchemaStoryEntry {
  /** The CSF export name: `system.dictChild` -> `SystemDictChild`. */
  exportName: string;
  /** Shown in the sidebar: English title and the schema name. */
  name: string;
  schemaName: string;
}

export const exportNameOf = (schemaName: string): string =>
  schemaName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** One story for an entity or a page; catalogs (menus, dictionaries) and plugin declarations are not screens. */
export function schemaStoryEntry(value: SchemaFile): SchemaStoryEntry | undefined {
  if (!value || typeof value !== 'object' || isCatalog(value) || isPluginDecl(value) || typeof value.name !== 'string')
    return undefined;
  const title = value.title?.en ?? value.name;
  return { exportName: exportNameOf(value.name), name: `${title} (${value.name})`, schemaName: value.name };
}
