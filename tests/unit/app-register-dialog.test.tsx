/** The third-party registration dialog (spec §2, §5, §8): who sees it, the checks in order, the outcome. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../app/boot';
import { needsRegistration, RegisterDialog, registrationProblem } from '../../app/register-dialog';
import { refreshSession } from '../../app/session-state';
import { setToken, setUserInfo, getToken } from '../../engine/auth/session';
import { http, resetTransport, configureTransport } from '../../engine/data/transport';
import { initI18n } from '../../engine/i18n';
import { installFakeAdapter, ok, type Recorded, type Reply } from './transport-fake-adapter';

function renderDialog(reply: (c: Recorded) => Reply) {
  resetTransport();
  const calls = installFakeAdapter(http, reply);
  configureTransport({ notifier: { error() {} }, progress: { start() {}, done() {} } });
  const router = createMemoryRouter(
    [
      { path: '/wel/index', element: <RegisterDialog /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/wel/index'] },
  );
  render(
    <AntApp>
      <RouterProvider router={router} />
    </AntApp>,
  );
  return { calls, router };
}

beforeEach(() => {
  localStorage.clear();
  initI18n('zh');
  setToken('guest-token');
  setUserInfo({ user_id: '-1', oauth_id: 'oauth-9', tenant_id: '000000' });
  refreshSession();
});
afterEach(() => cleanup());

describe('who registers', () => {
  it('users with no or a negative user id', () => {
    expect(needsRegistration({ user_id: '' })).toBe(true);
    expect(needsRegistration({ user_id: '-1' })).toBe(true);
    expect(needsRegistration({})).toBe(true);
    expect(needsRegistration({ user_id: '1123598821738675201' })).toBe(false);
    expect(needsRegistration(undefined)).toBe(false);
  });
});

describe('checks in the order of spec §5', () => {
  it('tenant, account, password, mismatch', () => {
    expect(registrationProblem({}, true)).toBe('register.tenantRequired');
    expect(registrationProblem({ tenantId: '000000' }, true)).toBe('register.accountRequired');
    expect(registrationProblem({ account: 'a' }, false)).toBe('register.passwordRequired');
    expect(registrationProblem({ account: 'a', password: 'x' }, false)).toBe('register.passwordRequired');
    expect(registrationProblem({ account: 'a', password: 'x', password2: 'y' }, false)).toBe('register.mismatch');
    expect(registrationProblem({ account: 'a', password: 'x', password2: 'x' }, false)).toBeUndefined();
  });
});

describe('the dialog', () => {
  const server =
    (answer: Reply) =>
    (c: Recorded): Reply => {
      if (c.url.endsWith('/tenant/info')) return ok(null);
      if (c.url.endsWith('/register-guest')) return answer;
      return ok(null);
    };

  it('shows the messages in order, then submits, tells the user and logs out to /login', async () => {
    const { calls, router } = renderDialog(server(ok(null)));
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: /提\s*交/ });
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('20%');
    await user.click(submit);
    expect(await screen.findByText('请先输入租户编号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('租户编号'), '000000');
    await user.click(submit);
    expect(await screen.findByText('请先输入账号名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('账号名称'), 'guest1');
    await user.click(submit);
    expect(await screen.findByText('请先输入密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'pw1');
    await user.type(screen.getByLabelText('确认密码'), 'pw2');
    await user.click(submit);
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'pw1');
    await user.click(submit);
    expect(await screen.findByText('注册申请已提交,请耐心等待管理员通过!')).toBeInTheDocument();
    expect(screen.getAllByText('注册提示').length).toBeGreaterThan(0);
    const sent = calls.find((c) => c.url.endsWith('/register-guest'))!;
    expect(sent.params).toMatchObject({
      tenantId: '000000',
      account: 'guest1',
      oauthId: 'oauth-9',
      password: '6e6fdf956d04289354dcf1619e28fe77',
    });
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
  });

  it('shows the server message on failure, else 提交失败', async () => {
    renderDialog(server({ status: 400, data: { code: 400, success: false, msg: '该账号已存在' } }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('租户编号'), '000000');
    await user.type(screen.getByLabelText('账号名称'), 'guest1');
    await user.type(screen.getByLabelText('密码'), 'pw1');
    await user.type(screen.getByLabelText('确认密码'), 'pw1');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('该账号已存在')).toBeInTheDocument();
  });
});
