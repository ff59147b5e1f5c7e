/** The header: collapse toggle, language switch, the user's avatar and name, log out (confirmed). */
import { useNavigate } from 'react-router';
import { App, Avatar, Button, Space, Typography } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { logout } from '../../engine/auth/api';
import { DEFAULT_AVATAR } from '../../engine/auth/session';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { LangSwitch } from '../lang-switch';
import { APP_NS } from '../locale';
import { displayName, useSession } from '../session-state';

export function TopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useT(APP_NS);
  const { user } = useSession();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logoutTitle'),
      content: t('header.logoutConfirm'),
      okText: t('header.ok'),
      cancelText: t('header.cancel'),
      onOk: async () => {
        await logout();
        navigate(site.loginPath, { replace: true });
      },
    });

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
      />
      <Space size="middle">
        <LangSwitch />
        <Space size="small">
          <Avatar size="small" src={user?.avatar || DEFAULT_AVATAR} />
          <Typography.Text data-testid="user-name">{displayName(user)}</Typography.Text>
        </Space>
        <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="logout">
          {t('header.logout')}
        </Button>
      </Space>
    </div>
  );
}
