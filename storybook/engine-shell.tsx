/**
 * What every story runs inside: the same stack the console gives a screen (engine/crud/README.md):
 * SWR cache -> antd ConfigProvider (locale, theme, primary colour) -> antd App -> EngineContext.
 * The toolbar globals (language, theme, colour, permissions) drive it; a story may bring its own
 * registry and data provider through `parameters.engine`.
 */
import { useState, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { SWRConfig } from 'swr';
import { EngineContext, type EngineEnv } from '../engine/data/context';
import type { DataProvider } from '../engine/data/provider';
import { createMemoryProvider } from '../engine/data/memory-provider';
import type { Registry } from '../engine/schema/registry';
import { initI18n, type Lang } from '../engine/i18n';
import { registry as appRegistry } from './all-schemas';
import '../engine/crud';

export type PermissionSet = 'all' | 'view';

export interface StoryGlobals {
  lang: Lang;
  theme: 'light' | 'dark';
  primary: string;
  permissions: PermissionSet;
}

export const DEFAULT_GLOBALS: StoryGlobals = { lang: 'zh', theme: 'light', primary: '#409EFF', permissions: 'all' };

/** `parameters.engine` of a story. */
export interface EngineParameters {
  registry?: Registry;
  /** Called once per story mount, so edits made in a story stay until it is reloaded. */
  provider?: (registry: Registry) => DataProvider;
  /** Render without EngineContext around (parts that do not need it still get antd and i18n). */
  bare?: boolean;
  /** The viewer is the platform administrator (lists of several tenants: the tenant column). */
  platformAdmin?: boolean;
}

/** "View only": the `<permission>_view` code of every entity and nothing else. */
export function permissionsFor(set: PermissionSet, registry: Registry): EngineEnv['permissions'] {
  if (set === 'all') return 'all';
  return Object.fromEntries(registry.entities.map((e) => [`${e.permission}_view`, true]));
}

/** Paints the canvas in the theme's layout colour, so dark mode is dark edge to edge. */
function Canvas({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div style={{ background: token.colorBgLayout, color: token.colorText, padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>
      {children}
    </div>
  );
}

export function EngineShell({ globals, engine = {}, children }: { globals: StoryGlobals; engine?: EngineParameters; children: ReactNode }) {
  const registry = engine.registry ?? appRegistry;
  // One cache and one provider per story mount; globals changes re-render but keep the data.
  const [cache] = useState(() => new Map());
  const [provider] = useState(() => (engine.provider ?? ((r: Registry) => createMemoryProvider({ registry: r })))(registry));
  initI18n(globals.lang);
  const env: EngineEnv = {
    provider,
    registry,
    tenantId: '000000',
    permissions: permissionsFor(globals.permissions, registry),
    userKey: 'storybook',
    platformAdmin: engine.platformAdmin,
  };
  return (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <ConfigProvider
        locale={globals.lang === 'en' ? enUS : zhCN}
        theme={{
          algorithm: globals.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: { colorPrimary: globals.primary },
        }}
      >
        <App>
          <Canvas>{engine.bare ? children : <EngineContext.Provider value={env}>{children}</EngineContext.Provider>}</Canvas>
        </App>
      </ConfigProvider>
    </SWRConfig>
  );
}
