/**
 * The icons plugin: the `icon` value type's cell draws the icon beside its name, and the editor offers the
 * bundled icons as choices while accepting any typed name (a BladeX iconfont class).
 */
import { cleanup, render, screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPlugin } from '../../../engine/plugin';
import { getValueType } from '../../../engine/form/value-types/registry';
import type { Column } from '../../../engine/schema/model';
import icons from './index';

beforeAll(() => registerPlugin(icons));
// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount before the
// environment goes (the dropdown's animation frames would otherwise run on a torn-down window).
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const column: Column = { prop: 'source', label: { zh: '菜单图标', en: 'Icon' }, type: 'icon', maxLength: 255 };

describe('icon value type', () => {
  it('cell: the icon and its name; nothing for an empty value', () => {
    const def = getValueType('icon')!;
    const { container } = render(<>{def.cell('setting', {}, column, { lang: 'zh' })}</>);
    expect(container.textContent).toBe('setting');
    expect(container.querySelector('[aria-label="setting"] svg, .anticon-setting svg')).not.toBeNull();
    expect(def.cell('', {}, column, { lang: 'zh' })).toBeNull();
  });

  it('editor: typing filters the bundled icons; a choice or free text is the value', async () => {
    const def = getValueType('icon')!;
    const onChange = vi.fn();
    const Editor = def.edit.component;
    render(<Editor column={column} value="" onChange={onChange} ariaLabel="菜单图标" mode="edit" />);
    const input = screen.getByRole('combobox', { name: '菜单图标' });
    fireEvent.change(input, { target: { value: 'sett' } });
    expect(onChange).toHaveBeenLastCalledWith('sett');
    await waitFor(() =>
      expect(
        document.querySelector('.ant-select-item-option[title="setting"], .ant-select-item-option'),
      ).not.toBeNull(),
    );
    const option = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'setting');
    expect(option).toBeTruthy();
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].every((o) => o.textContent?.includes('sett')),
    ).toBe(true);
    fireEvent.click(option!);
    expect(onChange).toHaveBeenLastCalledWith('setting');
  });
});
