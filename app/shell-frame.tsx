/**
 * What the logged-in pages need around the shell and the login page does not: antd's App (message and
 * modal following the theme, used through `App.useApp()` by the shell, its pages and the CRUD engine)
 * and the transport's toasts through that message. Loaded with the shell's lazy route, so neither
 * weighs on the login page's first load (issue 5). Leaving the shell (log out → /login) puts the
 * previous notifier back: the App's message holder unmounts with this frame.
 */
import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { configureTransport, transportConfig } from '../engine/data/transport';
import { Shell } from './layout/shell';

// The shell's lazy children are imported from here (see shell-children.ts).
export { loadEngineScreen, loadHomePanels, loadPluginRoutes } from './shell-children';

function TransportToasts() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    const previous = transportConfig().notifier;
    configureTransport({ notifier: { error: (text) => void message.error({ content: text, key: text }) } });
    return () => configureTransport({ notifier: previous });
  }, [message]);
  return null;
}

export function ShellFrame() {
  return (
    <AntApp>
      <TransportToasts />
      <Shell />
    </AntApp>
  );
}
