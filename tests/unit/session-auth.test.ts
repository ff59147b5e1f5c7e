/** The auth calls of CONTRACT §4 / §5 and the token check, against a fake adapter on the shared client. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonsToPermissions, fetchMenu, fetchPermissions, getCaptcha, login, logout, refreshToken } from '../../engine/auth/api';
import { hashPassword } from '../../engine/auth/password';
import { getMenu, getPermission, getRefreshToken, getToken, getTokenTime, setRefreshToken, setTenantId, setToken } from '../../engine/auth/session';
import { startTokenCheck } from '../../engine/auth/token-check';
import { configureTransport, http, resetTransport, TransportError } from '../../engine/data/transport';
import { installFakeAdapter, ok, type Recorded, type Reply } from './transport-fake-adapter';

let reply: (c: Recorded) => Reply;
let calls: Recorded[];
const notifier = { error: vi.fn() };
const navigate = vi.fn();

const token = (over: Record<string, unknown> = {}): Reply => ({
  status: 200,
  data: { access_token: 'acc', refresh_token: 'ref', token_type: 'bearer', tenant_id: '000000', account: 'admin', role_name: 'administrator', ...over },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetTransport();
  vi.clearAllMocks();
  configureTransport({ notifier, navigate, progress: { start() {}, done() {} } });
  reply = () => token();
  calls = installFakeAdapter(http, (c) => reply(c));
});
afterEach(() => vi.useRealTimers());

describe('password', () => {
  it('is sent as its lowercase hex md5', () => {
    expect(hashPassword('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
  });
});

describe('login', () => {
  it('posts the captcha grant with the query parameters and headers of the contract', async () => {
    await login({ tenantId: '000000', username: 'admin', password: 'admin', key: 'k1', code: 'ab12' });
    const c = calls[0];
    expect(c.method).toBe('POST');
    expect(c.url).toBe('/api/blade-auth/oauth/token');
    expect(c.params).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3',
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    expect(c.config.data).toBeUndefined();
    expect(c.headers.get('Tenant-Id')).toBe('000000');
    expect(c.headers.get('Captcha-Key')).toBe('k1');
    expect(c.headers.get('Captcha-Code')).toBe('ab12');
    expect(c.headers.get('Authorization')).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(c.headers.has('Dept-Id')).toBe(false);
    expect(getToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
  });

  it('uses the password grant when captcha mode is off, and Dept-Id / Role-Id in switch mode', async () => {
    await login({ tenantId: '000001', username: 'u', password: 'p', deptId: 'd1', roleId: 'r1' }, { captcha: false, switchMode: true });
    expect(calls[0].params.grant_type).toBe('password');
    expect(calls[0].headers.has('Captcha-Key')).toBe(false);
    expect(calls[0].headers.get('Dept-Id')).toBe('d1');
    expect(calls[0].headers.get('Role-Id')).toBe('r1');
  });

  it('rejects a refused login quietly with error_description, without a logout redirect', async () => {
    reply = () => ({ status: 400, data: { error_code: 400, error_description: '用户名或密码错误' } });
    const e = (await login({ tenantId: '000000', username: 'a', password: 'b' }).catch((x) => x)) as TransportError;
    expect(e).toBeInstanceOf(TransportError);
    expect((e.body as { error_description: string }).error_description).toBe('用户名或密码错误');
    reply = () => ({ status: 401, data: { error_code: 401, error_description: '验证码不正确' } });
    await expect(login({ tenantId: '000000', username: 'a', password: 'b' })).rejects.toBeInstanceOf(TransportError);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });
});

describe('other auth calls', () => {
  it('refreshes with the refresh_token grant', async () => {
    setTenantId('000000');
    setRefreshToken('ref-old');
    reply = () => token({ access_token: 'acc-2', refresh_token: 'ref-2' });
    await refreshToken();
    expect(calls[0].params).toEqual({ tenantId: '000000', refresh_token: 'ref-old', grant_type: 'refresh_token', scope: 'all' });
    expect(getToken()).toBe('acc-2');
    expect(getRefreshToken()).toBe('ref-2');
  });

  it('fetches a captcha (bare or enveloped)', async () => {
    reply = () => ({ status: 200, data: { key: 'k', image: 'data:image/png;base64,AAA' } });
    expect(await getCaptcha()).toEqual({ key: 'k', image: 'data:image/png;base64,AAA' });
    expect(calls[0].url).toBe('/api/blade-auth/oauth/captcha');
    reply = () => ok({ key: 'k2', image: 'data:image/png;base64,BBB' });
    expect((await getCaptcha()).key).toBe('k2');
  });

  it('logs out on the server and locally, even when the server fails', async () => {
    setToken('t');
    reply = () => 'network';
    await logout();
    expect(calls[0].url).toBe('/api/blade-auth/oauth/logout');
    expect(calls[0].headers.get('Blade-Auth')).toBe('bearer t');
    expect(getToken()).toBeUndefined();
  });

  it('loads the menu and turns every leaf button code into a permission', async () => {
    reply = (c) =>
      c.url.endsWith('routes')
        ? ok([{ name: '系统管理', path: '/system', children: [{ name: '参数管理', path: '/system/param' }] }])
        : ok([{ code: 'param', children: [{ code: 'param_add' }, { code: 'param_edit', children: [] }] }, { code: 'dict_view' }]);
    expect(await fetchMenu()).toHaveLength(1);
    expect(getMenu()[0].children?.[0].path).toBe('/system/param');
    expect(await fetchPermissions()).toEqual({ param_add: true, param_edit: true, dict_view: true });
    expect(getPermission()).toEqual({ param_add: true, param_edit: true, dict_view: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/blade-system/menu/routes', '/api/blade-system/menu/buttons']);
    expect(buttonsToPermissions(undefined)).toEqual({});
  });
});

describe('token check', () => {
  it('refreshes once the token is older than tokenTime, checking every 10 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    setToken('t');
    setRefreshToken('r');
    const refresh = vi.fn(async () => setToken('t2'));
    const stop = startTokenCheck({ refresh });
    await vi.advanceTimersByTimeAsync(2990_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getTokenTime()).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(4000_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a token', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => undefined);
    const stop = startTokenCheck({ refresh, tokenTime: 0 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
