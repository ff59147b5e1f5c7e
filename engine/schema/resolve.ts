/**
 * Derived facts about an entity schema that the browser, the server and the lint all need. Keep every
 * default here, once, so the three never disagree.
 */
import type { Action, Column, EntitySchema, I18nText, Transition } from './model';
import { valueTypeFacts, type ValueTypeInfo } from './value-types';

export type Lang = 'zh' | 'en';
export const text = (t: I18nText | undefined, lang: Lang): string => (t ? t[lang] || t.zh : '');

export type ListOp = 'page' | 'list' | 'tree' | 'lazy-tree';
export type OpName = 'page' | 'list' | 'tree' | 'lazyTree' | 'detail' | 'submit' | 'remove';

export const apiStyle = (e: EntitySchema) => e.api.style ?? 'blade';
export const listOp = (e: EntitySchema): ListOp =>
  e.api.list ?? (e.tree ? (e.tree.lazy ? 'lazy-tree' : 'tree') : 'page');

const defaultOpPath: Record<OpName, string> = {
  page: 'page',
  list: 'list',
  tree: 'tree',
  lazyTree: 'lazy-list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
};

/** `/api/{service}/{entity}` — the entity segment is omitted when empty (users sit at the service root). */
export function basePath(e: EntitySchema): string {
  return `/api/${e.api.service}${e.api.entity ? `/${e.api.entity}` : ''}`;
}

/** Full path of a generic op, honouring per-op overrides. */
export function opPath(e: EntitySchema, op: OpName): string {
  return `${basePath(e)}/${e.api.ops?.[op] ?? defaultOpPath[op]}`;
}

export function actionPath(e: EntitySchema, a: Action): string {
  return `${basePath(e)}/${a.endpoint ?? a.key}`;
}

export const crudPermissions = (e: EntitySchema) => ({
  add: `${e.permission}_add`,
  edit: `${e.permission}_edit`,
  delete: `${e.permission}_delete`,
  view: `${e.permission}_view`,
});

export const actionPermission = (e: EntitySchema, a: Action): string =>
  a.permission ?? `${e.permission}_${a.key.replace(/[.-]/g, '_')}`;

/** Path of a state-machine transition (several transitions may share one). */
export const transitionPath = (e: EntitySchema, t: Transition): string => `${basePath(e)}/${t.endpoint ?? t.key}`;

export const transitionPermission = (e: EntitySchema, t: Transition): string =>
  t.permission ?? `${e.permission}_${t.key}`;

/** Where a row's change history is read: `GET <base>/state-history?id=` (the entity's view code). */
export const stateHistoryPath = (e: EntitySchema): string => `${basePath(e)}/state-history`;

/** The list's Excel export / import (schema `excel`): path and button code of each offered one. */
export function excelOps(e: EntitySchema): {
  /** `direct`: the route answers the file itself rather than a job. */
  export?: { path: string; code: string; direct: boolean };
  import?: { path: string; templatePath: string; code: string };
} {
  const x = e.excel;
  if (!x) return {};
  const pathOf = (spec: boolean | { path?: string } | undefined, fallback: string) =>
    `${basePath(e)}/${(typeof spec === 'object' && spec.path) || fallback}`;
  return {
    ...(x.export && {
      export: {
        path: pathOf(x.export, 'export'),
        code: `${e.permission}_export`,
        direct: typeof x.export === 'object' && !!x.export.direct,
      },
    }),
    // A read-only list (rows the server writes) imports nothing.
    ...(x.import &&
      !e.readOnly && {
        import: {
          path: pathOf(x.import, 'import'),
          templatePath: `${pathOf(x.import, 'import')}-template`,
          code: `${e.permission}_import`,
        },
      }),
  };
}

/**
 * Which generic writes a person may make on a screen's rows: none on a read-only (server-written) list,
 * except editing an existing row where the schema says the business allows it (`systemMade.edit`).
 */
export function handWrites(e: EntitySchema): { add: boolean; edit: boolean; delete: boolean } {
  if (!e.readOnly) return { add: true, edit: true, delete: true };
  return { add: false, edit: !!e.systemMade?.edit, delete: false };
}

/** The refusal of a generic write on a read-only list: the schema's reason and what to do instead. */
export function handWriteRefusal(e: EntitySchema): I18nText {
  const m = e.systemMade;
  if (!m)
    return {
      zh: `${e.title.zh}由系统生成，不能手工新增、修改或删除`,
      en: `${e.title.en} are written by the system and cannot be added, changed or removed by hand`,
    };
  return { zh: `${m.reason.zh}；${m.instead.zh}`, en: `${m.reason.en}. ${m.instead.en}` };
}

/**
 * Every button code of a screen: its CRUD codes (only `_view` for a read-only one), one per action, one
 * per state-machine transition, export / import.
 */
export function permissionCodes(e: EntitySchema): string[] {
  const crud = crudPermissions(e);
  const excel = excelOps(e);
  return [
    ...(e.readOnly ? [crud.view, ...(handWrites(e).edit ? [crud.edit] : [])] : Object.values(crud)),
    ...(e.actions ?? []).map((a) => actionPermission(e, a)),
    ...(e.stateMachine?.transitions ?? []).map((t) => transitionPermission(e, t)),
    ...(excel.export ? [excel.export.code] : []),
    ...(excel.import ? [excel.import.code] : []),
    ...(e.columns.some((c) => c.mask) ? [`${e.permission}_reveal`] : []),
  ];
}

export const columnType = (c: Column): string => c.type ?? 'text';

/**
 * Whether a column holds another row's key: a `ref` (options from that entity), a `refersTo` (a
 * server-checked id) or a column whose labels the row carries (`names`). Such a value is never shown or
 * asked for as a bare id (issue 35): it is drawn with its label and picked by name.
 */
export const isReference = (c: Column): boolean => !!(c.ref || c.refersTo || c.names);

/**
 * The value type a column is drawn with. A reference declared as a plain number or text (the stored id,
 * `type: 'number'`) is drawn as a select: its label in cells and views, a searchable picker of names in
 * searches and forms, the id on the wire. Every other column is drawn as its type.
 */
export function shownType(c: Column): string {
  const t = columnType(c);
  return isReference(c) && (t === 'number' || t === 'text') ? 'select' : t;
}

export function valueTypeInfo(c: Column): ValueTypeInfo {
  return valueTypeFacts(columnType(c)) ?? { db: 'string', wire: 'any' };
}

export type Place = 'table' | 'search' | 'add' | 'edit' | 'view';

/** Whether a column shows in a place. Defaults: table yes, form yes, view yes, search no. */
export function showsIn(c: Column, place: Place): boolean {
  switch (place) {
    case 'table':
      return c.table !== false;
    case 'search':
      return !!c.search;
    case 'view':
      return c.view ?? true;
    case 'add':
    case 'edit': {
      if (c.form === false) return false;
      if (c.form === true || c.form === undefined) return true;
      return c.form[place] !== false;
    }
  }
}

export const columnsIn = (e: EntitySchema, place: Place): Column[] => e.columns.filter((c) => showsIn(c, place));

/** Whether the user may type into the field in the add or edit form. */
export function editableIn(c: Column, place: 'add' | 'edit'): boolean {
  if (!showsIn(c, place)) return false;
  const ro = typeof c.form === 'object' ? c.form.readonly : undefined;
  return !(ro === true || (ro === 'edit' && place === 'edit'));
}

export const isRequired = (c: Column): boolean => !!c.rules?.some((r) => r.required);

export type SearchMode = 'like' | 'exact' | 'range';
export function searchMode(c: Column): SearchMode {
  if (typeof c.search === 'object' && c.search.mode) return c.search.mode;
  const t = columnType(c);
  if (t === 'date' || t === 'datetime' || t === 'date-range') return 'range';
  // A picked reference is one key: matched whole, never as a part of a text.
  if (isReference(c)) return 'exact';
  return valueTypeFacts(t)?.textual ? 'like' : 'exact';
}

/** The dictionary codes a screen needs (for one batched fetch). */
export function dictCodes(e: EntitySchema): string[] {
  const codes = new Set<string>();
  const add = (cols: Column[]) => cols.forEach((c) => typeof c.dict === 'string' && codes.add(c.dict));
  add(e.columns);
  (e.actions ?? []).forEach((a) => a.form && add(a.form));
  (e.stateMachine?.transitions ?? []).forEach((t) => t.inputs && add(t.inputs));
  return [...codes];
}

export const treeParentProp = (e: EntitySchema) => e.tree?.parentProp ?? 'parentId';

/** Audit columns the server adds when storage.audit is set (read-only on the wire). */
export const auditProps = ['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status'] as const;
