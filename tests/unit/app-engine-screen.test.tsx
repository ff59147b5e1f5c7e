/** Schema routes render the engine screen inside EngineContext; an unknown route shows 404 inside the shell. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { saveLogin, setPermission } from '../../engine/auth/session';
import { initI18n } from '../../engine/i18n';
import { refreshSession } from '../../app/session-state';
import { ok, type Recorded, type Reply } from './transport-fake-adapter';
import { renderApp } from './app-fixture';

/** The schema groups' chunks, held back on demand: a screen whose schemas are still on their way. */
const chunks = vi.hoisted(() => {
  const gate = { held: false, waiting: [] as Array<() => void>, release: () => {} };
  gate.release = () => {
    gate.held = false;
    for (const go of gate.waiting.splice(0)) go();
  };
  return gate;
});
vi.mock('virtual:schema-index', async (importOriginal) => {
  const real = await importOriginal<typeof import('virtual:schema-index')>();
  const held = (load: (typeof real.groups)[number]) => async () => {
    if (chunks.held) await new Promise<void>((go) => chunks.waiting.push(go));
    return load();
  };
  return { ...real, groups: real.groups.map(held) };
});

const menu = [
  {
    id: '1',
    name: '系统管理',
    path: '/system',
    meta: { i18n: 'System' },
    children: [{ id: '2', name: '参数管理', path: '/system/param', meta: { i18n: 'Parameters' } }],
  },
];

const server = (c: Recorded): Reply => {
  if (c.url.endsWith('/menu/routes')) return ok(menu);
  if (c.url.endsWith('/menu/buttons')) return ok([{ code: 'param_add' }]);
  if (c.url.endsWith('/param/list'))
    return ok({
      records: [{ id: '1', paramName: '站点名称', paramKey: 'site.name', paramValue: 'x' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    });
  return ok([]);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initI18n('zh');
  saveLogin({ access_token: 'acc', refresh_token: 'ref', tenant_id: '000000', account: 'admin', real_name: '管理员' });
  setPermission({ param_add: true });
  refreshSession();
});
afterEach(() => cleanup());

describe('engine screens', () => {
  it('renders the schema screen for its route with the session in EngineContext', async () => {
    const { calls, router } = renderApp('/system/param', server);
    expect(await screen.findByText('站点名称', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/param');
    const page = calls.find((c) => c.url === '/api/blade-system/param/list')!;
    expect(page.params).toMatchObject({ current: 1, size: 10 });
    expect(page.headers.get('Blade-Auth')).toBe('bearer acc');
    await waitFor(() => expect(document.title).toBe('参数管理 - 玩具车共享运营平台'));
  });

  it('opens a screen whose schemas are not loaded yet at once: its tab and a skeleton, then the screen', async () => {
    const { router } = renderApp('/system/param', server);
    expect(await screen.findByText('站点名称', {}, { timeout: 15000 })).toBeInTheDocument();
    chunks.held = true;
    await router.navigate('/areas/area');
    // The navigation does not wait for the area folder's chunk: the new tab's pane shows a skeleton.
    expect(router.state.location.pathname).toBe('/areas/area');
    const pane = () => document.querySelector('[data-pane="/areas/area"]:not([hidden])');
    await waitFor(() => expect(pane()?.querySelector('[data-testid="screen-skeleton"]')).toBeTruthy());
    expect(screen.getAllByTestId('tab').map((t) => t.dataset.path)).toContain('/areas/area');
    chunks.release();
    await waitFor(() => expect(pane()?.querySelector('[data-schema="area.area"]')).toBeTruthy());
    expect(screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
  });

  it('shows the 404 page inside the shell for a path no schema owns, keeping the URL and opening no tab', async () => {
    const { router } = renderApp('/no/such/page', server);
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByTestId('shell-error-404')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toContainElement(screen.getByTestId('shell-error-404'));
    expect(router.state.location.pathname).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('404 - 玩具车共享运营平台'));
    expect(screen.getAllByTestId('tab').map((t) => t.dataset.path)).not.toContain('/no/such/page');
  });

  it('shows the English menu names the server sends in meta', async () => {
    initI18n('en');
    renderApp('/wel/index', server);
    expect(await screen.findByText('System', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home - Toy Car Sharing Console'));
  });
});
