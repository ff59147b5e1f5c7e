/**
 * The user screen with its plugin: the multi-id cells show names (and nothing for a pending account's
 * '-1'), the grant dialog sends userIds + roleIds, reset shows the server's initial password, and the
 * platform dialog refuses text that is not a JSON object.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../../engine/schema/registry';
import { createMemoryProvider } from '../../../engine/data/memory-provider';
import type { DataProvider } from '../../../engine/data/provider';
import { registerPlugin } from '../../../engine/plugin';
import { CrudPage } from '../../../engine/crud';
import user from '../../../schemas/system/user';
import dicts from '../../../schemas/system/dicts';
import userPlugin from './index';
import { isUserExt } from './PlatformDialog';
import { bodyRows, dialog, fireEvent, renderWithEngine, screen, waitFor, within } from '../../../tests/unit/crud-harness';

beforeAll(() => registerPlugin(userPlugin));

const registry = createRegistry([
  { file: 'schemas/system/user.ts', value: user },
  { file: 'schemas/system/dicts.ts', value: dicts },
]);

function setup() {
  const memory = createMemoryProvider({
    registry,
    rows: {
      'system.user': [
        { id: '1', account: 'ann', name: 'Ann', realName: '安', roleId: '10,11', deptId: '5', status: 1 },
        { id: '2', account: 'newbie', name: 'New', realName: '新', roleId: '-1', deptId: '', status: 0 },
      ],
    },
    options: {
      // BladeX's role/tree answers picker nodes (title), not rows.
      '/api/blade-system/role/tree': [{ id: '10', title: '管理员', children: [{ id: '11', title: '运营人员' }] }],
      '/api/blade-system/dept/tree': [{ id: '5', title: '总部' }],
      '/api/blade-system/post/list?size=1000': [],
    },
  });
  const action = vi.fn(async (_e: unknown, a: { endpoint?: string }) =>
    a.endpoint === 'reset-password' ? { password: '123456' } : undefined,
  );
  const provider: DataProvider = { ...memory, action: action as DataProvider['action'] };
  renderWithEngine(<CrudPage schema={user} />, { provider, registry });
  return { action };
}

const rowOf = (account: string) => bodyRows().find((r) => r.textContent?.includes(account))!;

describe('user screen with the user plugin', () => {
  it('shows role names, nothing for a pending account, and the dept tree filter', async () => {
    setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15000 });
    await waitFor(() => expect(rowOf('ann').textContent).toContain('管理员, 运营人员'));
    expect(rowOf('newbie').textContent).not.toContain('-1');
    expect(within(screen.getByTestId('tree-filter')).getByText('总部')).toBeTruthy();
  });

  it('grant sends the chosen users and the checked roles', async () => {
    const { action } = setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15000 });
    fireEvent.click(rowOf('newbie').querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByRole('button', { name: /角色配置/ }));
    const tree = await screen.findByTestId('grant-role-tree');
    fireEvent.click(await within(tree).findByText('运营人员'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    const [, a, call] = action.mock.calls[0] as unknown as [unknown, { endpoint: string }, { values: object }];
    expect(a.endpoint).toBe('grant');
    expect(call.values).toEqual({ userIds: '2', roleIds: '11' });
  });

  it('reset shows the initial password the server answered', async () => {
    setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 15000 });
    fireEvent.click(rowOf('ann').querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByRole('button', { name: /密码重置/ }));
    await waitFor(() => expect(dialog().textContent).toContain('1 个账号'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog().textContent).toContain('初始密码：123456'));
  });

  it('userExt must be empty or a JSON object', () => {
    expect(isUserExt('')).toBe(true);
    expect(isUserExt('{"a":1}')).toBe(true);
    expect(isUserExt('[1]')).toBe(false);
    expect(isUserExt('{oops')).toBe(false);
  });
});
