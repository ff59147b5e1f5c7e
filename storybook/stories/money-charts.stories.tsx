/**
 * Money and charts (domain toolkit): a list with its summary row (money per locale with two decimals,
 * totals of the current search) and the charts it declares above it; each chart kind on its own (the
 * chart widget: line, bar, pie, range presets and picker, legend and axis in the toolbar's language,
 * colours from the toolbar's theme and primary colour); an empty range; and the widget over an endpoint
 * no schema declares (how a plugin page, e.g. a dashboard, uses it). Data from the in-memory provider,
 * which sums in fen as the server does (engine/data/memory-stats.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage } from '../../engine/crud';
import { ChartWidget, SchemaChart } from '../../engine/chart';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { useLang } from '../../engine/data/hooks';
import { text } from '../../engine/schema/resolve';
import type { ChartSpec } from '../../engine/schema/model';
import type { EngineParameters } from '../engine-shell';
import { ledger, ledgerRegistry, ledgerRows } from './money-charts-fixture';

const withRows = (rows = ledgerRows()): { engine: EngineParameters } => ({
  engine: { registry: ledgerRegistry, provider: (registry) => createMemoryProvider({ registry, rows: { [ledger.name]: rows } }) },
});

const meta: Meta = { title: 'Engine parts/Money and charts', parameters: withRows() };
export default meta;

type Story = StoryObj<typeof meta>;

function LedgerScreen() {
  const lang = useLang();
  return <CrudPage schema={ledger} title={text(ledger.title, lang)} />;
}

/** The list with its summary row under the table and its three charts above it, all over the same search. */
export const ListWithSummary: Story = { render: () => <LedgerScreen /> };

export const LineChart: Story = { render: () => <SchemaChart schema={ledger} chart="perDay" /> };

export const BarChart: Story = { render: () => <SchemaChart schema={ledger} chart="perMonth" /> };

export const PieChart: Story = { render: () => <SchemaChart schema={ledger} chart="byLevel" /> };

/** No line in the chosen range: the axes stay, with a note. */
export const EmptyRange: Story = { parameters: withRows([]), render: () => <SchemaChart schema={ledger} chart="perDay" /> };

/** A chart over a statistics endpoint of a plugin (any answer of the same shape), as a dashboard uses it. */
const dashboardSpec: ChartSpec = {
  key: 'devices',
  title: { zh: '设备在线情况', en: 'Devices online' },
  type: 'bar',
  x: { prop: 'city', label: { zh: '城市', en: 'City' } },
  measures: [
    { kind: 'count', label: { zh: '在线', en: 'Online' } },
    { kind: 'count', label: { zh: '离线', en: 'Offline' } },
  ],
  range: false,
};
const DASHBOARD_URL = '/api/parts/dashboard/devices';

export const PluginEndpoint: Story = {
  parameters: {
    engine: {
      registry: ledgerRegistry,
      provider: (registry) => ({
        ...createMemoryProvider({ registry }),
        chart: async (url) =>
          url === DASHBOARD_URL
            ? {
                x: ['sh', 'hz', 'nj', 'sz'],
                labels: ['上海 Shanghai', '杭州 Hangzhou', '南京 Nanjing', '深圳 Shenzhen'],
                series: [
                  { key: 'online', data: [120, 86, 64, 97] },
                  { key: 'offline', data: [8, 5, 11, 3] },
                ],
              }
            : { x: [], series: [] },
      }),
    } satisfies EngineParameters,
  },
  render: () => <ChartWidget spec={dashboardSpec} url={DASHBOARD_URL} />,
};

/** The list, its totals and charts in English on the dark theme. */
export const EnglishDark: Story = { ...ListWithSummary, globals: { lang: 'en', theme: 'dark' } };
