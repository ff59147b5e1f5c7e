/**
 * The client half of the plugin contract (engine/plugin): defineClientPlugin is typed against the
 * declaration (the `@ts-expect-error` lines are checked by `npm run typecheck`: each must stay an error),
 * registerPlugin refuses a client half whose keys differ from its declaration, naming the plugin and the
 * key, and the installer finds client halves by folder, loads each once and registers it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  clientPluginProblems,
  createPluginInstaller,
  defineClientPlugin,
  getPlugin,
  pluginAction,
  pluginFolderOfClient,
  registerPlugin,
  type ClientPlugin,
  type ClientPluginModule,
} from '../../engine/plugin';
import { getValueType } from '../../engine/form/value-types/registry';
import { declarePlugin } from '../../engine/schema/define';
import { pluginInstaller } from '../../app/plugins';

const pluginsDir = join(import.meta.dirname, '../../plugins');

const fleet = declarePlugin({
  name: 'fleet',
  valueTypes: { plate: { db: 'string', wire: 'string' } },
  actions: ['locate', 'panel'],
  pages: [{ key: 'car', route: '/fleet/car/:id', title: { zh: '车辆', en: 'Car' } }],
});

const plate = { cell: (v: unknown) => `plate:${String(v)}`, edit: { component: () => null } };
const panel = { component: () => null };
const carPage = () => Promise.resolve({ default: () => null });
const locate = vi.fn(() => 'located');

const sound = () => defineClientPlugin(fleet, { valueTypes: { plate }, actions: { locate, panel }, pages: { car: carPage } });

describe('defineClientPlugin', () => {
  it('keeps the declaration and every section of the implementation', () => {
    const plugin = sound();
    expect(plugin.name).toBe('fleet');
    expect(plugin.declaration).toBe(fleet);
    expect(Object.keys(plugin.valueTypes)).toEqual(['plate']);
    expect(Object.keys(plugin.actions)).toEqual(['locate', 'panel']);
    expect(Object.keys(plugin.pages)).toEqual(['car']);
    // A plugin that declares nothing of a section gives it empty.
    const bare = defineClientPlugin(declarePlugin({ name: 'bare' }), {});
    expect(bare).toMatchObject({ valueTypes: {}, actions: {}, pages: {} });
  });

  it('types the implementation against the declaration: a missing or an extra key does not compile', () => {
    const twoTypes = { plate, wheel: plate };
    const wrong: ClientPlugin[] = [
      // @ts-expect-error the declared action "panel" is missing
      defineClientPlugin(fleet, { valueTypes: { plate }, actions: { locate }, pages: { car: carPage } }),
      defineClientPlugin(fleet, {
        valueTypes: { plate },
        // @ts-expect-error "honk" is not a declared action
        actions: { locate, panel, honk: () => 1 },
        pages: { car: carPage },
      }),
      // @ts-expect-error the declared page "car" has no loader: `pages` is missing
      defineClientPlugin(fleet, { valueTypes: { plate }, actions: { locate, panel } }),
      // @ts-expect-error "boat" is not a declared page
      defineClientPlugin(fleet, { valueTypes: { plate }, actions: { locate, panel }, pages: { car: carPage, boat: carPage } }),
      // @ts-expect-error "wheel" is not a declared value type (given as a variable, not a fresh literal: still caught)
      defineClientPlugin(fleet, { valueTypes: twoTypes, actions: { locate, panel }, pages: { car: carPage } }),
      // @ts-expect-error a section the contract does not have
      defineClientPlugin(fleet, { valueTypes: { plate }, actions: { locate, panel }, pages: { car: carPage }, menus: [] }),
      // @ts-expect-error a declaration without actions takes none
      defineClientPlugin(declarePlugin({ name: 'quiet' }), { actions: { locate } }),
    ];
    expect(wrong).toHaveLength(7);
  });
});

describe('registerPlugin', () => {
  /** A client half whose sections were edited after defineClientPlugin (what the types cannot see). */
  const edited = (change: (p: ClientPlugin) => void) => {
    const p = sound();
    change(p);
    return p;
  };

  it('registers a sound client half: value types, actions by key (bare or prefixed) and pages', () => {
    registerPlugin(sound());
    expect(getPlugin('fleet')?.pages.car).toBe(carPage);
    expect(getValueType('plate')?.cell('A1', {}, { prop: 'p', label: { zh: 'p', en: 'p' } }, { lang: 'zh' })).toBe('plate:A1');
    expect(pluginAction({ key: 'locate', plugin: 'fleet' })).toBe(locate);
    expect(pluginAction({ key: 'fleet.panel', plugin: 'fleet' })).toBe(panel);
  });

  it('refuses a declared action, page or value type the client half does not implement, naming plugin and key', () => {
    expect(() => registerPlugin(edited((p) => delete p.actions.panel))).toThrow(
      'Plugin "fleet": action "panel" is declared in plugins/fleet/plugin.ts but its client half does not implement it',
    );
    expect(() => registerPlugin(edited((p) => delete p.pages.car))).toThrow(/Plugin "fleet": page "car" is declared/);
    expect(() => registerPlugin(edited((p) => delete p.valueTypes.plate))).toThrow(
      /Plugin "fleet": value type "plate" is declared/,
    );
  });

  it('refuses an implemented key the declaration does not declare, naming plugin and key', () => {
    expect(() => registerPlugin(edited((p) => (p.actions.honk = () => 1)))).toThrow(
      'Plugin "fleet": its client half implements action "honk", which plugins/fleet/plugin.ts does not declare',
    );
    expect(() => registerPlugin(edited((p) => (p.pages.boat = carPage)))).toThrow(/implements page "boat"/);
  });

  it('refuses handlers and loaders of the wrong kind, and a client half without declaration', () => {
    const badHandler = edited((p) => (p.actions.panel = { view: 1 } as never));
    expect(clientPluginProblems(badHandler)).toEqual(['Plugin "fleet": action "panel" must be a function or { component }']);
    const badPage = edited((p) => (p.pages.car = './CarPage' as never));
    expect(() => registerPlugin(badPage)).toThrow(`Plugin "fleet": page "car" must be a loader`);
    const undeclared = { name: 'old', valueTypes: {}, actions: {}, pages: {} } as unknown as ClientPlugin;
    expect(() => registerPlugin(undeclared)).toThrow('Plugin "old": its client half has no declaration');
  });
});

describe('the installer', () => {
  const moduleOf = (plugin: ClientPlugin): ClientPluginModule => ({ default: plugin });
  const named = (name: string) => defineClientPlugin(declarePlugin({ name }), {});

  it('knows a client half by its folder', () => {
    expect(pluginFolderOfClient('../plugins/grant/client/index.ts')).toBe('grant');
    expect(pluginFolderOfClient('/x/tests/fixtures/plugins/fleet/client/index.tsx')).toBe('fleet');
    expect(pluginFolderOfClient('../plugins/grant/plugin.ts')).toBeUndefined();
    expect(() => createPluginInstaller({ '../plugins/grant/client/dialog.ts': moduleOf(named('grant')) })).toThrow(
      /not a plugin's client half/,
    );
  });

  it('loads each lazy client half once, on demand, and registers it', async () => {
    const loadA = vi.fn(() => Promise.resolve(moduleOf(named('alpha'))));
    const loadB = vi.fn(() => Promise.resolve(moduleOf(named('beta'))));
    const installer = createPluginInstaller({ '../plugins/beta/client/index.ts': loadB, '../plugins/alpha/client/index.tsx': loadA });
    expect(installer.names).toEqual(['alpha', 'beta']);
    expect(loadA).not.toHaveBeenCalled();
    const alpha = await installer.install('alpha');
    expect(alpha.name).toBe('alpha');
    expect(getPlugin('alpha')).toBe(alpha);
    expect(loadB).not.toHaveBeenCalled();
    await Promise.all([installer.install('alpha'), installer.installAll(), installer.installAll()]);
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);
    expect(getPlugin('beta')?.name).toBe('beta');
  });

  it('registers an eager client half during the call itself', () => {
    const installer = createPluginInstaller({ '../plugins/gamma/client/index.ts': moduleOf(named('gamma')) });
    void installer.installAll();
    expect(getPlugin('gamma')?.name).toBe('gamma');
  });

  it('rejects an unknown plugin, a client half named after another folder, one without default export', async () => {
    const installer = createPluginInstaller({
      '../plugins/delta/client/index.ts': () => Promise.resolve(moduleOf(named('epsilon'))),
      '../plugins/zeta/client/index.ts': () => Promise.resolve({} as ClientPluginModule),
    });
    await expect(installer.install('nope')).rejects.toThrow('Plugin "nope" has no client half (plugins/nope/client/index.ts); found: delta, zeta');
    await expect(installer.install('delta')).rejects.toThrow('the client half in plugins/delta/ is named "epsilon"');
    await expect(installer.install('zeta')).rejects.toThrow('Plugin "zeta": ../plugins/zeta/client/index.ts has no default export');
  });

  it('tries a failed load again (a chunk missing after a deploy)', async () => {
    const load = vi
      .fn<() => Promise<ClientPluginModule>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValueOnce(moduleOf(named('eta')));
    const installer = createPluginInstaller({ '../plugins/eta/client/index.ts': load });
    await expect(installer.install('eta')).rejects.toThrow('Loading chunk failed');
    expect((await installer.install('eta')).name).toBe('eta');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the console's installer finds every plugins/<name>/client/index.ts(x) by folder, and each one is sound", async () => {
    // Every folder with a client half, read off the disk: the installer must find exactly those.
    const onDisk = readdirSync(pluginsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(join(pluginsDir, d.name, 'client', f))))
      .map((d) => d.name)
      .sort();
    expect(onDisk).toEqual(expect.arrayContaining(['grant', 'icons', 'user', 'workflow']));
    expect(pluginInstaller.names).toEqual(onDisk);
    const installed = await pluginInstaller.installAll();
    expect(installed.map((p) => p.name)).toEqual(onDisk);
    for (const p of installed) expect(clientPluginProblems(p)).toEqual([]);
  });
});
