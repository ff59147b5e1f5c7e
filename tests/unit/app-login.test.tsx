/** The login page, the route guards and the shell, on the real routes (fake adapter, no server). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken, setTenantId } from '../../engine/auth/session';
import { initI18n } from '../../engine/i18n';
import { refreshSession } from '../../app/session-state';
import { ok, type Recorded, type Reply } from './transport-fake-adapter';
import { renderApp } from './app-fixture';

const captcha = { key: 'cap-1', image: 'data:image/png;base64,iVBORw0KGgo=' };
const tokenBody = { access_token: 'acc', refresh_token: 'ref', tenant_id: '000000', user_id: '1', account: 'admin', real_name: '管理员', role_name: 'administrator' };
const menu = [{ id: '1', name: '系统管理', path: '/system', source: 'setting', meta: { i18n: 'System' }, children: [{ id: '2', name: '参数管理', path: '/system/param', meta: { i18n: 'Parameters' } }] }];

function server(overrides: (c: Recorded) => Reply | undefined = () => undefined) {
  return (c: Recorded): Reply => {
    const o = overrides(c);
    if (o) return o;
    if (c.url.endsWith('/oauth/captcha')) return { status: 200, data: captcha };
    if (c.url.endsWith('/oauth/token')) return { status: 200, data: tokenBody };
    if (c.url.endsWith('/menu/routes')) return ok(menu);
    if (c.url.endsWith('/menu/buttons')) return ok([{ code: 'param', children: [{ code: 'param_add' }] }]);
    if (c.url.endsWith('/oauth/logout')) return ok(null);
    return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initI18n('zh');
  refreshSession();
});
afterEach(() => cleanup());

describe('login page', () => {
  it('shows the captcha, sends the contract login and enters the shell', async () => {
    const { calls, router } = renderApp('/login', server());
    // The first test also pays for loading the lazy route modules.
    const img = await screen.findByAltText('验证码，点击刷新', {}, { timeout: 8000 });
    expect(img).toHaveAttribute('src', captcha.image);
    await waitFor(() => expect(document.title).toBe('登录 - 玩具车共享运营平台'));
    expect(screen.getByLabelText('租户编号')).toHaveValue('000000');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    const login = calls.find((c) => c.url.endsWith('/oauth/token'))!;
    expect(login.method).toBe('POST');
    expect(login.params).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3',
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    expect(login.headers.get('Captcha-Key')).toBe('cap-1');
    expect(login.headers.get('Captcha-Code')).toBe('ab12');
    expect(login.headers.get('Tenant-Id')).toBe('000000');
    expect(getToken()).toBe('acc');

    // The shell's lazy modules load on first use: allow for it.
    expect(await screen.findByText('欢迎回来，管理员', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('系统管理')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('管理员');
    await waitFor(() => expect(document.title).toBe('首页 - 玩具车共享运营平台'));
    expect(calls.some((c) => c.url === '/api/blade-system/menu/buttons')).toBe(true);
  });

  it('shows error_description and fetches a fresh captcha when the login is refused', async () => {
    const { calls, router } = renderApp(
      '/login',
      server((c) => (c.url.endsWith('/oauth/token') ? { status: 400, data: { error_code: 400, error_description: '用户名或密码错误' } } : undefined)),
    );
    await screen.findByAltText('验证码，点击刷新', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.type(screen.getByLabelText('验证码'), 'zz99');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/oauth/captcha'))).toHaveLength(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('switches to English', async () => {
    renderApp('/login', server());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Account')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in - Toy Car Sharing Console'));
    expect(screen.getByRole('button', { name: 'English' })).toBeDisabled();
    expect(localStorage.getItem('toycar-language')).toContain('"en"');
  });
});

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = renderApp('/wel/index', server());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a logged-in user from /login and / to the home page', async () => {
    setToken('acc');
    setTenantId('000000');
    refreshSession();
    const { router } = renderApp('/login', server());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });

  it('returns to /login when a call answers 401', async () => {
    setToken('stale');
    refreshSession();
    const { router } = renderApp('/wel/index', server((c) => (c.url.endsWith('/menu/routes') ? { status: 401, data: { code: 401, msg: '请求未授权' } } : undefined)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
  });

  it('logs out after confirmation', async () => {
    setToken('acc');
    refreshSession();
    const { router, calls } = renderApp('/wel/index', server());
    const user = userEvent.setup();
    // Log out sits in the avatar's dropdown.
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    // antd spaces out two-character Chinese button texts ("确 定").
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.url === '/api/blade-auth/oauth/logout')).toBe(true);
    expect(getToken()).toBeUndefined();
  });
});
