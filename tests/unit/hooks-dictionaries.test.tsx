import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor as waitForHook, act as actHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MasterDetailPage, TreeCrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { EngineContext, type EngineEnv } from '../../engine/data/context';
import { useDictionaries, usePage } from '../../engine/data/hooks';
import { i18n } from '../../engine/i18n';
import {
  act,
  bodyRows,
  cellTexts,
  click,
  dictChild,
  dictHorizontal,
  dictRows,
  param,
  paramRows,
  registry,
  renderWithEngine,
  setLang,
  waitFor,
} from './crud-harness';

describe('useDictionaries', () => {
  it('fetches every dictionary of a master-detail page in one batched call', async () => {
    const p = createMemoryProvider({ registry, rows: { 'system.dict': dictRows() } });
    const dictionaries = vi.spyOn(p, 'dictionaries');
    renderWithEngine(<MasterDetailPage page={dictHorizontal} />, { provider: p });
    const master = () => document.querySelectorAll<HTMLElement>('.crud-page')[0];
    await waitFor(() => expect(bodyRows(master())).toHaveLength(2));
    // The row's name cell (not a button): where the index column shows depends on the width.
    const first = bodyRows(master())[0];
    const nameCell = [...first.querySelectorAll('td')].find(
      (td) => td.textContent === cellTexts(first).find((t) => /\p{Script=Han}/u.test(t)),
    );
    await click(nameCell as HTMLElement);
    await waitFor(() => expect(bodyRows(document.querySelectorAll<HTMLElement>('.crud-page')[1])).toHaveLength(2));
    expect(dictionaries).toHaveBeenCalledTimes(1);
    expect(dictionaries).toHaveBeenCalledWith(['yes_no']);
  });

  it('refetches when the language changes, so labels follow the language', async () => {
    const p = createMemoryProvider({ registry, rows: { 'system.dict': dictRows() } });
    const dictionaries = vi.spyOn(p, 'dictionaries');
    renderWithEngine(<TreeCrudPage schema={dictChild} />, { provider: p });
    await waitFor(() => expect(cellTexts(bodyRows()[0])).toContain('否'));
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(cellTexts(bodyRows()[0])).toContain('No'));
    expect(dictionaries).toHaveBeenCalledTimes(2);
    setLang('zh');
  });

  it('keys the cache by tenant: another tenant never gets the cached answer', async () => {
    setLang('zh');
    const p = createMemoryProvider({ registry, rows: { 'system.param': paramRows(3) } });
    const dictionaries = vi.spyOn(p, 'dictionaries');
    const page = vi.spyOn(p, 'page');
    let tenantId = '000000';
    function Wrapper({ children }: { children: ReactNode }) {
      const env: EngineEnv = { provider: p, registry, tenantId, permissions: 'all', userKey: 'u' };
      return (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
          <EngineContext.Provider value={env}>{children}</EngineContext.Provider>
        </SWRConfig>
      );
    }
    // Read the values while rendering: SWR re-renders only for the fields a render used.
    const use = () => {
      const { dicts } = useDictionaries(['yes_no', 'sex']);
      const { data } = usePage(param, { current: 1, size: 10 });
      return { dicts, total: data?.total };
    };
    const hook = renderHook(use, { wrapper: Wrapper });
    await waitForHook(() => expect(hook.result.current.dicts.sex).toHaveLength(3));
    await waitForHook(() => expect(hook.result.current.total).toBe(3));
    expect(dictionaries).toHaveBeenCalledWith(['sex', 'yes_no']);
    tenantId = '100001';
    hook.rerender();
    await waitForHook(() => expect(page).toHaveBeenCalledTimes(2));
    await waitForHook(() => expect(dictionaries).toHaveBeenCalledTimes(2));
    // back to the first tenant: served from the cache, no new call
    tenantId = '000000';
    hook.rerender();
    await actHook(async () => {});
    expect(hook.result.current.dicts.sex).toHaveLength(3);
    expect(dictionaries).toHaveBeenCalledTimes(2);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
