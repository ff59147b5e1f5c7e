/**
 * Menu rows (blade_menu) synced from the registry on every start, in one transaction:
 * - a folder row (category 1) per catalog menu group;
 * - a menu row (category 1) per entity or page that has a `route` and a `menu` (code = schema name,
 *   path = route, name = title.zh, name_en = title.en → `meta.i18n`);
 * - button rows (category 2) under it, one per `permissionCodes(entity)` (a page: its master's and detail's).
 * Only missing rows are inserted (a row counts as present even when an administrator deleted it: a
 * deletion is respected, never undone). New rows are granted to every role aliased `administrator` or
 * `admin` (the tenant administrators), so the grant screens show them — except the rows of `platformOnly`
 * schemas, which only the platform administrator (tenant 000000, `administrator`) receives.
 */
import type { EntitySchema, I18nText, PageSchema, Registry } from '../../engine/schema';
import { crudPermissions, permissionCodes, actionPermission } from '../../engine/schema/resolve';
import type { Db } from '../db/database';
import { nowText } from '../db/time';
import { MENU_TABLE } from './menu-routes';
import { ADMINISTRATOR, PLATFORM_TENANT } from './permissions';

export const ADMIN_ALIASES = ['administrator', 'admin'];

interface ButtonInfo {
  label: I18nText;
  alias: string;
  /** BladeX button placement: 0 toolbar, 1 row, 2 toolbar and row. */
  action: number;
}

const crudButtons = (e: EntitySchema): Array<[string, ButtonInfo]> => {
  const p = crudPermissions(e);
  const view: [string, ButtonInfo] = [p.view, { label: { zh: '查看', en: 'View' }, alias: 'view', action: 1 }];
  // A server-written table offers nothing to write: no add / edit / delete buttons to grant.
  if (e.readOnly) return [view];
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
  return { status: 1, is_deleted: 0, create_time: now, update_time: now, remark: '', top_menu_id: 0, is_open: 1, is_auth: 1 };
}

export async function syncMenus(db: Db, registry: Registry): Promise<{ inserted: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    const all = await trx.selectFrom(MENU_TABLE).select(['id', 'code', 'parent_id', 'category']).execute();
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

    const screenSchemas: Array<[EntitySchema | PageSchema, EntitySchema[]]> = [
      ...registry.entities.filter((e) => e.route && e.menu).map((e): [EntitySchema, EntitySchema[]] => [e, [e]]),
      ...registry.pages
        .filter((p) => p.menu)
        .map((p): [PageSchema, EntitySchema[]] => [
          p,
          [registry.entity(p.layout.master), registry.entity(p.layout.detail)].filter((e): e is EntitySchema => !!e),
        ]),
    ];
    // Rows only the platform administrator may use: never granted to a tenant's `admin` role.
    const guarded = new Set<number>();
    for (const [s, entities] of screenSchemas) {
      let id = screens.get(s.name);
      if (id === undefined) {
        id = await insert({
          code: s.name,
          name: s.title.zh,
          name_en: s.title.en,
          alias: 'permission' in s ? s.permission : s.name,
          path: s.route ?? '',
          source: s.menu?.icon ?? '',
          sort: s.menu?.sort ?? 0,
          category: 1,
          action: 0,
          parent_id: (s.menu && screens.get(s.menu.parent)) || 0,
          keep_alive: s.menu?.keepAlive ? 1 : 0,
          is_tab: s.menu?.isTab === false ? 0 : 1,
        });
        screens.set(s.name, id);
        if (entities.some((e) => e.platformOnly === true)) guarded.add(id);
      }
      let sort = 0;
      for (const [code, b] of buttonsOf(entities)) {
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
        if (entities.some((e) => platformGuards(e, code))) guarded.add(buttonId);
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
