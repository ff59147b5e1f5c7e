/**
 * A menu group none of whose children the caller may see is not shown (it would open nothing but a
 * 404): in visibleMenu, recursively, and so in the sidebar and the menu search of the real shell.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuNode } from '../../engine/auth/session';
import { saveLogin, setRoles } from '../../engine/auth/session';
import { initI18n } from '../../engine/i18n';
import { isMenuGroup, visibleMenu } from '../../app/layout/menu-utils';
import { refreshSession } from '../../app/session-state';
import { ok, type Recorded, type Reply } from './transport-fake-adapter';
import { renderApp } from './app-fixture';

const adminOnly = { roles: ['administrator'] };

/** What a tenant operator's menu may hold: groups whose entries are all the platform administrator's. */
const menu: MenuNode[] = [
  {
    id: '1',
    name: '系统管理',
    path: '/system',
    sort: 1,
    children: [
      { id: '11', name: '参数管理', path: '/system/param', children: [] },
      { id: '12', name: '租户管理', path: '/system/tenant', meta: adminOnly },
      // A sub-group whose only entry is hidden: hidden too.
      { id: '13', name: '高级设置', path: '/system/advanced', children: [{ id: '131', name: '密钥', path: '/system/advanced/key', meta: adminOnly }] },
    ],
  },
  {
    id: '2',
    name: '研发工具',
    path: '/tool',
    sort: 2,
    children: [
      { id: '21', name: '代码生成', path: '/tool/code', meta: adminOnly },
      { id: '22', name: '数据源', path: '/tool/datasource', meta: adminOnly },
    ],
  },
  // Only a button below it (category 2 never shows).
  { id: '3', name: '按钮组', path: '/buttons', sort: 3, children: [{ id: '31', name: '新增', path: '', category: 2 }] },
  // A group by its own word, its children not sent.
  { id: '4', name: '空组', path: '/empty', sort: 4, hasChildren: true },
  // A page at the top level (a leaf, even with BladeX's empty children list).
  { id: '5', name: '工作台', path: '/desk/notice', sort: 5, children: [] },
];

describe('visibleMenu', () => {
  it('drops groups with no visible children, recursively, and keeps leaves', () => {
    const seen = visibleMenu(menu, ['operator']);
    expect(seen.map((n) => n.name)).toEqual(['系统管理', '工作台']);
    expect(seen[0].children?.map((n) => n.name)).toEqual(['参数管理']);
  });

  it('keeps every group for a caller who may see their entries', () => {
    const seen = visibleMenu(menu, ['administrator']);
    expect(seen.map((n) => n.name)).toEqual(['系统管理', '研发工具', '工作台']);
    expect(seen[0].children?.map((n) => n.name)).toEqual(['参数管理', '租户管理', '高级设置']);
  });

  it('tells groups from leaves', () => {
    expect(isMenuGroup(menu[1])).toBe(true);
    expect(isMenuGroup(menu[3])).toBe(true);
    expect(isMenuGroup(menu[4])).toBe(false);
    expect(isMenuGroup({ name: '参数', path: '/p' })).toBe(false);
  });
});

describe('the shell', () => {
  const server = (c: Recorded): Reply => (c.url.endsWith('/menu/routes') ? ok(menu) : ok([]));

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    initI18n('zh');
    saveLogin({ access_token: 'acc', refresh_token: 'ref', tenant_id: '000001', account: 'op', real_name: '运营' });
    setRoles(['operator']);
    refreshSession();
  });
  afterEach(() => cleanup());

  it('shows no empty group in the sidebar nor in the menu search', async () => {
    renderApp('/wel/index', server);
    const sider = () => document.querySelector('.ant-layout-sider') as HTMLElement;
    await waitFor(() => expect(within(sider()).getByText('系统管理')).toBeInTheDocument(), { timeout: 15000 });
    expect(within(sider()).getByText('工作台')).toBeInTheDocument();
    for (const hidden of ['研发工具', '按钮组', '空组']) expect(within(sider()).queryByText(hidden)).toBeNull();

    fireEvent.click(screen.getByTestId('menu-search'));
    const hits = async () => (await screen.findAllByTestId('search-hit')).map((h) => h.textContent);
    await waitFor(async () => expect(await hits()).toEqual(['参数管理', '工作台']));
  });
});
