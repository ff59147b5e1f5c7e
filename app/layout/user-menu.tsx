/** Avatar and name with the dropdown of spec §2: dashboard, user info, log out (confirmed). */
import { useNavigate } from 'react-router';
import { App, Avatar, Dropdown, Space } from 'antd';
import { logout } from '../../engine/auth/api';
import { DEFAULT_AVATAR } from '../../engine/auth/session';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { displayName, useSession } from '../session-state';

export function useLogout() {
  const { t } = useT(APP_NS);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: t('header.logoutTitle'),
      content: t('header.logoutConfirm'),
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        await logout();
        navigate(site.loginPath, { replace: true });
      },
    });
}

export function UserMenu() {
  const { t } = useT(APP_NS);
  const { user } = useSession();
  const navigate = useNavigate();
  const confirmLogout = useLogout();
  const items = [
    { key: '/wel/dashboard', label: t('header.dashboard') },
    { key: '/info/index', label: t('header.userInfo') },
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="logout">{t('header.logout')}</span> },
  ];
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? confirmLogout() : navigate(key)) }}
      trigger={['click']}
    >
      <Space size="small" style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" src={user?.avatar || DEFAULT_AVATAR} />
        {/* A plain span (Typography.Text's line height): antd Typography is ≈ 8 kB gzip of the shell. */}
        <span className="tc-header-item tc-hide-xs" style={{ lineHeight: 1.5714 }} data-testid="user-name">
          {displayName(user)}
        </span>
      </Space>
    </Dropdown>
  );
}
