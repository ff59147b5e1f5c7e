/**
 * Plugin pages routed inside the shell (app/plugin-routes.tsx through app/router.tsx's patcher): the
 * fleet fixture plugin (tests/fixtures/plugins/fleet: a declaration and a client half, as a plugin folder
 * brings them) gives a page with a route parameter every signed-in user may open, titled from its
 * declaration in both languages, and a page with a menu entry that shows the 403 page inside the shell to
 * a user whose menu lacks that entry. The console's own workflow plugin routes the leave pages the same way.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createPluginInstaller, type ClientPluginModule } from '../../engine/plugin';
import { registryFromModules } from '../../engine/schema/registry';
import { saveLogin } from '../../engine/auth/session';
import { initI18n } from '../../engine/i18n';
import { pluginRoutes } from '../../app/plugin-routes';
import { refreshSession } from '../../app/session-state';
import { ok, type Recorded, type Reply } from './transport-fake-adapter';
import { renderApp } from './app-fixture';

const fixtureRegistry = registryFromModules(import.meta.glob('../fixtures/plugins/*/plugin.ts', { eager: true }));
const fixtureInstaller = createPluginInstaller(
  import.meta.glob<ClientPluginModule>('../fixtures/plugins/*/client/index.{ts,tsx}'),
);
const fleetRoutes = async (): Promise<RouteObject[]> => pluginRoutes(fixtureRegistry.pluginPages, fixtureInstaller);

/** A server whose menu (`menu/routes`) grants these entries, as leaves of one group. */
const serverGranting =
  (...codes: string[]) =>
  (c: Recorded): Reply => {
    if (c.url.endsWith('/menu/routes'))
      return ok([
        {
          code: 'system',
          name: '系统',
          path: '/system',
          children: codes.map((code) => ({ code, name: code, path: `/${code}` })),
        },
      ]);
    return ok([]);
  };

const tabPaths = () => screen.getAllByTestId('tab').map((t) => t.dataset.path);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initI18n('zh');
  saveLogin({ access_token: 'acc', refresh_token: 'ref', tenant_id: '000000', account: 'admin', real_name: '管理员' });
  refreshSession();
});
afterEach(() => cleanup());

describe('plugin pages', () => {
  it('the fixture declaration gives both pages, each with its plugin', () => {
    expect(fixtureRegistry.pluginPages.map((p) => [p.plugin, p.key, p.route])).toEqual([
      ['fleet', 'car', '/fleet/car/:carId'],
      ['fleet', 'audit', '/fleet/audit'],
    ]);
  });

  it('routes a page with a parameter inside the shell, titled from the declaration (tab and document)', async () => {
    const { router } = renderApp('/fleet/car/7', serverGranting(), { plugins: fleetRoutes });
    expect(await screen.findByTestId('fleet-car', {}, { timeout: 15000 })).toHaveTextContent('car 7');
    expect(screen.getByTestId('shell')).toContainElement(screen.getByTestId('fleet-car'));
    await waitFor(() => expect(document.title).toBe('车辆详情 - 玩具车共享运营平台'));
    await waitFor(() => expect(tabPaths()).toContain('/fleet/car/7'));
    expect(screen.getAllByTestId('tab').find((t) => t.dataset.path === '/fleet/car/7')).toHaveTextContent('车辆详情');
    // Another car: the same route, its own tab.
    await router.navigate('/fleet/car/8');
    await waitFor(() => expect(screen.getAllByTestId('fleet-car').map((e) => e.textContent)).toContain('car 8'));
    expect(tabPaths()).toEqual(expect.arrayContaining(['/fleet/car/7', '/fleet/car/8']));
  });

  it('titles the page in English', async () => {
    initI18n('en');
    renderApp('/fleet/car/A-1', serverGranting(), { plugins: fleetRoutes });
    expect(await screen.findByTestId('fleet-car', {}, { timeout: 15000 })).toHaveTextContent('car A-1');
    await waitFor(() => expect(document.title).toBe('Car details - Toy Car Sharing Console'));
  });

  it('shows the 403 page inside the shell to a user whose menu lacks the page’s entry', async () => {
    renderApp('/fleet/audit', serverGranting('fleet.other'), { plugins: fleetRoutes });
    expect(await screen.findByTestId('shell-error-403', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toContainElement(screen.getByTestId('shell-error-403'));
    expect(screen.queryByTestId('fleet-audit')).toBeNull();
    await waitFor(() => expect(document.title).toBe('车队审计 - 玩具车共享运营平台'));
  });

  it('opens the page for a user whose menu holds its entry', async () => {
    renderApp('/fleet/audit', serverGranting('fleet.audit'), { plugins: fleetRoutes });
    expect(await screen.findByTestId('fleet-audit', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByTestId('shell-error-403')).toBeNull();
  });

  it('a path under a plugin page that no page owns is the 404 page inside the shell', async () => {
    const { router } = renderApp('/fleet/car', serverGranting(), { plugins: fleetRoutes });
    expect(await screen.findByTestId('shell-error-404', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fleet/car');
  });

  it("the console's workflow plugin draws the leave pages inside the shell", async () => {
    const { router } = renderApp('/work/process/leave/form/leave:1:1', serverGranting());
    expect(await screen.findByTestId('leave-form', {}, { timeout: 15000 })).toHaveTextContent('请假申请');
    expect(screen.getByTestId('shell')).toContainElement(screen.getByTestId('leave-form'));
    await waitFor(() => expect(document.title).toBe('请假申请 - 玩具车共享运营平台'));
    await router.navigate('/work/process/leave/detail/p1/b1');
    await waitFor(() => expect(document.title).toBe('请假详情 - 玩具车共享运营平台'));
    expect(router.state.matches.at(-1)?.route.id).toBe('plugin:workflow:leaveDetail');
  });
});
