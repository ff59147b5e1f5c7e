/**
 * The record dialog as a chunk of its own (engine/crud/form-modal-on-demand.tsx): a screen asks for it once
 * idle, never while rendering; a dialog opened before it has arrived shows when it arrives; once loaded, a
 * dialog opens in the same render. The chunk is held back here (the real dialog's module stands behind a
 * gate) and replaced by a stand-in that shows its title, so only the loading is under test; the dialog
 * itself is tested through the CRUD screens (crud-param-form.test.tsx and others), the record summary of an
 * action's dialog (ActionContext, loaded with it) through crud-transitions.test.tsx.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModalProps } from '../../engine/crud/FormModal';
import { ActionContext, FormModal, usePreloadFormModal } from '../../engine/crud/form-modal-on-demand';

const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((r) => (release = r));
  return { requested: 0, release, arrived };
});

vi.mock('../../engine/crud/FormModal', async () => {
  chunk.requested += 1;
  await chunk.arrived;
  return { FormModal: ({ title }: FormModalProps) => <div role="dialog">{title}</div> };
});

// The record summary of an action's dialog comes with the dialog's chunk.
vi.mock('../../engine/crud/ActionContext', () => ({ ActionContext: () => <p>the record</p> }));

afterEach(() => cleanup());

function Screen() {
  usePreloadFormModal();
  return <p>rows</p>;
}

describe('the record dialog, loaded on demand', () => {
  it('is asked for once the screen has rendered and the browser is idle, not during the render', async () => {
    render(<Screen />);
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(chunk.requested).toBe(0);
    await waitFor(() => expect(chunk.requested).toBe(1));
  });

  it('opened before its chunk has arrived, shows when it arrives; nothing is asked for twice', async () => {
    render(<FormModal title="编辑 · 参数" columns={[]} mode="edit" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => chunk.release());
    expect(await screen.findByRole('dialog')).toHaveTextContent('编辑 · 参数');
    expect(chunk.requested).toBe(1);
  });

  it('once loaded, opens in the same render, and so does the record summary an action dialog shows', () => {
    render(<FormModal title="新增 · 参数" columns={[]} mode="add" onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('新增 · 参数');
    render(<ActionContext {...({} as Parameters<typeof ActionContext>[0])} />);
    expect(screen.getByText('the record')).toBeInTheDocument();
  });
});
