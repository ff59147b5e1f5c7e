/**
 * The logged-in frame (spec §2 Shell): sidebar from the server menu, header, tab bar and the kept-alive
 * pages. On entry it reloads the menu and the button permissions (the stored copies draw the first frame
 * at once) and keeps the token fresh. Every navigation opens (or relabels) a tab unless the page says
 * isTab false. A user without a (positive) user id is asked to register (third-party login).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { Layout } from 'antd';
import { fetchMenu, fetchPermissions } from '../../engine/auth/api';
import { getToken } from '../../engine/auth/session';
import { startTokenCheck } from '../../engine/auth/token-check';
import { i18n, useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { needsRegistration, refreshSession, useSession } from '../session-state';
import { collapsePref, themePref } from '../shell-state/prefs';
import { openTab, tabsPref } from '../shell-state/tabs';
import { siderIsDark } from '../themes';
import { opensTab, titleFor, type RouteHandle } from '../title';
import { KeepAlivePanes } from './keep-alive';
import { MenuSearch } from './menu-search';
import { onDemand } from './on-demand';
import { findMenuNode } from './menu-utils';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import { useScreenSize } from './screen-size';

// Only a user who still has to register needs the dialog (and its antd Form).
const RegisterDialog = onDemand(() => import('../register-dialog').then((m) => m.RegisterDialog), 'register-dialog');

export function Shell() {
  const { t } = useT(APP_NS);
  const collapsed = collapsePref.use();
  const themeName = themePref.use();
  const tabs = tabsPref.use();
  const { menu, user } = useSession();
  const { pathname } = useLocation();
  const matches = useMatches();
  const screen = useScreenSize();
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    // Failures are already toasted by the transport (and a 401 has sent us to /login).
    Promise.allSettled([fetchMenu(), fetchPermissions()]).then(refreshSession);
    return startTokenCheck({ tokenTime: site.tokenTime });
  }, []);

  // Below 1200 px (a 1024 laptop, a tablet) the sidebar starts collapsed, leaving the width to the table's
  // key columns; a user who opens it keeps it open until the window changes size class.
  useEffect(() => {
    if (screen !== 'lg') collapsePref.set(true);
  }, [screen]);

  const node = findMenuNode(menu, pathname);
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const isTab = node?.meta?.isTab !== false && opensTab(handle, pathname);
  useEffect(() => {
    // After a logout the shell is still mounted for a moment: it must not reopen tabs for nobody.
    if (!getToken()) return;
    if (!tabsPref.get().some((tab) => tab.path === site.homePath)) {
      openTab({
        path: site.homePath,
        title: { zh: i18n.getFixedT('zh', APP_NS)('wel.title'), en: i18n.getFixedT('en', APP_NS)('wel.title') },
      });
    }
    if (!isTab) return;
    const title = (lang: 'zh' | 'en') =>
      titleFor(matches, pathname, lang, i18n.getFixedT(lang, APP_NS), menu) ?? pathname;
    openTab({ path: pathname, title: { zh: title('zh'), en: title('en') } });
  }, [matches, pathname, menu, isTab]);

  const openPaths = tabs.map((tab) => tab.path);
  const keepAlive = useCallback((path: string) => findMenuNode(menu, path)?.meta?.keepAlive === true, [menu]);
  const dark = siderIsDark(themeName);

  return (
    <Layout className={`screen-${screen}`} style={{ height: '100vh' }} data-testid="shell">
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={220}
        collapsedWidth={screen === 'xs' ? 0 : 64}
        style={{ overflow: 'auto' }}
      >
        <div className="tc-logo" data-testid="logo">
          {collapsed ? t('siteShort') : t('site')}
        </div>
        <SideMenu collapsed={collapsed} dark={dark} onChosen={() => screen === 'xs' && collapsePref.set(true)} />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
          <TopBar
            collapsed={collapsed}
            onToggle={() => collapsePref.set(!collapsed)}
            onSearch={() => setSearching(true)}
          />
        </Layout.Header>
        <TabBar active={pathname} onSearch={() => setSearching(true)} />
        <Layout.Content style={{ minHeight: 0, position: 'relative' }}>
          <KeepAlivePanes openPaths={openPaths} keepAlive={keepAlive} />
        </Layout.Content>
      </Layout>
      <MenuSearch open={searching} onClose={() => setSearching(false)} />
      {needsRegistration(user) && <RegisterDialog />}
    </Layout>
  );
}

export default Shell;
