/**
 * The top of the React tree: antd theme and locale (following the i18n language), antd's App (so
 * message / modal use the theme), and the router. It also hands the transport its two UI hooks: toasts
 * through antd App's message, and navigation through the router (401 → /login without a page reload).
 */
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { configureTransport } from '../engine/data/transport';
import { useT } from '../engine/i18n';
import { site } from './config';
import { APP_NS } from './locale';
import { createAppRouter } from './router';

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
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: site.primaryColor } }}>
      <AntApp>
        <TransportBridge router={router} />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
