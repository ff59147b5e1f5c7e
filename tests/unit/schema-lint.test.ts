// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarePlugin, defineCatalog, defineEntity, type EntitySchema, type LoadedFile } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import { loadRegistry, loadSchemaFiles } from '../../engine/schema/node/load';

const root = resolve(import.meta.dirname, '../..');
const broken = resolve(root, 'tests/fixtures/broken-schemas');

describe('schema lint', () => {
  it('passes the real schemas', async () => {
    const { files, problems } = await loadSchemaFiles();
    expect(problems).toEqual([]);
    expect(lintFiles(files)).toEqual([]);
    // The plugin declarations are read as files of the same registry.
    expect(files.filter((f) => f.file.startsWith('plugins/')).map((f) => f.file)).toContain('plugins/user/plugin.ts');
  });

  it('rejects an unknown dictionary code, an unknown value type and a duplicate route, naming file and pointer', async () => {
    const { files } = await loadSchemaFiles([broken]);
    // The plugin declarations come along; alone, without schemas/, their pages' menu groups are unknown.
    const problems = lintFiles(files).filter((p) => p.file.includes('broken-schemas'));
    const found = (file: string, pointer: string, text: string) =>
      problems.some((p) => p.file.endsWith(file) && p.pointer === pointer && p.message.includes(text));
    expect(found('shop/widget.ts', '/columns/1/dict', 'unknown dictionary code "no_such_dict"')).toBe(true);
    expect(found('shop/widget.ts', '/columns/2/type', 'unknown value type "hologram"')).toBe(true);
    expect(
      found('shop/widget.ts', '/route', 'duplicate route "/shop/widget"') ||
        found('shop/gadget.json', '/route', 'duplicate route "/shop/widget"'),
    ).toBe(true);
    expect(problems.every((p) => p.fix.length > 0)).toBe(true);
    expect(problems).toHaveLength(3);
  });

  it('refuses a stored schema that requires no column (its rows could be stored empty), unless read-only', () => {
    const base = {
      name: 'x.loose',
      title: { zh: '甲', en: 'A' },
      permission: 'loose',
      api: { service: 's', entity: 'loose' },
      storage: { table: 'x_loose' },
      columns: [{ prop: 'a', label: { zh: '甲', en: 'A' } }],
    };
    const problems = lintFiles([{ file: 'schemas/x/loose.ts', value: defineEntity(base) }]);
    expect(problems.map((p) => p.message)).toContain(
      'no column of x.loose is required: the generic submit could store an empty row',
    );
    expect(lintFiles([{ file: 'schemas/x/loose.ts', value: defineEntity({ ...base, readOnly: true }) }])).toEqual([]);
  });

  it('reports shape errors with the JSON pointer and a fix', () => {
    const bad = {
      ...defineEntity({
        name: 'x.y',
        title: { zh: '甲', en: 'A' },
        permission: 'y',
        api: { service: 's', entity: 'y' },
        columns: [{ prop: 'a', label: { zh: '甲', en: 'A' } }],
      }),
    };
    const file: LoadedFile = {
      file: 'schemas/x/y.ts',
      value: { ...bad, columns: [{ prop: 'a', label: { zh: '甲' }, colour: 'red' }] } as never,
    };
    const problems = lintFiles([file]);
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/columns/0/label', '/columns/0']));
    expect(problems.find((p) => p.pointer === '/columns/0')?.fix).toContain('remove "colour"');
  });

  it("rejects a reference's active rows named by a column the referenced schema lacks", () => {
    const entity = (name: string, columns: EntitySchema['columns']): LoadedFile => ({
      file: `${name}.ts`,
      value: defineEntity({
        name,
        title: { zh: '甲', en: 'A' },
        permission: name.replace('.', '_'),
        api: { service: 's', entity: name.replace('.', '_') },
        columns,
      }),
    });
    const owner = entity('x.owner', [{ prop: 'isAble', label: { zh: '启用', en: 'On' } }]);
    const ref = (prop: string) => ({ schema: 'x.owner', label: 'isAble', active: { prop, values: [1] } });
    const good = entity('x.good', [
      { prop: 'ownerId', label: { zh: '主', en: 'Owner' }, type: 'select', ref: ref('isAble') },
    ]);
    const bad = entity('x.bad', [
      { prop: 'ownerId', label: { zh: '主', en: 'Owner' }, type: 'select', ref: ref('enabled') },
    ]);
    const messages = lintFiles([owner, good, bad]).map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(messages).toEqual(['x.bad.ts /columns/0/ref/active/prop "x.owner" has no column "enabled"']);
  });

  it('rejects unknown action keys, plugins and cross-file permission clashes', () => {
    const base = {
      title: { zh: '甲', en: 'A' },
      api: { service: 's', entity: 'e' },
      columns: [{ prop: 'state', label: { zh: '状态', en: 'State' } }],
    };
    const a: LoadedFile = {
      file: 'a.ts',
      value: defineEntity({
        ...base,
        name: 'x.a',
        permission: 'a',
        actions: [
          { key: 'go', label: { zh: '走', en: 'Go' }, scope: 'row', effect: { set: { nope: 1 } } },
          { key: 'go', label: { zh: '走', en: 'Go' }, scope: 'row', plugin: 'ghost' },
        ],
      }),
    };
    const b: LoadedFile = {
      file: 'b.ts',
      value: defineEntity({
        ...base,
        name: 'x.b',
        permission: 'b',
        actions: [
          { key: 'x', label: { zh: '甲', en: 'A' }, scope: 'row', permission: 'a_add', effect: { toggle: 'state' } },
        ],
      }),
    };
    const messages = lintFiles([a, b]).map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'a.ts /actions/0/effect/set/nope "nope" is not a column of x.a',
        'a.ts /actions/1/key duplicate action key "go"',
        'a.ts /actions/1/plugin unknown plugin "ghost"',
        'b.ts /actions/0/permission permission code "a_add" is already used by a.ts',
      ]),
    );
  });

  it('reads plugin declarations: action keys, value types, pages, menus and button codes', () => {
    const plugin: LoadedFile = {
      file: 'plugins/fleet/plugin.ts',
      value: declarePlugin({
        name: 'fleet',
        valueTypes: { gauge: { db: 'int', wire: 'number' }, money: { db: 'string', wire: 'string' } },
        actions: ['locate'],
        pages: [
          {
            key: 'map',
            route: '/fleet/map',
            title: { zh: '地图', en: 'Map' },
            menu: { parent: 'nowhere' },
            buttons: [{ code: 'a_add', title: { zh: '甲', en: 'A' } }],
          },
          { key: 'car', route: '/fleet/car/:id', title: { zh: '车', en: 'Car' }, menu: { parent: 'ops' } },
          { key: 'shop', route: '/x/a', title: { zh: '店', en: 'Shop' } },
        ],
        menus: [{ code: 'ops', title: { zh: '运营', en: 'Operations' }, path: '/ops' }],
      }),
    };
    const entity: LoadedFile = {
      file: 'schemas/x/a.ts',
      value: defineEntity({
        name: 'x.a',
        title: { zh: '甲', en: 'A' },
        route: '/x/a',
        menu: { parent: 'ops' },
        permission: 'a',
        api: { service: 's', entity: 'a' },
        columns: [{ prop: 'level', label: { zh: '量', en: 'Level' }, type: 'gauge' }],
        actions: [
          { key: 'locate', label: { zh: '定位', en: 'Locate' }, scope: 'row', plugin: 'fleet' },
          { key: 'fleet.locate', label: { zh: '定位', en: 'Locate' }, scope: 'row', plugin: 'fleet' },
          { key: 'honk', label: { zh: '鸣笛', en: 'Honk' }, scope: 'row', plugin: 'fleet' },
        ],
      }),
    };
    const renamed: LoadedFile = { file: 'plugins/other/plugin.ts', value: declarePlugin({ name: 'another' }) };
    const catalog: LoadedFile = { file: 'schemas/menus.ts', value: defineCatalog({ dicts: [] }) };
    const messages = lintFiles([plugin, entity, renamed, catalog]).map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'schemas/x/a.ts /actions/2/key plugin "fleet" declares no action "honk"',
        'plugins/fleet/plugin.ts /pages/0/menu/parent unknown menu group "nowhere"',
        'plugins/fleet/plugin.ts /pages/1/menu a page with route parameters cannot be a menu entry',
        'plugins/other/plugin.ts /name the plugin in plugins/other/ is named "another"',
        'plugins/fleet/plugin.ts /valueTypes/money "money" is a built-in value type stored as bigint and sent as number',
      ]),
    );
    // The route clash is reported on whichever file came second; the button clash on the plugin.
    expect(messages.some((m) => m.includes('duplicate route "/x/a"'))).toBe(true);
    expect(messages.some((m) => m.includes('permission code "a_add" is already used by'))).toBe(true);
    // The plugin's value type is known to schemas; its declared actions (bare or prefixed) pass.
    expect(messages.some((m) => m.includes('unknown value type'))).toBe(false);
    expect(messages.filter((m) => m.includes('declares no action'))).toHaveLength(1);
  });

  it("wants every plugin page to say who opens it, in the menu's vocabulary", () => {
    const plugin: LoadedFile = {
      file: 'plugins/fleet/plugin.ts',
      value: declarePlugin({
        name: 'fleet',
        menus: [{ code: 'ops', title: { zh: '运营', en: 'Operations' }, path: '/ops' }],
        pages: [
          { key: 'board', route: '/fleet/board', title: { zh: '看板', en: 'Board' }, menu: { parent: 'ops' } },
          { key: 'car', route: '/fleet/car/:id', title: { zh: '车', en: 'Car' }, within: 'fleet.board' },
          {
            key: 'mine',
            route: '/fleet/mine',
            title: { zh: '我的', en: 'Mine' },
            menu: { parent: 'ops' },
            access: 'signed-in',
          },
          { key: 'lost', route: '/fleet/lost/:id', title: { zh: '无主', en: 'Lost' } },
          { key: 'ghost', route: '/fleet/ghost/:id', title: { zh: '幽灵', en: 'Ghost' }, within: 'fleet.nowhere' },
          {
            key: 'both',
            route: '/fleet/both',
            title: { zh: '两者', en: 'Both' },
            menu: { parent: 'ops' },
            within: 'fleet.board',
          },
        ],
      }),
    };
    const messages = lintFiles([plugin]).map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toEqual([
      '/pages/3 nothing says who may open this page',
      '/pages/4/within "fleet.nowhere" is no menu entry',
      '/pages/5/within a page with its own menu entry is opened by that entry',
    ]);
  });

  it('loads .json schema files (with $schema) like .ts ones', async () => {
    const registry = await loadRegistry([resolve(root, 'tests/fixtures/json-schemas')]);
    expect(registry.entity('shop.gizmo')?.columns[0].prop).toBe('name');
    expect(lintFiles(registry.files).filter((p) => p.file.includes('json-schemas'))).toEqual([]);
  });

  it('the CLI exits non-zero and prints file, pointer and fix', () => {
    let out = '';
    let code = 0;
    try {
      execFileSync(resolve(root, 'node_modules/.bin/tsx'), ['engine/schema/cli.ts', '--dir', broken], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      code = e.status;
      out = e.stderr;
    }
    expect(code).toBe(1);
    expect(out).toContain(
      'tests/fixtures/broken-schemas/shop/widget.ts  /columns/1/dict  unknown dictionary code "no_such_dict"',
    );
    expect(out).toContain('fix:');
  });
});
