/**
 * The schema lint: shape (ajv against the same TypeBox model that types the files) and
 * cross-references between files. Every problem names the file, a JSON pointer and what to do.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Column, EntitySchema, PageSchema, PluginDecl } from './model';
import { CatalogSchema, EntitySchemaSchema, PageSchemaSchema, PluginDeclSchema } from './model';
import type { LoadedFile } from './registry';
import { isCatalog, isPage, isPluginDecl } from './registry';
import { lintPluginFile, pluginFolderOf } from './lint-plugins';
import { lintStandardScreens } from './lint-standard-screens';
import { lintStats } from './lint-stats';
import { lintForms } from './lint-forms';
import { lintTable } from './lint-table';
import { lintReferences } from './lint-references';
import { actionPermission, columnType, crudPermissions, transitionPermission } from './resolve';
import { lintStateMachine } from './lint-state-machine';
import { lintIntegrity } from './lint-integrity';
import { lintLinkage } from './lint-linkage';
import { builtinValueTypeNames, declareValueTypes, valueTypeFacts } from './value-types';
import { validators } from './validators';

export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

export interface LintOptions {
  /** Routes the app itself owns; a schema may not take them. */
  reservedRoutes?: string[];
}

export const appRoutes = [
  '/',
  '/login',
  '/lock',
  '/404',
  '/403',
  '/500',
  '/wel',
  '/wel/index',
  '/wel/dashboard',
  '/test/index',
  '/info/index',
];

let compiled:
  { entity: ValidateFunction; page: ValidateFunction; catalog: ValidateFunction; plugin: ValidateFunction } | undefined;
function validatorsForShape() {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    compiled = {
      entity: ajv.compile(EntitySchemaSchema),
      page: ajv.compile(PageSchemaSchema),
      catalog: ajv.compile(CatalogSchema),
      plugin: ajv.compile(PluginDeclSchema),
    };
  }
  return compiled;
}

function shapeFix(e: ErrorObject): string {
  switch (e.keyword) {
    case 'additionalProperties':
      return `remove "${(e.params as { additionalProperty: string }).additionalProperty}" or check its spelling (see engine/schema/model.ts)`;
    case 'required':
      return `add "${(e.params as { missingProperty: string }).missingProperty}"`;
    case 'pattern':
      return `use a value matching ${(e.params as { pattern: string }).pattern}`;
    default:
      return 'correct the value to match engine/schema/model.ts';
  }
}

function lintShape(f: LoadedFile): LintProblem[] {
  const v = validatorsForShape();
  const check = isCatalog(f.value) ? v.catalog : isPage(f.value) ? v.page : isPluginDecl(f.value) ? v.plugin : v.entity;
  if (check(f.value)) return [];
  // Unions report one error per branch; keep the most specific (deepest) ones.
  const errors = (check.errors ?? []).filter((e) => e.keyword !== 'anyOf');
  return errors.map((e) => ({
    file: f.file,
    pointer: e.instancePath || '/',
    message: e.message ?? 'invalid',
    fix: shapeFix(e),
  }));
}

export function lintFiles(files: LoadedFile[], opts: LintOptions = {}): LintProblem[] {
  const problems: LintProblem[] = files.flatMap(lintShape);
  if (problems.length) return problems; // cross-references assume a well-formed shape
  const p = (file: string, pointer: string, message: string, fix: string) =>
    problems.push({ file, pointer, message, fix });

  const declared = files.map((f) => f.value).filter(isPluginDecl);
  for (const d of declared) declareValueTypes(d.valueTypes);
  const valueTypes = new Set([...builtinValueTypeNames, ...declared.flatMap((d) => Object.keys(d.valueTypes ?? {}))]);
  const plugins = new Map<string, PluginDecl>();
  const reserved = new Set(opts.reservedRoutes ?? appRoutes);
  const entities = new Map<string, { f: LoadedFile; e: EntitySchema }>();
  const pages: Array<{ f: LoadedFile; pg: PageSchema }> = [];
  const names = new Map<string, string>();
  const routes = new Map<string, string>();
  const menuGroups = new Map<string, string>();
  const dicts = new Map<string, string>();
  const dictKeys = new Map<string, string[]>();

  for (const f of files) {
    const v = f.value;
    if (isPluginDecl(v)) {
      const folder = pluginFolderOf(f.file);
      if (plugins.has(v.name))
        p(f.file, '/name', `plugin "${v.name}" is already declared in another folder`, 'give each plugin its own name');
      else if (folder && folder !== v.name)
        p(f.file, '/name', `the plugin in plugins/${folder}/ is named "${v.name}"`, `name it "${folder}" (its folder)`);
      plugins.set(v.name, v);
    }
    if (isCatalog(v) || isPluginDecl(v)) {
      v.menus?.forEach((m, i) => {
        if (menuGroups.has(m.code))
          p(
            f.file,
            `/menus/${i}/code`,
            `menu group "${m.code}" is already defined in ${menuGroups.get(m.code)}`,
            'give the group a unique code',
          );
        else menuGroups.set(m.code, f.file);
      });
      v.dicts?.forEach((d, i) => {
        if (dicts.has(d.code))
          p(
            f.file,
            `/dicts/${i}/code`,
            `dictionary "${d.code}" is already defined in ${dicts.get(d.code)}`,
            'define each dictionary code once',
          );
        else {
          dicts.set(d.code, f.file);
          dictKeys.set(
            d.code,
            d.items.map((it) => String(it.key)),
          );
        }
        const keys = new Set<string>();
        d.items.forEach((it, j) => {
          if (keys.has(String(it.key)))
            p(
              f.file,
              `/dicts/${i}/items/${j}/key`,
              `duplicate key "${it.key}" in dictionary "${d.code}"`,
              'make item keys unique',
            );
          keys.add(String(it.key));
        });
      });
      if (isPluginDecl(v))
        v.pages?.forEach((pg, i) => {
          const at = `/pages/${i}/route`;
          if (reserved.has(pg.route))
            p(f.file, at, `route "${pg.route}" belongs to the console itself`, 'choose another route');
          else if (routes.has(pg.route))
            p(
              f.file,
              at,
              `duplicate route "${pg.route}" (also in ${routes.get(pg.route)})`,
              'give each page its own route',
            );
          else routes.set(pg.route, f.file);
        });
      continue;
    }
    if (names.has(v.name))
      p(f.file, '/name', `name "${v.name}" is already used by ${names.get(v.name)}`, 'choose a unique name');
    else names.set(v.name, f.file);
    if (v.route) {
      if (reserved.has(v.route))
        p(f.file, '/route', `route "${v.route}" belongs to the console itself`, 'choose another route');
      else if (routes.has(v.route))
        p(
          f.file,
          '/route',
          `duplicate route "${v.route}" (also in ${routes.get(v.route)})`,
          'give each screen its own route',
        );
      else routes.set(v.route, f.file);
    }
    if (isPage(v)) pages.push({ f, pg: v });
    else entities.set(v.name, { f, e: v });
  }
  lintStandardScreens(files, p, reserved);
  // Menu entries a page without its own may belong to (`within`): schema screens and plugin pages with a menu.
  const menuEntries = new Set([
    ...files.flatMap((f) => (!isCatalog(f.value) && !isPluginDecl(f.value) && f.value.menu ? [f.value.name] : [])),
    ...declared.flatMap((d) => (d.pages ?? []).filter((pg) => pg.menu).map((pg) => `${d.name}.${pg.key}`)),
  ]);
  for (const f of files) {
    const v = f.value;
    if (isPluginDecl(v)) lintPluginFile(f, v, { p, menuGroups, menuEntries });
    if (isCatalog(v) || isPluginDecl(v)) {
      v.menus?.forEach(
        (m, i) =>
          m.parent &&
          !menuGroups.has(m.parent) &&
          p(
            f.file,
            `/menus/${i}/parent`,
            `unknown menu group "${m.parent}"`,
            `use one of: ${[...menuGroups.keys()].join(', ')}`,
          ),
      );
      continue;
    }
    if (v.menu && !menuGroups.has(v.menu.parent))
      p(
        f.file,
        '/menu/parent',
        `unknown menu group "${v.menu.parent}"`,
        `use one of: ${[...menuGroups.keys()].join(', ')} or add the group to a catalog (schemas/menus.ts)`,
      );
    if (v.menu && !v.route) p(f.file, '/menu', 'a menu entry needs a route', 'add "route" or remove "menu"');
  }
  const ctx = { p, valueTypes, plugins, dicts, entities };
  for (const { f, e } of entities.values()) {
    lintEntity(f, e, ctx);
    lintIntegrity(f, e, { p, entities, dictKeys });
    if (e.stateMachine) lintStateMachine(f, e, { ...ctx, dictKeys, lintColumns });
    lintLinkage(f, e, { p, dictKeys, entities });
  }
  lintPermissions([...entities.values()], declared, files, p);
  lintSharedTables([...entities.values()], p);
  for (const { f, pg } of pages) lintPage(f, pg, entities, p);
  return problems;
}

export type Report = (file: string, pointer: string, message: string, fix: string) => void;
export interface Ctx {
  p: Report;
  valueTypes: Set<string>;
  plugins: Map<string, PluginDecl>;
  dicts: Map<string, string>;
  entities: Map<string, { f: LoadedFile; e: EntitySchema }>;
}

function lintColumns(file: string, base: string, cols: Column[], ctx: Ctx): Set<string> {
  const { p } = ctx;
  const seen = new Set<string>();
  cols.forEach((c, i) => {
    const at = `${base}/${i}`;
    if (seen.has(c.prop)) p(file, `${at}/prop`, `duplicate column "${c.prop}"`, 'each prop appears once');
    seen.add(c.prop);
    if (!ctx.valueTypes.has(columnType(c)))
      p(
        file,
        `${at}/type`,
        `unknown value type "${c.type}"`,
        `use one of: ${[...ctx.valueTypes].join(', ')} (or a type a plugin registers)`,
      );
    if (typeof c.dict === 'string' && !ctx.dicts.has(c.dict))
      p(
        file,
        `${at}/dict`,
        `unknown dictionary code "${c.dict}"`,
        'add it to a catalog (defineCatalog({ dicts }))  or fix the code',
      );
    if (c.ref && !ctx.entities.has(c.ref.schema))
      p(file, `${at}/ref/schema`, `unknown schema "${c.ref.schema}"`, 'name an existing entity schema');
    const target = c.ref && ctx.entities.get(c.ref.schema)?.e;
    if (c.ref?.active && target && !target.columns.some((tc) => tc.prop === c.ref!.active!.prop))
      p(
        file,
        `${at}/ref/active/prop`,
        `"${c.ref.schema}" has no column "${c.ref.active.prop}"`,
        'name a column of the referenced schema',
      );
    c.rules?.forEach((r, j) => {
      if (r.validator && !validators[r.validator])
        p(
          file,
          `${at}/rules/${j}/validator`,
          `unknown validator "${r.validator}"`,
          `use one of: ${Object.keys(validators).join(', ')}`,
        );
      if (r.pattern) {
        try {
          new RegExp(r.pattern);
        } catch {
          p(file, `${at}/rules/${j}/pattern`, `invalid regular expression "${r.pattern}"`, 'fix the pattern');
        }
      }
    });
  });
  return seen;
}

function lintEntity(f: LoadedFile, e: EntitySchema, ctx: Ctx) {
  const { p } = ctx;
  const props = lintColumns(f.file, '/columns', e.columns, ctx);
  const audit = [
    'id',
    'createUser',
    'createDept',
    'createTime',
    'updateUser',
    'updateTime',
    'status',
    'tenantId',
    'isDeleted',
  ];
  const known = (prop: string) => props.has(prop) || audit.includes(prop);
  const need = (prop: string, pointer: string) =>
    !known(prop) &&
    p(f.file, pointer, `"${prop}" is not a column of ${e.name}`, `use one of: ${[...props].join(', ')}`);
  if (e.table?.defaultSort) need(e.table.defaultSort.prop, '/table/defaultSort/prop');
  if (e.table?.treeFilter) need(e.table.treeFilter.prop, '/table/treeFilter/prop');
  if (e.tree) {
    need(e.tree.labelProp, '/tree/labelProp');
    need(e.tree.parentProp ?? 'parentId', '/tree/parentProp');
    e.tree.inherit?.forEach((x, i) => need(x, `/tree/inherit/${i}`));
  }
  Object.keys(e.scope ?? {}).forEach((k) => need(k, `/scope/${k}`));
  // A stored schema clients write must say what a row cannot do without, or the generic submit could
  // store a row of nothing but NULLs.
  if (e.storage && !e.readOnly && !e.columns.some((c) => c.rules?.some((r) => r.required)))
    p(
      f.file,
      '/columns',
      `no column of ${e.name} is required: the generic submit could store an empty row`,
      "mark the columns a row cannot do without with a required rule (required('…', '…')), or make the schema readOnly",
    );
  if (e.storage?.sealed) need(e.storage.sealed, '/storage/sealed');
  e.storage?.indexes?.forEach((ix, i) => ix.forEach((x, j) => need(x, `/storage/indexes/${i}/${j}`)));
  const keys = new Set<string>();
  e.actions?.forEach((a, i) => {
    const at = `/actions/${i}`;
    if (keys.has(a.key)) p(f.file, `${at}/key`, `duplicate action key "${a.key}"`, 'give each action its own key');
    keys.add(a.key);
    if (a.plugin && !ctx.plugins.has(a.plugin))
      p(
        f.file,
        `${at}/plugin`,
        `unknown plugin "${a.plugin}"`,
        `install the plugin or use one of: ${[...ctx.plugins.keys()].join(', ') || '(none installed)'}`,
      );
    else if (a.plugin) {
      const known = ctx.plugins.get(a.plugin)!.actions ?? [];
      const bare = a.key.startsWith(`${a.plugin}.`) ? a.key.slice(a.plugin.length + 1) : a.key;
      if (!known.includes(a.key) && !known.includes(bare))
        p(
          f.file,
          `${at}/key`,
          `plugin "${a.plugin}" declares no action "${a.key}"`,
          `use one of: ${known.join(', ') || '(it declares none)'}, or add the key to plugins/${a.plugin}/plugin.ts and implement it in its client half`,
        );
    }
    if (a.visible) need(a.visible.prop, `${at}/visible/prop`);
    const formProps = a.form ? lintColumns(f.file, `${at}/form`, a.form, ctx) : new Set<string>();
    Object.keys(a.effect?.set ?? {}).forEach((k) => need(k, `${at}/effect/set/${k}`));
    Object.keys(a.effect?.from ?? {}).forEach((k) => need(k, `${at}/effect/from/${k}`));
    if (a.effect?.toggle) need(a.effect.toggle, `${at}/effect/toggle`);
    if (a.effect?.exclusive) need(a.effect.exclusive, `${at}/effect/exclusive`);
    a.effect?.copy?.forEach((k, j) => {
      need(k, `${at}/effect/copy/${j}`);
      if (!formProps.has(k))
        p(
          f.file,
          `${at}/effect/copy/${j}`,
          `"${k}" is copied from the action's form but the form has no such field`,
          'add the field to the action form',
        );
    });
    if (!a.plugin && !a.effect && !a.download)
      p(
        f.file,
        at,
        `action "${a.key}" has no effect, plugin or download`,
        'add effect (set/toggle/from) or name the plugin that implements it',
      );
  });
  lintStats(f.file, e, p);
  lintReferences(f.file, e, p);
  lintForms(f.file, e, p);
  lintTable(f.file, e, p);
}

function lintPermissions(
  list: Array<{ f: LoadedFile; e: EntitySchema }>,
  declared: PluginDecl[],
  files: LoadedFile[],
  p: Report,
) {
  const owner = new Map<string, { prefix: string; file: string }>();
  // A plugin's page buttons are its own: no schema may use them (and two plugins may not share one).
  for (const d of declared) {
    const file = files.find((f) => f.value === d)!.file;
    d.pages?.forEach((pg, i) =>
      [...(pg.buttons ?? []).map((b, j) => ({ code: b.code, at: `/pages/${i}/buttons/${j}/code` }))].forEach(
        ({ code, at }) => {
          const prev = owner.get(code);
          if (prev && prev.file !== file)
            p(file, at, `permission code "${code}" is already used by ${prev.file}`, 'use a distinct code');
          else owner.set(code, { prefix: `plugin:${d.name}`, file });
        },
      ),
    );
  }
  for (const { f, e } of list) {
    const codes = [
      ...Object.values(crudPermissions(e)).map((c) => ({ c, at: '/permission' })),
      ...(e.actions ?? []).map((a, i) => ({ c: actionPermission(e, a), at: `/actions/${i}/permission` })),
      ...(e.stateMachine?.transitions ?? []).map((t, i) => ({
        c: transitionPermission(e, t),
        at: `/stateMachine/transitions/${i}/permission`,
      })),
    ];
    for (const { c, at } of codes) {
      if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(c))
        p(f.file, at, `invalid permission code "${c}"`, 'use letters, digits and _');
      const prev = owner.get(c);
      if (prev && prev.prefix !== e.permission)
        p(
          f.file,
          at,
          `permission code "${c}" is already used by ${prev.file}`,
          'use a distinct code (entities share codes only by sharing the same permission prefix)',
        );
      else if (!prev) owner.set(c, { prefix: e.permission, file: f.file });
    }
  }
}

function lintSharedTables(list: Array<{ f: LoadedFile; e: EntitySchema }>, p: Report) {
  const types = new Map<string, { type: string; file: string }>();
  for (const { f, e } of list) {
    if (!e.storage) continue;
    e.columns.forEach((c, i) => {
      const key = `${e.storage!.table}.${c.prop}`;
      const t = c.db?.type ?? valueTypeFacts(columnType(c))?.db ?? 'string';
      const prev = types.get(key);
      if (!prev) types.set(key, { type: t, file: f.file });
      else if (prev.type !== t)
        p(
          f.file,
          `/columns/${i}`,
          `column "${c.prop}" of table ${e.storage!.table} is stored as "${t}" here but as "${prev.type}" in ${prev.file}`,
          'use one storage type for a shared column (set db.type)',
        );
    });
  }
}

function lintPage(f: LoadedFile, pg: PageSchema, entities: Map<string, { e: EntitySchema }>, p: Report) {
  const { master, detail, link } = pg.layout;
  const m = entities.get(master)?.e;
  const d = entities.get(detail)?.e;
  if (!m) p(f.file, '/layout/master', `unknown schema "${master}"`, 'name an existing entity schema');
  if (!d) p(f.file, '/layout/detail', `unknown schema "${detail}"`, 'name an existing entity schema');
  const has = (e: EntitySchema, prop: string) => prop === 'id' || e.columns.some((c) => c.prop === prop);
  if (m && !has(m, link.masterProp))
    p(
      f.file,
      '/layout/link/masterProp',
      `"${link.masterProp}" is not a column of ${master}`,
      'name a column of the master',
    );
  if (d && !has(d, link.detailProp))
    p(
      f.file,
      '/layout/link/detailProp',
      `"${link.detailProp}" is not a column of ${detail}`,
      'name a column of the detail',
    );
  for (const [to, from] of Object.entries(link.copy ?? {})) {
    if (d && !has(d, to))
      p(f.file, `/layout/link/copy/${to}`, `"${to}" is not a column of ${detail}`, 'name a column of the detail');
    if (m && !has(m, from))
      p(f.file, `/layout/link/copy/${to}`, `"${from}" is not a column of ${master}`, 'name a column of the master');
  }
}

export const formatProblem = (x: LintProblem) => `${x.file}  ${x.pointer}  ${x.message}\n    fix: ${x.fix}`;
