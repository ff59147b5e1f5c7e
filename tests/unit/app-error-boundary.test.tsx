/**
 * A page's render error inside the shell (app/layout/error-boundary.tsx): the pane shows what went wrong
 * and a retry instead of going blank, the error is logged, and the retry renders the page again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../engine/i18n';
import '../../app/locale';
import { ErrorBoundary } from '../../app/layout/error-boundary';
import { errorLogPref } from '../../app/shell-state/error-log';

afterEach(() => cleanup());

let fail = true;
function Page() {
  if (fail) throw new Error('rows is undefined');
  return <p>the page</p>;
}

describe('the page error boundary', () => {
  it('shows the error with a retry, logs it, and renders the page again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    initI18n('zh');
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('抱歉，服务器出错了');
    expect(alert).toHaveTextContent('rows is undefined');
    expect(errorLogPref.get().some((e) => e.message.includes('rows is undefined'))).toBe(true);
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^重\s*试$/ })));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    initI18n('en');
    fail = true;
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong on the server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
