/**
 * The tab strip (spec §2 Tab bar): one tab per open page, home first; the home tab and a lone tab have
 * no close button. Right-click on a tab and the dropdown at the end both offer clear cache, close
 * others, close all and search menu.
 */
import { useNavigate } from 'react-router';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { closeOthers, closeTab, isClosable, tabsPref } from '../shell-state/tabs';
import { useClearCache } from './clear-cache';

export function TabBar({ active, onSearch }: { active: string; onSearch: () => void }) {
  const { t, lang } = useT(APP_NS);
  const tabs = tabsPref.use();
  const navigate = useNavigate();
  const clearCache = useClearCache();

  const menuFor = (path: string): MenuProps => ({
    items: [
      { key: 'clearCache', label: t('tabs.clearCache') },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
      { key: 'search', label: t('tabs.searchMenu') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'clearCache') clearCache();
      if (key === 'closeOthers') {
        closeOthers(path);
        if (path !== active) navigate(path);
      }
      if (key === 'closeAll') {
        closeOthers();
        navigate(site.homePath);
      }
      if (key === 'search') onSearch();
    },
  });

  const items = tabs.map((tab) => ({
    key: tab.path,
    closable: isClosable(tabs, tab.path),
    label: (
      <Dropdown menu={menuFor(tab.path)} trigger={['contextMenu']}>
        <span data-testid="tab" data-path={tab.path}>
          {tab.title[lang]}
        </span>
      </Dropdown>
    ),
  }));

  return (
    <div className="tc-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const next = closeTab(key, active);
          if (next) navigate(next);
        }}
        tabBarExtraContent={
          <Dropdown menu={menuFor(active)} trigger={['click']}>
            <Button size="small" type="text" aria-label={t('tabs.more')} data-testid="tabs-more">
              {t('tabs.more')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
    </div>
  );
}
