/**
 * The logged-in frame: sidebar from the server menu, header, content outlet. On entry it reloads the menu
 * and the button permissions (the stored copies draw the first frame at once) and keeps the token fresh.
 */
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Layout, Spin, Typography } from 'antd';
import { fetchMenu, fetchPermissions } from '../../engine/auth/api';
import { startTokenCheck } from '../../engine/auth/token-check';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { refreshSession } from '../session-state';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

export function Shell() {
  const { t } = useT(APP_NS);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    // Failures are already toasted by the transport (and a 401 has sent us to /login).
    Promise.allSettled([fetchMenu(), fetchPermissions()]).then(refreshSession);
    return startTokenCheck({ tokenTime: site.tokenTime });
  }, []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} breakpoint="md" onBreakpoint={setCollapsed}>
        <div style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '0 12px' }}>
          <Typography.Text strong ellipsis style={{ color: '#fff', fontSize: collapsed ? 14 : 16 }}>
            {collapsed ? t('siteShort') : t('site')}
          </Typography.Text>
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
          <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </Layout.Header>
        <Layout.Content style={{ margin: 16, minWidth: 0 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export default Shell;
