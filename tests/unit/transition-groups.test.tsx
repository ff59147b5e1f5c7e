/**
 * Transitions of one purpose as one row action (schema `group`, issue 35 item 4: "one refund action with
 * its kind chosen inside"): the row offers a single 退款, its dialog asks the kind among the members the
 * row's state allows, carries what was typed across kinds, and sends the chosen member's call.
 */
import { describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { defineCatalog, defineEntity } from '../../engine/schema/define';
import { groupTransitions } from '../../engine/schema/state-machine';
import type { Column, Transition } from '../../engine/schema/model';
import {
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  fieldInput,
  queryButton,
  renderWithEngine,
  type,
  waitFor,
  within,
} from './crud-harness';

const dicts = defineCatalog({
  dicts: [
    {
      code: 'bill_state',
      title: { zh: '状态', en: 'State' },
      items: [
        { key: 1, label: { zh: '已支付', en: 'Paid' } },
        { key: 2, label: { zh: '已完成', en: 'Finished' } },
        { key: 3, label: { zh: '已退款', en: 'Refunded' } },
        { key: 4, label: { zh: '已冲正', en: 'Reversed' } },
      ],
    },
  ],
});

const amount: Column = {
  prop: 'amount',
  label: { zh: '退款金额', en: 'Refund amount' },
  type: 'money',
  rules: [{ required: true, message: { zh: '请输入退款金额', en: 'Enter the amount' } }],
};
const group = { key: 'refund', label: { zh: '退款', en: 'Refund' }, kindLabel: { zh: '退款方式', en: 'Refund kind' } };

const bill = defineEntity({
  name: 'test.bill',
  title: { zh: '账单', en: 'Bills' },
  permission: 'bill',
  api: { service: 'svc', entity: 'bill' },
  columns: [
    { prop: 'title', label: { zh: '名称', en: 'Name' }, search: true },
    { prop: 'state', label: { zh: '状态', en: 'State' }, type: 'select', dict: 'bill_state', form: false },
  ],
  stateMachine: {
    field: 'state',
    transitions: [
      { key: 'refund', label: { zh: '普通退款', en: 'Regular' }, from: [1], to: 3, group, inputs: [amount] },
      {
        key: 'reverse',
        label: { zh: '冲正退款', en: 'Reversal' },
        from: [1, 2],
        to: 4,
        group,
        inputs: [amount, { prop: 'note', label: { zh: '冲正说明', en: 'Note' } }],
      },
      { key: 'finish', label: { zh: '完成', en: 'Finish' }, from: [1], to: 2 },
    ],
  },
});

const registry = createRegistry([
  { file: 'd.ts', value: dicts },
  { file: 'b.ts', value: bill },
]);
const row = (name: string) => bodyRows().find((r) => cellTexts(r).includes(name)) as HTMLElement;

async function ready() {
  const provider = createMemoryProvider({
    registry,
    rows: {
      'test.bill': [
        { id: '1', title: '账单甲', state: 1 },
        { id: '2', title: '账单乙', state: 2 },
      ],
    },
  });
  renderWithEngine(<CrudPage schema={bill} />, { provider, registry });
  await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 10000 });
  await waitFor(() => expect(cellTexts(row('账单甲'))).toContain('已支付'));
  return provider;
}

describe('transitions grouped into one action', () => {
  it('groups members at the place of the first and leaves the others alone', () => {
    const list = bill.stateMachine!.transitions as Transition[];
    expect(groupTransitions(list).map((g) => g.map((t) => t.key))).toEqual([['refund', 'reverse'], ['finish']]);
  });

  it('offers one 退款 on a row allowing two kinds, and the lone member by its own name elsewhere', async () => {
    await ready();
    expect(queryButton('退款', row('账单甲'))).not.toBeNull();
    expect(queryButton('普通退款', row('账单甲'))).toBeNull();
    expect(queryButton('冲正退款', row('账单甲'))).toBeNull();
    // A finished bill allows only the reversal: offered as itself.
    expect(queryButton('退款', row('账单乙'))).toBeNull();
    expect(queryButton('冲正退款', row('账单乙'))).not.toBeNull();
  });

  it('asks the kind in the dialog, keeps the amount across kinds and sends the chosen kind', async () => {
    const provider = await ready();
    const act = vi.spyOn(provider, 'action');
    await click(button('退款', row('账单甲')));
    let d = dialog();
    expect(within(d).getByText('退款方式')).toBeInTheDocument();
    const kinds = () => Array.from(dialog().querySelectorAll('.crud-transition-kind .ant-radio-button-wrapper'));
    expect(kinds().map((k) => k.textContent)).toEqual(['普通退款', '冲正退款']);
    expect(kinds()[0].className).toContain('checked');
    await type(fieldInput(d, '退款金额'), '12.5');
    // The other kind: its own fields appear, the amount typed stays.
    await click(kinds()[1].querySelector('input') as HTMLElement);
    await waitFor(() => expect(within(dialog()).getByText('冲正说明')).toBeInTheDocument());
    d = dialog();
    expect((fieldInput(d, '退款金额') as HTMLInputElement).value).toContain('12.5');
    await type(fieldInput(d, '冲正说明'), '重复扣款');
    // The confirm button is named by the group and the amount.
    const ok = d.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
    expect(ok.textContent).toMatch(/^退款 ¥12\.50$/);
    await click(ok);
    await waitFor(() => expect(act).toHaveBeenCalled());
    expect(act).toHaveBeenCalledWith(bill, expect.objectContaining({ key: 'reverse' }), {
      rows: [expect.objectContaining({ id: '1' })],
      values: expect.objectContaining({ amount: expect.anything(), note: '重复扣款' }),
    });
    await waitFor(() => expect(cellTexts(row('账单甲'))).toContain('已冲正'));
  });
});
