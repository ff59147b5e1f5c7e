import type { Catalog, Column, EntitySchema, I18nText, PageSchema, PluginDecl, Rule } from './model';

/**
 * Identity helpers that give a schema file its type. They add nothing at run time, so a `.ts` schema
 * and the same object written as `.json` (with `$schema`) are interchangeable.
 */
export function defineEntity<const T extends EntitySchema>(schema: T): T {
  return schema;
}

export function definePage<const T extends Omit<PageSchema, 'kind'>>(page: T): T & { kind: 'page' } {
  return { ...page, kind: 'page' };
}

export function defineCatalog<const T extends Omit<Catalog, 'kind'>>(catalog: T): T & { kind: 'catalog' } {
  return { ...catalog, kind: 'catalog' };
}

/**
 * A plugin's declaration (`plugins/<name>/plugin.ts`): what its client half implements (value types,
 * actions, pages) and what it adds to the sidebar and the dictionaries. The client half is typed against
 * it (engine/plugin), the server and the lint read it as they read schema files.
 */
export function declarePlugin<const T extends Omit<PluginDecl, 'kind'>>(decl: T): T & { kind: 'plugin' } {
  return { ...decl, kind: 'plugin' };
}

/** The usual "required" rule, checked on blur, with its message in both languages. */
export function required(zh: string, en: string, trigger: Rule['trigger'] = 'blur'): Rule {
  const message: I18nText = { zh, en };
  return { required: true, trigger, message };
}

/**
 * A key column (`table.key`, issue 35): one of the few a list keeps in view at every width. For columns
 * made by a shared helper (`keyColumn(moneyColumn(...))`); a column written in place says `table: { key: true }`.
 */
export function keyColumn(column: Column): Column {
  const table = typeof column.table === 'object' ? column.table : {};
  return { ...column, table: { ...table, key: true } };
}
