/** A lazy tree table (children load on expand) and a 10,000-row table (virtualised). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage, TreeCrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { sampleRows } from '../../engine/data/sample-rows';
import type { Registry } from '../../engine/schema/registry';
import { BULK_ROWS, bulk, node, partsRegistry } from './parts-fixture';

const meta: Meta = { title: 'Engine parts/Tree and big tables' };
export default meta;

type Story = StoryObj<typeof meta>;

export const LazyTree: Story = {
  name: 'Lazy tree',
  render: () => <TreeCrudPage schema={node} title="Lazy tree" />,
  parameters: {
    engine: {
      registry: partsRegistry,
      // A little latency, so the spinner of a level being loaded can be seen.
      provider: (registry: Registry) => createMemoryProvider({ registry, rows: { [node.name]: sampleRows(node, registry, { count: 60 }) }, latencyMs: 300 }),
    },
  },
};

export const TenThousandRows: Story = {
  name: '10,000 rows',
  render: () => <CrudPage schema={bulk} title="10,000 rows" />,
  parameters: {
    engine: {
      registry: partsRegistry,
      provider: (registry: Registry) => createMemoryProvider({ registry, rows: { [bulk.name]: sampleRows(bulk, registry, { count: BULK_ROWS }) } }),
    },
  },
};
