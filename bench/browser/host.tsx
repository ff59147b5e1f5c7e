/**
 * The bench page's host: the same providers the console gives an engine screen (antd App +
 * ConfigProvider, SWR, EngineContext) over the in-memory provider, with a fresh SWR cache per mount so
 * every measured render fetches (no cached rows).
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { SWRConfig } from 'swr';
import { EngineContext, type EngineEnv } from '../../engine/data/context';
import type { DataProvider } from '../../engine/data/provider';
import type { Registry } from '../../engine/schema/registry';

export function Host({
  provider,
  registry,
  children,
}: {
  provider: DataProvider;
  registry: Registry;
  children: ReactNode;
}) {
  const env: EngineEnv = { provider, registry, tenantId: '000000', permissions: 'all', userKey: 'bench' };
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConfigProvider locale={zhCN}>
        <App>
          <EngineContext.Provider value={env}>{children}</EngineContext.Provider>
        </App>
      </ConfigProvider>
    </SWRConfig>
  );
}

/** A fresh root in a fresh container; `unmount()` removes both. */
export function mount(node: ReactNode): { root: Root; container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  container.style.width = '1400px';
  document.getElementById('root')!.appendChild(container);
  const root = createRoot(container);
  root.render(node);
  return {
    root,
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
