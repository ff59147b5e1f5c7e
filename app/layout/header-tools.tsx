/**
 * Small top-bar items (spec §2): colour picker, theme chooser, error-log badge (max 99), full screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Dropdown } from 'antd';
import {
  BgColorsOutlined,
  BugOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { addErrorLog, chunkErrorType, errorLogPref } from '../shell-state/error-log';
import { themePref, THEMES, type ThemeName } from '../shell-state/prefs';
import { palettes } from '../themes';
import type { ColorPickPanel as Panel } from './color-pick-panel';

// The picker module, once loaded (shared by every mount: the header remounts with the shell).
let panel: typeof Panel | undefined;
let loading: Promise<typeof Panel> | undefined;
function loadPanel(): Promise<typeof Panel> {
  loading ??= import('./color-pick-panel').then(
    (m) => (panel = m.ColorPickPanel),
    (e: unknown) => {
      loading = undefined; // a failed download is tried again on the next press
      throw e;
    },
  );
  return loading;
}

/**
 * The colour button. Until the picker module is loaded it is a plain button of the same size (the
 * picker's own trigger); pointing at it or focusing it starts the download, pressing it (mouse, Enter or
 * Space) opens the picker as soon as it is there, and focus stays on the button.
 */
export function ColorPick() {
  const { t } = useT(APP_NS);
  const [Picker, setPicker] = useState(() => panel);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    // The button was re-created inside the picker: give it its focus back.
    if (Picker && hadFocus.current) buttonRef.current?.focus();
  }, [Picker]);
  const prefetch = () => void loadPanel().catch(() => undefined);
  const button = (
    <Button
      ref={buttonRef}
      type="text"
      className="tc-header-item"
      icon={<BgColorsOutlined style={{ color: 'var(--tc-header-accent)' }} />}
      aria-label={t('theme.color')}
      aria-haspopup="dialog"
      data-testid="color-picker"
      onMouseEnter={Picker ? undefined : prefetch}
      onFocus={Picker ? undefined : prefetch}
      onClick={
        Picker
          ? undefined
          : () => {
              hadFocus.current = document.activeElement === buttonRef.current;
              loadPanel().then(
                (loaded) => {
                  setPicker(() => loaded);
                  setOpen(true);
                },
                // The button stays as it is; a later press tries again.
                (e: unknown) => addErrorLog(chunkErrorType(e) ?? 'ChunkLoadError', e, 'color-pick-panel'),
              );
            }
      }
    />
  );
  if (!Picker) return button;
  return (
    <Picker open={open} onOpenChange={setOpen}>
      {button}
    </Picker>
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
