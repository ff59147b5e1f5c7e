/**
 * The top of the React tree: antd theme (the chosen shell theme and primary colour) and locale
 * (following the i18n language), antd's App (so message / modal use the theme), and the router. It also
 * hands the transport its two UI hooks: toasts through antd App's message, and navigation through the
 * router (401 → /login without a page reload).
 */
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { configureTransport } from '../engine/data/transport';
import { useT } from '../engine/i18n';
import { APP_NS } from './locale';
import { createAppRouter } from './router';
import { colorPref, themePref } from './shell-state/prefs';
import { themeConfig, themeVars } from './themes';

function TransportBridge({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { message } = AntApp.useApp();
  useEffect(() => {
    configureTransport({
      notifier: { error: (text) => void message.error({ content: text, key: text }) },
      navigate: (path) => {
        if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
      },
    });
  }, [message, router]);
  return null;
}

export function Root() {
  const { lang } = useT(APP_NS);
  const [router] = useState(createAppRouter);
  const themeName = themePref.use();
  const primary = colorPref.use();
  const config = useMemo(() => themeConfig(themeName, primary), [themeName, primary]);

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
      <AntApp>
        <TransportBridge router={router} />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
