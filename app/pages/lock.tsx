/** The lock screen (spec §2, §4): unlock with the password set in the lock dialog, or log out. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Button, Input, Space } from 'antd';
import { logout } from '../../engine/auth/api';
import { DEFAULT_AVATAR } from '../../engine/auth/session';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { displayName, useSession } from '../session-state';
import { lockPref, unlockScreen } from '../shell-state/prefs';

export function LockPage() {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  const { user } = useSession();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const unlock = () => {
    if (!value) return setError(t('lock.required'));
    if (value !== lockPref.get().password) return setError(t('lock.wrong'));
    unlockScreen();
    navigate('/', { replace: true });
  };
  const signOut = async () => {
    await logout();
    navigate(site.loginPath, { replace: true });
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(160deg, #1f2d3d, #324157)',
      }}
      data-testid="lock-screen"
    >
      <Space direction="vertical" align="center" size="middle" style={{ color: '#fff' }}>
        <Avatar size={72} src={user?.avatar || DEFAULT_AVATAR} />
        <div style={{ fontSize: 18 }}>{displayName(user)}</div>
        <Space.Compact>
          <Input.Password
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={unlock}
            placeholder={t('lock.password')}
            aria-label={t('lock.password')}
            style={{ width: 240 }}
            status={error ? 'error' : undefined}
          />
          <Button type="primary" onClick={unlock}>
            {t('lock.unlock')}
          </Button>
        </Space.Compact>
        {error && (
          <div role="alert" style={{ color: '#ff7875' }}>
            {error}
          </div>
        )}
        <Button type="link" style={{ color: '#fff' }} onClick={() => void signOut()}>
          {t('header.logout')}
        </Button>
      </Space>
    </div>
  );
}

export default LockPage;
