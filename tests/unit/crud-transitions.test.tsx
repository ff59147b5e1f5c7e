/**
 * State-machine transitions on a CRUD screen (engine/crud): a row shows only the transitions its state
 * allows and the user holds the code of; each asks for confirmation (in its input form when it has
 * inputs); batch transitions need every selected row to allow them; the view dialog shows the history.
 */
import { describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { defineCatalog, defineEntity } from '../../engine/schema/define';
import {
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  fieldInput,
  queryButton,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

const dicts = defineCatalog({
  dicts: [
    {
      code: 'post_state',
      title: { zh: '发布状态', en: 'State' },
      items: [
        { key: 0, label: { zh: '草稿', en: 'Draft' } },
        { key: 1, label: { zh: '已发布', en: 'Published' } },
        { key: 2, label: { zh: '已撤回', en: 'Withdrawn' } },
      ],
    },
  ],
});

const post = defineEntity({
  name: 'test.post',
  title: { zh: '公告', en: 'Posts' },
  permission: 'post',
  api: { service: 'svc', entity: 'post' },
  table: { selection: true, viewButton: true },
  columns: [
    { prop: 'title', label: { zh: '标题', en: 'Title' }, search: true },
    {
      prop: 'state',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      dict: 'post_state',
      default: 0,
      form: false,
    },
  ],
  stateMachine: {
    field: 'state',
    transitions: [
      { key: 'publish', label: { zh: '发布', en: 'Publish' }, from: [0, 2], to: 1, batch: true },
      {
        key: 'withdraw',
        label: { zh: '撤回', en: 'Withdraw' },
        from: [1],
        to: 2,
        danger: true,
        inputs: [
          {
            prop: 'reason',
            label: { zh: '撤回原因', en: 'Reason' },
            rules: [{ required: true, message: { zh: '请输入撤回原因', en: 'Enter the reason' } }],
          },
        ],
      },
    ],
  },
});

const registry = createRegistry([
  { file: 'd.ts', value: dicts },
  { file: 'p.ts', value: post },
]);
const rows = [
  { id: '1', title: '草稿一', state: 0 },
  { id: '2', title: '已发一', state: 1 },
  { id: '3', title: '草稿二', state: 0 },
];
const row = (name: string) => bodyRows().find((r) => cellTexts(r).includes(name)) as HTMLElement;
const toolbar = () => document.querySelector('.crud-toolbar') as HTMLElement;
const check = (name: string) => click(row(name).querySelector('input[type="checkbox"]') as HTMLElement);

async function ready(opts: Parameters<typeof renderWithEngine>[1] = {}) {
  const p = createMemoryProvider({ registry, rows: { 'test.post': rows } });
  renderWithEngine(<CrudPage schema={post} />, { provider: p, registry, ...opts });
  // The first screen of a file renders slowly on a busy machine.
  await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 10000 });
  await waitFor(() => expect(cellTexts(row('草稿一'))).toContain(opts.lang === 'en' ? 'Draft' : '草稿'));
  return p;
}

describe('state-machine transitions on a screen', () => {
  it('a row shows only the transitions its state allows', async () => {
    await ready();
    expect(queryButton('发布', row('草稿一'))).not.toBeNull();
    expect(queryButton('撤回', row('草稿一'))).toBeNull();
    expect(queryButton('撤回', row('已发一'))).not.toBeNull();
    expect(queryButton('发布', row('已发一'))).toBeNull();
  });

  it('and only those the user holds the code of', async () => {
    await ready({ permissions: { post_view: true, post_withdraw: true } });
    expect(queryButton('发布', row('草稿一'))).toBeNull();
    expect(queryButton('发布', toolbar())).toBeNull();
    expect(queryButton('撤回', row('已发一'))).not.toBeNull();
  });

  it('a row button confirms the change, naming the row and both states, then applies it', async () => {
    const p = await ready();
    const act = vi.spyOn(p, 'action');
    await click(button('发布', row('草稿一')));
    expect(await screen.findByText('确定对「草稿一」执行「发布」？（草稿 → 已发布）')).toBeInTheDocument();
    await click(button('确定'));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith(post, expect.objectContaining({ key: 'publish', endpoint: 'publish' }), {
      rows: [expect.objectContaining({ id: '1' })],
      values: {},
    });
    await waitFor(() => expect(cellTexts(row('草稿一'))).toContain('已发布'));
    // Now published: withdraw is offered, publish no longer.
    expect(queryButton('撤回', row('草稿一'))).not.toBeNull();
    expect(queryButton('发布', row('草稿一'))).toBeNull();
  });

  it('a transition with inputs asks for them, under its confirmation, validated by their rules', async () => {
    const p = await ready();
    const act = vi.spyOn(p, 'action');
    await click(button('撤回', row('已发一')));
    const d = dialog();
    expect(within(d).getByText('确定对「已发一」执行「撤回」？（已发布 → 已撤回）')).toBeInTheDocument();
    await click(button('确定', d));
    expect(await within(d).findByText('请输入撤回原因')).toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    await type(fieldInput(d, '撤回原因'), '内容有误');
    await click(button('确定', d));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith(post, expect.objectContaining({ key: 'withdraw' }), {
      rows: [expect.objectContaining({ id: '2' })],
      values: { reason: '内容有误' },
    });
    await waitFor(() => expect(cellTexts(row('已发一'))).toContain('已撤回'));
  });

  it('a batch transition needs a selection in which every row allows it', async () => {
    await ready();
    await click(button('发布', toolbar()));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    await check('草稿一');
    await check('已发一');
    await click(button('发布', toolbar()));
    expect(await screen.findByText('「已发一」当前为「已发布」，不能执行「发布」')).toBeInTheDocument();
    await check('已发一');
    await check('草稿二');
    await click(button('发布', toolbar()));
    expect(await screen.findByText('确定对选中的 2 条数据执行「发布」？（→ 已发布）')).toBeInTheDocument();
    await click(button('确定'));
    await waitFor(() => expect(cellTexts(row('草稿二'))).toContain('已发布'));
    expect(cellTexts(row('草稿一'))).toContain('已发布');
  });

  it('the view dialog shows the row history as a timeline', async () => {
    await ready({ lang: 'en' });
    await click(button('Publish', row('草稿一')));
    await click(button('OK'));
    await waitFor(() => expect(queryButton('Withdraw', row('草稿一'))).not.toBeNull());
    await click(button('Withdraw', row('草稿一')));
    await type(fieldInput(dialog(), 'Reason'), 'Typo');
    await click(button('OK', dialog()));
    await waitFor(() => expect(cellTexts(row('草稿一'))).toContain('Withdrawn'));
    await click(button('View', row('草稿一')));
    const history = await within(dialog()).findByTestId('state-history');
    await waitFor(() => expect(within(history).getAllByTestId('state-history-entry')).toHaveLength(2));
    const entries = within(history)
      .getAllByTestId('state-history-entry')
      .map((e) => e.textContent);
    expect(entries[0]).toContain('Publish: Draft → Published');
    expect(entries[1]).toContain('Withdraw: Published → Withdrawn');
    expect(entries[1]).toContain('Reason: Typo');
    // A row never changed says so.
    await click(button('Cancel', dialog()));
    await click(button('View', row('草稿二')));
    expect(await within(dialog()).findByText('No changes yet')).toBeInTheDocument();
  });
});
