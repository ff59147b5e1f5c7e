/**
 * Renders the console's real routes in a memory router, with the shared transport on a fake adapter.
 * Plugin pages join as in the app (app/plugin-routes.tsx), unless `plugins` gives other routes (a fixture
 * plugin's).
 */
import '../../app/boot';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appRouterOptions, pluginPatcher, routes } from '../../app/router';
import { configureTransport, http, resetTransport } from '../../engine/data/transport';
import { installFakeAdapter, type Recorded, type Reply } from './transport-fake-adapter';

export function renderApp(
  path: string,
  reply: (c: Recorded) => Reply,
  opts: { plugins?: () => Promise<RouteObject[]> } = {},
) {
  resetTransport();
  const calls = installFakeAdapter(http, reply);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    ...(opts.plugins ? { patchRoutesOnNavigation: pluginPatcher(opts.plugins) } : appRouterOptions()),
  });
  const notifier = { error: (_: string) => {} };
  configureTransport({
    notifier,
    progress: { start() {}, done() {} },
    navigate: (p) => void router.navigate(p, { replace: true }),
  });
  const view = render(
    <ConfigProvider>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>,
  );
  return { router, calls, view };
}
