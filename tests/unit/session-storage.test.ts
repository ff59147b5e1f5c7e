/** Client storage (spec §9) and the session values kept in it (spec §4). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStore, configureStorage, getStore, getStoreEntry, removeStore, setStore, storageKey } from '../../engine/auth/storage';
import {
  DEFAULT_AVATAR,
  getMenu,
  getPermission,
  getRefreshToken,
  getRoles,
  getTenantId,
  getToken,
  getTokenTime,
  getUserInfo,
  localLogout,
  onLocalLogout,
  saveLogin,
  setMenu,
  setPermission,
} from '../../engine/auth/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureStorage({ siteKey: 'toycar' });
});

describe('storage', () => {
  it('prefixes keys with the site key and wraps values as {type, content, timestamp}', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    setStore('token', 'abc');
    vi.restoreAllMocks();
    expect(JSON.parse(localStorage.getItem('toycar-token')!)).toEqual({ type: 'local', content: 'abc', timestamp: 1_700_000_000_000 });
    expect(sessionStorage.getItem('toycar-token')).toBeNull();
    expect(getStore('token')).toBe('abc');
    expect(getStoreEntry('token')?.timestamp).toBe(1_700_000_000_000);
  });

  it('uses session storage when the type flag says so, and keeps one copy only', () => {
    setStore('tabs', [{ path: '/wel/index' }], 'session');
    expect(JSON.parse(sessionStorage.getItem('toycar-tabs')!)).toMatchObject({ type: 'session', content: [{ path: '/wel/index' }] });
    expect(localStorage.getItem('toycar-tabs')).toBeNull();
    setStore('tabs', [], 'local');
    expect(sessionStorage.getItem('toycar-tabs')).toBeNull();
    expect(getStore('tabs')).toEqual([]);
  });

  it('keeps objects, numbers and booleans as they were', () => {
    setStore('o', { a: [1, 2] });
    setStore('n', 0);
    setStore('b', false);
    expect(getStore('o')).toEqual({ a: [1, 2] });
    expect(getStore('n')).toBe(0);
    expect(getStore('b')).toBe(false);
  });

  it('honours another site key, and ignores foreign or broken values', () => {
    configureStorage({ siteKey: 'other' });
    setStore('token', 'x');
    expect(storageKey('token')).toBe('other-token');
    expect(localStorage.getItem('other-token')).not.toBeNull();
    localStorage.setItem('other-bad', '{not json');
    expect(getStore('bad')).toBeUndefined();
    configureStorage({ siteKey: 'toycar' });
    expect(getStore('token')).toBeUndefined();
  });

  it('removes one value or all values of the site', () => {
    setStore('a', 1);
    setStore('b', 2, 'session');
    localStorage.setItem('unrelated', 'stay');
    removeStore('a');
    expect(getStore('a')).toBeUndefined();
    setStore('c', 3);
    clearStore(['c']);
    expect(getStore('b')).toBeUndefined();
    expect(getStore('c')).toBe(3);
    expect(localStorage.getItem('unrelated')).toBe('stay');
  });
});

describe('session', () => {
  const answer = {
    access_token: 'acc',
    refresh_token: 'ref',
    token_type: 'bearer',
    tenant_id: '000000',
    user_id: '1',
    account: 'admin',
    user_name: 'admin',
    real_name: '管理员',
    role_name: 'administrator, auditor',
    avatar: '',
  };

  it('stores a token grant: tokens, tenant, user info with a default avatar, roles', () => {
    saveLogin(answer);
    expect(getToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
    expect(getTenantId()).toBe('000000');
    expect(getTokenTime()).toBeTypeOf('number');
    expect(getUserInfo()).toMatchObject({ account: 'admin', real_name: '管理员', avatar: DEFAULT_AVATAR });
    expect(getUserInfo()).not.toHaveProperty('access_token');
    expect(getRoles()).toEqual(['administrator', 'auditor']);
    saveLogin({ ...answer, avatar: '/a.png' });
    expect(getUserInfo()?.avatar).toBe('/a.png');
  });

  it('local logout clears tokens, user, roles, permissions and menu, keeps the tenant, and tells listeners', () => {
    saveLogin(answer);
    setPermission({ param_add: true });
    setMenu([{ name: '系统', path: '/system' }]);
    const listener = vi.fn();
    const off = onLocalLogout(listener);
    localLogout();
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(getRoles()).toEqual([]);
    expect(getPermission()).toEqual({});
    expect(getMenu()).toEqual([]);
    expect(getTenantId()).toBe('000000');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    localLogout();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
