/**
 * Top menu of the header (spec §2): "home" plus the caller's top menus from the server. Choosing one
 * reloads the sidebar with that top menu's tree (home = the whole menu).
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { fetchMenuOf, fetchTopMenus, type TopMenu } from '../../engine/auth/account-api';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { refreshSession } from '../session-state';
import { menuTitle } from './menu-utils';

const HOME = 'home';

export function TopMenuBar() {
  const { t, lang } = useT(APP_NS);
  const [tops, setTops] = useState<TopMenu[]>([]);
  const [current, setCurrent] = useState(HOME);
  useEffect(() => {
    // An older server without top menus simply leaves "home".
    fetchTopMenus().then(setTops, () => setTops([]));
  }, []);
  const items = [
    { key: HOME, label: t('header.home') },
    ...tops.map((m) => ({ key: String(m.id), label: menuTitle({ ...m, path: '' }, lang) })),
  ];
  // Plain buttons rather than a horizontal antd Menu: the menu's overflow measuring hid items at first
  // paint, and its menuitems would share names with the sidebar's.
  const choose = (key: string) => {
    setCurrent(key);
    fetchMenuOf(key === HOME ? undefined : key).then(refreshSession, () => undefined);
  };
  return (
    <nav className="tc-hide-xs tc-top-menu" data-testid="top-menu" aria-label={t('header.topMenu')}>
      {items.map((it) => (
        <Button
          key={it.key}
          type="text"
          className={`tc-header-item${it.key === current ? ' tc-top-active' : ''}`}
          aria-pressed={it.key === current}
          onClick={() => choose(it.key)}
        >
          {it.label}
        </Button>
      ))}
    </nav>
  );
}
