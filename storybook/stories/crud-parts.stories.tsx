/**
 * Pieces of a screen on their own: the search form (it shows the query it would send), the toolbar
 * (with every permission, and with view-only codes) and the form dialog with every rule failing.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage, FormModal, SearchForm, searchParams, useCrud } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { sampleTables } from '../../engine/data/sample-rows';
import type { Registry } from '../../engine/schema/registry';
import { sampleMediaUrl } from '../schema-stories';
import { Toolbar } from '../../engine/crud/Toolbar';
import { useTableOptions } from '../../engine/crud/column-options';
import { useEngine } from '../../engine/data/context';
import { useLang } from '../../engine/data/hooks';
import { gadget, partsRegistry, ruleBreakingValues, ruleColumns } from './parts-fixture';

function SearchFormDemo() {
  const [sent, setSent] = useState<Record<string, unknown>>();
  return (
    <>
      <SearchForm schema={gadget} onSearch={(values) => setSent(searchParams(gadget, values))} />
      <pre data-testid="search-params">{JSON.stringify(sent ?? {}, null, 2)}</pre>
    </>
  );
}

function ToolbarDemo() {
  const { userKey } = useEngine();
  const crud = useCrud(gadget, { refresh: () => undefined });
  const options = useTableOptions(gadget, userKey);
  return (
    <>
      <Toolbar crud={crud} onRefresh={() => undefined} columns={options.columns} onColumnsChange={options.update} />
      {crud.dialogs}
    </>
  );
}

function RuleDialog() {
  const lang = useLang();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <FormModal
      title={lang === 'en' ? 'Every rule fails' : '所有规则都不通过'}
      columns={ruleColumns}
      mode="add"
      initialValues={ruleBreakingValues}
      onSubmit={async () => setOpen(false)}
      onClose={() => setOpen(false)}
    />
  );
}

const meta: Meta = { title: 'Engine parts/Screen parts', parameters: { engine: { registry: partsRegistry } } };
export default meta;

type Story = StoryObj<typeof meta>;

export const SearchFormStory: Story = { name: 'Search form', render: () => <SearchFormDemo /> };
export const ToolbarAll: Story = {
  name: 'Toolbar (all permissions)',
  render: () => <ToolbarDemo />,
  globals: { permissions: 'all' },
};
export const ToolbarViewOnly: Story = {
  name: 'Toolbar (view only)',
  render: () => <ToolbarDemo />,
  globals: { permissions: 'view' },
};

export const FormDialogRulesFail: Story = {
  name: 'Form dialog, every rule failing',
  render: () => <RuleDialog />,
  // Press OK once, so every rule's message shows (the dialog is portalled to <body>).
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // The record dialog loads on demand (engine/crud/form-modal-on-demand.tsx): wait for it up to 10 s.
    for (let i = 0; i < 500 && !doc.querySelector('.ant-modal-footer .ant-btn-primary'); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    doc.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click();
  },
};

/** The whole screen with toolbar, batch and row actions (their effects run in the memory provider). */
export const ScreenWithActions: Story = {
  name: 'Screen with every value type and actions',
  render: () => <CrudPage schema={gadget} title="Sample parts" />,
  parameters: {
    engine: {
      registry: partsRegistry,
      provider: (registry: Registry) =>
        createMemoryProvider({ registry, rows: sampleTables(registry, { count: 23, mediaUrl: sampleMediaUrl }) }),
    },
  },
};
