// @vitest-environment node
/**
 * The standard (BladeX / SpringBlade) faces of our screens (`standardScreens`, engine/schema/model.ts): the
 * registry opens a screen from its standard path as from its route and names the path its menu row
 * carries; the lint keeps the table sound; and the project's own table (schemas/system/standard-screens.ts) covers
 * every system view of Saber whose path differs from ours.
 */
import { describe, expect, it } from 'vitest';
import { createRegistry, defineCatalog, defineEntity, type LoadedFile, type StandardScreen } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';

const entity = (name: string, route: string) =>
  defineEntity({
    name,
    title: { zh: name, en: name },
    permission: name.replace('.', '_'),
    route,
    menu: { parent: 'sys' },
    api: { service: 'blade-system', entity: name.split('.')[1] },
    storage: { table: name.replace('.', '_'), audit: true },
    columns: [
      {
        prop: 'title',
        label: { zh: '标题', en: 'Title' },
        rules: [{ required: true, message: { zh: '请输入', en: 'Enter it' } }],
      },
    ],
  });

const files = (standardScreens: StandardScreen[]): LoadedFile[] => [
  {
    file: 'schemas/menus.ts',
    value: defineCatalog({
      menus: [{ code: 'sys', title: { zh: '系统', en: 'System' }, path: '/sys' }],
      standardScreens,
    }),
  },
  { file: 'schemas/sys/scope.ts', value: entity('sys.scope', '/authority/data-scope') },
  { file: 'schemas/sys/log.ts', value: entity('sys.log', '/log/usual') },
];

const problems = (standardScreens: StandardScreen[]) =>
  lintFiles(files(standardScreens)).map((p) => `${p.pointer} ${p.message}`);

describe('standardScreens', () => {
  it('the registry opens a screen from its standard path and gives that path to its menu row', () => {
    const r = createRegistry(files([{ route: '/authority/data-scope', path: '/authority/datascope' }]));
    expect(r.byRoute('/authority/datascope')?.name).toBe('sys.scope');
    expect(r.byRoute('/authority/data-scope')?.name).toBe('sys.scope');
    expect(r.menuPath('/authority/data-scope')).toBe('/authority/datascope');
    expect(r.menuPath('/log/usual')).toBe('/log/usual');
    expect(r.byRoute('/authority/nothing')).toBeUndefined();
  });

  it('the lint accepts a sound table', () => {
    expect(
      problems([
        {
          route: '/authority/data-scope',
          path: '/authority/datascope',
          buttons: [{ code: 'x_setting', title: { zh: '配', en: 'Set' } }],
        },
        { route: '/log/usual', path: '/monitor/log/usual' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [[{ route: '/no/screen', path: '/x' }], '/standardScreens/0/route no entity or page has the route "/no/screen"'],
    [
      [{ route: '/log/usual', path: '/authority/data-scope' }],
      '/standardScreens/0/path "/authority/data-scope" is already a route',
    ],
    [[{ route: '/log/usual', path: '/wel/index' }], '/standardScreens/0/path "/wel/index" is already a route'],
    [[{ route: '/log/usual', path: '/log/usual' }], '/standardScreens/0/path the standard path is the route itself'],
    [
      [
        { route: '/log/usual', path: '/same' },
        { route: '/authority/data-scope', path: '/same' },
      ],
      '/standardScreens/1/path "/same" is already the standard path of /log/usual',
    ],
    [
      [
        { route: '/log/usual', path: '/a' },
        { route: '/log/usual', path: '/b' },
      ],
      '/standardScreens/1/route "/log/usual" is described twice (also in schemas/menus.ts)',
    ],
    [
      [{ route: '/log/usual', buttons: [1, 2].map(() => ({ code: 'dup', title: { zh: '重', en: 'Dup' } })) }],
      '/standardScreens/0/buttons/1/code duplicate button "dup"',
    ],
  ] as Array<[StandardScreen[], string]>)('the lint refuses %j', (table, message) => {
    expect(problems(table)).toContain(message);
  });

  it('the project’s table: every Saber system view opens one of our screens', async () => {
    const registry = await loadRegistry([defaultSchemaDir]);
    // Saber's `src/views/**` of the system screens we have (chillzhuang/Saber, master and vue2).
    const saberViews = [
      '/authority/role',
      '/authority/datascope',
      '/authority/apiscope',
      '/base/region',
      '/desk/notice',
      '/monitor/log/usual',
      '/monitor/log/api',
      '/monitor/log/error',
      '/system/client',
      '/system/dept',
      '/system/dict',
      '/system/menu',
      '/system/param',
      '/system/post',
      '/system/tenant',
      '/system/topmenu',
      '/system/user',
      '/tool/datasource',
    ];
    for (const path of saberViews) {
      const screen = registry.byRoute(path);
      expect(screen, path).toBeDefined();
      // Its menu row carries the path Saber loads the view from.
      expect(registry.menuPath(screen!.route!), path).toBe(path);
    }
  });
});
