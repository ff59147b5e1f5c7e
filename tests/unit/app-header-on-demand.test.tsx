/**
 * Header items whose modules load on first use (issue 5, shell + first screen): the colour picker opens
 * on the first press (keyboard too) with focus kept on its button, the lock dialog appears on the first
 * press and keeps working after, and a module that fails to download is logged instead of breaking the
 * page, then tried again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../app/boot';
import { ColorPick } from '../../app/layout/header-tools';
import { LockButton } from '../../app/layout/lock-button';
import { onDemand } from '../../app/layout/on-demand';
import { clearErrorLogs, errorLogPref } from '../../app/shell-state/error-log';
import { initI18n } from '../../engine/i18n';

beforeEach(() => {
  localStorage.clear();
  clearErrorLogs();
  initI18n('zh');
});
afterEach(() => cleanup());

describe('colour picker', () => {
  it('is a plain button until pressed; pressing it loads and opens the picker, focus stays on the button', async () => {
    render(<ColorPick />);
    const button = screen.getByTestId('color-picker');
    expect(document.querySelector('.ant-color-picker-presets')).toBeNull();
    button.focus();
    // Enter on a button is a click for the browser; happy-dom needs the click itself.
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelector('.ant-color-picker-presets')).not.toBeNull());
    expect(screen.getByText('推荐颜色')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByTestId('color-picker'));
  });
});

describe('lock dialog', () => {
  it('appears on the first press, asks for the password, and opens again after closing', async () => {
    const router = createMemoryRouter([{ path: '/', element: <LockButton /> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByTestId('lock'));
    expect(await screen.findByText('设置锁屏密码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('锁屏密码不能为空')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getByTestId('lock'));
    await waitFor(() => expect(screen.getByLabelText('锁屏密码')).toBeInTheDocument());
  });
});

describe('onDemand', () => {
  it('logs a failed download, renders nothing, and tries again on the next mount', async () => {
    let attempts = 0;
    const Part = onDemand<{ label: string }>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module: /assets/part.js');
      return ({ label }) => <p>{label}</p>;
    }, 'part');
    const first = render(<Part label="here" />);
    await waitFor(() => expect(errorLogPref.get()).toHaveLength(1));
    expect(errorLogPref.get()[0]).toMatchObject({ type: 'ChunkLoadError', info: 'part' });
    expect(first.container.textContent).toBe('');
    first.unmount();
    render(<Part label="here" />);
    expect(await screen.findByText('here')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
