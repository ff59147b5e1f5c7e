/**
 * Small top-bar items (spec §2): colour picker, theme chooser, error-log badge (max 99), full screen.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, ColorPicker, Dropdown } from 'antd';
import {
  BgColorsOutlined,
  BugOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { errorLogPref } from '../shell-state/error-log';
import { colorPref, themePref, THEMES, type ThemeName } from '../shell-state/prefs';
import { palettes } from '../themes';

const PRESETS = [
  site.primaryColor,
  '#1890ff',
  '#2d8cf0',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#eb2f96',
  '#722ed1',
  '#8a6d3b',
];

export function ColorPick() {
  const { t } = useT(APP_NS);
  const color = colorPref.use();
  return (
    <ColorPicker
      value={color}
      disabledAlpha
      presets={[{ label: t('theme.presets'), colors: PRESETS }]}
      onChangeComplete={(c) => colorPref.set(c.toHexString())}
    >
      <Button
        type="text"
        className="tc-header-item"
        icon={<BgColorsOutlined style={{ color: 'var(--tc-header-accent)' }} />}
        aria-label={t('theme.color')}
        data-testid="color-picker"
      />
    </ColorPicker>
  );
}

export function ThemeChooser() {
  const { t } = useT(APP_NS);
  const current = themePref.use();
  const items = THEMES.map((name) => ({
    key: name,
    label: (
      <span data-testid={`theme-${name}`}>
        <span
          style={{
            display: 'inline-block',
            width: 12,
            height: 12,
            borderRadius: 2,
            marginRight: 8,
            verticalAlign: -1,
            background: palettes[name].sider,
            border: '1px solid #d9d9d9',
          }}
        />
        {t(`theme.names.${name}`)}
      </span>
    ),
  }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [current], onClick: ({ key }) => themePref.set(key as ThemeName) }}
      trigger={['click']}
    >
      <Button
        type="text"
        className="tc-header-item"
        icon={<SkinOutlined />}
        aria-label={t('theme.title')}
        data-testid="theme-chooser"
      />
    </Dropdown>
  );
}

export function ErrorLogBadge() {
  const { t } = useT(APP_NS);
  const logs = errorLogPref.use();
  const navigate = useNavigate();
  return (
    <Badge count={logs.length} overflowCount={99} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        className="tc-header-item"
        icon={<BugOutlined />}
        aria-label={t('errorLog.title')}
        data-testid="error-log-badge"
        onClick={() => navigate('/error-log')}
      />
    </Badge>
  );
}

export function FullScreenButton() {
  const { t } = useT(APP_NS);
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const toggle = () => {
    // Some browsers (and headless ones) refuse; nothing to tell the user beyond the button not changing.
    const p = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void p?.catch(() => undefined);
  };
  return (
    <Button
      type="text"
      className="tc-header-item"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={t(full ? 'header.exitFullscreen' : 'header.fullscreen')}
      onClick={toggle}
    />
  );
}
