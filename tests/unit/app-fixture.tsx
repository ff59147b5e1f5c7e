/** Renders the console's real routes in a memory router, with the shared transport on a fake adapter. */
import '../../app/boot';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../app/router';
import { configureTransport, http, resetTransport } from '../../engine/data/transport';
import { installFakeAdapter, type Recorded, type Reply } from './transport-fake-adapter';

export function renderApp(path: string, reply: (c: Recorded) => Reply) {
  resetTransport();
  const calls = installFakeAdapter(http, reply);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
