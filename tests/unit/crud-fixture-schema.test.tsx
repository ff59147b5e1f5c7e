/**
 * Acceptance: adding ONE schema file yields a working screen with no other file touched. The file is
 * written by the unit project's globalSetup (global-fixture-schema.ts) before this run; the app's
 * registry index (engine/schema/node/vite-schema-index.ts) routes it before its file is loaded, loading
 * it brings its folder's group, SchemaScreen renders it and the memory provider serves it.
 */
import { describe, expect, it, vi } from 'vitest';
import { SchemaScreen } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { registry } from '../../app/registry';
import {
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  fieldInput,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

describe('a schema file added under schemas/', () => {
  it('is in the app registry and gives a working screen at its route', async () => {
    expect(registry.screenAt('/zz-ui-fixture/toy-note')).toEqual({
      name: 'zzfixture.toyNote',
      title: { zh: '玩具备忘', en: 'Toy notes' },
    });
    // Indexed, not loaded: the file arrives with its group when its screen opens.
    expect(registry.entity('zzfixture.toyNote')).toBeUndefined();
    await registry.load(['zzfixture.toyNote']);
    const schema = registry.byRoute('/zz-ui-fixture/toy-note');
    expect(schema?.name).toBe('zzfixture.toyNote');
    expect(registry.fileOf('zzfixture.toyNote')).toMatch(/zz_ui_fixture\/toy-note-\d+\.ts$/);

    const provider = createMemoryProvider({ registry });
    const submit = vi.spyOn(provider, 'submit');
    renderWithEngine(<SchemaScreen route="/zz-ui-fixture/toy-note" />, { registry, provider });
    expect(await screen.findByText('玩具备忘')).toBeInTheDocument();
    // An empty list the user may add to invites the first row (issue 35).
    await waitFor(() =>
      expect(document.querySelector('.ant-empty-description')?.textContent).toBe('还没有玩具备忘，来创建第一条吧'),
    );
    expect(screen.getByTestId('empty-add')).toHaveTextContent('创建第一条');

    await click(button('新增'));
    const d = dialog();
    await click(button('确定', d));
    expect(await within(d).findByText('请输入标题')).toBeInTheDocument();
    await type(fieldInput(d, '标题'), '给小车充电');
    await type(fieldInput(d, '价格'), '12.5');
    await click(within(d).getByLabelText('是'));
    await click(button('确定', d));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(schema, expect.objectContaining({ title: '给小车充电', done: 1, price: 12.5 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0])).toEqual(expect.arrayContaining(['1', '给小车充电', '是', '¥12.50']));
  });

  it('shows a localised "not found" for an unknown route', async () => {
    renderWithEngine(<SchemaScreen route="/nowhere" />, { registry });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });
});
