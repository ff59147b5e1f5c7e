/** Every transport rule of CONTRACT §1 / spec §8, against a fake adapter (no network). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTransport, http, resetTransport, TransportError, transportConfig } from '../../engine/data/transport';
import { getToken, setToken, setTenantId, getTenantId } from '../../engine/auth/session';
import { initI18n } from '../../engine/i18n';
import { installFakeAdapter, ok, type Reply } from './transport-fake-adapter';

let reply: (url: string) => Reply | Promise<Reply>;
let calls: ReturnType<typeof installFakeAdapter>;
const notifier = { error: vi.fn() };
const progress = { start: vi.fn(), done: vi.fn() };
const navigate = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initI18n('zh');
  resetTransport();
  vi.clearAllMocks();
  configureTransport({ notifier, progress, navigate, onUnauthorized });
  reply = () => ok({ hello: 'world' });
  calls = installFakeAdapter(http, (c) => reply(c.url));
});
afterEach(() => initI18n('zh'));

const failure = async (p: Promise<unknown>): Promise<TransportError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(TransportError);
    return e as TransportError;
  }
  throw new Error('expected the call to be rejected');
};

describe('headers', () => {
  it('sends the client Basic header (saber:saber_secret by default)', async () => {
    await http.get('/api/x');
    expect(calls[0].headers.get('Authorization')).toBe('Basic ' + btoa('saber:saber_secret'));
    expect(calls[0].headers.get('Authorization')).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
  });

  it('uses the configured client', async () => {
    configureTransport({ clientId: 'console', clientSecret: 'pa55' });
    await http.get('/api/x');
    expect(calls[0].headers.get('Authorization')).toBe('Basic ' + btoa('console:pa55'));
  });

  it('adds Blade-Auth: bearer <token> only when a token exists', async () => {
    await http.get('/api/x');
    expect(calls[0].headers.has('Blade-Auth')).toBe(false);
    setToken('tok-1');
    await http.get('/api/x');
    expect(calls[1].headers.get('Blade-Auth')).toBe('bearer tok-1');
  });

  it('lets a call opt out of each header', async () => {
    setToken('tok-1');
    await http.get('/api/x', { skipClientAuth: true });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.get('Blade-Auth')).toBe('bearer tok-1');
    await http.get('/api/x', { skipToken: true });
    expect(calls[1].headers.get('Authorization')).toMatch(/^Basic /);
    expect(calls[1].headers.has('Blade-Auth')).toBe(false);
  });

  it('sends Accept-Language for the current language', async () => {
    await http.get('/api/x');
    expect(calls[0].headers.get('Accept-Language')).toBe('zh-CN');
    initI18n('en');
    await http.get('/api/x');
    expect(calls[1].headers.get('Accept-Language')).toBe('en');
  });

  it('has a 10 s timeout, sends cookies and uses the configured base URL', async () => {
    expect(http.defaults.timeout).toBe(10_000);
    expect(http.defaults.withCredentials).toBe(true);
    expect(transportConfig().baseURL).toBe('');
    configureTransport({ baseURL: 'https://gw.example.com' });
    await http.get('/api/x');
    expect(calls[0].uri).toBe('https://gw.example.com/api/x');
  });
});

describe('answers', () => {
  it('passes a 200 answer through with its body', async () => {
    const res = await http.get('/api/x');
    expect(res.data).toEqual({ code: 200, success: true, data: { hello: 'world' }, msg: '操作成功' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('takes the code from the body before the HTTP status', async () => {
    reply = () => ({ status: 200, data: { code: 400, success: false, msg: '参数错误' } });
    const e = await failure(http.get('/api/x'));
    expect(e.code).toBe(400);
    expect(e.message).toBe('参数错误');
    expect(notifier.error).toHaveBeenCalledWith('参数错误');

    reply = () => ({ status: 400, data: { code: 200, success: true, data: 1 } });
    await expect(http.get('/api/x')).resolves.toBeTruthy();
  });

  it('falls back to the HTTP status when the body has no code', async () => {
    reply = () => ({ status: 403, data: { msg: '无权访问' } });
    const e = await failure(http.get('/api/x'));
    expect(e.code).toBe(403);
    expect(e.kind).toBe('failure');
  });

  it('rejects white-listed codes silently (global and per call)', async () => {
    configureTransport({ whiteList: [1001] });
    reply = () => ({ status: 200, data: { code: 1001, msg: 'caller handles it' } });
    const e = await failure(http.get('/api/x'));
    expect(e.kind).toBe('white-list');
    expect(e.code).toBe(1001);
    expect(e.body).toEqual({ code: 1001, msg: 'caller handles it' });
    reply = () => ({ status: 404, data: { code: 404, msg: 'no such endpoint' } });
    expect((await failure(http.get('/api/x', { whiteList: [404] }))).kind).toBe('white-list');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 logs out locally, goes to /login and rejects', async () => {
    reply = () => ({ status: 401, data: { code: 401, success: false, msg: '请求未授权' } });
    const e = await failure(http.get('/api/x'));
    expect(e.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notifier.error).toHaveBeenCalledWith('请求未授权');
  });

  it('by default a 401 clears the stored token but keeps the tenant', async () => {
    resetTransport();
    configureTransport({ notifier, progress, navigate });
    setToken('old');
    setTenantId('000000');
    reply = () => ({ status: 401, data: { code: 401, msg: 'expired' } });
    await failure(http.get('/api/x'));
    expect(getToken()).toBeUndefined();
    expect(getTenantId()).toBe('000000');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('toasts msg, else error_description, else the unknown-error text', async () => {
    reply = () => ({ status: 400, data: { code: 400, msg: 'M', error_description: 'D' } });
    expect((await failure(http.get('/api/x'))).message).toBe('M');
    reply = () => ({ status: 400, data: { error_code: 400, error_description: '用户名或密码错误' } });
    expect((await failure(http.get('/api/x'))).message).toBe('用户名或密码错误');
    reply = () => ({ status: 500, data: { code: 500 } });
    expect((await failure(http.get('/api/x'))).message).toBe('未知错误');
    initI18n('en');
    expect((await failure(http.get('/api/x'))).message).toBe('Unknown error');
    expect(notifier.error.mock.calls.map((c) => c[0])).toEqual(['M', '用户名或密码错误', '未知错误', 'Unknown error']);
  });

  it('reads the JSON error inside a failed blob download', async () => {
    const blob = new Blob([JSON.stringify({ code: 400, msg: '导出失败' })], { type: 'application/json' });
    reply = () => ({ status: 400, data: blob, headers: { 'content-type': 'application/json' } });
    const e = await failure(http.get('/api/export', { responseType: 'blob' }));
    expect(e.message).toBe('导出失败');
  });
});

describe('failures without an answer', () => {
  it('rejects a network failure with a localised message and a toast', async () => {
    reply = () => 'network';
    const e = await failure(http.get('/api/x'));
    expect(e.kind).toBe('network');
    expect(e.message).toBe('网络异常，请检查网络后重试');
    expect(notifier.error).toHaveBeenCalledWith(e.message);
    initI18n('en');
    expect((await failure(http.get('/api/x'))).message).toMatch(/^Network error/);
  });

  it('rejects a timeout and an HTTP status above 500', async () => {
    reply = () => 'timeout';
    expect((await failure(http.get('/api/x'))).message).toBe('请求超时，请稍后重试');
    reply = () => ({ status: 502, data: '<html>bad gateway</html>' });
    const e = await failure(http.get('/api/x'));
    expect(e.kind).toBe('network');
    expect(e.code).toBe(502);
    expect(e.message).toContain('502');
  });

  it('treats 500 as an answer (code decides), not as a network failure', async () => {
    reply = () => ({ status: 500, data: { code: 500, msg: '服务器开小差了' } });
    const e = await failure(http.get('/api/x'));
    expect(e.kind).toBe('failure');
    expect(e.message).toBe('服务器开小差了');
  });
});

describe('progress bar', () => {
  it('starts once and finishes once for parallel calls, failures included', async () => {
    const gates: Array<() => void> = [];
    reply = (url) =>
      new Promise<Reply>((resolve) => gates.push(() => resolve(url.endsWith('bad') ? 'network' : ok(1))));
    const all = Promise.allSettled([http.get('/api/a'), http.get('/api/bad'), http.get('/api/c')]);
    await vi.waitFor(() => expect(gates).toHaveLength(3));
    expect(progress.start).toHaveBeenCalledTimes(1);
    gates[0]();
    gates[1]();
    await new Promise((r) => setTimeout(r, 0));
    expect(progress.done).not.toHaveBeenCalled();
    gates[2]();
    await all;
    expect(progress.done).toHaveBeenCalledTimes(1);
    reply = () => ok(1);
    await http.get('/api/d').catch(() => undefined);
    expect(progress.start).toHaveBeenCalledTimes(2);
    expect(progress.done).toHaveBeenCalledTimes(2);
  });
});
