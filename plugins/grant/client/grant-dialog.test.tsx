/**
 * The grant plugin's dialog over a fake provider: it loads every tab's tree and the selected rows' stored
 * keys, pre-checks leaves and derives half-checked parents, saves the right payload, toasts, refreshes and
 * closes; a one-tab role set in English with search; the empty and failed states; the password reset view.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/data/provider';
import type { Action, EntitySchema } from '../../../engine/schema/model';
import type { PluginActionView } from '../../../engine/plugin';
import type { Lang } from '../../../engine/i18n';
import grantPlugin from './index';
import role from '../../../schemas/system/role';
import factoryRole from '../../../schemas/factory/role';
import factoryAccount from '../../../schemas/factory/account';
import { button, dialog, renderWithEngine } from '../../../tests/unit/crud-harness';

interface Call {
  path: string;
  method: string;
  values: Record<string, unknown>;
}

/** A provider that answers grant calls by path and records them; every other method is unused here. */
function fakeProvider(answers: Record<string, unknown | Error>) {
  const calls: Call[] = [];
  const action: DataProvider['action'] = async (entity, a, call) => {
    const path = `/api/${entity.api.service}/${entity.api.entity}/${a.endpoint ?? a.key}`;
    calls.push({
      path,
      method: a.method ?? 'POST',
      values: { ...call.values, ...(call.rows.length && { id: call.rows[0].id }) },
    });
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  // The save goes through submit (it keeps empty lists), at the entity's `ops.submit` path.
  const submit: DataProvider['submit'] = async (entity, row) => {
    calls.push({
      path: `/api/${entity.api.service}/${entity.api.entity}/${entity.api.ops?.submit}`,
      method: 'POST',
      values: row,
    });
  };
  const unused = () => Promise.reject(new Error('not used'));
  const provider = {
    page: unused,
    list: unused,
    lazyTree: unused,
    detail: unused,
    submit,
    remove: unused,
    action,
    download: unused,
    dictionaries: async () => ({}),
    options: unused,
  } as unknown as DataProvider;
  return { provider, calls };
}

const actionOf = (schema: EntitySchema, key: string) => schema.actions!.find((a) => a.key === key) as Action;

function open(
  schema: EntitySchema,
  key: string,
  rows: Array<Record<string, unknown>>,
  provider: DataProvider,
  lang: Lang = 'zh',
) {
  const view = grantPlugin.actions[key as 'grant'] as PluginActionView;
  const refresh = vi.fn();
  const onClose = vi.fn();
  const View = view.component;
  renderWithEngine(
    <View
      schema={schema}
      action={actionOf(schema, key)}
      rows={rows}
      provider={provider}
      lang={lang}
      refresh={refresh}
      onClose={onClose}
    />,
    { lang },
  );
  return { refresh, onClose };
}

/** The tree node whose title is exactly this text. */
function node(title: string): HTMLElement {
  const hit = Array.from(document.querySelectorAll<HTMLElement>('.ant-tree-treenode')).find(
    (n) => n.querySelector('.ant-tree-title')?.textContent === title,
  );
  if (!hit) throw new Error(`No tree node "${title}"`);
  return hit;
}
/** Tree rows on screen (not rc-tree's hidden measuring row). */
const shownNodes = () => document.querySelectorAll('.ant-tree-treenode:not([aria-hidden])').length;
const box = (title: string) => node(title).querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (title: string) => box(title).classList.contains('ant-tree-checkbox-checked');
const isHalf = (title: string) => box(title).classList.contains('ant-tree-checkbox-indeterminate');

const MENU_TREE = [
  {
    id: '1',
    title: '系统管理',
    children: [
      { id: '11', title: '参数管理' },
      { id: '12', title: '字典管理', children: [{ id: '121', title: '新增字典' }] },
    ],
  },
  { id: '2', title: '工作台' },
];

const ROLE_ANSWERS = {
  '/api/blade-system/menu/grant-tree': {
    menu: MENU_TREE,
    dataScope: [
      {
        id: 'd',
        title: '参数管理',
        children: [
          { id: 'd1', title: '本部门' },
          { id: 'd2', title: '全部' },
        ],
      },
    ],
    apiScope: [],
  },
  // 1 is stored although 12 is not granted: the folder must show half-checked, not grant 12.
  '/api/blade-system/menu/role-tree-keys': { menu: ['1', '11'], dataScope: ['d1'], apiScope: [] },
  '/api/blade-system/role/grant': {},
};

describe('grant dialog', () => {
  it('role grant: three tabs, leaves pre-checked, parents derived, the saved payload', async () => {
    const { provider, calls } = fakeProvider(ROLE_ANSWERS);
    const rows = [
      { id: '5', roleName: '运营' },
      { id: '6', roleName: '客服' },
    ];
    const { refresh, onClose } = open(role, 'grant', rows, provider);
    expect(await screen.findByText('权限设置 · 运营、客服')).toBeInTheDocument();
    await screen.findByText('参数管理');
    expect(calls.map((c) => [c.method, c.path, c.values])).toEqual([
      ['GET', '/api/blade-system/menu/grant-tree', {}],
      ['GET', '/api/blade-system/menu/role-tree-keys', { roleIds: '5,6' }],
    ]);
    expect(screen.getByText('将以当前勾选覆盖所选 2 条记录的权限')).toBeInTheDocument();
    expect(['菜单权限', '数据权限', '接口权限'].every((t) => screen.getByRole('tab', { name: t }))).toBe(true);
    expect(isChecked('参数管理')).toBe(true);
    expect(isChecked('字典管理')).toBe(false);
    expect(isHalf('系统管理')).toBe(true);
    expect(isChecked('工作台')).toBe(false);

    // Checking 字典管理 checks its button too and completes the folder.
    await act(async () => fireEvent.click(box('字典管理')));
    expect(isChecked('系统管理')).toBe(true);
    await act(async () => fireEvent.click(button('保存', dialog())));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const save = calls[2];
    expect(save.method).toBe('POST');
    expect(save.path).toBe('/api/blade-system/role/grant');
    expect(save.values.roleIds).toBe('5,6');
    expect(String(save.values.menuIds).split(',').sort()).toEqual(['1', '11', '12', '121']);
    expect(save.values).toMatchObject({ dataScopeIds: 'd1,d', apiScopeIds: '' });
    expect(await screen.findByText('权限设置成功')).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('saving without changes sends the stored leaves and their parents, half-checked ones included', async () => {
    const { provider, calls } = fakeProvider(ROLE_ANSWERS);
    const { onClose } = open(role, 'grant', [{ id: '5', roleName: '运营' }], provider);
    await screen.findByText('参数管理');
    fireEvent.click(screen.getByRole('tab', { name: '接口权限' }));
    expect(await screen.findByText('暂无可分配的数据')).toBeInTheDocument();
    await act(async () => fireEvent.click(button('保存', dialog())));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // 1 is half-checked (12 is not granted): stored again so the folder stays reachable, 12 stays out.
    expect(calls[2].values).toEqual({ roleIds: '5', menuIds: '11,1', dataScopeIds: 'd1,d', apiScopeIds: '' });
  });

  it('factory role grant in English: one tree, English names, search, expand all, check all', async () => {
    const { provider, calls } = fakeProvider({
      '/api/share-factory/factorymenu/grant-tree': {
        menu: [
          {
            id: '7',
            title: '生产管理',
            nameEn: 'Production',
            children: [{ id: '71', title: '出厂编码', nameEn: 'Factory codes' }],
          },
          {
            id: '8',
            title: '质量检测',
            nameEn: 'Quality',
            children: [{ id: '81', title: '检测记录', nameEn: 'Inspections' }],
          },
        ],
      },
      '/api/share-factory/factorymenu/checkTree': { menu: ['81'] },
      '/api/share-factory/factoryrole/grant': {},
    });
    const { onClose } = open(factoryRole, 'grant', [{ id: '3', roleName: 'assembler' }], provider, 'en');
    expect(await screen.findByText('Grant · assembler')).toBeInTheDocument();
    await screen.findByText('Inspections');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(isChecked('Inspections')).toBe(true);
    expect(isChecked('Quality')).toBe(true);
    expect(isChecked('Production')).toBe(false);

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'codes' } });
    expect(node('Factory codes').querySelector('mark')).not.toBeNull();
    expect(node('Inspections').querySelector('mark')).toBeNull();
    fireEvent.click(button('Collapse all', dialog()));
    expect(shownNodes()).toBe(2);
    fireEvent.click(button('Expand all', dialog()));
    expect(shownNodes()).toBe(4);
    fireEvent.click(button('Check all', dialog()));
    await act(async () => fireEvent.click(button('Save', dialog())));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[1].values).toEqual({ roleIds: '3' });
    expect(calls[2]).toMatchObject({
      path: '/api/share-factory/factoryrole/grant',
      values: { roleIds: '3', menuIds: '7,71,8,81' },
    });
    expect(await screen.findByText('Grants saved')).toBeInTheDocument();
  });

  it('a failed load shows the error and retries; the tree is keyboard-checkable', async () => {
    let fail = true;
    const tree = { menu: [{ id: '1', title: '门店管理' }] };
    const { provider } = fakeProvider({ '/api/toycar-merchant/merchantmenu/checkTree': { menu: [] } });
    const action = provider.action;
    provider.action = (entity, a, call) =>
      a.endpoint === 'grant-tree'
        ? fail
          ? Promise.reject(new Error('网络错误'))
          : Promise.resolve(tree)
        : action(entity, a, call);
    const merchantRole = (await import('../../../schemas/merchant/role')).default;
    open(merchantRole, 'grant', [{ id: '9', roleName: '店长' }], provider);
    expect(await screen.findByText('加载失败：网络错误')).toBeInTheDocument();
    expect(button('保存', dialog())).toBeDisabled();
    fail = false;
    fireEvent.click(button('重试', dialog()));
    await screen.findByText('门店管理');
    expect(screen.getByRole('tree', { name: '菜单权限' })).toBeInTheDocument();
    // rc-tree listens on its focusable input: Tab lands there, arrows move, Enter checks.
    const keys = screen.getByLabelText('for screen reader');
    await act(async () => fireEvent.focus(keys));
    await act(async () => fireEvent.keyDown(keys, { key: 'ArrowDown', keyCode: 40, which: 40 }));
    await act(async () => fireEvent.keyDown(keys, { key: 'Enter', keyCode: 13, which: 13 }));
    await waitFor(() => expect(isChecked('门店管理')).toBe(true));
  });

  it('reset password: confirm, then show the password the server answered', async () => {
    const { provider, calls } = fakeProvider({ '/api/share-factory/factoryaccount/updatePWD': { password: '123456' } });
    const { refresh } = open(factoryAccount, 'resetPassword', [{ id: '4', account: 'worker1' }], provider);
    expect(await screen.findByText('确定将「worker1」的密码重置为初始密码？')).toBeInTheDocument();
    await act(async () => fireEvent.click(button('确定', dialog())));
    expect(await screen.findByText('新密码：123456')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/api/share-factory/factoryaccount/updatePWD', method: 'GET', values: { id: '4' } },
    ]);
    expect(refresh).toHaveBeenCalled();
  });
});
