import type { Catalog, EntitySchema, I18nText, PageSchema, Rule } from './model';

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

/** The usual "required" rule, checked on blur, with its message in both languages. */
export function required(zh: string, en: string, trigger: Rule['trigger'] = 'blur'): Rule {
  const message: I18nText = { zh, en };
  return { required: true, trigger, message };
}
