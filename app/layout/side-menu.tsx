/**
 * The sidebar (spec §2): the server's menu tree (nested, localised, role-filtered, unique-opened), the
 * current path selected. A web-address / html path opens in /myiframe, or a new window when isOpen is 2.
 * On small screens choosing an item collapses the sidebar (`onChosen`).
 */
import { useMemo, useState, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Empty, Menu, type MenuProps } from 'antd';
import { createElement } from 'react';
import type { MenuNode } from '../../engine/auth/session';
import { useT, type Lang } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { useSession } from '../session-state';
import { ancestorPaths, findMenuNode, isExternal, menuTitle, visibleMenu } from './menu-utils';
import { menuIcon } from '../../plugins/icons/client/icon-set';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[], lang: Lang): Item[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toItems(n.children, lang) : undefined;
    return {
      key: n.path || String(n.id),
      icon: createElement(menuIcon(n.source)),
      label: menuTitle(n, lang),
      children,
    };
  });
}

export function SideMenu({ collapsed, dark, onChosen }: { collapsed: boolean; dark: boolean; onChosen?: () => void }) {
  const { t, lang } = useT(APP_NS);
  const { menu, roles } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nodes = useMemo(() => visibleMenu(menu, roles), [menu, roles]);
  const items = useMemo(() => toItems(nodes, lang), [nodes, lang]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // Open the submenus above the current page when the path (or the menu) changes.
  useEffect(() => {
    const above = ancestorPaths(nodes, pathname);
    if (above?.length) setOpenKeys(above);
  }, [nodes, pathname]);

  if (!nodes.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span style={{ color: 'var(--tc-sider-text)' }}>{t('menu.empty')}</span>}
        style={{ padding: 16 }}
        data-testid="menu-empty"
      />
    );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findMenuNode(nodes, key);
    onChosen?.();
    if (node && isExternal(node.path)) {
      if (node.isOpen === 2) window.open(node.path, '_blank', 'noopener');
      else navigate(`/myiframe/${encodeURIComponent(node.path)}`);
      return;
    }
    navigate(key);
  };

  return (
    <Menu
      theme={dark ? 'dark' : 'light'}
      style={{ borderInlineEnd: 'none' }}
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      // Unique-opened (spec §2): opening one top-level submenu closes its siblings.
      onOpenChange={(keys) => {
        const latest = keys.find((k) => !openKeys.includes(k));
        const chain = latest ? (ancestorPaths(nodes, latest) ?? []) : [];
        setOpenKeys(latest ? [...chain, latest] : keys);
      }}
      onClick={onClick}
    />
  );
}
