/**
 * Routes (spec §2) as a data router. Pages are lazy route modules, so the first load of /login carries
 * neither the shell nor the CRUD engine. The guards are loaders: they run before anything renders.
 * - no token → local logout and /login; a logged-in user opening /login → /;
 * - / → /wel/index; unknown paths inside the shell → /404 (the engine screen's loader decides).
 */
import { createBrowserRouter, Outlet, redirect, useRouteError, type RouteObject } from 'react-router';
import { Button, Spin } from 'antd';
import { getToken, localLogout } from '../engine/auth/session';
import { useT } from '../engine/i18n';
import { site } from './config';
import { APP_NS } from './locale';
import { TitleSync, type RouteHandle } from './title';

function RootFrame() {
  return (
    <>
      <TitleSync />
      <Outlet />
    </>
  );
}

/**
 * A page that failed to load (a chunk missing after a deploy, a loader error): offer a reload. Plain
 * markup on purpose: this sits in the first-load bundle, antd's Result illustrations would not.
 */
function RouteError() {
  const { t } = useT(APP_NS);
  console.error(useRouteError());
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p style={{ fontSize: 18, marginBottom: 16 }}>{t('error.500')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}

function requireLogin() {
  if (getToken()) return null;
  localLogout();
  return redirect(site.loginPath);
}

const errorRoute = (code: 403 | 404 | 500): RouteObject => ({
  path: `/${code}`,
  handle: { title: () => String(code) } satisfies RouteHandle,
  lazy: async () => {
    const { ErrorPage } = await import('./pages/error-page');
    return { Component: () => <ErrorPage code={code} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      {
        path: site.loginPath,
        loader: () => (getToken() ? redirect('/') : null),
        handle: { title: ({ t }) => t('login.title') } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/login')).LoginPage }),
      },
      errorRoute(403),
      errorRoute(404),
      errorRoute(500),
      {
        path: '/',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('./layout/shell')).Shell }),
        children: [
          { index: true, loader: () => redirect(site.homePath) },
          { path: 'wel', loader: () => redirect(site.homePath) },
          { path: 'wel/index', lazy: () => import('./pages/welcome').then((m) => ({ Component: m.WelcomePage, handle: m.handle })) },
          { path: '*', lazy: () => import('./screens/engine-screen') },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
