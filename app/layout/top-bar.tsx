/**
 * The header (spec §2 Top bar): collapse toggle, top menu, then search, colour, error log, lock, theme,
 * notices, language, full screen and the user's dropdown.
 */
import { Button, Space } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { LangSwitch } from '../lang-switch';
import { APP_NS } from '../locale';
import { ColorPick, ErrorLogBadge, FullScreenButton, ThemeChooser } from './header-tools';
import { LockButton } from './lock-button';
import { NoticePopover } from './notice-popover';
import { TopMenuBar } from './top-menu';
import { UserMenu } from './user-menu';

export function TopBar({
  collapsed,
  onToggle,
  onSearch,
}: {
  collapsed: boolean;
  onToggle: () => void;
  onSearch: () => void;
}) {
  const { t } = useT(APP_NS);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: '100%' }}>
      <Button
        type="text"
        className="tc-header-item"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
        data-testid="collapse"
      />
      <TopMenuBar />
      <Space size={2} style={{ marginLeft: 'auto' }}>
        <Button
          type="text"
          className="tc-header-item tc-hide-xs"
          icon={<SearchOutlined />}
          aria-label={t('search.title')}
          data-testid="menu-search"
          onClick={onSearch}
        />
        <span className="tc-hide-xs">
          <ColorPick />
        </span>
        <ErrorLogBadge />
        <LockButton />
        <span className="tc-hide-xs">
          <ThemeChooser />
        </span>
        <NoticePopover />
        <LangSwitch />
        <span className="tc-hide-xs">
          <FullScreenButton />
        </span>
        <UserMenu />
      </Space>
    </div>
  );
}
