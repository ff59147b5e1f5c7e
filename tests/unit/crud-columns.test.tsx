import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage, clearSavedTableOptions, tableOptionsKey } from '../../engine/crud';
import {
  act,
  bodyRows,
  click,
  cleanupScreen,
  fireEvent,
  headerTexts,
  param,
  renderWithEngine,
  screen,
  waitFor,
} from './crud-harness';

const KEY = tableOptionsKey('u1', 'system.param');

async function openSettings() {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await click(document.querySelector('[aria-label="列设置"]') as HTMLElement);
  return (await screen.findByText('恢复默认')).closest('.crud-column-settings') as HTMLElement;
}

const label = (text: string) => document.querySelector(`[aria-label="${text}"]`) as HTMLElement;
const entry = (panel: HTMLElement, prop: string) => panel.querySelector(`[data-prop="${prop}"]`) as HTMLElement;

describe('column settings', () => {
  beforeEach(() => localStorage.clear());

  it('hides, resizes and reorders columns, saved per user and schema, dropped by clearSavedTableOptions', async () => {
    renderWithEngine(<CrudPage schema={param} />, { userKey: 'u1' });
    const panel = await openSettings();
    await click(entry(panel, 'paramValue').querySelector('input[type="checkbox"]') as HTMLElement);
    await waitFor(() => expect(headerTexts()).not.toContain('参数键值'));
    // show the hidden-by-default remark, move createTime to the top, give paramName a width
    await click(entry(panel, 'remark').querySelector('input[type="checkbox"]') as HTMLElement);
    await click(label('创建时间 上移'));
    await click(label('创建时间 上移'));
    await click(label('创建时间 上移'));
    await click(label('创建时间 上移'));
    const width = label('参数名称 宽度');
    await act(async () => {
      fireEvent.change(width, { target: { value: '222' } });
      fireEvent.blur(width);
    });
    await waitFor(() => expect(headerTexts().slice(2, 5)).toEqual(['创建时间', '参数名称', '参数键名']));
    expect(headerTexts()).toContain('备注');

    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      columns: Array<{ prop: string; hidden: boolean; width?: number }>;
    };
    expect(saved.columns.map((c) => c.prop)).toEqual(['createTime', 'paramName', 'paramKey', 'paramValue', 'remark']);
    expect(saved.columns.find((c) => c.prop === 'paramValue')?.hidden).toBe(true);
    expect(saved.columns.find((c) => c.prop === 'remark')?.hidden).toBe(false);
    expect(saved.columns.find((c) => c.prop === 'paramName')?.width).toBe(222);

    // a new visit of the same user keeps the settings; another user does not see them
    cleanupScreen();
    renderWithEngine(<CrudPage schema={param} />, { userKey: 'u1' });
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(headerTexts()).not.toContain('参数键值');
    expect(headerTexts()[2]).toBe('创建时间');
    cleanupScreen();
    renderWithEngine(<CrudPage schema={param} />, { userKey: 'u2' });
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(headerTexts()).toContain('参数键值');

    // "clear cache" drops them
    localStorage.setItem(tableOptionsKey('u1', 'other.screen'), '{"columns":[]}');
    clearSavedTableOptions(['system.param']);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(tableOptionsKey('u1', 'other.screen'))).not.toBeNull();
    cleanupScreen();
    renderWithEngine(<CrudPage schema={param} />, { userKey: 'u1' });
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(headerTexts()).toContain('参数键值');
    expect(headerTexts()[2]).toBe('参数名称');
    clearSavedTableOptions();
    expect(localStorage.getItem(tableOptionsKey('u1', 'other.screen'))).toBeNull();
  });
});
