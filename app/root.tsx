/**
 * The top of the React tree: antd theme (the chosen shell theme and primary colour) and locale
 * (following the i18n language), and the router. It hands the transport its navigation (401 → /login
 * without a page reload). antd's App (message / modal following the theme) and the transport's toasts
 * through it live in the shell's frame (app/shell-frame.tsx): the login page needs neither, and they
 * would weigh on its first load.
 */
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useT } from '../engine/i18n';
import { APP_NS } from './locale';
import { createAppRouter } from './router';
import { colorPref, themePref } from './shell-state/prefs';
import { useReducedMotion } from './shell-state/reduced-motion';
import { themeConfig, themeVars } from './themes';
import { setTransport } from './transport-setup';

/** The app's router, also handed to the transport before any page can send a request. */
function routerWithTransport() {
  const router = createAppRouter();
  setTransport({
    navigate: (path) => {
      if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
    },
  });
  return router;
}

export function Root() {
  const { lang } = useT(APP_NS);
  const [router] = useState(routerWithTransport);
  const themeName = themePref.use();
  const primary = colorPref.use();
  const reducedMotion = useReducedMotion();
  const config = useMemo(() => {
    const base = themeConfig(themeName, primary);
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [themeName, primary, reducedMotion]);

  // Body class and CSS variables for the parts outside antd's tokens (global.css).
  useEffect(() => {
    const body = document.body;
    for (const c of [...body.classList]) if (c.startsWith('theme-')) body.classList.remove(c);
    body.classList.add(`theme-${themeName}`);
    for (const [k, v] of Object.entries(themeVars(themeName, primary)))
      document.documentElement.style.setProperty(k, v);
  }, [themeName, primary]);

  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={config}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
