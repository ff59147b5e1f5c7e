/**
 * The screen rules of docs/screen-rules.md, one story each, over the tickets of screen-rules-fixture.ts:
 * a reference by its name (and its picker in the search), masked personal data, "-" in empty cells,
 * toggles naming the result, signed money, locked rows, an empty list inviting its first row, and the
 * grouped refund whose dialog shows the record, asks the kind and names the amount on its button.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { useLang } from '../../engine/data/hooks';
import { text } from '../../engine/schema/resolve';
import type { EngineParameters } from '../engine-shell';
import { counter, counterRows, rulesRegistry, ticket, ticketRows } from './screen-rules-fixture';

const withRows = (tickets = ticketRows()): { engine: EngineParameters } => ({
  engine: {
    registry: rulesRegistry,
    provider: (registry) =>
      createMemoryProvider({ registry, rows: { [ticket.name]: tickets, [counter.name]: counterRows() } }),
  },
});

function Tickets() {
  const lang = useLang();
  return <CrudPage schema={ticket} title={text(ticket.title, lang)} />;
}

const meta: Meta = { title: 'Engine parts/Screen rules', render: () => <Tickets />, parameters: withRows() };
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Every list rule at once: 柜台 by name, the phone masked, "-" for the empty remark, 停用 / 启用 by the row's
 * switch, the deduction's amount −¥20.00 in red, no edit or delete on generated rows, the state as a tag.
 */
export const ListRules: Story = { name: 'List: names, masks, "-", toggles, signed money, locked rows' };

/** No rows yet, and the user may add: the list invites the first one. */
export const EmptyInvites: Story = { name: 'Empty list inviting the first row', parameters: withRows([]) };

/** The grouped refund opened on the first row: the record, the kinds, the amount on the button once typed. */
export const RefundDialog: Story = {
  name: 'Refund: the record, its kind chosen inside',
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const refundButton = () =>
      [...doc.querySelectorAll<HTMLButtonElement>('.crud-row-operations button')].find((b) =>
        /^(退\s?款|Refund)$/.test(b.textContent?.trim() ?? ''),
      );
    for (let i = 0; i < 100 && !refundButton(); i += 1) await new Promise((r) => setTimeout(r, 30));
    refundButton()?.click();
  },
};
