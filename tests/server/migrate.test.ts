/** Migrations are additive and idempotent; shared tables merge their schemas; seeding runs once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type EntitySchema, type Registry } from '../../engine/schema';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import type { Database } from '../../server/kernel/db/database';
import { migrate } from '../../server/kernel/db/migrate';
import { tablesFromRegistry } from '../../server/kernel/db/tables';
import { loadModules } from '../../server/compose/modules';
import { allTables } from '../../server/compose/tables';
import { prepareDatabase } from '../../server/compose/prepare';
import { createTestDatabase } from './helpers';

let database: Database;
let drop: () => Promise<void>;
let registry: Registry;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  registry = await loadRegistry([defaultSchemaDir]);
});
afterAll(async () => drop?.());

const columnsOf = async (table: string): Promise<string[]> => {
  const row = await database.db.selectFrom(table).selectAll().limit(1).executeTakeFirst();
  return Object.keys(row ?? {}).sort();
};

describe('migrations', () => {
  it('creates every table once; a second run changes nothing', async () => {
    // Every table the server needs: the schemas' and those declared without one (auth, access, modules).
    const all = allTables(registry, await loadModules());
    const first = await migrate(database, all);
    expect(first.createdTables).toEqual(
      expect.arrayContaining([
        'blade_param',
        'blade_dict',
        'blade_user',
        'blade_role',
        'blade_menu',
        'blade_tenant',
        'blade_client',
        'blade_role_menu',
        'blade_captcha',
        'blade_login_failure',
      ]),
    );
    const second = await migrate(database, all);
    expect(second.createdTables).toEqual([]);
    expect(second.addedColumns).toEqual([]);
  });

  it('merges the columns of schemas sharing a table, snake_case, with audit and soft-delete columns', () => {
    const dict = tablesFromRegistry(registry).find((t) => t.name === 'blade_dict')!;
    const names = dict.columns.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'code',
        'dict_value',
        'dict_value_en',
        'parent_id',
        'dict_key',
        'sort',
        'is_sealed',
        'remark',
        'create_user',
        'create_dept',
        'create_time',
        'update_user',
        'update_time',
        'status',
        'is_deleted',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(dict.columns.find((c) => c.name === 'parent_id')?.type).toBe('bigint');
    const param = tablesFromRegistry(registry).find((t) => t.name === 'blade_param')!;
    expect(param.columns.filter((c) => c.name === 'create_time')).toHaveLength(1);
    expect(param.columns.find((c) => c.name === 'tenant_id')).toMatchObject({ type: 'string', length: 12 });
    expect(param.indexes.map((i) => i.columns.join(','))).toEqual(
      expect.arrayContaining(['tenant_id,is_deleted', 'create_time']),
    );
  });

  it('indexes every unique column (each add and edit looks its value up; seeds join on codes)', () => {
    const tables = new Map(tablesFromRegistry(registry).map((t) => [t.name, t]));
    let checked = 0;
    for (const e of registry.entities) {
      const table = e.storage?.table && tables.get(e.storage.table);
      if (!table) continue;
      for (const c of e.columns.filter((x) => x.unique && !x.db?.virtual)) {
        const name = c.prop.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
        if (!table.columns.some((x) => x.name === name)) continue;
        expect(table.indexes.some((i) => i.columns[0] === name), `${table.name}.${name}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(tables.get('tc_car')!.indexes.map((i) => i.columns.join(','))).toContain('car_code');
  });

  it('seeds once, then only syncs', async () => {
    const first = await prepareDatabase(database, registry);
    expect(first.seeded).toBe(true);
    expect(first.menuRows).toBeGreaterThan(0);
    expect(first.dictRows).toBeGreaterThan(0);
    const again = await prepareDatabase(database, registry);
    expect(again).toMatchObject({ seeded: false, menuRows: 0, dictRows: 0 });
    const tenants = await database.db.selectFrom('blade_tenant').select('tenant_id').orderBy('tenant_id').execute();
    expect(tenants.map((t) => t.tenant_id)).toEqual(['000000', '100001']);
    const users = await database.db.selectFrom('blade_user').select(['tenant_id', 'account']).execute();
    // Each demo account once (the workflow demo adds its approval chain to the brand tenant).
    const accounts = users.map((u) => `${String(u.tenant_id)}:${String(u.account)}`);
    expect(new Set(accounts).size).toBe(accounts.length);
    expect(accounts).toEqual(expect.arrayContaining(['000000:admin', '100001:admin', '100001:operator']));
    // The whole demo seed, twice: tens of seconds on a loaded 2-core machine.
  }, 120_000);

  it('adds a column a schema gains, keeping the rows', async () => {
    const before = await database.db.selectFrom('blade_param').select(['id', 'param_key']).orderBy('id').execute();
    expect(before.length).toBe(6);
    const param = registry.entity('system.param')!;
    const grown: EntitySchema = {
      ...param,
      columns: [
        ...param.columns,
        { prop: 'paramGroup', label: { zh: '分组', en: 'Group' }, maxLength: 40, default: 'general' },
      ],
    };
    const next = createRegistry(registry.files.map((f) => (f.value === param ? { ...f, value: grown } : f)));
    const report = await migrate(database, tablesFromRegistry(next));
    expect(report.addedColumns).toEqual(['blade_param.param_group']);
    expect(await columnsOf('blade_param')).toContain('param_group');
    const after = await database.db
      .selectFrom('blade_param')
      .select(['id', 'param_key', 'param_group'])
      .orderBy('id')
      .execute();
    expect(after.map((r) => [r.id, r.param_key])).toEqual(before.map((r) => [r.id, r.param_key]));
    // Dropping the column from the schema again drops nothing.
    const back = await migrate(database, tablesFromRegistry(registry));
    expect(back.addedColumns).toEqual([]);
    expect(await columnsOf('blade_param')).toContain('param_group');
  });
});
