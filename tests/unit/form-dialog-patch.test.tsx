/**
 * STACK pitfall 2: on React 19 @formily/antd-v5's imperative FormDialog failed with "reactRender is not
 * a function". patches/@formily+antd-v5+1.2.4.patch takes createRoot from react-dom/client.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { FormDialog, FormItem, Input } from '@formily/antd-v5';
import { Field } from '@formily/react';

describe('@formily/antd-v5 FormDialog on React 19', () => {
  it('is patched in both builds', () => {
    for (const build of ['esm', 'lib']) {
      const source = readFileSync(`node_modules/@formily/antd-v5/${build}/__builtins__/render.js`, 'utf8');
      expect(source).toContain('react-dom/client');
    }
    expect(readFileSync('patches/@formily+antd-v5+1.2.4.patch', 'utf8')).toContain('react-dom/client');
  });

  it('opens a dialog and resolves with the values', async () => {
    const dlg = FormDialog('补丁对话框', () => (
      <Field name="who" title="名字" decorator={[FormItem]} component={[Input]} initialValue="小明" />
    ));
    let values: unknown;
    await act(async () => {
      void dlg.open().then((v) => (values = v));
    });
    expect(await screen.findByText('补丁对话框')).toBeInTheDocument();
    expect(screen.getByDisplayValue('小明')).toBeInTheDocument();
    const ok = Array.from(document.querySelectorAll('button')).find((b) =>
      b.className.includes('ant-btn-primary'),
    ) as HTMLButtonElement;
    await act(async () => ok.click());
    await waitFor(() => expect(values).toEqual({ who: '小明' }));
    // The dialog renders its closing in its own root: let React's scheduler do that work inside the test,
    // or it runs after the DOM environment is gone ("window is not defined", once an unhandled error).
    await act(async () => new Promise((done) => setTimeout(done, 500)));
  });
});
