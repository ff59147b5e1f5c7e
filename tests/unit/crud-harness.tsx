/**
 * Test harness for engine screens: EngineContext over the in-memory provider, antd App + ConfigProvider
 * (zh locale), i18n, and a fresh SWR cache per render so tests never share cached rows.
 */
import type { ReactElement } from 'react';
import { render, screen, within, waitFor, fireEvent, act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { SWRConfig } from 'swr';
import { EngineContext, type EngineEnv } from '../../engine/data/context';
import type { DataProvider, Row } from '../../engine/data/provider';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry, type Registry } from '../../engine/schema/registry';
import { i18n, initI18n, type Lang } from '../../engine/i18n';
import param from '../../schemas/system/param';
import dict from '../../schemas/system/dict';
import dictChild from '../../schemas/system/dict-child';
import dictHorizontal from '../../schemas/system/dict-horizontal';
import dictVertical from '../../schemas/system/dict-vertical';
import dicts from '../../schemas/system/dicts';
import { preloadFormModal } from '../../engine/crud';

// The record dialog is a chunk loaded once a screen has painted (engine/crud/form-modal-on-demand.tsx):
// loaded here first, as a browser has by the time a user clicks, so a click opens the dialog at once.
// Opening it before its chunk has arrived is tested on its own (tests/unit/form-modal-on-demand.test.tsx).
await preloadFormModal();

export { param, dict, dictChild, dictHorizontal, dictVertical };

/** Unmount everything rendered so far (also run after each test). */
export function cleanupScreen() {
  cleanup();
  document.body.innerHTML = '';
}

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanupScreen);

export const registry: Registry = createRegistry(
  [param, dict, dictChild, dictHorizontal, dictVertical, dicts].map((value, i) => ({
    file: `schemas/system/${i}.ts`,
    value,
  })),
);

/** 25 parameters, createTime one day apart from 2024-01-01. */
export function paramRows(n = 25): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    paramName: `参数${i + 1}`,
    paramKey: `key.${i + 1}`,
    paramValue: `value-${i + 1}`,
    createTime: `2024-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
  }));
}

export function dictRows(): Row[] {
  return [
    { id: '1', parentId: 0, code: 'sex', dictKey: '-1', dictValue: '性别', sort: 1, isSealed: 0 },
    { id: '2', parentId: 0, code: 'yes_no', dictKey: '-1', dictValue: '是否', sort: 2, isSealed: 1 },
    { id: '11', parentId: '1', code: 'sex', dictKey: '1', dictValue: '男', sort: 1, isSealed: 0 },
    { id: '12', parentId: '1', code: 'sex', dictKey: '2', dictValue: '女', sort: 2, isSealed: 0 },
    { id: '21', parentId: '2', code: 'yes_no', dictKey: '0', dictValue: '否', sort: 1, isSealed: 1 },
    { id: '22', parentId: '2', code: 'yes_no', dictKey: '1', dictValue: '是', sort: 2, isSealed: 1 },
    { id: '111', parentId: '11', code: 'sex', dictKey: '1-1', dictValue: '男孩', sort: 1, isSealed: 0 },
  ];
}

export interface HarnessOptions {
  provider?: DataProvider;
  registry?: Registry;
  permissions?: EngineEnv['permissions'];
  lang?: Lang;
  userKey?: string;
  tenantId?: string;
  platformAdmin?: boolean;
}

export function setLang(lang: Lang) {
  initI18n(lang);
  void i18n.changeLanguage(lang);
}

export function renderWithEngine(ui: ReactElement, opts: HarnessOptions = {}) {
  const reg = opts.registry ?? registry;
  const provider =
    opts.provider ??
    createMemoryProvider({ registry: reg, rows: { 'system.param': paramRows(), 'system.dict': dictRows() } });
  const lang = opts.lang ?? 'zh';
  setLang(lang);
  const env: EngineEnv = {
    provider,
    registry: reg,
    tenantId: opts.tenantId ?? '000000',
    permissions: opts.permissions ?? 'all',
    userKey: opts.userKey ?? 'admin',
    platformAdmin: opts.platformAdmin,
  };
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConfigProvider
        locale={lang === 'en' ? enUS : zhCN}
        theme={{ token: { motion: false } }}
        button={{ autoInsertSpace: false }}
      >
        <App>
          <EngineContext.Provider value={env}>{ui}</EngineContext.Provider>
        </App>
      </ConfigProvider>
    </SWRConfig>,
  );
  return { ...result, provider, env };
}

/** Table body rows (antd renders a hidden measure row first). */
export const bodyRows = (root: HTMLElement = document.body) =>
  Array.from(root.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));

export const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? '');

export const headerTexts = (root: HTMLElement = document.body) =>
  Array.from(root.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent ?? '');

/** The open dialog (antd Modal) — the last one when several are stacked. */
export function dialog(): HTMLElement {
  const all = screen.getAllByRole('dialog');
  return all[all.length - 1];
}

/** A form field's input by its label text inside a container. */
export function fieldInput(container: HTMLElement, label: string): HTMLInputElement | HTMLTextAreaElement {
  const labelEl = within(container).getByText(label, { selector: 'label, label *' });
  // A dialog's Formily form item, or an item of the search bar (engine/crud/SearchForm.tsx).
  const item = labelEl.closest('.ant-formily-item, .crud-search-item') as HTMLElement;
  return item.querySelector('input, textarea') as HTMLInputElement;
}

/** A button by its visible text (role queries are slow over antd's large DOM). */
export function button(name: string, root: HTMLElement = document.body): HTMLButtonElement {
  const found = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).filter(
    (b) => b.textContent?.trim() === name,
  );
  if (!found.length) throw new Error(`No button "${name}"`);
  return found[found.length - 1];
}

export const queryButton = (name: string, root: HTMLElement = document.body) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.trim() === name) ?? null;

export async function type(input: Element, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

export async function click(el: Element) {
  await act(async () => {
    fireEvent.click(el);
  });
}

export { screen, within, waitFor, fireEvent, act };
