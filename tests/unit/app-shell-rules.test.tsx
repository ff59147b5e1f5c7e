/** Rules of the shell that need no server: tabs, menu search, screen sizes, avatar, error log, social URL. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../app/boot';
import { matchLeaves } from '../../app/layout/menu-search';
import { screenOf } from '../../app/layout/screen-size';
import { avatarProblem } from '../../app/pages/info';
import { socialParams, needsChoice } from '../../app/pages/login-support';
import {
  addErrorLog,
  chunkErrorType,
  clearErrorLogs,
  errorLogPref,
  withChunkTimeout,
} from '../../app/shell-state/error-log';
import { closeOthers, closeTab, isClosable, openTab, tabsPref } from '../../app/shell-state/tabs';
import { isLocked, lockScreen } from '../../app/shell-state/prefs';
import { localLogout } from '../../engine/auth/session';

const tab = (path: string) => ({ path, title: { zh: path, en: path } });

beforeEach(() => {
  localStorage.clear();
  tabsPref.reset();
  clearErrorLogs();
});
afterEach(() => vi.useRealTimers());

describe('tabs', () => {
  it('keeps home first and never closable; a single tab is never closable', () => {
    openTab(tab('/system/param'));
    expect(isClosable(tabsPref.get(), '/system/param')).toBe(false);
    openTab(tab('/wel/index'));
    expect(tabsPref.get().map((t) => t.path)).toEqual(['/wel/index', '/system/param']);
    expect(isClosable(tabsPref.get(), '/wel/index')).toBe(false);
    expect(isClosable(tabsPref.get(), '/system/param')).toBe(true);
  });

  it('closing the active tab shows its neighbour; close others keeps home and the chosen one', () => {
    for (const p of ['/wel/index', '/a', '/b', '/c']) openTab(tab(p));
    expect(closeTab('/b', '/b')).toBe('/c');
    expect(closeTab('/wel/index', '/a')).toBeUndefined();
    closeOthers('/c');
    expect(tabsPref.get().map((t) => t.path)).toEqual(['/wel/index', '/c']);
    closeOthers();
    expect(tabsPref.get().map((t) => t.path)).toEqual(['/wel/index']);
  });

  it('a local logout clears the tabs and the lock', () => {
    openTab(tab('/wel/index'));
    lockScreen('pw');
    localLogout();
    expect(tabsPref.get()).toEqual([]);
    expect(isLocked()).toBe(false);
  });
});

describe('menu search', () => {
  const leaves = ['Parameters', 'Dictionaries', 'parking lots', '参数管理'].map((title) => ({
    path: `/${title}`,
    title,
    node: { name: title, path: `/${title}` },
  }));
  it('filters leaf names by prefix, ignoring case', () => {
    expect(matchLeaves(leaves, 'PAR').map((l) => l.title)).toEqual(['Parameters', 'parking lots']);
    expect(matchLeaves(leaves, 'ameters')).toEqual([]);
    expect(matchLeaves(leaves, '参数').map((l) => l.title)).toEqual(['参数管理']);
  });
});

describe('screen sizes (768 / 992 / 1200)', () => {
  it('has four levels', () => {
    expect([767, 768, 991, 992, 1199, 1200].map(screenOf)).toEqual(['xs', 'sm', 'sm', 'md', 'md', 'lg']);
  });
});

describe('avatar rules', () => {
  it('accepts jpg/png up to 500 kB only', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('info.avatarType');
    expect(avatarProblem({ type: 'image/png', size: 500 * 1024 + 1 })).toBe('info.avatarSize');
    expect(avatarProblem({ type: 'image/jpeg', size: 500 * 1024 })).toBeUndefined();
  });
});

describe('login helpers', () => {
  it('reads the social callback parameters only when all three are present', () => {
    expect(socialParams('?source=github&code=c&state=s')).toEqual({ source: 'github', code: 'c', state: 's' });
    expect(socialParams('?source=github&code=c')).toBeUndefined();
  });
  it('asks for a choice in switch mode when several departments or roles come back', () => {
    expect(needsChoice({ dept_id: '1,2', role_id: '1' })).toBe(true);
    expect(needsChoice({ dept_id: '1', role_id: '1' })).toBe(false);
  });
});

describe('error log', () => {
  it('appends entries with url, time, type, message, stack and info', () => {
    addErrorLog('error', new Error('boom'), 'at Page');
    const [entry] = errorLogPref.get();
    expect(entry).toMatchObject({ type: 'error', message: 'boom', info: 'at Page' });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(entry.stack).toContain('boom');
    expect(JSON.parse(localStorage.getItem('toycar-errorLog')!).content).toHaveLength(1);
  });

  it('names chunk failures like webpack did', () => {
    expect(chunkErrorType(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      'ChunkLoadError',
    );
    expect(chunkErrorType(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      'CSS_CHUNK_LOAD_FAILED',
    );
    expect(chunkErrorType(new Error('plain'))).toBeUndefined();
  });

  it('fails a chunk load that takes 120 s as a logged ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}), 'slow-chunk');
    const outcome = pending.catch((e: Error) => e);
    vi.advanceTimersByTime(119_999);
    expect(errorLogPref.get()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const err = (await outcome) as Error & { type?: string };
    expect(err.name).toBe('ChunkLoadError');
    expect(err.type).toBe('timeout');
    expect(errorLogPref.get()[0]).toMatchObject({ type: 'ChunkLoadError', info: 'slow-chunk' });
  });
});
