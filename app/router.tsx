/**
 * Routes (spec §2) as a data router. Pages are lazy route modules, so the first load of /login carries
 * neither the shell nor the CRUD engine. The guards are loaders: they run before anything renders.
 * - a logged-in user opening /login → /; no token → local logout and /login (unless the stored menu
 *   says the page is `isAuth: false`); a locked screen → /lock;
 * - / → /wel/index; a path inside the shell that no page, schema or plugin owns shows the 404 page inside
 *   the shell, URL kept (the engine screen decides); /403, /404 and /500 are also standalone pages.
 * Plugin pages (plugins/<name>/plugin.ts `pages`) are added to the shell's routes on the first navigation
 * that may reach one (`patchRoutesOnNavigation`, app/plugin-routes.tsx), so neither the declarations nor
 * a client half is in the login page's or the shell's first load.
 * Every lazy import fails as a ChunkLoadError after 120 s instead of hanging (spec §8).
 * The shell and the lock page load the transport alongside (app/transport-setup.ts): their modules
 * import it statically, and it must carry the app's settings before their first request.
 */
import {
  createBrowserRouter,
  Outlet,
  redirect,
  useRouteError,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { Button } from 'antd';
import { getMenu, getToken, localLogout } from '../engine/auth/session';
import { useT } from '../engine/i18n';
import { site } from './config';
import { findMenuNode } from './layout/menu-utils';
import { APP_NS } from './locale';
import { addErrorLog, chunkErrorType, withChunkTimeout } from './shell-state/error-log';
import { isLocked } from './shell-state/prefs';
import { TitleSync, type RouteHandle } from './title';
import { loadTransport } from './transport-setup';

function RootFrame() {
  return (
    <>
      <TitleSync />
      <Outlet />
    </>
  );
}

/**
 * A page that failed to load (a chunk missing after a deploy, a loader error): log it and offer a
 * reload. Plain markup on purpose: this sits in the first-load bundle.
 */
function RouteError() {
  const { t } = useT(APP_NS);
  const error = useRouteError();
  console.error(error);
  addErrorLog(chunkErrorType(error) ?? 'error', error, 'route');
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p style={{ fontSize: 18, marginBottom: 16 }}>{t('error.500')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}

/** Pages the stored menu marks `meta.isAuth === false` are open to everyone (spec §2 guard). */
const isPublicMenuPage = (path: string) => findMenuNode(getMenu(), path)?.meta?.isAuth === false;

function requireLogin({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!getToken()) {
    if (isPublicMenuPage(path)) return null;
    localLogout();
    return redirect(site.loginPath);
  }
  if (isLocked()) return redirect(site.lockPath);
  return null;
}

/**
 * While the first route module loads: a bare centred spinner in plain CSS, not antd's `Spin fullscreen`,
 * whose styles would sit in the first-load bundle for a fraction of a second's use.
 */
const SPIN_CSS = '@keyframes route-loading{to{transform:rotate(360deg)}}';
function Loading() {
  return (
    <div aria-busy="true" style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <style>{SPIN_CSS}</style>
      <div
        role="progressbar"
        aria-label="loading"
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: '3px solid rgba(0, 0, 0, 0.08)',
          borderTopColor: 'var(--tc-primary, #409eff)',
          animation: 'route-loading 0.8s linear infinite',
        }}
      />
    </div>
  );
}

const page = (load: () => Promise<Record<string, unknown>>, name: string, handle?: RouteHandle) => ({
  ...(handle ? { handle } : {}),
  lazy: async () => {
    const m = await withChunkTimeout(load, name);
    return {
      Component: (m.default ?? m.Component) as () => React.ReactNode,
      ...(m.handle ? { handle: m.handle } : {}),
    };
  },
});

const errorRoute = (code: 403 | 404 | 500): RouteObject => ({
  path: `/${code}`,
  handle: { title: () => String(code) } satisfies RouteHandle,
  lazy: async () => {
    const { ErrorPage } = await withChunkTimeout(() => import('./pages/error-page'), 'error-page');
    return { Component: () => <ErrorPage code={code} /> };
  },
});

/** Id of the shell's route: plugin pages are patched in as its children. */
export const SHELL_ROUTE_ID = 'shell';

/** The shell's module, through which its lazy children are imported (app/shell-children.ts). */
const shellFrame = () => import('./shell-frame');

/**
 * The schema screens (one lazy route module) with every plugin's client half loaded alongside, not after:
 * a schema action may name any plugin's handler, and a column any plugin's value type.
 */
const engineScreen = () => withChunkTimeout(() => shellFrame().then((m) => m.loadEngineScreen()), 'engine-screen');

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        path: site.loginPath,
        loader: () => (getToken() ? redirect('/') : null),
        ...page(() => import('./pages/login'), 'login', { title: ({ t }) => t('login.title') }),
      },
      {
        path: site.lockPath,
        loader: () => (getToken() ? null : redirect(site.loginPath)),
        ...page(() => Promise.all([import('./pages/lock'), loadTransport()]).then(([m]) => m), 'lock', {
          title: ({ t }) => t('lock.title'),
        }),
      },
      errorRoute(403),
      errorRoute(404),
      errorRoute(500),
      {
        id: SHELL_ROUTE_ID,
        path: '/',
        loader: requireLogin,
        shouldRevalidate: () => true,
        lazy: async () => {
          const load = () => Promise.all([shellFrame(), loadTransport()]).then(([m]) => m);
          return { Component: (await withChunkTimeout(load, 'shell')).ShellFrame };
        },
        children: [
          { index: true, loader: () => redirect(site.homePath) },
          { path: 'wel', loader: () => redirect(site.homePath) },
          { path: 'wel/index', ...page(() => import('./pages/welcome'), 'welcome') },
          { path: 'wel/dashboard', ...page(() => import('./pages/dashboard'), 'dashboard') },
          { path: 'test/index', ...page(() => import('./pages/test-page'), 'test-page') },
          { path: 'info/index', ...page(() => import('./pages/info'), 'info') },
          { path: 'error-log', ...page(() => import('./pages/error-log'), 'error-log') },
          { path: 'myiframe/*', ...page(() => import('./pages/iframe'), 'iframe') },
          // Plugin pages join here (pluginPatcher); whatever else is a schema screen or the 404 page.
          { path: '*', lazy: engineScreen },
        ],
      },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];

/**
 * Adds the plugin pages to the shell's routes, once, on the first navigation React Router cannot match
 * exactly (a path under the shell's `*` or with parameters: where a plugin page may be). `load` gives the
 * routes (app/plugin-routes.tsx; a test gives its own fixture plugin's). A failed load is tried again on
 * the next such navigation.
 */
export function pluginPatcher(load: () => Promise<RouteObject[]>): PatchRoutesOnNavigationFunction {
  let pending: Promise<RouteObject[]> | undefined;
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const loading = (pending ??= load());
    let children: RouteObject[];
    try {
      children = await loading;
    } catch (e) {
      if (pending === loading) pending = undefined;
      throw e;
    }
    if (patched || signal.aborted) return;
    patch(SHELL_ROUTE_ID, children);
    patched = true;
  };
}

const appPluginRoutes = () => withChunkTimeout(() => shellFrame().then((m) => m.loadPluginRoutes()), 'plugin-routes');

/** Options of the console's router (a fresh patcher per router). */
export const appRouterOptions = () => ({ patchRoutesOnNavigation: pluginPatcher(appPluginRoutes) });

export const createAppRouter = () => createBrowserRouter(routes, appRouterOptions());
