/**
 * Menu rows (blade_menu) synced from the registry on every start, in one transaction:
 * - a folder row (category 1) per catalog menu group;
 * - a menu row (category 1) per entity or page that has a `route` and a `menu` (code = schema name,
 *   path = its standard path when `standardScreens` gives one (schemas/system/standard-screens.ts), else the route,
 *   name = title.zh, name_en = title.en → `meta.i18n`), and per plugin page with a `menu` (code =
 *   `<plugin>.<page key>`); a row still carrying our route where a standard path now exists is moved to it;
 * - button rows (category 2) under it, one per `permissionCodes(entity)` — CRUD, actions, state-machine
 *   transitions (a page: its master's and detail's; a plugin page: its `buttons`), and
 *   the standard button codes `standardScreens` lists for it.
 * Only missing rows are inserted (a row counts as present even when an administrator deleted it: a
 * deletion is respected, never undone). New rows are granted to every role aliased `administrator` or
 * `admin` (the tenant administrators), so the grant screens show them — except the rows of `platformOnly`
 * schemas, which only the platform administrator (tenant 000000, `administrator`) receives.
 *
 * The menu rows are what grants open (server/access): the system module syncs them at start, the code
 * generator after it writes a schema, so the sync lives here rather than in either plugin.
 */
import type { EntitySchema, I18nText, MenuSpec, Registry } from '../../engine/schema';
import {
  actionPermission,
  crudPermissions,
  handWrites,
  excelOps,
  permissionCodes,
  transitionPermission,
} from '../../engine/schema/resolve';
import type { Db } from '../kernel/db/database';
import { MENU_TABLE } from '../kernel/db/menu-tables';
import { nowText } from '../kernel/db/time';
import { ADMINISTRATOR, PLATFORM_TENANT } from './permissions';

export const ADMIN_ALIASES = ['administrator', 'admin'];

interface ButtonInfo {
  label: I18nText;
  alias: string;
  /** BladeX button placement: 0 toolbar, 1 row, 2 toolbar and row. */
  action: number;
  /** Granted to the platform administrator only. */
  platformOnly?: boolean;
}

/** A sidebar entry to sync: an entity screen, a composed page or a plugin page. */
interface Screen {
  code: string;
  title: I18nText;
  alias: string;
  route: string;
  menu: MenuSpec;
  buttons: Map<string, ButtonInfo>;
  platformOnly: boolean;
}

/** Every screen with a menu entry, with its buttons. */
function screensOf(registry: Registry): Screen[] {
  const ofEntities = (name: string, entities: EntitySchema[], route: string) => {
    const buttons = buttonsOf(entities);
    for (const st of registry.standardScreens.filter((x) => x.route === route))
      for (const b of st.buttons ?? [])
        if (!buttons.has(b.code)) buttons.set(b.code, { label: b.title, alias: b.code, action: 1 });
    for (const [code, b] of buttons) b.platformOnly = entities.some((e) => platformGuards(e, code));
    return { code: name, buttons, platformOnly: entities.some((e) => e.platformOnly === true) };
  };
  return [
    ...registry.entities
      .filter((e) => e.route && e.menu)
      .map((e) => ({
        ...ofEntities(e.name, [e], e.route!),
        title: e.title,
        alias: e.permission,
        route: e.route!,
        menu: e.menu!,
      })),
    ...registry.pages
      .filter((p) => p.menu)
      .map((p) => ({
        ...ofEntities(
          p.name,
          [registry.entity(p.layout.master), registry.entity(p.layout.detail)].filter((e): e is EntitySchema => !!e),
          p.route,
        ),
        title: p.title,
        alias: p.name,
        route: p.route,
        menu: p.menu!,
      })),
    ...registry.pluginPages
      .filter((p) => p.menu)
      .map((p) => {
        const buttons = new Map<string, ButtonInfo>();
        for (const b of p.buttons ?? []) buttons.set(b.code, { label: b.title, alias: b.code, action: 0 });
        const code = `${p.plugin}.${p.key}`;
        return {
          code,
          title: p.title,
          alias: code,
          route: p.route,
          menu: p.menu!,
          buttons,
          platformOnly: p.platformOnly === true,
        };
      }),
  ];
}

const crudButtons = (e: EntitySchema): Array<[string, ButtonInfo]> => {
  const p = crudPermissions(e);
  const view: [string, ButtonInfo] = [p.view, { label: { zh: '查看', en: 'View' }, alias: 'view', action: 1 }];
  // A server-written table offers nothing to write (no add / delete buttons to grant), at most a hand edit.
  if (e.readOnly)
    return handWrites(e).edit
      ? [[p.edit, { label: { zh: '修改', en: 'Edit' }, alias: 'edit', action: 1 }], view]
      : [view];
  return [
    [p.add, { label: { zh: '新增', en: 'Add' }, alias: 'add', action: 0 }],
    [p.edit, { label: { zh: '修改', en: 'Edit' }, alias: 'edit', action: 1 }],
    [p.delete, { label: { zh: '删除', en: 'Delete' }, alias: 'delete', action: 2 }],
    view,
  ];
};

/** Every button of a screen, keyed by code, in a stable order. */
function buttonsOf(entities: EntitySchema[]): Map<string, ButtonInfo> {
  const out = new Map<string, ButtonInfo>();
  for (const e of entities) {
    for (const [code, info] of crudButtons(e)) if (!out.has(code)) out.set(code, info);
    for (const a of e.actions ?? []) {
      const code = actionPermission(e, a);
      if (!out.has(code))
        out.set(code, { label: a.label, alias: a.key, action: a.scope === 'toolbar' ? 0 : a.scope === 'row' ? 1 : 2 });
    }
    // State-machine transitions: a row button each (and above the table too when offered in batch).
    for (const t of e.stateMachine?.transitions ?? []) {
      const code = transitionPermission(e, t);
      if (!out.has(code)) out.set(code, { label: t.label, alias: t.key, action: t.batch ? 2 : 1 });
    }
    const excel = excelOps(e);
    if (excel.export && !out.has(excel.export.code))
      out.set(excel.export.code, { label: { zh: '导出', en: 'Export' }, alias: 'export', action: 0 });
    if (excel.import && !out.has(excel.import.code))
      out.set(excel.import.code, { label: { zh: '导入', en: 'Import' }, alias: 'import', action: 0 });
    for (const code of permissionCodes(e))
      if (!out.has(code)) out.set(code, { label: { zh: code, en: code }, alias: code, action: 1 });
  }
  return out;
}

/** Is this button the platform administrator's alone (schema `platformOnly`: all, or every write)? */
function platformGuards(e: EntitySchema, code: string): boolean {
  if (e.platformOnly === true) return true;
  return e.platformOnly === 'write' && code !== crudPermissions(e).view;
}

function baseRow(now: string) {
  return {
    status: 1,
    is_deleted: 0,
    create_time: now,
    update_time: now,
    remark: '',
    top_menu_id: 0,
    is_open: 1,
    is_auth: 1,
  };
}

export async function syncMenus(db: Db, registry: Registry): Promise<{ inserted: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    const all = await trx.selectFrom(MENU_TABLE).select(['id', 'code', 'parent_id', 'category', 'path']).execute();
    const pathOf = new Map(
      all.filter((r) => Number(r.category) === 1).map((r) => [String(r.code), String(r.path ?? '')]),
    );
    const screens = new Map(all.filter((r) => Number(r.category) === 1).map((r) => [String(r.code), Number(r.id)]));
    const buttons = new Set(all.filter((r) => Number(r.category) === 2).map((r) => `${r.parent_id}:${r.code}`));
    const inserted: number[] = [];
    const insert = async (values: Record<string, unknown>) => {
      const row = await trx
        .insertInto(MENU_TABLE)
        .values({ ...baseRow(now), ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted.push(Number(row.id));
      return Number(row.id);
    };

    // Folders, parents first (a group may name another group as parent).
    const pending = [...registry.menus];
    for (let guard = 0; pending.length && guard < 100; guard++) {
      for (const g of [...pending]) {
        if (g.parent && !screens.has(g.parent) && pending.some((p) => p.code === g.parent)) continue;
        pending.splice(pending.indexOf(g), 1);
        if (screens.has(g.code)) continue;
        const id = await insert({
          code: g.code,
          name: g.title.zh,
          name_en: g.title.en,
          alias: g.code,
          path: g.path,
          source: g.icon ?? '',
          sort: g.sort ?? 0,
          category: 1,
          action: 0,
          parent_id: (g.parent && screens.get(g.parent)) || 0,
          keep_alive: 0,
          is_tab: 1,
        });
        screens.set(g.code, id);
      }
    }

    // Rows only the platform administrator may use: never granted to a tenant's `admin` role.
    const guarded = new Set<number>();
    for (const screen of screensOf(registry)) {
      let id = screens.get(screen.code);
      const path = registry.menuPath(screen.route);
      // A row from before the standard path existed, never re-pathed by an administrator: move it.
      if (id !== undefined && path !== screen.route && pathOf.get(screen.code) === screen.route)
        await trx.updateTable(MENU_TABLE).set({ path, update_time: now }).where('id', '=', id).execute();
      if (id === undefined) {
        id = await insert({
          code: screen.code,
          name: screen.title.zh,
          name_en: screen.title.en,
          alias: screen.alias,
          path,
          source: screen.menu.icon ?? '',
          sort: screen.menu.sort ?? 0,
          category: 1,
          action: 0,
          parent_id: screens.get(screen.menu.parent) || 0,
          keep_alive: screen.menu.keepAlive ? 1 : 0,
          is_tab: screen.menu.isTab === false ? 0 : 1,
        });
        screens.set(screen.code, id);
        if (screen.platformOnly) guarded.add(id);
      }
      let sort = 0;
      for (const [code, b] of screen.buttons) {
        sort++;
        if (buttons.has(`${id}:${code}`)) continue;
        const buttonId = await insert({
          code,
          name: b.label.zh,
          name_en: b.label.en,
          alias: b.alias,
          path: '',
          source: '',
          sort,
          category: 2,
          action: b.action,
          parent_id: id,
          keep_alive: 0,
          is_tab: 0,
        });
        buttons.add(`${id}:${code}`);
        if (b.platformOnly) guarded.add(buttonId);
      }
    }

    if (inserted.length) {
      const roles = await trx
        .selectFrom('blade_role')
        .select(['id', 'role_alias', 'tenant_id'])
        .where('role_alias', 'in', ADMIN_ALIASES)
        .where('is_deleted', '=', 0)
        .execute();
      for (const r of roles) {
        const platform = r.tenant_id === PLATFORM_TENANT && r.role_alias === ADMINISTRATOR;
        const granted = platform ? inserted : inserted.filter((menuId) => !guarded.has(menuId));
        if (!granted.length) continue;
        await trx
          .insertInto('blade_role_menu')
          .values(granted.map((menuId) => ({ role_id: Number(r.id), menu_id: menuId })))
          .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
          .execute();
      }
    }
    return { inserted: inserted.length };
  });
}
